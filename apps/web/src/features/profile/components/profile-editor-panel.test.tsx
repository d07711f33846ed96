import type { Club, Profile } from '@felt/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { getAuthState } from '../../../lib/auth/session-store';
import { CLUBS_QUERY_KEY } from '../../../lib/club/user-clubs';
import { queryClient } from '../../../lib/query-client';
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
  timezone: 'America/New_York',
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
    const zone = screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement;
    expect(zone.value).toBe('Eastern');
    fireEvent.click(screen.getByRole('button', { name: 'Show the time zone list' }));
    const options = await screen.findAllByRole('option');
    expect(
      options.map((option) => option.textContent?.replace(/(America|Pacific)\/.*$/, '')),
    ).toEqual(['Eastern', 'Central', 'Mountain', 'Pacific', 'Alaska', 'Hawaii']);
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

  it('finds a time zone outside the six by typing and sends it', async () => {
    const user = userEvent.setup();
    const { calls } = api({
      'PATCH /api/auth/user/profile/': jsonResponse(200, {
        ...PROFILE,
        timezone: 'Europe/Lisbon',
        email_change_requested: false,
      }),
    });
    await openPanel();
    const zone = screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement;
    await user.click(zone);
    await user.clear(zone);
    await user.type(zone, 'lisb');
    await user.click(await screen.findByRole('option', { name: /Europe\/Lisbon/ }));
    await submit();

    await screen.findByText('Profile updated successfully');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      timezone: 'Europe/Lisbon',
    });
  });

  it("shows 'Saving...' while saving, then 'Profile updated successfully', and reloads the signed-in user", async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => {};
    const { calls } = api({
      'PATCH /api/auth/user/profile/': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/auth/user/': jsonResponse(200, {
        ...ADA,
        first_name: 'Augusta',
        full_name: 'Augusta Lovelace',
      }),
    });
    await openPanel();

    await user.clear(input('First name'));
    await user.type(input('First name'), '  Augusta ');
    await user.click(button('Update Profile'));

    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);

    await act(async () => {
      answer(
        jsonResponse(200, { ...PROFILE, first_name: 'Augusta', email_change_requested: false }),
      );
    });

    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ first_name: 'Augusta' });
    // The top bar and the user menu read the signed-in user, reloaded from the server.
    await waitFor(() => {
      const auth = getAuthState();
      expect(auth.status === 'authenticated' && auth.user.full_name).toBe('Augusta Lovelace');
    });
    // Saved: nothing is different from the profile any more.
    expect(button('Close')).toBeTruthy();
    expect(button('Update Profile').disabled).toBe(true);
  });

  it('fetches the club list again when the club is renamed, so every screen shows the new name', async () => {
    const user = userEvent.setup();
    let clubs = [OTHER, OWNED];
    const { calls } = api({
      'GET /api/user/clubs/': () => jsonResponse(200, clubs),
      'PATCH /api/auth/user/profile/': () => {
        clubs = [OTHER, { ...OWNED, name: 'Friday Felt' }];
        return jsonResponse(200, {
          ...PROFILE,
          club_name: 'Friday Felt',
          email_change_requested: false,
        });
      },
    });
    await openPanel();

    await user.clear(input('Club name'));
    await user.type(input('Club name'), 'Friday Felt');
    await user.click(button('Update Profile'));

    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      club_name: 'Friday Felt',
    });
    await waitFor(() =>
      expect(queryClient.getQueryData<Club[]>(CLUBS_QUERY_KEY)?.map((club) => club.name)).toEqual([
        'Aces',
        'Friday Felt',
      ]),
    );
    expect(input('Club name').value).toBe('Friday Felt');
  });

  it('leaves the club list alone when the club name stays', async () => {
    const user = userEvent.setup();
    const { calls } = api({
      'PATCH /api/auth/user/profile/': jsonResponse(200, {
        ...PROFILE,
        last_name: 'King',
        email_change_requested: false,
      }),
    });
    await openPanel();

    await user.clear(input('Last name'));
    await user.type(input('Last name'), 'King');
    await user.click(button('Update Profile'));

    await screen.findByText('Profile updated successfully');
    // The signed-in user is reloaded after the save, so the clubs would have been by then.
    await waitFor(() => expect(calls.some((call) => call.path === '/api/auth/user/')).toBe(true));
    expect(calls.filter((call) => call.path === '/api/user/clubs/')).toHaveLength(1);
  });

  it('sends an email-only change as the email-change request and says a confirmation was sent', async () => {
    const user = userEvent.setup();
    const { calls } = api({
      'PATCH /api/auth/user/profile/': jsonResponse(200, {
        ...PROFILE,
        email_change_requested: true,
      }),
    });
    await openPanel();

    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.clear(input('Email'));
    await user.type(input('Email'), 'Ada@Analytical.Engine');
    // A new address asks for the password before anything is sent.
    await user.click(button('Update Profile'));
    expect(
      await screen.findByText('Enter your current password to change your email address.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByLabelText('Current password') as HTMLInputElement,
    );
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.type(screen.getByLabelText('Current password'), 'my secret passphrase');
    await user.click(button('Update Profile'));

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
    // Nothing the top bar shows changed: the signed-in user is not reloaded.
    expect(calls.some((call) => call.path === '/api/auth/user/')).toBe(false);
    // The address stays the confirmed one until the link is opened.
    expect(input('Email').value).toBe('ada@example.com');
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
