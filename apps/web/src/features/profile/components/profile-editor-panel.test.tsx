import type { Club, Profile } from '@felt/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onClubUpdated, onProfileUpdated } from '../../../lib/app-events';
import { getAuthState } from '../../../lib/auth/session-store';
import {
  ADA,
  jsonResponse,
  resetBrowser,
  setCookie,
  storeLogin,
} from '../../../testing/app-harness';
import { fakeFetch, renderWithProviders } from '../../../testing/providers-harness';
import { ProfileEditorPanel } from './profile-editor-panel';

const PROFILE: Profile = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  timezone: 'America/New_York',
  venmo_handle: null,
  paypal_handle: null,
  avatar_url: null,
  club_name: 'Thursday Night Poker',
};

const OWNED: Club = {
  id: 41,
  slug: 'thursday-night-poker',
  name: 'Thursday Night Poker',
  role: 'Owner',
  isOwner: true,
  memberCount: 6,
  has_blind_structures: true,
};
const DEMO_CLUB: Club = {
  ...OWNED,
  id: 1,
  slug: 'demo',
  name: 'Demo Club',
  role: 'Demo',
  isOwner: false,
};
const OTHER: Club = {
  ...OWNED,
  id: 52,
  slug: 'aces',
  name: 'Aces',
  role: 'Member',
  isOwner: false,
};

beforeEach(() => {
  resetBrowser();
  setCookie('csrftoken', 'token');
  storeLogin(ADA);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetBrowser();
});

function api(
  overrides: Record<
    string,
    Response | ((call: { body: unknown }) => Response | Promise<Response>)
  > = {},
  { profile = PROFILE, clubs = [OTHER, OWNED] }: { profile?: Profile; clubs?: Club[] } = {},
) {
  return fakeFetch({
    'GET /api/auth/user/profile/': jsonResponse(200, profile),
    'GET /api/user/clubs/': jsonResponse(200, clubs),
    'GET /api/auth/user/': jsonResponse(200, ADA),
    ...overrides,
  });
}

async function openPanel(onClose = vi.fn()) {
  renderWithProviders(<ProfileEditorPanel open onClose={onClose} />);
  await screen.findByRole('textbox', { name: 'First name' });
  return onClose;
}

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

async function submit() {
  await act(async () => {
    fireEvent.submit(screen.getByRole('form', { name: 'Edit Profile' }));
  });
}

describe('the Edit Profile panel', () => {
  it('opens as a dialog titled Edit Profile with every section of SPEC.md section 2', async () => {
    api();
    await openPanel();

    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    for (const heading of ['Profile Picture', 'Email Address', 'Payout Information']) {
      expect(within(dialog).getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(input('First name').value).toBe('Ada');
    expect(input('Last name').value).toBe('Lovelace');
    expect(input('Club name').value).toBe('Thursday Night Poker');
    expect(input('Email').value).toBe('ada@example.com');
    const zone = screen.getByRole('combobox', { name: 'Time zone' }) as HTMLSelectElement;
    expect(zone.value).toBe('America/New_York');
    expect([...zone.options].map((option) => option.textContent)).toEqual([
      'Eastern',
      'Central',
      'Mountain',
      'Pacific',
      'Alaska',
      'Hawaii',
    ]);
    expect(screen.getByText('Enter your Venmo username without the @ symbol')).toBeTruthy();
    expect(
      screen.getByText('Enter your PayPal.me username without the paypal.me/ prefix'),
    ).toBeTruthy();
  });

  it('hides the club name from a user who owns no club', async () => {
    api({}, { profile: { ...PROFILE, club_name: null }, clubs: [OTHER] });
    await openPanel();
    expect(screen.queryByRole('textbox', { name: 'Club name' })).toBeNull();
  });

  it('says Close and keeps Update Profile disabled until something changes, then Cancel', async () => {
    api();
    const onClose = await openPanel();

    expect(button('Close')).toBeTruthy();
    expect(button('Update Profile').disabled).toBe(true);

    fireEvent.change(input('First name'), { target: { value: 'Augusta' } });
    await waitFor(() => expect(button('Cancel')).toBeTruthy());
    expect(button('Update Profile').disabled).toBe(false);

    fireEvent.change(input('First name'), { target: { value: 'Ada' } });
    await waitFor(() => expect(button('Close')).toBeTruthy());
    expect(button('Update Profile').disabled).toBe(true);

    fireEvent.change(input('Last name'), { target: { value: 'King' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it.each([
    ['First name', 'First name is required'],
    ['Last name', 'Last name is required'],
    ['Club name', 'Club name is required'],
    ['Email', 'Email is required'],
  ])('requires %s (trimmed): "%s"', async (label, message) => {
    const { calls } = api();
    await openPanel();

    fireEvent.change(input(label), { target: { value: '   ' } });
    await submit();

    expect(await screen.findByText(message)).toBeTruthy();
    expect(input(label).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it.each([
    ['Venmo handle', 'abcd', 'Venmo handle must be at least 5 characters'],
    ['Venmo handle', 'a'.repeat(31), 'Venmo handle must be 30 characters or less'],
    [
      'Venmo handle',
      'ada lovelace',
      'Venmo handle can only contain letters, numbers, hyphens, underscores, and periods',
    ],
    ['PayPal.me handle', 'abcd', 'PayPal handle must be at least 5 characters'],
    ['PayPal.me handle', 'a'.repeat(31), 'PayPal handle must be 30 characters or less'],
    [
      'PayPal.me handle',
      'ada.lovelace',
      'PayPal handle can only contain letters, numbers, and hyphens',
    ],
  ])(
    'checks the %s "%s": "%s", and asks to fix the errors above',
    async (label, value, message) => {
      const { calls } = api();
      await openPanel();

      fireEvent.change(input(label), { target: { value } });
      await submit();

      expect(await screen.findByText(message)).toBeTruthy();
      expect(screen.getByText('Please fix the validation errors above')).toBeTruthy();
      expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
    },
  );

  it("sends only what changed, with the handles' @ and paypal.me/ dropped", async () => {
    const { calls } = api({
      'PATCH /api/auth/user/profile/': jsonResponse(200, {
        ...PROFILE,
        venmo_handle: 'ada-l',
        paypal_handle: 'adalovelace',
        email_change_requested: false,
      }),
    });
    await openPanel();

    fireEvent.change(input('Venmo handle'), { target: { value: '@ada-l' } });
    fireEvent.change(input('PayPal.me handle'), { target: { value: 'paypal.me/adalovelace' } });
    await submit();

    await screen.findByText('Profile updated successfully');
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toEqual({ venmo_handle: 'ada-l', paypal_handle: 'adalovelace' });
  });

  it("shows 'Saving...' while saving, then 'Profile updated successfully', reloads the user and tells the app", async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = api({
      'PATCH /api/auth/user/profile/': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/auth/user/': jsonResponse(200, {
        ...ADA,
        first_name: 'Augusta',
        full_name: 'Augusta Lovelace',
      }),
    });
    const profileUpdated = vi.fn();
    const stop = onProfileUpdated(profileUpdated);
    await openPanel();

    fireEvent.change(input('First name'), { target: { value: '  Augusta ' } });
    await submit();

    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);

    await act(async () => {
      answer(
        jsonResponse(200, { ...PROFILE, first_name: 'Augusta', email_change_requested: false }),
      );
    });

    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ first_name: 'Augusta' });
    await waitFor(() => expect(profileUpdated).toHaveBeenCalledOnce());
    expect(calls.some((call) => call.path === '/api/auth/user/')).toBe(true);
    const auth = getAuthState();
    expect(auth.status === 'authenticated' && auth.user.first_name).toBe('Augusta');
    // Saved: nothing is different from the profile any more.
    expect(button('Close')).toBeTruthy();
    expect(button('Update Profile').disabled).toBe(true);
    stop();
  });

  it('emits club-updated with the owned club id and new name when the club is renamed', async () => {
    api({
      'PATCH /api/auth/user/profile/': jsonResponse(200, {
        ...PROFILE,
        club_name: 'Friday Felt',
        email_change_requested: false,
      }),
    });
    const clubUpdated = vi.fn();
    const stop = onClubUpdated(clubUpdated);
    await openPanel();

    fireEvent.change(input('Club name'), { target: { value: 'Friday Felt' } });
    await submit();

    await waitFor(() =>
      expect(clubUpdated).toHaveBeenCalledWith({ clubId: 41, name: 'Friday Felt' }),
    );
    stop();
  });

  it('does not emit club-updated when the club name stays', async () => {
    api({
      'PATCH /api/auth/user/profile/': jsonResponse(200, {
        ...PROFILE,
        last_name: 'King',
        email_change_requested: false,
      }),
    });
    const clubUpdated = vi.fn();
    const stop = onClubUpdated(clubUpdated);
    await openPanel();

    fireEvent.change(input('Last name'), { target: { value: 'King' } });
    await submit();

    await screen.findByText('Profile updated successfully');
    expect(clubUpdated).not.toHaveBeenCalled();
    stop();
  });

  it('sends an email-only change as the email-change request and says a confirmation was sent', async () => {
    const { calls } = api({
      'PATCH /api/auth/user/profile/': jsonResponse(200, {
        ...PROFILE,
        email_change_requested: true,
      }),
    });
    const profileUpdated = vi.fn();
    const stop = onProfileUpdated(profileUpdated);
    await openPanel();

    expect(screen.queryByLabelText('Current password')).toBeNull();
    fireEvent.change(input('Email'), { target: { value: 'Ada@Analytical.Engine' } });
    // A new address asks for the password before anything is sent.
    await submit();
    expect(
      await screen.findByText('Enter your current password to change your email address.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByLabelText('Current password') as HTMLInputElement,
    );
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    fireEvent.change(screen.getByLabelText('Current password') as HTMLInputElement, {
      target: { value: 'my secret passphrase' },
    });
    await submit();

    expect(
      await screen.findByText(
        'A confirmation email has been sent to your new email address. Please check your inbox to confirm the change.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      email: 'ada@analytical.engine',
      current_password: 'my secret passphrase',
    });
    expect(screen.queryByText('Profile updated successfully')).toBeNull();
    expect(profileUpdated).not.toHaveBeenCalled();
    // The address stays the confirmed one until the link is opened.
    expect(input('Email').value).toBe('ada@example.com');
    stop();
  });

  it("shows the server's detail when saving fails, else the generic sentence", async () => {
    api({
      'PATCH /api/auth/user/profile/': jsonResponse(429, {
        detail: 'Request was throttled. Expected available in 60 seconds.',
        code: 'throttled',
        retry_after: 60,
      }),
    });
    await openPanel();
    fireEvent.change(input('First name'), { target: { value: 'Augusta' } });
    await submit();
    expect(
      await screen.findByText('Request was throttled. Expected available in 60 seconds.'),
    ).toBeTruthy();

    cleanup();
    api({ 'PATCH /api/auth/user/profile/': new Response('oops', { status: 500 }) });
    await openPanel();
    fireEvent.change(input('First name'), { target: { value: 'Augusta' } });
    await submit();
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeTruthy();
  });

  it("puts the server's field errors under their fields", async () => {
    api({
      'PATCH /api/auth/user/profile/': jsonResponse(400, {
        email: ['A user is already registered with this e-mail address.'],
      }),
    });
    await openPanel();

    fireEvent.change(input('Email'), { target: { value: 'taken@example.com' } });
    fireEvent.change(screen.getByLabelText('Current password') as HTMLInputElement, {
      target: { value: 'my secret passphrase' },
    });
    fireEvent.change(input('First name'), { target: { value: 'Augusta' } });
    await submit();

    expect(
      await screen.findByText('A user is already registered with this e-mail address.'),
    ).toBeTruthy();
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Email'));
  });

  it('is read-only for Demo: notice, disabled inputs, "Read Only (Demo)"', async () => {
    api({}, { profile: { ...PROFILE, club_name: 'Demo Club' }, clubs: [DEMO_CLUB] });
    await openPanel();

    expect(screen.getByText('Demo Mode: The profile is read-only.')).toBeTruthy();
    for (const label of ['First name', 'Last name', 'Club name', 'Email', 'Venmo handle']) {
      expect(input(label).matches(':disabled')).toBe(true);
    }
    expect(button('Read Only (Demo)').disabled).toBe(true);
    expect(button('Change photo').disabled).toBe(true);
  });

  it('says the profile could not be loaded, and tries again on request', async () => {
    let attempts = 0;
    api({
      'GET /api/auth/user/profile/': () =>
        ++attempts === 1
          ? jsonResponse(403, { detail: 'Nope.', code: 'permission_denied' })
          : jsonResponse(200, PROFILE),
    });
    renderWithProviders(<ProfileEditorPanel open onClose={() => {}} />);

    expect(await screen.findByText('Failed to load profile data. Please try again.')).toBeTruthy();
    fireEvent.click(button('Try again'));
    expect(await screen.findByRole('textbox', { name: 'First name' })).toBeTruthy();
  });
});
