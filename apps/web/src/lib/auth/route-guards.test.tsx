import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADA,
  fakeApi,
  jsonResponse,
  renderApp,
  resetBrowser,
  storeLogin,
} from '../../testing/app-harness';
import { paths } from '../paths';
import { afterLoginPath, safeRedirectPath } from './route-guards';
import { STORED_LOGIN_MAX_AGE_MS } from './session-store';

beforeEach(() => {
  resetBrowser();
  fakeApi({ 'GET /api/auth/user/': jsonResponse(200, ADA) });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetBrowser();
});

describe('route guard (SPEC.md section 2)', () => {
  it('sends a signed-out visitor of a login-required page to the login page, full path kept', async () => {
    const app = await renderApp('/app/games?season=4#standings');

    await app.waitForLocation(
      `/auth/login?redirect=${encodeURIComponent('/app/games?season=4#standings')}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
  });

  it('sends a signed-in user from / to the dashboard', async () => {
    storeLogin(ADA);
    const app = await renderApp('/');

    await app.waitForLocation(paths.dashboard());
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
  });

  it.each(['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/verify-email'])(
    'sends a signed-in user from the guest-only page %s to the dashboard',
    async (path) => {
      storeLogin(ADA);
      const app = await renderApp(path);

      await app.waitForLocation(paths.dashboard());
    },
  );

  it('lets a signed-in user open a password reset link', async () => {
    storeLogin(ADA);
    const app = await renderApp('/auth/reset-password/MTI/abc-123');

    await app.waitForLocation('/auth/reset-password/MTI/abc-123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeTruthy();
  });

  it('ignores a stored login older than 24 hours', async () => {
    storeLogin(ADA, STORED_LOGIN_MAX_AGE_MS + 1000);
    const app = await renderApp(paths.dashboard());

    await app.waitForLocation('/auth/login?redirect=%2Fapp%2Fdashboard');
    cleanup();

    const home = await renderApp('/');
    await home.waitForLocation('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Run your poker club like the GOAT' }),
    ).toBeTruthy();
  });

  it('counts a fresh stored login at once and checks it with the server in the background', async () => {
    storeLogin({ ...ADA, first_name: 'Ada (stored)' });
    const { calls } = fakeApi({
      'GET /api/auth/user/': jsonResponse(200, { ...ADA, first_name: 'Ada' }),
    });

    await renderApp(paths.dashboard());

    await vi.waitFor(() =>
      expect(calls.some((call) => call.path === '/api/auth/user/')).toBe(true),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
  });

  it('signs out locally when the background check says the session is gone', async () => {
    storeLogin(ADA);
    fakeApi({
      'GET /api/auth/user/': jsonResponse(401, {
        detail: 'Authentication credentials were not provided.',
        code: 'not_authenticated',
      }),
    });

    const app = await renderApp(paths.dashboard());

    await app.waitForLocation('/auth/login?redirect=%2Fapp%2Fdashboard');
    expect(localStorage.length).toBe(0);
  });

  it('keeps the stored user when the background check gets no answer', async () => {
    storeLogin(ADA);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);

    const app = await renderApp(paths.dashboard());
    await act(async () => {});

    expect(fetchMock).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('Failed to fetch user details.', expect.anything());
    await app.waitForLocation(paths.dashboard());
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
  });

  it('redirects /app to the dashboard and shows not-found for an unknown app page', async () => {
    storeLogin(ADA);
    const app = await renderApp(paths.app());
    await app.waitForLocation(paths.dashboard());
    cleanup();

    await renderApp('/app/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Felt, dashboard' })).toBeTruthy();
  });
});

describe('where a login lands', () => {
  it.each([
    ['/app/games?x=1#top', '/app/games?x=1#top'],
    ['/contact', '/contact'],
  ])('returns to the same-site path %s', (redirect, expected) => {
    expect(afterLoginPath(redirect)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/app',
    '//evil.example/app',
    '/\\evil.example',
    '/\t/evil.example',
    'app/dashboard',
    '/auth/login',
    '/auth?x=1',
  ])('goes to the dashboard instead of %j', (redirect) => {
    expect(safeRedirectPath(redirect)).toBeNull();
    expect(afterLoginPath(redirect)).toBe(paths.dashboard());
  });

  it('keeps paths that merely start like an auth page', () => {
    expect(safeRedirectPath('/authors')).toBe('/authors');
  });
});
