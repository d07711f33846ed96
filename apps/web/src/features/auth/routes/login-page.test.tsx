import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../lib/paths';
import { queryClient } from '../../../lib/query-client';
import {
  ADA,
  fakeApi,
  jsonResponse,
  renderApp,
  resetBrowser,
  setCookie,
  storeLogin,
} from '../../../testing/app-harness';

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetBrowser();
});

const csrf = () => {
  setCookie('csrftoken', 'anonymous-token');
  return jsonResponse(200, { detail: 'CSRF cookie set' });
};

async function signIn(email = 'ada@example.com', password = 'correct horse battery') {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  });
}

describe('login', () => {
  it('gets a CSRF cookie, logs in, fetches the user and lands on the redirect path', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/csrf/': csrf,
      'POST /api/auth/login/': () => {
        setCookie('csrftoken', 'session-token');
        return jsonResponse(200, ADA);
      },
      'GET /api/auth/user/': jsonResponse(200, ADA),
    });
    const app = await renderApp('/auth/login?redirect=%2Fapp%2Fgames%3Fseason%3D4');

    await signIn('Ada@Example.com');

    await app.waitForLocation(`${paths.games()}?season=4`);
    expect(calls.slice(0, 3).map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/auth/csrf/',
      'POST /api/auth/login/',
      'GET /api/auth/user/',
    ]);
    expect(calls[1]?.body).toEqual({ email: 'ada@example.com', password: 'correct horse battery' });
    expect(calls[1]?.csrfToken).toBe('anonymous-token');
    const stored = JSON.parse(localStorage.getItem('felt.auth') ?? 'null') as {
      user: { id: number };
      storedAt: number;
    };
    expect(stored.user.id).toBe(ADA.id);
    expect(Date.now() - stored.storedAt).toBeLessThan(5000);
  });

  it('goes to the dashboard when there is no redirect', async () => {
    fakeApi({
      'GET /api/auth/csrf/': csrf,
      'POST /api/auth/login/': jsonResponse(200, ADA),
      'GET /api/auth/user/': jsonResponse(200, ADA),
    });
    const app = await renderApp('/auth/login');

    await signIn();

    await app.waitForLocation(paths.dashboard());
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
  });

  it("says 'Login failed. Please check your credentials.' for a wrong password", async () => {
    fakeApi({
      'GET /api/auth/csrf/': csrf,
      'POST /api/auth/login/': jsonResponse(400, {
        non_field_errors: ['Unable to log in with provided credentials.'],
      }),
    });
    const app = await renderApp('/auth/login');

    await signIn();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Login failed. Please check your credentials.',
    );
    expect(app.location()).toBe('/auth/login');
    expect(localStorage.getItem('felt.auth')).toBeNull();
  });

  it("offers to resend the email when it is 'Email not verified'", async () => {
    const { calls } = fakeApi({
      'GET /api/auth/csrf/': csrf,
      'POST /api/auth/login/': jsonResponse(400, {
        email_verified: false,
        error: 'Email not verified',
      }),
      'POST /api/auth/registration/resend-email/': jsonResponse(200, {
        detail:
          'If an account with that email exists and is not verified yet, we sent a new verification link.',
      }),
    });
    await renderApp('/auth/login');

    await signIn();
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Email not verified')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(notice).getByRole('button', { name: 'Resend the email' }));
    });

    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/auth/registration/resend-email/',
      body: { email: 'ada@example.com' },
    });
    expect(
      await screen.findByText(
        'If an account with that email exists and is not verified yet, we sent a new verification link.',
      ),
    ).toBeTruthy();
  });

  it('explains how to allow cookies when the server refuses with 403', async () => {
    fakeApi({
      'GET /api/auth/csrf/': csrf,
      'POST /api/auth/login/': jsonResponse(403, {
        detail: 'CSRF Failed: CSRF token missing.',
        code: 'csrf_failed',
      }),
    });
    await renderApp('/auth/login');

    await signIn();

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Cookies are blocked')).toBeTruthy();
    expect(notice.textContent).toContain('Allow cookies for this site');
    expect(notice.textContent).toContain('Block All Cookies');
  });

  it('reports a cookie issue when the session cookie did not stick after login', async () => {
    fakeApi({
      'GET /api/auth/csrf/': csrf,
      'POST /api/auth/login/': jsonResponse(200, ADA),
      'GET /api/auth/user/': jsonResponse(401, {
        detail: 'Authentication credentials were not provided.',
        code: 'not_authenticated',
      }),
    });
    const app = await renderApp('/auth/login');

    await signIn();

    expect(within(await screen.findByRole('alert')).getByText('Cookies are blocked')).toBeTruthy();
    expect(app.location()).toBe('/auth/login');
    expect(localStorage.getItem('felt.auth')).toBeNull();
  });

  it("shows the server's throttling message", async () => {
    fakeApi({
      'GET /api/auth/csrf/': csrf,
      'POST /api/auth/login/': jsonResponse(429, {
        detail: 'Too many failed login attempts. Try again in 240 seconds.',
        code: 'throttled',
        retry_after: 240,
      }),
    });
    await renderApp('/auth/login');

    await signIn();

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many failed login attempts. Try again in 240 seconds.',
    );
  });

  it('shows "Signing in..." and disables the button while waiting', async () => {
    let answer: (response: Response) => void = () => {};
    fakeApi({
      'GET /api/auth/csrf/': csrf,
      'POST /api/auth/login/': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await renderApp('/auth/login');

    await signIn();

    const button = screen.getByRole('button', { name: 'Signing in...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await act(async () => answer(jsonResponse(400, { non_field_errors: ['No.'] })));
  });

  it('checks the form before calling the server and focuses the first invalid field', async () => {
    const { calls } = fakeApi({});
    await renderApp('/auth/login');

    await signIn('not-an-email', '');

    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a valid email address.',
    );
    expect(document.activeElement).toBe(email);
    expect(calls).toEqual([]);
  });

  it('has a show/hide toggle on the password', async () => {
    fakeApi({});
    await renderApp('/auth/login');
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password.type).toBe('password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(toggle);

    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Hide password');
  });
});

describe('logout', () => {
  it('clears every local trace and goes to the login page even when the server fails', async () => {
    storeLogin(ADA);
    sessionStorage.setItem('felt.demo-welcome-seen', '1');
    localStorage.setItem('felt.clock', '{"level":3}');
    setCookie('csrftoken', 'session-token');
    queryClient.setQueryData(['clubs'], [{ slug: 'thursday-league' }]);
    const { calls } = fakeApi({
      'GET /api/auth/user/': jsonResponse(200, ADA),
      'POST /api/auth/logout/': jsonResponse(500, {
        detail: 'A server error occurred.',
        code: 'server_error',
      }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const app = await renderApp(paths.dashboard());

    // The app's chunk and its first data load come before the shell, which shows in a
    // transition: waited for outside act(), whose scope holds a transition's work back.
    const userMenu = await screen.findByRole('button', { name: 'User menu' }, { timeout: 5000 });
    await act(async () => {
      fireEvent.click(userMenu);
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    });

    await app.waitForLocation('/auth/login');
    expect(calls.find((call) => call.path === '/api/auth/logout/')?.csrfToken).toBe(
      'session-token',
    );
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(queryClient.getQueryData(['clubs'])).toBeUndefined();
    expect(await screen.findByText('You have signed out. See you at the next game.')).toBeTruthy();
  });

  it('sends the CSRF token the login rotated to, not the one from before', async () => {
    const { calls } = fakeApi({
      'GET /api/auth/csrf/': csrf,
      'POST /api/auth/login/': () => {
        setCookie('csrftoken', 'rotated-token');
        return jsonResponse(200, ADA);
      },
      'GET /api/auth/user/': jsonResponse(200, ADA),
      'POST /api/auth/logout/': jsonResponse(200, { detail: 'Successfully logged out.' }),
    });
    const app = await renderApp('/auth/login');
    await signIn();
    await app.waitForLocation(paths.dashboard());

    const userMenu = await screen.findByRole('button', { name: 'User menu' }, { timeout: 5000 });
    await act(async () => {
      fireEvent.click(userMenu);
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));
    });

    await app.waitForLocation('/auth/login');
    expect(calls.find((call) => call.path === '/api/auth/logout/')?.csrfToken).toBe(
      'rotated-token',
    );
  });
});
