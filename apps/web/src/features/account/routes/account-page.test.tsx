import type { Club, Session } from '@felt/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthState } from '../../../lib/auth/session-store';
import { loadPage } from '../../../lib/page-load';
import { paths } from '../../../lib/paths';
import {
  ADA,
  jsonResponse,
  resetBrowser,
  setCookie,
  storeLogin,
} from '../../../testing/app-harness';
import { fakeFetch, renderWithProviders } from '../../../testing/providers-harness';
import { AccountPage } from './account-page';

vi.mock('../../../lib/page-load', () => ({ loadPage: vi.fn() }));

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const SESSIONS: Session[] = [
  {
    id: 'here',
    device: 'Chrome on macOS',
    ip: '203.0.113.7',
    created_at: ago(60 * MINUTE),
    last_seen_at: ago(0),
    current: true,
  },
  {
    id: 'phone',
    device: 'Safari on iPhone',
    ip: '198.51.100.4',
    created_at: ago(3 * 24 * 60 * MINUTE),
    last_seen_at: ago(5 * MINUTE),
    current: false,
  },
  {
    id: 'laptop',
    device: 'Firefox on Windows',
    ip: null,
    created_at: ago(9 * 24 * 60 * MINUTE),
    last_seen_at: ago(3 * 60 * MINUTE),
    current: false,
  },
];

const OWN_CLUB: Club = {
  id: 41,
  slug: 'thursday-night-poker',
  name: 'Thursday Night Poker',
  role: 'Owner',
  isOwner: true,
  memberCount: 1,
  has_blind_structures: false,
  timezone: 'America/New_York',
};

beforeEach(() => {
  resetBrowser();
  setCookie('csrftoken', 'token');
  storeLogin(ADA);
  vi.mocked(loadPage).mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetBrowser();
});

function api(overrides: Parameters<typeof fakeFetch>[0] = {}, clubs: Club[] = [OWN_CLUB]) {
  return fakeFetch({
    'GET /api/user/clubs/': jsonResponse(200, clubs),
    'GET /api/auth/sessions/': jsonResponse(200, SESSIONS),
    ...overrides,
  });
}

async function renderPage({ demo = false } = {}) {
  renderWithProviders(<AccountPage />, { path: paths.account() });
  await screen.findByRole('heading', { level: 1, name: 'Manage Account' });
  // The sections wait for the clubs, which say whether this is the demo.
  if (!demo) await screen.findByRole('heading', { level: 2, name: 'Email' });
}

describe('Manage Account', () => {
  it('shows the email, password, sessions and delete sections', async () => {
    api();
    await renderPage();
    for (const name of ['Email', 'Password', 'Active sessions', 'Delete account']) {
      expect(await screen.findByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getAllByText('ada@example.com').length).toBeGreaterThan(0);
  });

  it('lists the sessions, this device first and marked', async () => {
    api();
    await renderPage();
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText('This device')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: /Sign out/ })).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('198.51.100.4')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Last active 5 minutes ago')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Last active 3 hours ago')).toBeTruthy();
  });

  it('signs out one other session', async () => {
    let revoked = false;
    const { calls } = api({
      'DELETE /api/auth/sessions/phone/': () => {
        revoked = true;
        return new Response(null, { status: 204 });
      },
      'GET /api/auth/sessions/': () =>
        jsonResponse(
          200,
          revoked ? SESSIONS.filter((session) => session.id !== 'phone') : SESSIONS,
        ),
    });
    await renderPage();
    await screen.findByText('Safari on iPhone');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out Safari on iPhone' }));
    });

    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(
      calls.some((call) => call.method === 'DELETE' && call.path === '/api/auth/sessions/phone/'),
    ).toBe(true);
    expect(await screen.findByText('Signed out of Safari on iPhone.')).toBeTruthy();
  });

  it('signs out everywhere else', async () => {
    let revoked = false;
    const { calls } = api({
      'POST /api/auth/sessions/revoke-others/': () => {
        revoked = true;
        return jsonResponse(200, { detail: 'Signed out of 2 other session(s).', revoked: 2 });
      },
      'GET /api/auth/sessions/': () => jsonResponse(200, revoked ? SESSIONS.slice(0, 1) : SESSIONS),
    });
    await renderPage();
    await screen.findByText('Firefox on Windows');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    });

    expect(await screen.findByText('Signed out of 2 other session(s).')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('This is the only device signed in.')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Sign out everywhere else' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(calls.filter((call) => call.path === '/api/auth/sessions/revoke-others/')).toHaveLength(
      1,
    );
  });

  it("sends the email change with the password and shows the server's answer", async () => {
    const { calls } = api({
      'POST /api/auth/user/email/change/': jsonResponse(200, {
        detail: 'Confirmation e-mail sent to the new address.',
      }),
    });
    await renderPage();
    fireEvent.change(screen.getByLabelText('New email'), { target: { value: 'ada@engine.org' } });
    fireEvent.change(
      screen.getAllByLabelText('Current password', { selector: 'input' })[0] as HTMLElement,
      {
        target: { value: 'secret-pass' },
      },
    );
    await act(async () => {
      fireEvent.submit(screen.getByRole('form', { name: 'Change email' }));
    });
    expect(await screen.findByText('Confirmation e-mail sent to the new address.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      new_email: 'ada@engine.org',
      password: 'secret-pass',
    });
  });

  it('opens the Change Password modal', async () => {
    api();
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('dialog', { name: 'Change Password' })).toBeTruthy();
  });

  it('is not available to Demo', async () => {
    const { calls } = api({}, [
      { ...OWN_CLUB, id: 1, name: 'Demo Club', role: 'Demo', isOwner: false },
    ]);
    await renderPage({ demo: true });
    expect(
      await screen.findByText(/Account management is not available in demo mode/),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Active sessions' })).toBeNull();
    expect(calls.some((call) => call.path === '/api/auth/sessions/')).toBe(false);
  });
});

describe('deleting the account', () => {
  async function openDialog() {
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
    return screen.findByRole('dialog', { name: 'Delete your account?' });
  }
  const confirmInput = () => screen.getByLabelText('Type DELETE to confirm');
  const passwordInput = (dialog: HTMLElement) =>
    within(dialog).getByLabelText('Current password', { selector: 'input' });
  const deleteButton = () =>
    screen.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;

  it('needs the password and DELETE typed out, then says goodbye and goes home signed out', async () => {
    const { calls } = api({
      'DELETE /api/auth/user/': jsonResponse(200, {
        detail: 'Your account has been deleted.',
        deleted_clubs: [{ slug: 'thursday-night-poker', name: 'Thursday Night Poker' }],
      }),
    });
    const dialog = await openDialog();

    expect(deleteButton().disabled).toBe(true);
    fireEvent.change(passwordInput(dialog), { target: { value: 'secret-pass' } });
    fireEvent.change(confirmInput(), { target: { value: 'delete' } });
    expect(deleteButton().disabled).toBe(true);
    fireEvent.change(confirmInput(), { target: { value: 'DELETE' } });
    await waitFor(() => expect(deleteButton().disabled).toBe(false));

    await act(async () => {
      fireEvent.click(deleteButton());
    });

    expect(await screen.findByText('Your account has been deleted.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({
      password: 'secret-pass',
      confirm: 'DELETE',
    });
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'), { timeout: 3000 });
    expect(getAuthState().status).toBe('anonymous');
  });

  it('lists the clubs to transfer or delete first when the server says owns_clubs', async () => {
    api({
      'DELETE /api/auth/user/': jsonResponse(400, {
        detail: 'Transfer or delete the clubs you own before deleting your account.',
        code: 'owns_clubs',
        clubs: [{ slug: 'aces', name: 'Aces High', memberCount: 9 }],
      }),
    });
    const dialog = await openDialog();
    fireEvent.change(passwordInput(dialog), { target: { value: 'secret-pass' } });
    fireEvent.change(confirmInput(), { target: { value: 'DELETE' } });
    await act(async () => {
      fireEvent.submit(within(dialog).getByRole('form', { name: 'Delete account' }));
    });

    expect(
      await within(dialog).findByText(
        'Transfer or delete the clubs you own before deleting your account.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('Aces High')).toBeTruthy();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('says so up front when a club the user owns has other members', async () => {
    api({}, [{ ...OWN_CLUB, memberCount: 7 }]);
    await renderPage();
    expect(
      await screen.findByText('Transfer or delete the clubs you own before deleting your account.'),
    ).toBeTruthy();
    expect(screen.getByText('Thursday Night Poker')).toBeTruthy();
  });

  it('puts a wrong password under the password field', async () => {
    api({
      'DELETE /api/auth/user/': jsonResponse(400, { password: ['The password is incorrect.'] }),
    });
    const dialog = await openDialog();
    fireEvent.change(passwordInput(dialog), { target: { value: 'nope' } });
    fireEvent.change(confirmInput(), { target: { value: 'DELETE' } });
    await act(async () => {
      fireEvent.submit(within(dialog).getByRole('form', { name: 'Delete account' }));
    });
    expect(await within(dialog).findByText('The password is incorrect.')).toBeTruthy();
    expect(passwordInput(dialog).getAttribute('aria-invalid')).toBe('true');
  });
});
