import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADA, resetBrowser, storeLogin } from '../../testing/app-harness';
import {
  AUTH_STORAGE_KEY,
  DEMO_RESUME_KEY,
  demoResumePending,
  forgetDemoLoginOnUnload,
  forgetLogin,
  getAuthState,
  saveLogin,
  STORED_LOGIN_MAX_AGE_MS,
  subscribeToAuth,
} from './session-store';

beforeEach(resetBrowser);
afterEach(() => {
  vi.useRealTimers();
  resetBrowser();
});

describe('the stored login', () => {
  it('counts as signed in while it is under 24 hours old', () => {
    storeLogin(ADA, STORED_LOGIN_MAX_AGE_MS - 60_000);

    const state = getAuthState();
    expect(state.status).toBe('authenticated');
    expect(state.status === 'authenticated' && state.user.email).toBe('ada@example.com');
  });

  it('is ignored once it is 24 hours old', () => {
    // One instant for storing and reading: the limits are exact, to the millisecond.
    vi.useFakeTimers({ toFake: ['Date'], now: 1_800_000_000_000 });
    storeLogin(ADA, STORED_LOGIN_MAX_AGE_MS);

    expect(getAuthState()).toEqual({ status: 'anonymous', signedOut: false });
  });

  it("still counts after this device's clock went back (a TV setting its clock)", () => {
    // Stored ten minutes "from now": the clock moved back ten minutes since.
    storeLogin(ADA, -10 * 60_000);
    expect(getAuthState().status).toBe('authenticated');
  });

  it('is ignored when stored more than 24 hours "from now"', () => {
    // Read a millisecond after storing, it would be a millisecond under 24 hours "from now"
    // and count (a CI run did just that): one instant for both.
    vi.useFakeTimers({ toFake: ['Date'], now: 1_800_000_000_000 });
    storeLogin(ADA, -STORED_LOGIN_MAX_AGE_MS);
    expect(getAuthState()).toEqual({ status: 'anonymous', signedOut: false });
  });

  it('is ignored when it is not a login this app wrote', () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{"user":{"name":"Ada"},"storedAt":1}');
    expect(getAuthState().status).toBe('anonymous');

    localStorage.setItem(AUTH_STORAGE_KEY, 'not json');
    expect(getAuthState().status).toBe('anonymous');
  });

  it('is saved as {user, storedAt} and forgotten again', () => {
    saveLogin(ADA, 1_700_000_000_000);
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual({
      user: ADA,
      storedAt: 1_700_000_000_000,
    });

    forgetLogin({ signedOut: true });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(getAuthState()).toEqual({ status: 'anonymous', signedOut: true });
  });

  it('tells subscribers when it expires while the page is open', () => {
    vi.useFakeTimers();
    saveLogin(ADA);
    const listener = vi.fn();
    const unsubscribe = subscribeToAuth(listener);

    vi.advanceTimersByTime(STORED_LOGIN_MAX_AGE_MS + 1);

    expect(listener).toHaveBeenCalled();
    expect(getAuthState().status).toBe('anonymous');
    unsubscribe();
  });

  it('follows a sign-out in another tab', () => {
    saveLogin(ADA);
    const listener = vi.fn();
    const unsubscribe = subscribeToAuth(listener);

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));

    expect(listener).toHaveBeenCalled();
    expect(getAuthState().status).toBe('anonymous');
    unsubscribe();
  });
});

describe("the demo visitor's login (SPEC.md section 4)", () => {
  const DEMO = { ...ADA, id: 900, email: 'demo@demo.felt.invalid', first_name: 'Demo' };
  const stored = (storage: Storage) =>
    JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? 'null') as unknown;

  it('is kept for this tab only, and stays a demo login when the server confirms it again', () => {
    const at = Date.now();
    saveLogin(DEMO, at, { demo: true });
    expect(stored(sessionStorage)).toEqual({ user: DEMO, storedAt: at, demo: true });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(getAuthState()).toMatchObject({ status: 'authenticated', demo: true });

    // The background check saves the same user again without saying which kind of login.
    saveLogin(DEMO);
    expect(stored(sessionStorage)).toMatchObject({ demo: true });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();

    // Someone else signing in here gets an ordinary login, and the demo's is gone.
    saveLogin(ADA);
    expect(stored(localStorage)).toMatchObject({ user: ADA });
    expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(getAuthState()).not.toHaveProperty('demo');
  });

  it('is forgotten as the page unloads, leaving the tab a mark that a new login takes away', () => {
    saveLogin(DEMO, Date.now(), { demo: true });
    expect(forgetDemoLoginOnUnload()).toBe(true);
    expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(getAuthState().status).toBe('anonymous');
    expect(sessionStorage.getItem(DEMO_RESUME_KEY)).toBe('1');
    expect(demoResumePending()).toBe(true);

    saveLogin(DEMO, Date.now(), { demo: true });
    expect(demoResumePending()).toBe(false);
  });

  it('leaves any other login alone when the page unloads', () => {
    saveLogin(ADA);
    expect(forgetDemoLoginOnUnload()).toBe(false);
    expect(stored(localStorage)).toMatchObject({ user: ADA });
    expect(demoResumePending()).toBe(false);
  });
});
