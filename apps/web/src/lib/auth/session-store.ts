import type { User } from '@felt/contract';
import { useSyncExternalStore } from 'react';

/*
 * Who is signed in, as far as this browser knows (SPEC.md sections 2, 4 and 9). The login is
 * kept in localStorage as `{user, storedAt}`; one younger than 24 hours counts as signed in
 * (and is checked with the server in the background), an older one is ignored. The demo
 * visitor's login is kept for its tab only (sessionStorage, `demo: true`) and cleared when the
 * page unloads (SPEC.md section 4; decision 0032, "Leaving with the tab"). This module is part
 * of the landing page's bundle, so it stays small and imports no API code: the flows that talk
 * to the server live in features/auth.
 */

export const AUTH_STORAGE_KEY = 'felt.auth';
/**
 * Set in a tab whose demo login was cleared as the page unloaded: a reload of that tab signs
 * the visitor in as the demo again; a new tab (no session storage) is not signed in.
 */
export const DEMO_RESUME_KEY = 'felt.demo.resume';

/** SPEC.md section 9: a stored login is valid for 24 hours (also as an offline cache). */
export const STORED_LOGIN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface StoredLogin {
  user: User;
  /** When the server last confirmed this user, in ms since the epoch. */
  storedAt: number;
  /** The demo visitor (`/demo`): stored for this tab only, cleared when the page unloads. */
  demo?: boolean;
}

export type AuthState =
  | { status: 'authenticated'; user: User; storedAt: number; demo?: true }
  /** `signedOut`: the user just pressed Sign Out (so no "come back here after login"). */
  | { status: 'anonymous'; signedOut: boolean };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Enough of a shape check for data this app wrote itself (the server's answer was parsed). */
function isStoredLogin(value: unknown): value is StoredLogin {
  if (!isRecord(value) || typeof value.storedAt !== 'number') return false;
  const user = value.user;
  return (
    isRecord(user) &&
    typeof user.id === 'number' &&
    typeof user.email === 'string' &&
    typeof user.first_name === 'string'
  );
}

// Storage can throw (blocked by the browser's privacy settings, or full); the login then
// lives in memory for this page only.
let memoryValue: string | null = null;

type StorageName = 'localStorage' | 'sessionStorage';

function storageCall<T>(name: StorageName, call: (storage: Storage) => T): T | undefined {
  try {
    return call(window[name]);
  } catch {
    return undefined;
  }
}

function readRaw(): string | null {
  // This tab's demo login first: it replaced whatever another tab left behind.
  const demo = storageCall('sessionStorage', (storage) => storage.getItem(AUTH_STORAGE_KEY));
  if (demo) return demo;
  const stored = storageCall('localStorage', (storage) => storage.getItem(AUTH_STORAGE_KEY));
  return stored === undefined ? memoryValue : stored;
}

function writeRaw(value: string | null, { demo = false }: { demo?: boolean } = {}): void {
  memoryValue = value;
  const [here, other]: [StorageName, StorageName] = demo
    ? ['sessionStorage', 'localStorage']
    : ['localStorage', 'sessionStorage'];
  storageCall(other, (storage) => storage.removeItem(AUTH_STORAGE_KEY));
  storageCall(here, (storage) =>
    value === null
      ? storage.removeItem(AUTH_STORAGE_KEY)
      : storage.setItem(AUTH_STORAGE_KEY, value),
  );
}

function parse(raw: string | null): StoredLogin | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredLogin(value) ? value : null;
  } catch {
    return null;
  }
}

export function isFresh(login: StoredLogin, now = Date.now()): boolean {
  const age = now - login.storedAt;
  /*
   * A login stored "in the future" means this device's clock went back since (a TV setting its
   * clock from the network, a phone's clock set by hand): its age is unknown, so it counts while
   * the clocks are within the 24 hours and the background check stamps it again. Signing a TV
   * out because its clock moved back a few minutes would stop the game night's clock.
   */
  return Math.abs(age) < STORED_LOGIN_MAX_AGE_MS;
}

/** The stored login, fresh or not: the login flow compares it with who is signing in. */
export function readStoredLogin(): StoredLogin | null {
  return parse(readRaw());
}

let signedOut = false;
let cache: {
  raw: string | null;
  login: StoredLogin | null;
  fresh: boolean;
  signedOut: boolean;
  state: AuthState;
} | null = null;

/** The current state; the same object until something changes (useSyncExternalStore). */
export function getAuthState(): AuthState {
  const raw = readRaw();
  const login = cache && cache.raw === raw ? cache.login : parse(raw);
  const fresh = login !== null && isFresh(login);
  if (cache && cache.raw === raw && cache.fresh === fresh && cache.signedOut === signedOut) {
    return cache.state;
  }
  const state: AuthState =
    login && fresh
      ? {
          status: 'authenticated',
          user: login.user,
          storedAt: login.storedAt,
          ...(login.demo ? { demo: true as const } : {}),
        }
      : { status: 'anonymous', signedOut };
  cache = { raw, login, fresh, signedOut, state };
  return state;
}

const listeners = new Set<() => void>();
let expiryTimer: ReturnType<typeof setTimeout> | undefined;
/** When this page last heard from the server that the session is alive (0: not yet). */
let confirmedAt = 0;

function scheduleExpiry(): void {
  clearTimeout(expiryTimer);
  const state = getAuthState();
  if (state.status !== 'authenticated' || listeners.size === 0) return;
  const remaining = state.storedAt + STORED_LOGIN_MAX_AGE_MS - Date.now();
  // setTimeout overflows past ~24.8 days; a stored login never lives that long.
  expiryTimer = setTimeout(notify, Math.min(Math.max(remaining, 0) + 1, 2 ** 31 - 1));
}

function notify(): void {
  scheduleExpiry();
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // Another tab signed in or out (`key` is null when it cleared all of storage).
  if (event.key === AUTH_STORAGE_KEY || event.key === null) notify();
}

export function subscribeToAuth(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  scheduleExpiry();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('storage', onStorage);
      clearTimeout(expiryTimer);
    }
  };
}

/** The auth state, re-rendering when it changes (here, in another tab, or on expiry). */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeToAuth, getAuthState, getAuthState);
}

/**
 * Stores the user the server just confirmed; the 24 hours start again. `demo` marks the demo
 * visitor's login (kept for this tab only); by default a login stays what it was for the same
 * user, so the background check does not turn the demo's login into a lasting one.
 */
export function saveLogin(user: User, now = Date.now(), { demo }: { demo?: boolean } = {}): void {
  const previous = readStoredLogin();
  const isDemo = demo ?? (previous?.demo === true && previous.user.id === user.id);
  signedOut = false;
  confirmedAt = now;
  storageCall('sessionStorage', (storage) => storage.removeItem(DEMO_RESUME_KEY));
  const login: StoredLogin = isDemo ? { user, storedAt: now, demo: true } : { user, storedAt: now };
  writeRaw(JSON.stringify(login), { demo: isDemo });
  notify();
}

/**
 * SPEC.md section 4, "Demo stored auth is cleared on page unload": called as the page goes
 * away (pagehide). Forgets a demo login without re-rendering (the page is leaving) and marks
 * the tab, so a reload of it signs in as the demo again (`demoResumePending`). Returns whether
 * there was a demo login; any other login is left alone.
 */
export function forgetDemoLoginOnUnload(): boolean {
  if (!readStoredLogin()?.demo) return false;
  storageCall('sessionStorage', (storage) => storage.setItem(DEMO_RESUME_KEY, '1'));
  memoryValue = null;
  confirmedAt = 0;
  storageCall('sessionStorage', (storage) => storage.removeItem(AUTH_STORAGE_KEY));
  storageCall('localStorage', (storage) => storage.removeItem(AUTH_STORAGE_KEY));
  return true;
}

/** Whether this tab was in the demo when its page last unloaded (and nobody signed in since). */
export function demoResumePending(): boolean {
  return storageCall('sessionStorage', (storage) => storage.getItem(DEMO_RESUME_KEY)) === '1';
}

/** Renders the auth state again, e.g. when a page comes back from the back-forward cache. */
export function recheckAuthState(): void {
  notify();
}

/**
 * Forgets the stored login. `signedOut` says the user asked for it, so guarded pages send
 * them to the login page without offering to come back.
 */
export function forgetLogin({ signedOut: byUser = false }: { signedOut?: boolean } = {}): void {
  signedOut = byUser;
  confirmedAt = 0;
  writeRaw(null);
  notify();
}

/** When the server last confirmed the session during this page's life; 0 if it has not. */
export function sessionConfirmedAt(): number {
  return confirmedAt;
}
