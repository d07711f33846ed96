import type { Club } from '@felt/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutePattern } from '../../../lib/app-pages';
import { paths } from '../../../lib/paths';
import { ADA, fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, testClub, TEST_CLUB_SLUG } from '../../../testing/club-page-harness';
import {
  LEAGUES_PATH,
  league,
  leaguePath,
  list,
  season,
  seasonsPath,
} from '../../../testing/fixtures';
import { useSwitchClub } from '../../../lib/club/use-switch-club';
import {
  activeLeagueStorageKey,
  seasonChoiceStorageKey,
  useForgetActiveLeagueOnClubSwitch,
} from '../../../lib/club/active-season-store';
import { game, gamesListPath } from '../../games/testing/game-fixtures';
import { FALL, SUMMER, TODAY, Y2025, YEAR } from '../testing/league-fixtures';
import { LeagueDashboardPage } from './league-dashboard-page';

const MAIN = league({ slug: 'main-league', season_count: 6 });
const TURBO = league({ slug: 'turbo-league', id: 2, name: 'Turbo League', season_count: 0 });

const Y2024 = season({
  slug: 'y2024',
  id: 5,
  title: '2024',
  begin_date: '2024-01-01',
  end_date: '2024-12-31',
});
const Y2023 = season({
  slug: 'y2023',
  id: 6,
  title: '2023',
  begin_date: '2023-01-01',
  end_date: '2023-12-31',
});
const SEASONS = [SUMMER, YEAR, FALL, Y2025, Y2024, Y2023];

const UPCOMING_IN_YEAR = gamesListPath('when=upcoming&season=year');

const SEASON_KEY = seasonChoiceStorageKey(ADA.id, TEST_CLUB_SLUG, 'main-league');
const LEAGUE_KEY = activeLeagueStorageKey(ADA.id, TEST_CLUB_SLUG);

const ROUTES = (
  <>
    <Route path={appRoutePattern('leagueDashboard')} element={<LeagueDashboardPage />} />
    <Route path={appRoutePattern('league')} element={<LeagueDashboardPage />} />
  </>
);

const renderPage = (path = paths.league(), clubs: Club[] = [testClub('Owner')]) =>
  renderClubPage(path, ROUTES, clubs);

const apiWith = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    [`GET ${LEAGUES_PATH}`]: jsonResponse(200, list([MAIN, TURBO])),
    [`GET ${seasonsPath('main-league')}`]: jsonResponse(200, list(SEASONS)),
    [`GET ${seasonsPath('turbo-league')}`]: jsonResponse(200, list([])),
    ...extra,
  });

const seasonHeading = () =>
  screen.findByRole('heading', { level: 2, name: /2026|Summer|Fall|202/ });
const picker = () => screen.getByRole('combobox', { name: 'Season' });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  resetBrowser();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  resetBrowser();
});

describe('LeagueDashboardPage: choosing what to show', () => {
  it('opens on the first league and its first active season', async () => {
    apiWith();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Main League' })).toBeTruthy();
    expect((await seasonHeading()).textContent).toBe('2026');
    expect(screen.getByText('Current season')).toBeTruthy();
    expect(screen.getByText('199 days left')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Season progress' }).getAttribute('aria-valuetext'),
    ).toBe('Day 166 of 365');
  });

  it('offers at most five seasons, in the server’s order', async () => {
    apiWith();
    renderPage();
    await seasonHeading();
    const options = within(picker()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Summer Series (Running)',
      '2026 (Running)',
      'Fall (Upcoming)',
      '2025 (Ended)',
      '2024 (Ended)',
    ]);
  });

  it('remembers the season picked, per club and league', async () => {
    apiWith();
    renderPage();
    await seasonHeading();
    fireEvent.change(picker(), { target: { value: 'fall' } });
    expect((await seasonHeading()).textContent).toBe('Fall');
    expect(screen.getByText('Starts in 78 days')).toBeTruthy();
    expect(localStorage.getItem(SEASON_KEY)).toBe('fall');
    cleanup();
    renderPage();
    expect((await seasonHeading()).textContent).toBe('Fall');
  });

  it('keeps a remembered season beyond the first five in the picker', async () => {
    localStorage.setItem(SEASON_KEY, 'y2023');
    apiWith();
    renderPage();
    expect((await seasonHeading()).textContent).toBe('2023');
    const options = within(picker()).getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options.at(-1)?.textContent).toBe('2023 (Ended)');
  });

  it('falls back when the remembered season is gone, and says so once', async () => {
    localStorage.setItem(SEASON_KEY, 'deleted');
    apiWith();
    renderPage();
    expect((await seasonHeading()).textContent).toBe('2026');
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Season not found. It may have been deleted.');
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Season not found. It may have been deleted.')).toBeNull();
    cleanup();
    renderPage();
    await seasonHeading();
    expect(screen.queryByText('Season not found. It may have been deleted.')).toBeNull();
  });

  it('opens on the remembered league, and the switcher goes to a league’s address', async () => {
    localStorage.setItem(LEAGUE_KEY, 'turbo-league');
    apiWith();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Turbo League' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Leagues' });
    expect(
      within(nav).getByRole('link', { name: 'Turbo League' }).getAttribute('aria-current'),
    ).toBe('page');
    fireEvent.click(within(nav).getByRole('link', { name: 'Main League' }));
    expect(location()).toBe(paths.league('main-league'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Main League' })).toBeTruthy();
    await waitFor(() => expect(localStorage.getItem(LEAGUE_KEY)).toBe('main-league'));
  });

  it('shows no switcher for a single league', async () => {
    fakeApi({
      [`GET ${LEAGUES_PATH}`]: jsonResponse(200, list([MAIN])),
      [`GET ${seasonsPath('main-league')}`]: jsonResponse(200, list(SEASONS)),
    });
    renderPage();
    await seasonHeading();
    expect(screen.queryByRole('navigation', { name: 'Leagues' })).toBeNull();
  });

  it('leaves a league’s address for the new club’s leagues on a club switch', async () => {
    const friday = testClub('Member', { id: 2, slug: 'friday-felt', name: 'Friday Felt' });
    localStorage.setItem(activeLeagueStorageKey(ADA.id, 'friday-felt'), 'friday-second');
    apiWith({
      ['GET /api/clubs/friday-felt/leagues/']: jsonResponse(
        200,
        list([
          league({ slug: 'friday-first', name: 'Friday First', club_slug: 'friday-felt' }),
          league({ slug: 'friday-second', id: 9, name: 'Friday Second', club_slug: 'friday-felt' }),
        ]),
      ),
    });
    function WithSwitch() {
      useForgetActiveLeagueOnClubSwitch();
      const switchClub = useSwitchClub();
      return (
        <>
          <button type="button" onClick={() => switchClub('friday-felt')}>
            Switch club
          </button>
          <LeagueDashboardPage />
        </>
      );
    }
    renderClubPage(
      paths.league('main-league'),
      <>
        <Route path={appRoutePattern('leagueDashboard')} element={<WithSwitch />} />
        <Route path={appRoutePattern('league')} element={<WithSwitch />} />
      </>,
      [testClub('Owner'), friday],
    );
    await seasonHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Switch club' }));
    await waitFor(() => expect(location()).toBe(paths.league()));
    // SPEC.md section 4: the switch clears the active league, so the first one shows.
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday First' })).toBeTruthy();
  });

  it('says plainly when a league address is unknown', async () => {
    apiWith();
    renderPage(paths.league('nope'));
    expect(await screen.findByRole('heading', { level: 1, name: 'League not found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Back to leagues' }));
    expect(location()).toBe(paths.league());
    expect(await screen.findByRole('heading', { level: 1, name: 'Main League' })).toBeTruthy();
  });
});

describe('LeagueDashboardPage: empty states', () => {
  it('says what standings and games will show, without inventing any', async () => {
    apiWith({
      [`GET ${UPCOMING_IN_YEAR}`]: jsonResponse(200, list([])),
      [`GET /api/seasons/year/leaderboard/`]: jsonResponse(200, {
        season: {
          slug: 'year',
          title: '2026',
          league_slug: 'main-league',
          club_slug: TEST_CLUB_SLUG,
          begin_date: '2026-01-01',
          end_date: '2026-12-31',
          best_results_count: 0,
          points_formula: 'linear',
          recorded_games: 0,
          updated_at: null,
        },
        viewer_member_slug: null,
        rows: [],
        games: [],
        progress: { series: [] },
      }),
    });
    renderPage();
    await seasonHeading();
    const standings = screen.getByRole('region', { name: 'Standings' });
    expect(
      await within(standings).findByText(
        "Once the first game of 2026 is recorded, every player's points, wins, cashes and winnings appear here, ranked.",
      ),
    ).toBeTruthy();
    const upcoming = screen.getByRole('region', { name: 'Upcoming games' });
    expect(
      await within(upcoming).findByText('Games scheduled in 2026 will appear here.'),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Recent games' }).textContent).toContain(
      'Finished games appear here',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the top of the season’s standings once a game is recorded, with the full leaderboard a click away', async () => {
    apiWith({
      [`GET ${UPCOMING_IN_YEAR}`]: jsonResponse(200, list([])),
      [`GET /api/seasons/year/leaderboard/`]: jsonResponse(200, {
        season: {
          slug: 'year',
          title: '2026',
          league_slug: 'main-league',
          club_slug: TEST_CLUB_SLUG,
          begin_date: '2026-01-01',
          end_date: '2026-12-31',
          best_results_count: 0,
          points_formula: 'linear',
          recorded_games: 1,
          updated_at: '2026-03-10T03:00:00Z',
        },
        viewer_member_slug: null,
        rows: [
          {
            rank: 1,
            member: { slug: 'ben-ruiz', name: 'Ben Ruiz', avatar_url: null },
            points: 6,
            games: 1,
            wins: 1,
            cashes: 1,
            best_finish: 1,
            winnings_cents: 6000,
            net_cents: 4000,
            knockouts: 2,
            counted_games: { game: [], place: [], points: [] },
          },
        ],
        games: [],
        progress: { series: [] },
      }),
    });
    renderPage();
    await seasonHeading();
    const standings = screen.getByRole('region', { name: 'Standings' });
    const top = await within(standings).findByRole('list', { name: 'Top of the 2026 standings' });
    expect(top.textContent).toContain('Ben Ruiz');
    expect(
      within(standings).getByRole('link', { name: 'Full leaderboard' }).getAttribute('href'),
    ).toBe(paths.leaderboard('year'));
  });

  it('shows the season’s next games once there are some, each with where the viewer stands', async () => {
    apiWith({
      [`GET ${UPCOMING_IN_YEAR}`]: jsonResponse(
        200,
        list([
          game({
            season_slug: 'year',
            league_slug: 'main-league',
            max_players: 8,
            registered_count: 8,
            waitlist_count: 2,
            my_entry: {
              id: 4,
              status: 'waitlisted',
              waitlist_position: 2,
              member_slug: 'ada-lovelace',
              name: 'Ada Lovelace',
              joined_by_link: false,
              created_at: '2026-06-10T12:00:00Z',
            },
          }),
          game({
            slug: 'saturday',
            title: 'Saturday Turbo',
            season_slug: 'year',
            league_slug: 'main-league',
            starts_at: '2026-11-29T00:30:00.000Z',
          }),
        ]),
      ),
    });
    renderPage();
    await seasonHeading();
    const upcoming = screen.getByRole('region', { name: 'Upcoming games' });
    const next = await within(upcoming).findByRole('list', { name: 'Next games' });
    const items = within(next).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('a')?.getAttribute('href'))).toEqual([
      paths.game('friday-night-2026-11-27'),
      paths.game('saturday'),
    ]);
    expect(items[0]!.textContent).toContain('8/8 seats taken · 2 waiting');
    expect(items[0]!.textContent).toContain('Waitlisted #2');
    expect(within(upcoming).queryByText('No games scheduled')).toBeNull();
  });

  it('invites owners to create the first season of an empty league', async () => {
    apiWith();
    renderPage(paths.league('turbo-league'));
    expect(await screen.findByText('No seasons yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a season' }).getAttribute('href')).toBe(
      paths.seasons(),
    );
  });

  it('shows the seasons error of SPEC.md section 8', async () => {
    apiWith({
      [`GET ${seasonsPath('main-league')}`]: jsonResponse(500, { detail: 'Internal Server Error' }),
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load seasons.');
    expect(alert.textContent).toContain('Server error: Internal Server Error');
  });

  it("says 'Failed to fetch leagues' when the leagues cannot load", async () => {
    fakeApi({ [`GET ${LEAGUES_PATH}`]: jsonResponse(500, { detail: 'boom' }) });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch leagues');
  });

  it('lets an owner create the first league', async () => {
    const created = league({ slug: 'thursday-night', name: 'Thursday Night' });
    let leagues = [] as (typeof created)[];
    const { calls } = fakeApi({
      [`GET ${LEAGUES_PATH}`]: () => jsonResponse(200, list(leagues)),
      [`POST ${LEAGUES_PATH}`]: () => {
        leagues = [created];
        return jsonResponse(201, created);
      },
      [`GET ${seasonsPath('thursday-night')}`]: jsonResponse(200, list([])),
    });
    renderPage();
    expect(await screen.findByText('No leagues yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create the first league' }));
    const dialog = await screen.findByRole('dialog', { name: 'New league' });
    fireEvent.change(within(dialog).getByLabelText('League name'), {
      target: { value: 'Thursday Night' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create league' }));
    await waitFor(() => expect(location()).toBe(paths.league('thursday-night')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thursday Night' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Thursday Night' });
  });

  it.each(['Member', 'Demo'] as const)(
    'shows a %s no league without a create button',
    async (role) => {
      fakeApi({ [`GET ${LEAGUES_PATH}`]: jsonResponse(200, list([])) });
      renderPage(paths.league(), [testClub(role)]);
      expect(await screen.findByText('No leagues yet')).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
    },
  );
});

describe('LeagueDashboardPage: managing leagues', () => {
  it('shows the server’s field error and the plan limit when creating', async () => {
    let attempt = 0;
    apiWith({
      [`POST ${LEAGUES_PATH}`]: () =>
        ++attempt === 1
          ? jsonResponse(400, { name: ['A league with this name already exists.'] })
          : jsonResponse(403, {
              detail: 'Your plan allows 2 leagues. Upgrade to create more.',
              code: 'plan_limit_reached',
            }),
    });
    renderPage();
    await seasonHeading();
    fireEvent.click(screen.getByRole('button', { name: 'New league' }));
    const dialog = await screen.findByRole('dialog', { name: 'New league' });
    const name = within(dialog).getByLabelText('League name');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create league' }));
    expect(await within(dialog).findByText('This field may not be blank.')).toBeTruthy();
    expect(attempt).toBe(0);

    fireEvent.change(name, { target: { value: 'Main League' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create league' }));
    expect(await within(dialog).findByText('A league with this name already exists.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(name, { target: { value: 'Third' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create league' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to create league');
    expect(alert.textContent).toContain('Your plan allows 2 leagues. Upgrade to create more.');
  });

  it('renames the league', async () => {
    const { calls } = apiWith({
      [`PATCH ${leaguePath('main-league')}`]: jsonResponse(200, { ...MAIN, name: 'Main Event' }),
    });
    renderPage(paths.league('main-league'));
    await seasonHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename league' });
    const name = within(dialog).getByLabelText('League name');
    expect((name as HTMLInputElement).value).toBe('Main League');
    fireEvent.change(name, { target: { value: 'Main Event' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename league' })).toBeNull());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Main Event' });
  });

  it('deletes the league after a confirmation that names its seasons', async () => {
    let deleted = false;
    const { calls } = apiWith({
      [`GET ${LEAGUES_PATH}`]: () => jsonResponse(200, list(deleted ? [TURBO] : [MAIN, TURBO])),
      [`DELETE ${leaguePath('main-league')}`]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    renderPage(paths.league('main-league'));
    await seasonHeading();
    fireEvent.click(screen.getByRole('button', { name: 'Delete league' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete Main League?' });
    expect(confirm.textContent).toContain('deleted with its 6 seasons');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete league' }));
    await waitFor(() => expect(location()).toBe(paths.league()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Turbo League' })).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      leaguePath('main-league'),
    ]);
  });

  it('links owners to the league settings and the seasons page', async () => {
    apiWith();
    renderPage(paths.league('main-league'));
    await seasonHeading();
    expect(screen.getByRole('link', { name: 'League settings' }).getAttribute('href')).toBe(
      paths.settings.league('main-league'),
    );
    expect(screen.getByRole('link', { name: 'Manage seasons' }).getAttribute('href')).toBe(
      paths.seasons(),
    );
  });

  it('gives members and Demo no way to change leagues', async () => {
    for (const role of ['Member', 'Demo'] as const) {
      apiWith();
      renderPage(paths.league(), [testClub(role)]);
      await seasonHeading();
      expect(screen.queryByRole('button', { name: /New league|Rename|Delete/ })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Manage seasons' })).toBeNull();
      // Demo reads everything, the seasons page and settings included; members do not.
      expect(screen.queryByRole('link', { name: 'All seasons' }) !== null).toBe(role === 'Demo');
      expect(screen.queryByRole('link', { name: 'League settings' }) !== null).toBe(
        role === 'Demo',
      );
      cleanup();
    }
  });
});
