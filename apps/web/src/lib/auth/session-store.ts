import type { User } from '@felt/contract';
import { useSyncExternalStore } from 'react';

/*
 * Who is signed in, as far as this browser knows (SPEC.md sections 2, 4 and 9). The login is
 * kept in localStorage as `{user, storedAt}`; one younger than 24 hours counts as signed in
 * (and is checked with the server in the background), an older one is ignored. This module
 * is part of the landing page's bundle, so it stays small and imports no API code: the
 * flows that talk to the server live in features/auth.
 */

export const AUTH_STORAGE_KEY = 'felt.auth';

/** SPEC.md section 9: a stored login is valid for 24 hours (also as an offline cache). */
export const STORED_LOGIN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface StoredLogin {
  user: User;
  /** When the server last confirmed this user, in ms since the epoch. */
  storedAt: number;
}

export type AuthState =
  | { status: 'authenticated'; user: User; storedAt: number }
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

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY);
  } catch {
    return memoryValue;
  }
}

function writeRaw(value: string | null): void {
  memoryValue = value;
  try {
    if (value === null) window.localStorage.removeItem(AUTH_STORAGE_KEY);
    else window.localStorage.setItem(AUTH_STORAGE_KEY, value);
  } catch {
    // Kept in memory above.
  }
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
      ? { status: 'authenticated', user: login.user, storedAt: login.storedAt }
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

/** Stores the user the server just confirmed; the 24 hours start again. */
export function saveLogin(user: User, now = Date.now()): void {
  signedOut = false;
  confirmedAt = now;
  writeRaw(JSON.stringify({ user, storedAt: now } satisfies StoredLogin));
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
