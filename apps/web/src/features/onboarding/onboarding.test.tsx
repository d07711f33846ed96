import {
  ONBOARDING_MESSAGES,
  ONBOARDING_STEP_KEYS,
  type Club,
  type Game,
  type OnboardingState,
  type SubscriptionLimits,
} from '@felt/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../lib/paths';
import { game } from '../games/testing/game-fixtures';
import {
  ADA,
  fakeApi,
  jsonResponse,
  renderApp,
  resetBrowser,
  startEachTestAsAVisitor,
  storeLogin,
  type ApiCall,
} from '../../testing/app-harness';

startEachTestAsAVisitor();
beforeEach(() => {
  // jsdom has no layout: Start Setup's scroll to the checklist only needs the call to exist.
  Element.prototype.scrollIntoView = vi.fn();
});

const LIMITS: SubscriptionLimits = {
  plan: 'self_hosted',
  features: [{ category: 'clubs', limit: -1 }],
  limits: { clubs: { limit: -1, used: 1 } },
};

function clubAs(role: Club['role']): Club {
  return {
    id: 1,
    slug: 'ada-club',
    name: "Ada's Poker Club",
    role,
    isOwner: role === 'Owner',
    memberCount: 1,
    has_blind_structures: true,
    timezone: 'America/New_York',
  };
}

function stateWith(changes: Partial<OnboardingState> = {}): OnboardingState {
  return {
    welcome_seen_at: null,
    checklist_collapsed: false,
    activation_at: null,
    progress: Object.fromEntries(
      ONBOARDING_STEP_KEYS.map((key) => [key, 'pending']),
    ) as OnboardingState['progress'],
    ...changes,
  };
}

const SEEN = '2026-11-20T10:00:00.000Z';
const STATE = '/api/auth/onboarding/state/';

/** The app for Ada in her club with `role`; onboarding calls answered by `handlers`. */
async function openAs(
  role: Club['role'],
  initial: OnboardingState,
  handlers: Record<string, (call: ApiCall) => Response | Promise<Response>> = {},
  path = paths.dashboard(),
) {
  storeLogin(ADA);
  let state = initial;
  const api = fakeApi({
    'GET /api/auth/user/': jsonResponse(200, ADA),
    'GET /api/user/clubs/': jsonResponse(200, [clubAs(role)]),
    'GET /api/clubs/ada-club/subscription/limits/': jsonResponse(200, LIMITS),
    [`GET ${STATE}`]: () => jsonResponse(200, state),
    'POST /api/auth/onboarding/welcome_seen/': () => {
      state = { ...state, welcome_seen_at: state.welcome_seen_at ?? SEEN };
      return jsonResponse(200, state);
    },
    'POST /api/auth/onboarding/checklist/': (call) => {
      state = { ...state, checklist_collapsed: (call.body as { collapsed: boolean }).collapsed };
      return jsonResponse(200, state);
    },
    ...handlers,
  });
  const app = await renderApp(path);
  // The shell is up (behind the Welcome modal, when it shows, so hidden from the a11y tree).
  await screen.findByRole('button', { name: 'User menu', hidden: true });
  return { ...app, calls: api.calls };
}

const posts = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body]);

describe('the Welcome modal', () => {
  it('Start Setup marks it seen, opens the checklist and goes to it on the dashboard', async () => {
    const app = await openAs('Owner', stateWith({ checklist_collapsed: true }), {}, paths.games());
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Felt, Ada!' });
    expect(dialog.textContent).toContain("Ada's Poker Club");
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(7);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start Setup' }));
    await app.waitForLocation('/app/dashboard#getting-started');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(app.calls)).toEqual([
      ['/api/auth/onboarding/welcome_seen/', undefined],
      ['/api/auth/onboarding/checklist/', { collapsed: false }],
    ]);
    const checklist = await screen.findByRole('region', { name: 'Getting Started' });
    expect(within(checklist).getByRole('button', { name: /Hide steps/ })).toBeTruthy();
    expect(within(checklist).getAllByRole('listitem')).toHaveLength(7);
  });

  it('Skip for Now marks it seen and collapses the checklist', async () => {
    const app = await openAs('Owner', stateWith());
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Felt, Ada!' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip for Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(app.calls)).toEqual([
      ['/api/auth/onboarding/welcome_seen/', undefined],
      ['/api/auth/onboarding/checklist/', { collapsed: true }],
    ]);
    const checklist = await screen.findByRole('region', { name: 'Getting Started' });
    const toggle = within(checklist).getByRole('button', { name: /Show steps/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(checklist).queryAllByRole('listitem')).toHaveLength(0);
    expect(app.location()).toBe('/app/dashboard');
  });

  it('Escape closes it and marks it seen, leaving the checklist as it was', async () => {
    const app = await openAs('Owner', stateWith());
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Felt, Ada!' });
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Start Setup' }), {
      key: 'Escape',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(app.calls)).toEqual([['/api/auth/onboarding/welcome_seen/', undefined]]);
  });

  it('is not shown once seen', async () => {
    await openAs('Owner', stateWith({ welcome_seen_at: SEEN }));
    await screen.findByRole('region', { name: 'Getting Started' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(['Member', 'Club Manager', 'Demo'] as const)(
    'shows nothing of onboarding to a %s and never asks for it',
    async (role) => {
      const app = await openAs(role, stateWith());
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('dialog', { name: /Welcome to Felt/ })).toBeNull();
      expect(screen.queryByRole('region', { name: 'Getting Started' })).toBeNull();
      expect(app.calls.some((call) => call.path.startsWith('/api/auth/onboarding/'))).toBe(false);
    },
  );
});

describe('the Getting Started checklist', () => {
  it('links each step to where it is done', async () => {
    await openAs('Owner', stateWith({ welcome_seen_at: SEEN }));
    const checklist = await screen.findByRole('region', { name: 'Getting Started' });
    expect(checklist.textContent).toContain('0 of 7 steps done');
    const href = (name: string) =>
      within(checklist).getByRole('link', { name }).getAttribute('href');
    expect(href('Open Club Settings')).toBe(
      '/app/settings?tour_step=set_club_rules#settings-buy-in',
    );
    expect(href('Set payouts')).toBe('/app/settings?tour_step=configure_payouts#settings-payouts');
    expect(href('Open Blind Structures')).toBe(
      '/app/club/blind-schedules?tour_step=create_blind_structure',
    );
    expect(href('Manage Members')).toBe('/app/members?tour_step=invite_member');
    expect(href('Schedule Game')).toBe('/app/games/new?tour_step=schedule_first_game');
    expect(href('Open Games')).toBe('/app/games?tour_step=run_first_game');
    // The profile step opens the Edit Profile panel.
    expect(within(checklist).getByRole('button', { name: 'Edit Profile' })).toBeTruthy();
  });

  it('opens the game that awaits its results from Run your First Game, once the club has one', async () => {
    const listed = (...results: Game[]) =>
      jsonResponse(200, { count: results.length, next: null, previous: null, results });
    const inClub = (changes: Partial<Game>) => game({ club_slug: 'ada-club', ...changes });
    const next = inClub({ slug: 'next-friday', title: 'Next Friday' });
    const tonight = inClub({ slug: 'tonight', title: 'Tonight', starts_at: SEEN });
    const gamesAre = (upcoming: Game[], past: Game[]) => ({
      'GET /api/clubs/ada-club/games/?when=upcoming': () => listed(...upcoming),
      'GET /api/clubs/ada-club/games/?when=past': () => listed(...past),
    });
    const stepLink = async () => {
      const checklist = await screen.findByRole('region', { name: 'Getting Started' });
      const step = within(checklist).getByText('Run your First Game').closest('li')!;
      await waitFor(() =>
        expect(within(step).getByRole('link').textContent).not.toBe('Open Games'),
      );
      const link = within(step).getByRole('link');
      return [link.textContent, link.getAttribute('href')];
    };

    // A game whose start has passed, not recorded: that one, before the next.
    await openAs(
      'Owner',
      stateWith({ welcome_seen_at: SEEN }),
      gamesAre([next], [inClub({ slug: 'old', title: 'Old', status: 'cancelled' }), tonight]),
    );
    expect(await stepLink()).toEqual([
      'Open Tonight',
      '/app/game/tonight?tour_step=run_first_game',
    ]);
    cleanup();
    resetBrowser();

    // Only one ahead: the next scheduled game.
    await openAs('Owner', stateWith({ welcome_seen_at: SEEN }), gamesAre([next], []));
    expect(await stepLink()).toEqual([
      'Open Next Friday',
      '/app/game/next-friday?tour_step=run_first_game',
    ]);
  });

  it('shows a step done at once and puts it back when the call fails', async () => {
    let fail: () => void = () => {};
    const app = await openAs('Owner', stateWith({ welcome_seen_at: SEEN }), {
      'POST /api/auth/onboarding/progress/': () =>
        new Promise<Response>((resolve) => {
          fail = () => resolve(jsonResponse(500, { detail: 'Boom', code: 'server_error' }));
        }),
    });
    const checklist = await screen.findByRole('region', { name: 'Getting Started' });
    fireEvent.click(
      within(checklist).getByRole('button', { name: 'Mark "Invite Members" as done' }),
    );
    // At once, while the call is on its way.
    expect(await within(checklist).findByText('1 of 7 steps done')).toBeTruthy();
    expect(
      within(checklist).queryByRole('button', { name: 'Mark "Invite Members" as done' }),
    ).toBeNull();
    expect(posts(app.calls)).toContainEqual([
      '/api/auth/onboarding/progress/',
      { step_key: 'invite_member', status: 'completed' },
    ]);
    fail();
    expect(await screen.findByText(ONBOARDING_MESSAGES.saveFailed)).toBeTruthy();
    expect(within(checklist).getByText('0 of 7 steps done')).toBeTruthy();
    expect(
      within(checklist).getByRole('button', { name: 'Mark "Invite Members" as done' }),
    ).toBeTruthy();
  });

  it('keeps a step done when the server agrees', async () => {
    await openAs('Owner', stateWith({ welcome_seen_at: SEEN }), {
      'POST /api/auth/onboarding/progress/': () =>
        jsonResponse(
          200,
          stateWith({
            welcome_seen_at: SEEN,
            progress: { ...stateWith().progress, set_club_rules: 'completed' },
          }),
        ),
    });
    const checklist = await screen.findByRole('region', { name: 'Getting Started' });
    fireEvent.click(
      within(checklist).getByRole('button', { name: 'Mark "Configure Club Settings" as done' }),
    );
    expect(await within(checklist).findByText('1 of 7 steps done')).toBeTruthy();
    expect(within(checklist).getByText(/Configure Club Settings/).textContent).toBeTruthy();
    expect(within(checklist).getByText('(done)', { exact: false })).toBeTruthy();
  });

  it('collapses and expands, kept on the server; a failed call puts it back', async () => {
    let failNext = false;
    const app = await openAs('Owner', stateWith({ welcome_seen_at: SEEN }), {
      'POST /api/auth/onboarding/checklist/': (call) =>
        failNext
          ? jsonResponse(503, { detail: 'Down', code: 'unavailable' })
          : jsonResponse(
              200,
              stateWith({
                welcome_seen_at: SEEN,
                checklist_collapsed: (call.body as { collapsed: boolean }).collapsed,
              }),
            ),
    });
    const checklist = await screen.findByRole('region', { name: 'Getting Started' });
    fireEvent.click(within(checklist).getByRole('button', { name: /Hide steps/ }));
    const show = await within(checklist).findByRole('button', { name: /Show steps/ });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    expect(within(checklist).queryAllByRole('listitem')).toHaveLength(0);
    expect(posts(app.calls)).toEqual([['/api/auth/onboarding/checklist/', { collapsed: true }]]);

    failNext = true;
    fireEvent.click(show);
    expect(await screen.findByText(ONBOARDING_MESSAGES.saveFailed)).toBeTruthy();
    await waitFor(() =>
      expect(
        within(checklist)
          .getByRole('button', { name: /Show steps/ })
          .getAttribute('aria-expanded'),
      ).toBe('false'),
    );
  });

  it('shows nothing when the server holds no onboarding for the account (403)', async () => {
    await openAs('Owner', stateWith(), {
      [`GET ${STATE}`]: () =>
        jsonResponse(403, {
          detail: ONBOARDING_MESSAGES.ownersOnly,
          code: 'onboarding_owners_only',
        }),
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Getting Started' })).toBeNull(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when it cannot load, with Try again', async () => {
    let up = false;
    await openAs('Owner', stateWith(), {
      [`GET ${STATE}`]: () =>
        up
          ? jsonResponse(200, stateWith({ welcome_seen_at: SEEN }))
          : jsonResponse(500, { detail: 'Boom', code: 'server_error' }),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain(ONBOARDING_MESSAGES.loadFailed);
    up = true;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('0 of 7 steps done')).toBeTruthy();
  }, 15_000);
});

describe("an owner's first load of the dashboard", () => {
  it('reads the dashboard, the onboarding and the checklist’s games beside the shell’s own first reads, each once', async () => {
    storeLogin(ADA);
    const noGames = { count: 0, next: null, previous: null, results: [] };
    let answerLimits: (response: Response) => void = () => {};
    const { calls } = fakeApi({
      'GET /api/auth/user/': jsonResponse(200, ADA),
      'GET /api/user/clubs/': jsonResponse(200, [clubAs('Owner')]),
      'GET /api/clubs/ada-club/subscription/limits/': () =>
        new Promise<Response>((resolve) => (answerLimits = resolve)),
      [`GET ${STATE}`]: () => jsonResponse(200, stateWith({ welcome_seen_at: SEEN })),
      'GET /api/clubs/ada-club/games/?when=upcoming': () => jsonResponse(200, noGames),
      'GET /api/clubs/ada-club/games/?when=past': () => jsonResponse(200, noGames),
      'GET /api/clubs/ada-club/dashboard/': () =>
        jsonResponse(200, {
          viewer_member_slug: 'ada-lovelace',
          running_games: [],
          next_game: null,
          upcoming_count: 0,
          standing: null,
          recent_results: [],
        }),
    });
    await renderApp(paths.dashboard());
    const firstReads = [
      '/api/clubs/ada-club/dashboard/',
      STATE,
      '/api/clubs/ada-club/games/?when=upcoming',
      '/api/clubs/ada-club/games/?when=past',
    ];

    // Asked while the loading screen waits for the limits, not after the page has rendered.
    await waitFor(() =>
      expect(firstReads.filter((path) => calls.some((call) => call.path === path))).toEqual(
        firstReads,
      ),
    );
    expect(screen.getByText('Setting up your poker table...')).toBeTruthy();

    answerLimits(jsonResponse(200, LIMITS));
    expect(await screen.findByRole('region', { name: 'Getting Started' })).toBeTruthy();
    expect(await screen.findByText('No games scheduled')).toBeTruthy();
    for (const path of firstReads) {
      expect([path, calls.filter((call) => call.path === path).length]).toEqual([path, 1]);
    }
  });
});

describe('the Congratulations modal', () => {
  it('shows once the first game activated the account, once per activation', async () => {
    const activation = new Date(Date.now() - 60_000).toISOString();
    const done = Object.fromEntries(ONBOARDING_STEP_KEYS.map((key) => [key, 'completed']));
    const state = stateWith({
      welcome_seen_at: SEEN,
      activation_at: activation,
      progress: done as OnboardingState['progress'],
    });
    const app = await openAs('Owner', state);
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    expect(dialog.textContent).toContain('first game');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay here' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem(`felt.onboarding.congratulated.${ADA.id}`)).toBe(activation);
    expect(await screen.findByText('All set: your club is up and running.')).toBeTruthy();
    app.unmount();

    await openAs('Owner', state);
    await screen.findByRole('region', { name: 'Getting Started' });
    expect(screen.queryByRole('dialog', { name: 'Congratulations!' })).toBeNull();
  });
});
