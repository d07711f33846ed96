import type { Club, DashboardResponse, DashboardStanding } from '@felt/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activeLeagueStorageKey,
  seasonChoiceStorageKey,
} from '../../../lib/club/active-season-store';
import { ADA, fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, testClub, TEST_CLUB_SLUG } from '../../../testing/club-page-harness';
import { FakeGameNightServer, testSetup } from '../../game-night/testing/fake-game-night';
import { entry, game, entriesPath } from '../../games/testing/game-fixtures';
import { DashboardPage } from './dashboard-page';

const openPanel = vi.fn();
vi.mock('../../../lib/shell-panels', () => ({
  useShellPanels: () => ({ openPanel, panel: null }),
}));

const DASHBOARD_PATH = `/api/clubs/${TEST_CLUB_SLUG}/dashboard/`;
const LIMITS_PATH = `/api/clubs/${TEST_CLUB_SLUG}/subscription/limits/`;

const SEASON: DashboardStanding['season'] = {
  slug: 'main-2026',
  title: '2026',
  league_slug: 'main-league',
  league_name: 'Main League',
  begin_date: '2026-01-01',
  end_date: '2026-12-31',
  recorded_games: 0,
};

function dashboard(overrides: Partial<DashboardResponse> = {}): DashboardResponse {
  return {
    viewer_member_slug: 'ada-lovelace',
    running_games: [],
    next_game: null,
    upcoming_count: 0,
    standing: { season: SEASON, picked: 'active', players: 0, leader: null, mine: null },
    recent_results: [],
    ...overrides,
  };
}

function serve(answer: DashboardResponse, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [`GET ${DASHBOARD_PATH}`]: jsonResponse(200, answer),
    [`GET ${LIMITS_PATH}`]: jsonResponse(200, { plan: 'self_hosted', features: [], limits: {} }),
    ...extra,
  });
}

const open = (clubs: Club[] = [testClub('Member')]) =>
  renderClubPage(
    '/app/dashboard',
    <Route path="/app/dashboard" element={<DashboardPage />} />,
    clubs,
  );

const card = (name: string) => screen.findByRole('region', { name });

beforeEach(() => {
  resetBrowser();
  openPanel.mockClear();
});
afterEach(async () => {
  cleanup();
  // A live session stops a turn after its last reader unmounts.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
  vi.unstubAllGlobals();
  resetBrowser();
});

describe('DashboardPage: an owner with nothing yet', () => {
  it('says what each card will hold and offers the first steps', async () => {
    const api = serve(dashboard());
    open([testClub('Owner')]);

    const next = await card('Next game');
    expect(await within(next).findByText('No games scheduled')).toBeTruthy();
    fireEvent.click(within(next).getByRole('button', { name: 'Schedule Game' }));
    expect(openPanel).toHaveBeenCalledWith('schedule-game');

    const standing = await card('Your standing');
    expect(within(standing).getByText('No results yet')).toBeTruthy();
    expect(within(standing).getByText(/first game of this season is recorded/)).toBeTruthy();
    expect(within(standing).getByText('2026')).toBeTruthy();

    const results = await card('Recent results');
    expect(within(results).getByText('No results yet')).toBeTruthy();

    const actions = await card('Quick actions');
    expect(
      within(actions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Schedule Game', 'Invite members', 'Open the clock']);
    expect(within(actions).getByRole('link', { name: 'Invite members' }).getAttribute('href')).toBe(
      '/app/members',
    );
    expect(within(actions).getByRole('link', { name: 'Open the clock' }).getAttribute('href')).toBe(
      `/app/tools/clock/clubs/${TEST_CLUB_SLUG}`,
    );
    fireEvent.click(within(actions).getByRole('button', { name: 'Schedule Game' }));
    expect(openPanel).toHaveBeenCalledTimes(2);
    // What it showed before stays: the club, the plan, the profile and the shortcuts.
    expect(await card('Your club')).toBeTruthy();
    const plan = await card('Plan');
    expect(
      (await within(plan).findByRole('link', { name: 'Plans and upgrades' })).getAttribute('href'),
    ).toBe('/app/billing/upgrade');
    expect(await card('Your profile')).toBeTruthy();
    expect(await card('Shortcuts')).toBeTruthy();
    // One read for the whole club's data, without a remembered league or season.
    expect(api.calls.filter((call) => call.path.startsWith(DASHBOARD_PATH))).toHaveLength(1);
    expect(api.calls.some((call) => call.path === DASHBOARD_PATH)).toBe(true);
  });

  it('points an owner whose club has no league season to the seasons page', async () => {
    serve(dashboard({ standing: null }));
    open([testClub('Owner')]);
    const standing = await card('Your standing');
    expect(await within(standing).findByText('No season yet')).toBeTruthy();
    expect(within(standing).getByRole('link', { name: 'Seasons' }).getAttribute('href')).toBe(
      '/app/seasons',
    );
  });

  it('tells a member without a season that their place shows when the club runs one', async () => {
    serve(dashboard({ standing: null }));
    open([testClub('Member')]);
    const standing = await card('Your standing');
    expect(await within(standing).findByText(/When the club runs a league season/)).toBeTruthy();
    expect(within(standing).queryByRole('link')).toBeNull();
  });
});

describe('DashboardPage: the plan card', () => {
  it('names each limit as the plans do, and one they do not know yet from its key', async () => {
    serve(dashboard(), {
      [`GET ${LIMITS_PATH}`]: jsonResponse(200, {
        plan: 'free',
        features: [],
        limits: {
          members: { used: 12, limit: 25 },
          games_per_month: { used: 3, limit: 8 },
          blind_schedules: { used: 2, limit: -1 },
          table_seats: { used: 1, limit: 4 },
        },
      }),
    });
    open([testClub('Owner')]);
    const plan = await card('Plan');
    expect(await within(plan).findByText('Free plan')).toBeTruthy();
    const rows = within(plan)
      .getAllByText(/ of /)
      .map((amount) => amount.parentElement?.textContent);
    expect(rows).toEqual([
      'Members12 of 25',
      'Games a month3 of 8',
      'Blind structures2 of unlimited',
      'Table seats1 of 4',
    ]);
  });
});

describe('DashboardPage: the next game', () => {
  it('shows a member the next game with their seat saved, and no quick actions', async () => {
    serve(
      dashboard({
        next_game: game({
          title: 'Friday Night',
          max_players: 8,
          registered_count: 5,
          seats_left: 3,
          my_entry: entry({ id: 4, name: 'Ada Lovelace' }),
        }),
        upcoming_count: 3,
      }),
    );
    open();
    const next = await card('Next game');
    expect(await within(next).findByRole('link', { name: 'Friday Night' })).toBeTruthy();
    expect(within(next).getByText('Back room')).toBeTruthy();
    expect(within(next).getByText('5/8 seats taken')).toBeTruthy();
    expect(within(next).getByText("You're in")).toBeTruthy();
    expect(within(next).getByText('Your seat is saved.')).toBeTruthy();
    expect(within(next).queryByRole('button', { name: /Join/ })).toBeNull();
    expect(
      within(next).getByRole('link', { name: 'All upcoming games (2 more)' }).getAttribute('href'),
    ).toBe('/app/games');
    await card('Your standing');
    expect(screen.queryByRole('region', { name: 'Quick actions' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Plan' })).toBeNull();
  });

  it('shows a waitlisted member their place in line', async () => {
    serve(
      dashboard({
        next_game: game({
          max_players: 2,
          registered_count: 2,
          seats_left: 0,
          waitlist_count: 3,
          my_entry: entry({
            id: 9,
            name: 'Ada Lovelace',
            status: 'waitlisted',
            waitlist_position: 3,
          }),
        }),
        upcoming_count: 1,
      }),
    );
    open();
    const next = await card('Next game');
    expect(await within(next).findByText('Waitlisted #3')).toBeTruthy();
    expect(within(next).getByText('2 ahead of you in line.')).toBeTruthy();
    expect(within(next).getByText('2/2 seats taken · 3 waiting')).toBeTruthy();
    expect(within(next).getByRole('link', { name: 'Game details' }).getAttribute('href')).toBe(
      '/app/game/friday-night-2026-11-27',
    );
  });

  it('lets a member take a seat from the dashboard, and shows it once the server has it', async () => {
    let registered = false;
    const api = fakeApi({
      [`GET ${DASHBOARD_PATH}`]: () =>
        jsonResponse(
          200,
          dashboard({
            next_game: game({
              max_players: 8,
              registered_count: registered ? 5 : 4,
              seats_left: registered ? 3 : 4,
              my_entry: registered ? entry({ id: 12, name: 'Ada Lovelace' }) : null,
            }),
            upcoming_count: 1,
          }),
        ),
      [`POST ${entriesPath('friday-night-2026-11-27')}`]: () => {
        registered = true;
        return jsonResponse(201, entry({ id: 12, name: 'Ada Lovelace' }));
      },
    });
    open();
    const next = await card('Next game');
    expect(await within(next).findByText('Not registered yet')).toBeTruthy();
    expect(within(next).getByText('4 seats left.')).toBeTruthy();
    fireEvent.click(within(next).getByRole('button', { name: 'Join' }));
    expect(await within(next).findByText("You're in")).toBeTruthy();
    expect(within(next).getByText('5/8 seats taken')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({});
  });

  it('says why a seat could not be taken, and changes nothing', async () => {
    serve(dashboard({ next_game: game({ my_entry: null }), upcoming_count: 1 }), {
      [`POST ${entriesPath('friday-night-2026-11-27')}`]: jsonResponse(400, {
        non_field_errors: ['Registration is closed: this game is no longer scheduled.'],
      }),
    });
    open();
    const next = await card('Next game');
    fireEvent.click(await within(next).findByRole('button', { name: 'Join' }));
    expect(
      await within(next).findByText('Registration is closed: this game is no longer scheduled.'),
    ).toBeTruthy();
    expect(within(next).getByText('Not registered yet')).toBeTruthy();
  });

  it('offers a full game’s waitlist, and never a seat to the Demo visitor, who has no quick actions', async () => {
    serve(
      dashboard({
        next_game: game({ max_players: 2, registered_count: 2, seats_left: 0, waitlist_count: 1 }),
        upcoming_count: 1,
      }),
    );
    open();
    expect(
      await within(await card('Next game')).findByRole('button', { name: 'Join the waitlist' }),
    ).toBeTruthy();
    cleanup();

    serve(dashboard({ next_game: game(), upcoming_count: 1 }));
    open([testClub('Demo')]);
    const next = await card('Next game');
    expect(await within(next).findByText('Not registered yet')).toBeTruthy();
    expect(within(next).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Quick actions' })).toBeNull();
    // Nor a profile to complete: the demo's one profile is read-only.
    expect(await card('Shortcuts')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your profile' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
  });
});

describe('DashboardPage: standing and results', () => {
  it('shows the member’s place in the active season, the gap above and the leader', async () => {
    serve(
      dashboard({
        standing: {
          season: { ...SEASON, recorded_games: 4 },
          picked: 'played',
          players: 9,
          leader: { slug: 'max-ray', name: 'Max Ray', avatar_url: null, points: 31.5 },
          mine: {
            rank: 3,
            points: 24,
            games: 4,
            wins: 1,
            cashes: 2,
            best_finish: 1,
            net_cents: 4500,
            points_behind: 2.5,
          },
        },
      }),
    );
    open();
    const standing = await card('Your standing');
    expect(await within(standing).findByText('3rd')).toBeTruthy();
    // Which season, and why this one.
    expect(within(standing).getByText('2026')).toBeTruthy();
    expect(within(standing).getByText(/Main League/)).toBeTruthy();
    expect(within(standing).getByText('Where you last played')).toBeTruthy();
    expect(within(standing).getByText('of 9 players')).toBeTruthy();
    expect(within(standing).getByText('24 pts · 2.50 behind the player above')).toBeTruthy();
    expect(within(standing).getByText('Max Ray')).toBeTruthy();
    expect(within(standing).getByText('$45.00')).toBeTruthy();
    expect(
      within(standing).getByRole('link', { name: 'Full leaderboard' }).getAttribute('href'),
    ).toBe('/app/season/main-2026/leaderboard');
  });

  it('says when the member leads, and when they have not played the season yet', async () => {
    const mine = {
      rank: 1,
      points: 30,
      games: 3,
      wins: 2,
      cashes: 3,
      best_finish: 1,
      net_cents: -500,
      points_behind: null,
    };
    serve(
      dashboard({
        standing: {
          season: { ...SEASON, recorded_games: 3 },
          picked: 'chosen',
          players: 6,
          leader: { slug: 'ada-lovelace', name: 'Ada Lovelace', avatar_url: null, points: 30 },
          mine,
        },
      }),
    );
    open();
    let standing = await card('Your standing');
    expect(await within(standing).findByText('30 pts · You lead the season')).toBeTruthy();
    expect(within(standing).getByText('The season you picked')).toBeTruthy();
    expect(within(standing).queryByText(/Leader:/)).toBeNull();
    expect(within(standing).getByText('-$5.00')).toBeTruthy();
    cleanup();

    serve(
      dashboard({
        standing: {
          season: { ...SEASON, recorded_games: 3 },
          picked: 'latest',
          players: 6,
          leader: { slug: 'max-ray', name: 'Max Ray', avatar_url: null, points: 30 },
          mine: null,
        },
      }),
    );
    open();
    standing = await card('Your standing');
    expect(await within(standing).findByText('Not on the table yet')).toBeTruthy();
    expect(within(standing).getByText('Where the club last played')).toBeTruthy();
    expect(within(standing).getByText(/3 games recorded so far/)).toBeTruthy();
    expect(within(standing).getByText('Max Ray')).toBeTruthy();
    cleanup();

    // The demo's visitor never plays: the card does not ask them to.
    open([testClub('Demo')]);
    standing = await card('Your standing');
    expect(await within(standing).findByText('You are visiting')).toBeTruthy();
    expect(within(standing).queryByText(/Play a game/)).toBeNull();
    expect(within(standing).getByText(/the club’s players stand/)).toBeTruthy();
  });

  it('lists the latest recorded games with their winner and how the member did', async () => {
    serve(
      dashboard({
        recent_results: [
          {
            game: {
              slug: 'thursday-2026-11-19',
              title: 'Thursday Game',
              starts_at: '2026-11-20T00:30:00.000Z',
              season_title: '2026',
            },
            entrants: 9,
            prize_pool_cents: 18000,
            winner: { name: 'Max Ray', member_slug: 'max-ray' },
            mine: { place: 2, prize_cents: 4500, points: 8 },
          },
          {
            game: {
              slug: 'home-game',
              title: 'Home Game',
              starts_at: '2026-11-13T00:30:00.000Z',
              season_title: null,
            },
            entrants: 5,
            prize_pool_cents: 10000,
            winner: { name: 'Gus Guest', member_slug: null },
            mine: null,
          },
        ],
      }),
    );
    open();
    const results = await card('Recent results');
    const items = within(await within(results).findByRole('list', { name: 'Recent results' }))
      .getAllByRole('link')
      .map((link) => [link.getAttribute('href'), link.textContent]);
    expect(items).toEqual([
      [
        '/app/game/thursday-2026-11-19',
        expect.stringMatching(/^Thursday Game.*Won by Max RayYou: 2nd of 9 · \$45\.00 · 8 pts$/),
      ],
      ['/app/game/home-game', expect.stringMatching(/^Home Game.*Won by Gus Guest5 players$/)],
    ]);
    expect(within(results).getByRole('link', { name: 'Past games' }).getAttribute('href')).toBe(
      '/app/games?when=past',
    );
  });

  it('asks for the league and season the member last chose', async () => {
    localStorage.setItem(activeLeagueStorageKey(ADA.id, TEST_CLUB_SLUG), 'turbo');
    localStorage.setItem(seasonChoiceStorageKey(ADA.id, TEST_CLUB_SLUG, 'turbo'), 'fall-2026');
    const api = fakeApi({
      [`GET ${DASHBOARD_PATH}?league=turbo&season=fall-2026`]: jsonResponse(200, dashboard()),
    });
    open();
    expect(await within(await card('Your standing')).findByText('No results yet')).toBeTruthy();
    expect(api.calls.map((call) => call.path)).toContain(
      `${DASHBOARD_PATH}?league=turbo&season=fall-2026`,
    );
  });

  it('says when the dashboard could not be read, and reads it again on Try again', async () => {
    let fail = true;
    fakeApi({
      [`GET ${DASHBOARD_PATH}`]: () =>
        fail ? jsonResponse(500, { detail: 'Server error.' }) : jsonResponse(200, dashboard()),
    });
    open();
    const next = await card('Next game');
    expect(await within(next).findByText(/Could not load this/)).toBeTruthy();
    fail = false;
    fireEvent.click(within(next).getByRole('button', { name: 'Try again' }));
    expect(await within(next).findByText('No games scheduled')).toBeTruthy();
    expect(within(await card('Recent results')).getByText('No results yet')).toBeTruthy();
  });
});

describe('DashboardPage: a night running now', () => {
  let night: FakeGameNightServer;
  const slug = 'live-night';

  function serveNight(answer: DashboardResponse) {
    const setup = testSetup();
    night = new FakeGameNightServer({
      gameSlug: slug,
      setup: {
        ...setup,
        entries: setup.entries.map((each) =>
          each.name === 'Ann Lee' ? { ...each, member_slug: 'ada-lovelace' } : each,
        ),
      },
    }).install();
    const api = serve(answer);
    const nightPaths = ['/api/time/', `/api/games/${slug}/state/`, `/api/games/${slug}/events/`];
    const isNight = (path: string) =>
      nightPaths.includes(path) || path.startsWith(`/api/games/${slug}/commands/`);
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string, init?: RequestInit) =>
        isNight(input) ? night.fetch(input, init) : api.fetchMock(input, init),
      ),
    );
  }

  it('shows the clock, the blinds, the players left and the member’s seat, linking the play page', async () => {
    serveNight(
      dashboard({ running_games: [game({ slug, title: 'Live Night', status: 'running' })] }),
    );
    night.run({ type: 'start' });
    night.run({ type: 'draw_seats' });
    const ann = night.stateAt().entries.find((each) => each.name === 'Ann Lee');
    open();
    const live = await screen.findByRole('region', { name: /Live now.*Live Night/ });
    // The first level's 20 minutes, running since the start (a loaded machine may take a second).
    expect((await within(live).findByRole('timer')).textContent).toMatch(/^(20:00|19:[0-5]\d)$/);
    expect(within(live).getByText('Level 1', { exact: false }).textContent).toBe(
      'Level 1 · , Running',
    );
    expect(within(live).getByText('25 / 50')).toBeTruthy();
    expect(within(live).getByText('50 / 100')).toBeTruthy();
    expect(within(live).getByText('4 of 4')).toBeTruthy();
    expect(within(live).getByText(`Table ${ann?.table}, Seat ${ann?.seat}`)).toBeTruthy();
    expect(within(live).getByRole('link', { name: 'Open the clock' }).getAttribute('href')).toBe(
      `/app/game/${slug}/play`,
    );
  });

  it('follows the night as the director changes it, and sends an owner’s Open the clock to it', async () => {
    serveNight(
      dashboard({ running_games: [game({ slug, title: 'Live Night', status: 'running' })] }),
    );
    night.run({ type: 'start' });
    open([testClub('Owner')]);
    const live = await screen.findByRole('region', { name: /Live now.*Live Night/ });
    await within(live).findByRole('timer');
    expect(within(live).getByText('Checked in')).toBeTruthy();
    await waitFor(() => expect(night.openSources()).toHaveLength(1));
    act(() => {
      night.run({ type: 'next_level' });
    });
    expect(await within(live).findByText('Level 2', { exact: false })).toBeTruthy();
    expect(within(live).getByText('100 / 200')).toBeTruthy();
    const actions = await card('Quick actions');
    expect(within(actions).getByRole('link', { name: 'Open the clock' }).getAttribute('href')).toBe(
      `/app/game/${slug}/play`,
    );
  });
});
