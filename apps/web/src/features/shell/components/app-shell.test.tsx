import type { Club, SubscriptionLimits, User } from '@felt/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import { onClubSwitch } from '../../../lib/club/use-switch-club';
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

function club(overrides: Partial<Club> = {}): Club {
  return {
    id: 1,
    slug: 'thursday-poker',
    name: 'Thursday Poker',
    role: 'Owner',
    isOwner: true,
    memberCount: 12,
    has_blind_structures: false,
    timezone: 'America/New_York',
    ...overrides,
  };
}

const LIMITS: SubscriptionLimits = {
  plan: 'free',
  features: [{ category: 'clubs', limit: 1 }],
  limits: { clubs: { limit: 1, used: 1 }, members: { limit: 25, used: 12 } },
};

function serve(clubs: Club[], user: User = ADA) {
  const handlers: Parameters<typeof fakeApi>[0] = {
    'GET /api/auth/user/': jsonResponse(200, user),
    'GET /api/user/clubs/': jsonResponse(200, clubs),
    'POST /api/auth/logout/': jsonResponse(200, { detail: 'Successfully logged out.' }),
  };
  for (const { slug } of clubs) {
    handlers[`GET /api/clubs/${slug}/subscription/limits/`] = jsonResponse(200, LIMITS);
  }
  return fakeApi(handlers);
}

async function openShell(path: string, clubs: Club[], user: User = ADA) {
  storeLogin(user);
  const api = serve(clubs, user);
  const app = await renderApp(path);
  // The first test to open the app waits for its lazy chunks to compile. The top bar, at any
  // width (the desktop sidebar is not rendered below 1024 px).
  await screen.findByRole('button', { name: 'Open sidebar' }, { timeout: 5000 });
  return { ...app, ...api };
}

/**
 * The server behind the profile editor for Ada, who owns the first of `clubs`: a saved profile
 * changes what the user and club endpoints answer afterwards, as the real server does.
 */
function serveProfileEditor(clubs: Club[]) {
  storeLogin(ADA);
  setCookie('csrftoken', 'token');
  let user: User = ADA;
  let current = clubs;
  const owned = clubs[0]!;
  const profile = () => ({
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    timezone: user.timezone,
    venmo_handle: null,
    paypal_handle: null,
    avatar_url: user.avatar_url,
    club_name: current[0]!.name,
  });
  const patches: unknown[] = [];
  const handlers: Parameters<typeof fakeApi>[0] = {
    'GET /api/auth/user/': () => jsonResponse(200, user),
    'GET /api/user/clubs/': () => jsonResponse(200, current),
    'GET /api/auth/user/profile/': () => jsonResponse(200, profile()),
    'PATCH /api/auth/user/profile/': ({ body }) => {
      patches.push(body);
      const changes = body as { first_name?: string; club_name?: string };
      if (changes.first_name !== undefined) {
        user = {
          ...user,
          first_name: changes.first_name,
          full_name: `${changes.first_name} ${user.last_name}`,
        };
      }
      if (changes.club_name !== undefined) {
        const name = changes.club_name;
        current = current.map((each) => (each.id === owned.id ? { ...each, name } : each));
      }
      return jsonResponse(200, { ...profile(), email_change_requested: false });
    },
  };
  for (const { slug } of clubs) {
    handlers[`GET /api/clubs/${slug}/subscription/limits/`] = jsonResponse(200, LIMITS);
  }
  return { ...fakeApi(handlers), patches };
}

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetBrowser();
});

const GENERAL = ['Dashboard', 'Games', 'Leagues', 'Members', 'Blind Clock'];
const MANAGEMENT = ['Manage Members', 'Blind Structures', 'Club Settings'];

function sidebarLinks(root: HTMLElement = document.body) {
  const nav = within(root).getByRole('navigation', { name: 'Sidebar' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

function hrefOf(element: HTMLElement) {
  return element.getAttribute('href');
}

async function openUserMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'User menu' }));
  return screen.findByRole('menu');
}

async function openClubMenu(name: string) {
  fireEvent.click(screen.getByRole('button', { name: `Club: ${name}` }));
  return screen.findByRole('menu');
}

/** A matchMedia whose `(min-width: 1024px)` answer the test changes (a phone's at first). */
function fakeMatchMedia() {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  let width = 390;
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return width >= 1024;
      },
      media: query,
      addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
    })),
  );
  return {
    resizeTo(to: number) {
      width = to;
      for (const listener of listeners) {
        listener({ matches: width >= 1024 } as MediaQueryListEvent);
      }
    },
  };
}

describe('loading', () => {
  it("shows 'Setting up your poker table...' until the clubs and limits have loaded", async () => {
    storeLogin(ADA);
    let answerClubs: (response: Response) => void = () => {};
    fakeApi({
      'GET /api/auth/user/': jsonResponse(200, ADA),
      'GET /api/user/clubs/': () => new Promise<Response>((resolve) => (answerClubs = resolve)),
      'GET /api/clubs/thursday-poker/subscription/limits/': jsonResponse(200, LIMITS),
    });
    await renderApp(paths.dashboard());

    expect(
      await screen.findByText('Setting up your poker table...', {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('Loading your clubs and subscription info')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).toBeNull();

    await act(async () => answerClubs(jsonResponse(200, [club()])));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
    expect(screen.queryByText('Setting up your poker table...')).toBeNull();
    expect(await screen.findByText('Free plan')).toBeTruthy();
  });

  it("waits for the club's hidden season too, and a failed one does not hold the app back", async () => {
    storeLogin(ADA);
    let answerHidden: (response: Response) => void = () => {};
    const { calls } = fakeApi({
      'GET /api/auth/user/': jsonResponse(200, ADA),
      'GET /api/user/clubs/': jsonResponse(200, [club()]),
      'GET /api/clubs/thursday-poker/subscription/limits/': jsonResponse(200, LIMITS),
      'GET /api/clubs/thursday-poker/seasons/hidden/': () =>
        new Promise<Response>((resolve) => (answerHidden = resolve)),
    });
    await renderApp(paths.dashboard());
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/clubs/thursday-poker/seasons/hidden/')).toBe(
        true,
      ),
    );
    // Clubs and limits have answered; the hidden season has not.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByText('Setting up your poker table...')).toBeTruthy();

    await act(async () => answerHidden(jsonResponse(404, { detail: 'Not found.' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeTruthy();
  });

  it("says 'Failed to load clubs. Please try again.' and loads them again on Retry", async () => {
    storeLogin(ADA);
    let fail = true;
    fakeApi({
      'GET /api/auth/user/': jsonResponse(200, ADA),
      'GET /api/user/clubs/': () =>
        fail
          ? jsonResponse(500, { detail: 'A server error occurred.', code: 'server_error' })
          : jsonResponse(200, [club(), club({ id: 2, slug: 'friday', name: 'Friday Felt' })]),
      'GET /api/clubs/friday/subscription/limits/': jsonResponse(200, LIMITS),
      'GET /api/clubs/thursday-poker/subscription/limits/': jsonResponse(200, LIMITS),
    });
    await renderApp(paths.dashboard());

    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('Failed to load clubs. Please try again.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Club: Thursday Poker' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('sidebar (SPEC.md section 2)', () => {
  it.each([
    ['Owner', [...GENERAL, ...MANAGEMENT]],
    ['Club Manager', [...GENERAL, ...MANAGEMENT]],
    ['Demo', [...GENERAL, ...MANAGEMENT]],
    ['Member', GENERAL],
  ] as const)('shows a %s the right items', async (role, expected) => {
    await openShell(paths.dashboard(), [club({ role, isOwner: role === 'Owner' })]);

    expect(sidebarLinks()).toEqual(expected);
    const management = screen.queryByRole('heading', { name: 'Management' });
    expect(management !== null).toBe(expected.length > GENERAL.length);
    // The dashboard shows the club's plan to those who manage it.
    if (role === 'Member') expect(screen.queryByRole('region', { name: 'Plan' })).toBeNull();
    else expect(await screen.findByRole('region', { name: 'Plan' })).toBeTruthy();
  });

  it('opens the club-scoped blind clock only when the club has blind structures', async () => {
    await openShell(paths.dashboard(), [club({ has_blind_structures: true })]);
    expect(hrefOf(screen.getByRole('link', { name: 'Blind Clock' }))).toBe(
      paths.clock({ clubSlug: 'thursday-poker' }),
    );
    cleanup();
    resetBrowser();

    await openShell(paths.dashboard(), [club({ has_blind_structures: false })]);
    expect(hrefOf(screen.getByRole('link', { name: 'Blind Clock' }))).toBe(paths.clock());
  });

  it('marks the current page', async () => {
    await openShell(paths.membersDirectory(), [club()]);
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(within(nav).getByRole('link', { name: 'Members' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(nav).getByRole('link', { name: 'Manage Members' }).hasAttribute('aria-current'),
    ).toBe(false);
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).hasAttribute('aria-current')).toBe(
      false,
    );
  });

  it('collapses to icons and remembers it', async () => {
    await openShell(paths.dashboard(), [club()]);
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));

    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Games' }).getAttribute('title')).toBe('Games');
    cleanup();

    await openShell(paths.dashboard(), [club()]);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeTruthy();
  });

  it('opens as a drawer from the top bar, and Escape closes it', async () => {
    await openShell(paths.dashboard(), [club()]);
    fireEvent.click(screen.getByRole('button', { name: 'Open sidebar' }));

    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(sidebarLinks(drawer)).toEqual([...GENERAL, ...MANAGEMENT]);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes the drawer after choosing a page', async () => {
    const app = await openShell(paths.dashboard(), [club()]);
    fireEvent.click(screen.getByRole('button', { name: 'Open sidebar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });

    fireEvent.click(within(drawer).getByRole('link', { name: 'Games' }));

    await app.waitForLocation(paths.games());
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('renders the desktop sidebar from 1024 px only, and the drawer below', async () => {
    const media = fakeMatchMedia();
    await openShell(paths.dashboard(), [club()]);
    expect(screen.queryByTestId('desktop-sidebar')).toBeNull();

    act(() => media.resizeTo(1024));

    expect(await screen.findByTestId('desktop-sidebar')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeTruthy();
  });

  it('closes the drawer by itself when the window reaches 1024 px', async () => {
    const media = fakeMatchMedia();
    await openShell(paths.dashboard(), [club()]);
    fireEvent.click(screen.getByRole('button', { name: 'Open sidebar' }));
    await screen.findByRole('dialog', { name: 'Navigation' });

    act(() => media.resizeTo(1023));
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toBeTruthy();
    act(() => media.resizeTo(1024));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

const TWO_CLUBS = [
  club(),
  club({
    id: 2,
    slug: 'friday-felt',
    name: 'Friday Felt',
    role: 'Member',
    isOwner: false,
    memberCount: 1,
  }),
];

describe('club selector', () => {
  it('is not shown to a member of one club', async () => {
    await openShell(paths.dashboard(), [club()]);
    expect(screen.queryByRole('button', { name: /^Club:/ })).toBeNull();
  });

  it("lists 'Your Clubs' with 'N members' and a check on the selected one", async () => {
    await openShell(paths.dashboard(), TWO_CLUBS);
    const menu = await openClubMenu('Thursday Poker');

    expect(within(menu).getByText('Your Clubs')).toBeTruthy();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'TThursday Poker12 membersSelected',
      'FFriday Felt1 member',
    ]);
    expect(items[0]?.getAttribute('aria-current')).toBe('true');
    expect(items[1]?.hasAttribute('aria-current')).toBe(false);
  });

  it.each([
    paths.blindSchedules(),
    paths.blindSchedule('deep-stack'),
    paths.seasons(),
    paths.members(),
    paths.membersDirectory(),
    paths.member('ada-lovelace'),
    paths.account(),
  ])("is disabled with 'Disabled when managing the club' on %s", async (path) => {
    await openShell(path, TWO_CLUBS);
    const selector = screen.getByRole('button', { name: 'Club: Thursday Poker' });

    expect(selector.hasAttribute('disabled')).toBe(true);
    expect(selector.getAttribute('title')).toBe('Disabled when managing the club');
  });

  it.each([paths.dashboard(), paths.league(), paths.games(), paths.help()])(
    'is enabled on %s',
    async (path) => {
      await openShell(path, TWO_CLUBS);
      const selector = screen.getByRole('button', { name: 'Club: Thursday Poker' });

      expect(selector.hasAttribute('disabled')).toBe(false);
      expect(selector.hasAttribute('title')).toBe(false);
    },
  );

  it('switches club: the role, sidebar and dashboard follow, and the choice is remembered', async () => {
    const switched: string[] = [];
    const stop = onClubSwitch((next) => switched.push(next.slug));
    await openShell(paths.dashboard(), TWO_CLUBS);
    expect(sidebarLinks()).toEqual([...GENERAL, ...MANAGEMENT]);

    const menu = await openClubMenu('Thursday Poker');
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Friday Felt/ }));

    expect(await screen.findByRole('button', { name: 'Club: Friday Felt' })).toBeTruthy();
    expect(sidebarLinks()).toEqual(GENERAL);
    expect(switched).toEqual(['friday-felt']);
    expect(localStorage.getItem(`felt.selected-club.${ADA.id}`)).toBe('friday-felt');
    stop();
    cleanup();

    await openShell(paths.dashboard(), TWO_CLUBS);
    expect(screen.getByRole('button', { name: 'Club: Friday Felt' })).toBeTruthy();
  });

  it('keeps the club it showed when a club that sorts first is added later', async () => {
    await openShell(paths.dashboard(), [club()]);
    cleanup();
    queryClient.clear();

    await openShell(paths.dashboard(), [
      club({ id: 3, slug: 'aces-high', name: 'Aces High' }),
      club(),
    ]);

    expect(screen.getByRole('button', { name: 'Club: Thursday Poker' })).toBeTruthy();
  });

  it('leaves the blind clock for the dashboard when the new club has no blind structures', async () => {
    const clubs = [club({ has_blind_structures: true }), { ...TWO_CLUBS[1]! }];
    const app = await openShell(paths.clock({ clubSlug: 'thursday-poker' }), clubs);

    const menu = await openClubMenu('Thursday Poker');
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Friday Felt/ }));

    await app.waitForLocation(paths.dashboard());
  });

  it("moves the club-scoped clock to the new club's when it has blind structures", async () => {
    const clubs = [club(), { ...TWO_CLUBS[1]!, has_blind_structures: true }];
    const app = await openShell(paths.clock(), clubs);

    const menu = await openClubMenu('Thursday Poker');
    fireEvent.click(within(menu).getByRole('menuitem', { name: /Friday Felt/ }));

    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Club: Friday Felt' })).toBeTruthy(),
    );
    expect(app.location()).toBe(paths.clock());
  });

  it('renames the club everywhere once its owner saves a new name in Edit Profile', async () => {
    const user = userEvent.setup();
    const editor = serveProfileEditor(TWO_CLUBS);
    await renderApp(paths.dashboard());
    expect(
      await screen.findByRole('region', { name: 'Your club' }, { timeout: 5000 }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Your Profile' }));
    const clubName = await screen.findByRole('textbox', { name: 'Club name' }, { timeout: 5000 });
    await user.clear(clubName);
    await user.type(clubName, 'The GOAT Room');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(editor.patches).toEqual([{ club_name: 'The GOAT Room' }]);
    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(await screen.findByRole('button', { name: 'Club: The GOAT Room' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Your club' })).getByText('The GOAT Room'),
    ).toBeTruthy();
    expect(screen.queryByText('Thursday Poker')).toBeNull();
    const menu = await openClubMenu('The GOAT Room');
    expect(within(menu).getAllByRole('menuitem')[0]?.textContent).toContain('The GOAT Room');
  });
});

describe('user menu', () => {
  it('shows the full name and role, and the five items for an owner', async () => {
    await openShell(paths.dashboard(), [club()]);
    const button = screen.getByRole('button', { name: 'User menu' });
    expect(button.textContent).toContain('Ada Lovelace');
    expect(button.textContent).toContain('Owner');
    expect(within(button).getByTestId('avatar-initial').textContent).toBe('A');

    const menu = await openUserMenu();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Your Profile',
      'Manage Account',
      'Change Password',
      'Help & Support',
      'Sign Out',
    ]);
    expect(items.every((item) => item.getAttribute('aria-disabled') !== 'true')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Leave Demo' })).toBeNull();
  });

  it('falls back to the first letter when the picture does not load', async () => {
    await openShell(paths.dashboard(), [club()], { ...ADA, avatar_url: '/media/avatars/gone.png' });
    const button = screen.getByRole('button', { name: 'User menu' });
    const picture = button.querySelector('img');
    expect(picture?.getAttribute('src')).toBe('/media/avatars/gone.png');

    fireEvent.error(picture!);

    expect(button.querySelector('img')).toBeNull();
    expect(within(button).getByTestId('avatar-initial').textContent).toBe('A');
  });

  it('shows the new name in the user menu once the profile is saved', async () => {
    const user = userEvent.setup();
    serveProfileEditor([club()]);
    await renderApp(paths.dashboard());
    const menuButton = await screen.findByRole('button', { name: 'User menu' }, { timeout: 5000 });
    expect(menuButton.textContent).toContain('Ada Lovelace');

    await user.click(menuButton);
    await user.click(await screen.findByRole('menuitem', { name: 'Your Profile' }));
    const firstName = await screen.findByRole('textbox', { name: 'First name' }, { timeout: 5000 });
    await user.clear(firstName);
    await user.type(firstName, 'Augusta');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'User menu' }).textContent).toContain(
        'Augusta Lovelace',
      ),
    );
    expect(
      within(screen.getByRole('button', { name: 'User menu' })).getByTestId('avatar-initial')
        .textContent,
    ).toBe('A');
  });

  it('goes to Manage Account and to Help & Support', async () => {
    const app = await openShell(paths.dashboard(), [club()]);
    fireEvent.click(within(await openUserMenu()).getByRole('menuitem', { name: 'Help & Support' }));

    await app.waitForLocation(paths.help());
    expect(await screen.findByRole('heading', { level: 1, name: 'Help & Support' })).toBeTruthy();

    fireEvent.click(within(await openUserMenu()).getByRole('menuitem', { name: 'Manage Account' }));
    await app.waitForLocation(paths.account());
  });

  it('disables Manage Account, Change Password and Help & Support for Demo', async () => {
    await openShell(paths.dashboard(), [
      club({ name: 'Demo Poker Club', slug: 'demo', role: 'Demo', isOwner: false }),
    ]);
    const menu = await openUserMenu();

    const disabled = within(menu)
      .getAllByRole('menuitem')
      .filter((item) => item.getAttribute('aria-disabled') === 'true')
      .map((item) => item.textContent);
    expect(disabled).toEqual(['Manage Account', 'Change Password', 'Help & Support']);
    expect(screen.getByRole('button', { name: 'User menu' }).textContent).toContain('Demo');
  });

  it('Leave Demo logs out and goes to the home page, even when the logout call fails', async () => {
    storeLogin(ADA);
    const { calls } = fakeApi({
      'GET /api/auth/user/': jsonResponse(200, ADA),
      'GET /api/user/clubs/': jsonResponse(200, [
        club({ slug: 'demo', role: 'Demo', isOwner: false }),
      ]),
      'GET /api/clubs/demo/subscription/limits/': jsonResponse(200, LIMITS),
      'GET /api/auth/csrf/': () => {
        setCookie('csrftoken', 'demo-token');
        return jsonResponse(200, { detail: 'CSRF cookie set' });
      },
      'POST /api/auth/logout/': jsonResponse(500, { detail: 'Oops.', code: 'server_error' }),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const app = await renderApp(paths.dashboard());

    fireEvent.click(await screen.findByRole('button', { name: 'Leave Demo' }));

    await app.waitForLocation('/');
    expect(calls.some((call) => call.path === '/api/auth/logout/')).toBe(true);
    expect(localStorage.getItem('felt.auth')).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Run your poker club like the GOAT' }),
    ).toBeTruthy();
  });
});
