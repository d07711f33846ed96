import type { User } from '@felt/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    const stored = JSON.parse(localStorage.getItem('felt.auth') ?? 'null') as { user: User };
    expect(stored.user.id).toBe(DEMO.id);
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
