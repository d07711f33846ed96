import type { User } from '@felt/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_RESUME_KEY } from '../../../lib/auth/session-store';
import { paths } from '../../../lib/paths';
import {
  fakeApi,
  jsonResponse,
  renderApp,
  setCookie,
  startEachTestAsAVisitor,
  storeLogin,
  ADA,
} from '../../../testing/app-harness';

startEachTestAsAVisitor();

const DEMO: User = {
  ...ADA,
  id: 900,
  slug: 'demo-visitor',
  email: 'demo@demo.felt.invalid',
  first_name: 'Demo',
  last_name: 'Visitor',
  full_name: 'Demo Visitor',
};

const csrf = () => {
  setCookie('csrftoken', 'anonymous-token');
  return jsonResponse(200, { detail: 'CSRF cookie set' });
};

describe('/demo', () => {
  it('signs the visitor in as the demo user without credentials and opens the dashboard', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/csrf/': csrf,
      'POST /api/auth/demo/': jsonResponse(200, DEMO),
      'GET /api/auth/user/': jsonResponse(200, DEMO),
    });
    const app = await renderApp('/demo');

    await app.waitForLocation(paths.dashboard());
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Demo' })).toBeTruthy();
    const demoCalls = calls.filter((call) => call.path === '/api/auth/demo/');
    // Once, also under StrictMode, with no body (no password travels) and the CSRF token.
    expect(demoCalls).toEqual([
      expect.objectContaining({ method: 'POST', body: undefined, csrfToken: 'anonymous-token' }),
    ]);
    // Kept for this tab only (SPEC.md section 4: cleared on page unload).
    const stored = JSON.parse(sessionStorage.getItem('felt.auth') ?? 'null') as {
      user: User;
      demo: boolean;
    };
    expect(stored).toMatchObject({ user: { id: DEMO.id }, demo: true });
    expect(localStorage.getItem('felt.auth')).toBeNull();
  });

  it('replaces another user left signed in on this browser', async () => {
    storeLogin(ADA);
    fakeApi({
      'GET /api/auth/csrf/': csrf,
      'POST /api/auth/demo/': jsonResponse(200, DEMO),
      'GET /api/auth/user/': jsonResponse(200, DEMO),
    });
    const app = await renderApp('/demo');

    await app.waitForLocation(paths.dashboard());
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Demo' })).toBeTruthy();
  });

  it("says 'Demo login failed. Please try again.' and tries again on request", async () => {
    let demoAnswers = 0;
    const { calls } = fakeApi({
      'GET /api/auth/csrf/': csrf,
      'POST /api/auth/demo/': () => {
        demoAnswers += 1;
        return demoAnswers === 1
          ? jsonResponse(503, {
              detail: 'The demo club is not available right now. Please try again later.',
              code: 'demo_unavailable',
            })
          : jsonResponse(200, DEMO);
      },
      'GET /api/auth/user/': jsonResponse(200, DEMO),
    });
    const app = await renderApp('/demo');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Demo login failed. Please try again.',
    );
    expect(app.location()).toBe('/demo');
    expect(localStorage.getItem('felt.auth')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await app.waitForLocation(paths.dashboard());
    expect(calls.filter((call) => call.path === '/api/auth/demo/')).toHaveLength(2);
  });

  it("past the demo's daily limit shows the server's message and when to come back", async () => {
    const { calls } = fakeApi({
      'GET /api/auth/csrf/': csrf,
      'POST /api/auth/demo/': jsonResponse(
        429,
        {
          code: 'demo_daily_limit_exceeded',
          detail:
            "The demo's daily limit for your network has been reached. It resets at midnight UTC.",
          retry_after: 2 * 60 * 60 + 5 * 60,
        },
        { 'retry-after': '7500' },
      ),
    });
    const app = await renderApp('/demo');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      "The demo's daily limit for your network has been reached. It resets at midnight UTC.",
    );
    expect(alert.textContent).toMatch(/Come back at \d{1,2}:\d{2}.* \(in 2 hours 5 minutes\)\./);
    expect(alert.textContent).not.toContain('Demo login failed');
    expect(
      screen.getByRole('heading', { level: 1, name: 'The demo is closed for today' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(app.location()).toBe('/demo');
    expect(localStorage.getItem('felt.auth')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Back to the home page' }));
    await app.waitForLocation(paths.home());
    expect(calls.filter((call) => call.path === '/api/auth/demo/')).toHaveLength(1);
  });
});

describe('the demo and its tab (SPEC.md section 4: demo stored auth cleared on page unload)', () => {
  const demoApi = () =>
    fakeApi({
      'GET /api/auth/csrf/': csrf,
      'POST /api/auth/demo/': jsonResponse(200, DEMO),
      'GET /api/auth/user/': jsonResponse(200, DEMO),
      'POST /api/auth/logout/': jsonResponse(200, { detail: 'Successfully logged out.' }),
    });

  it('forgets the demo login and ends its session on the server as the page unloads', async () => {
    const { calls, fetchMock } = demoApi();
    const app = await renderApp('/demo');
    await app.waitForLocation(paths.dashboard());
    expect(sessionStorage.getItem('felt.auth')).not.toBeNull();

    // The page goes away (the tab closes, reloads or leaves the site). The listener is set up
    // once the demo is signed in; until then a pagehide would find nothing to do.
    await vi.waitFor(() => {
      window.dispatchEvent(new Event('pagehide'));
      expect(calls.filter((call) => call.path === '/api/auth/logout/')).toHaveLength(1);
    });
    expect(sessionStorage.getItem('felt.auth')).toBeNull();
    expect(localStorage.getItem('felt.auth')).toBeNull();
    expect(sessionStorage.getItem(DEMO_RESUME_KEY)).toBe('1');
    // A request that outlives the page, with the CSRF token the server checks.
    const logout = fetchMock.mock.calls.find(([path]) => path === '/api/auth/logout/');
    expect(logout?.[1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(calls.find((call) => call.path === '/api/auth/logout/')?.csrfToken).toBe(
      'anonymous-token',
    );
  });

  it('signs a reloaded demo tab in again and brings it back to its page', async () => {
    // What the unload left: no stored login, the tab marked as having been in the demo.
    sessionStorage.setItem(DEMO_RESUME_KEY, '1');
    const { calls } = demoApi();
    const app = await renderApp('/app/members?page=2');

    await app.waitForLocation('/app/members?page=2');
    expect(calls.filter((call) => call.path === '/api/auth/demo/')).toHaveLength(1);
    expect(sessionStorage.getItem(DEMO_RESUME_KEY)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('felt.auth') ?? 'null')).toMatchObject({
      user: { id: DEMO.id },
      demo: true,
    });
  });

  it('does not sign a new tab in as the demo (nothing of the demo is left in it)', async () => {
    const { calls } = demoApi();
    const app = await renderApp('/app/members');

    await app.waitForLocation(paths.login({ redirect: '/app/members' }));
    expect(calls.filter((call) => call.path === '/api/auth/demo/')).toHaveLength(0);
  });

  it('leaves a signed-in member alone when the page unloads', async () => {
    storeLogin(ADA);
    const { calls } = fakeApi({ 'GET /api/auth/user/': jsonResponse(200, ADA) });
    const app = await renderApp('/app/dashboard');
    await app.waitForLocation(paths.dashboard());

    window.dispatchEvent(new Event('pagehide'));
    expect(calls.filter((call) => call.path === '/api/auth/logout/')).toHaveLength(0);
    expect(JSON.parse(localStorage.getItem('felt.auth') ?? 'null')).toMatchObject({
      user: { id: ADA.id },
    });
    expect(sessionStorage.getItem(DEMO_RESUME_KEY)).toBeNull();
  });
});
