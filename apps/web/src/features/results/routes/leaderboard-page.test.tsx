import type { LeaderboardResponse, LeaderboardRow } from '@felt/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, testClub } from '../../../testing/club-page-harness';
import { appRoutePattern } from '../../../lib/app-pages';
import { paths } from '../../../lib/paths';
import { LeaderboardPage } from './leaderboard-page';

const SEASON = 'thursday-poker-2026';
const API = `/api/seasons/${SEASON}/leaderboard/`;

function row(overrides: Partial<LeaderboardRow> & { slug: string; name: string }): LeaderboardRow {
  const { slug, name, ...rest } = overrides;
  return {
    rank: 1,
    member: { slug, name, avatar_url: null },
    points: 10,
    games: 1,
    wins: 0,
    cashes: 0,
    best_finish: 1,
    winnings_cents: 0,
    net_cents: -2000,
    knockouts: 0,
    counted_games: { game: [], place: [], points: [] },
    ...rest,
  };
}

const GAMES = [
  { slug: 'friday-night-2026-03-06', title: 'Friday Night', starts_at: '2026-03-07T00:30:00Z' },
  { slug: 'monday-2026-03-09', title: 'Monday Madness', starts_at: '2026-03-10T00:30:00Z' },
];
// A counted game as the answer refers to it: its index in the leaderboard's games.
const friday = (place: number, points: number) => ({ game: [0], place: [place], points: [points] });
const monday = (place: number, points: number) => ({ game: [1], place: [place], points: [points] });

function board(
  rows: LeaderboardRow[],
  viewer: string | null = 'ada-lovelace',
): LeaderboardResponse {
  return {
    season: {
      slug: SEASON,
      title: 'Season 2026',
      league_slug: 'thursday-poker-main-league',
      club_slug: 'thursday-poker',
      begin_date: '2026-01-01',
      end_date: '2026-12-31',
      best_results_count: 1,
      points_formula: 'linear',
      recorded_games: 2,
      updated_at: '2026-03-10T03:00:00Z',
    },
    games: GAMES,
    rows,
    progress: {
      series: rows.map((each) => ({
        member_slug: each.member.slug,
        name: each.member.name,
        points: [each.points / 2, each.points],
      })),
    },
    viewer_member_slug: viewer,
  };
}

const ROWS = [
  row({
    slug: 'ben-ruiz',
    name: 'Ben Ruiz',
    rank: 1,
    points: 12.5,
    games: 2,
    wins: 1,
    cashes: 2,
    best_finish: 1,
    winnings_cents: 15_000,
    net_cents: 11_000,
    knockouts: 4,
    counted_games: friday(1, 12.5),
  }),
  row({
    slug: 'ada-lovelace',
    name: 'Ada Lovelace',
    rank: 2,
    points: 9,
    games: 2,
    cashes: 1,
    best_finish: 2,
    winnings_cents: 3000,
    net_cents: -1000,
    knockouts: 1,
    counted_games: monday(2, 9),
  }),
  row({
    slug: 'cara-diaz',
    name: 'Cara Diaz',
    rank: 3,
    points: 4,
    best_finish: 5,
    counted_games: friday(5, 4),
  }),
];

const ROUTES = <Route path={appRoutePattern('leaderboard')} element={<LeaderboardPage />} />;

const open = () => renderClubPage(paths.leaderboard(SEASON), ROUTES);

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('LeaderboardPage', () => {
  it('shows every column of the standings in rank order, with the season and its counting rule', async () => {
    fakeApi({ [`GET ${API}`]: jsonResponse(200, board(ROWS)) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Season 2026' })).toBeTruthy();
    expect(screen.getByText(/Best 1 result count/)).toBeTruthy();
    expect(screen.getByText(/2 games recorded/)).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Season standings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Rank',
      'Player',
      'Points',
      'Games',
      'Wins',
      'Cashes',
      'Best finish',
      'Winnings',
      'Net',
      'Knockouts',
      'Counted games',
    ]);
    const lines = within(table).getAllByRole('row').slice(1);
    expect(lines.map((line) => within(line).getAllByRole('link')[0]!.textContent)).toEqual([
      'Ben Ruiz',
      'Ada Lovelace',
      'Cara Diaz',
    ]);
    expect(lines.map((line) => within(line).queryByText('You') !== null)).toEqual([
      false,
      true,
      false,
    ]);
    const cells = within(lines[0]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 9)).toEqual([
      '1',
      '12.50',
      '2',
      '1',
      '2',
      '1st',
      '$150.00',
      '$110.00',
      '4',
    ]);
    expect(within(lines[1]!).getAllByRole('cell')[7]!.textContent).toBe('-$10.00');
    expect(within(lines[0]!).getByRole('link', { name: 'Ben Ruiz' }).getAttribute('href')).toBe(
      paths.member('ben-ruiz'),
    );
  });

  it('marks the viewer’s own row and says where they stand', async () => {
    fakeApi({ [`GET ${API}`]: jsonResponse(200, board(ROWS)) });
    open();
    const table = await screen.findByRole('table', { name: 'Season standings' });
    const current = within(table)
      .getAllByRole('row')
      .filter((line) => line.getAttribute('aria-current') === 'true');
    expect(current.map((line) => within(line).getAllByRole('link')[0]!.textContent)).toEqual([
      'Ada Lovelace',
    ]);
    const cards = screen.getByRole('list', { name: 'Season standings, one card per player' });
    const marked = within(cards)
      .getAllByRole('listitem')
      .filter((card) => card.getAttribute('aria-current') === 'true');
    expect(marked).toHaveLength(1);
    expect(marked[0]!.textContent).toContain('Ada Lovelace');
    expect(screen.getByText('You are number 2 with 9 points from 2 games.')).toBeTruthy();
  });

  it('says one point and one game in the singular', async () => {
    const [ben, ada] = ROWS;
    fakeApi({
      [`GET ${API}`]: jsonResponse(200, board([ben!, { ...ada!, points: 1, games: 1 }])),
    });
    open();
    expect(await screen.findByText('You are number 2 with 1 point from 1 game.')).toBeTruthy();
  });

  it('says which games count under best-N', async () => {
    fakeApi({ [`GET ${API}`]: jsonResponse(200, board(ROWS)) });
    open();
    const table = await screen.findByRole('table', { name: 'Season standings' });
    const ben = within(table).getAllByRole('row')[1]!;
    await userEvent.click(within(ben).getByText('1 of 2 games count'));
    const counted = within(ben).getByRole('list', { name: 'Counted games of Ben Ruiz' });
    expect(counted.textContent).toContain('Friday Night');
    expect(counted.textContent).toContain('1st · 12.50 pts');
    expect(within(counted).getByRole('link', { name: 'Friday Night' }).getAttribute('href')).toBe(
      paths.game('friday-night-2026-03-06'),
    );
    // Ada's counted game is the second of the season's games.
    const ada = within(table).getAllByRole('row')[2]!;
    await userEvent.click(within(ada).getByText('1 of 2 games count'));
    const adas = within(ada).getByRole('list', { name: 'Counted games of Ada Lovelace' });
    expect(adas.textContent).toContain('Monday Madness');
    expect(adas.textContent).toContain('2nd · 9 pts');
    const cara = within(table).getAllByRole('row')[3]!;
    expect(within(cara).getByText('Its only game counts')).toBeTruthy();
  });

  it('draws the top players’ points over the season, one line each, named in a legend', async () => {
    fakeApi({ [`GET ${API}`]: jsonResponse(200, board(ROWS)) });
    open();
    const chart = await screen.findByRole('figure', { name: 'Points over the season, top 3' });
    expect(
      within(chart).getByRole('img', {
        name: "Points after each of the season's 2 games for the top 3 players",
      }),
    ).toBeTruthy();
    // The drawing loads on its own: one line per player, the viewer's the thick one.
    await waitFor(() => expect(chart.querySelectorAll('path[data-member]')).toHaveLength(3));
    const lines = [...chart.querySelectorAll('path[data-member]')];
    expect(
      Object.fromEntries(
        lines.map((line) => [line.getAttribute('data-member'), line.getAttribute('stroke-width')]),
      ),
    ).toEqual({ 'ben-ruiz': '2', 'ada-lovelace': '4', 'cara-diaz': '2' });
    const legend = within(chart).getByRole('list', { name: 'Chart legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ben Ruiz 12.50', 'Ada Lovelace 9', 'Cara Diaz 4']);
  });

  it('offers owners and managers to enter a past game, coming back here; members not', async () => {
    fakeApi({ [`GET ${API}`]: jsonResponse(200, board(ROWS)) });
    open();
    const link = await screen.findByRole('link', { name: 'Enter a past game' });
    expect(link.getAttribute('href')).toBe(
      paths.seasonGame(SEASON, undefined, { caller: paths.leaderboard(SEASON) }),
    );
    // And to import past results from a CSV file.
    expect(screen.getByRole('link', { name: 'Import results' }).getAttribute('href')).toBe(
      paths.seasonImport(SEASON),
    );
    cleanup();
    fakeApi({ [`GET ${API}`]: jsonResponse(200, board(ROWS)) });
    renderClubPage(paths.leaderboard(SEASON), ROUTES, [testClub('Member')]);
    await screen.findByRole('table', { name: 'Season standings' });
    expect(screen.queryByRole('link', { name: 'Enter a past game' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Import results' })).toBeNull();
  });

  it('links the CSV export', async () => {
    fakeApi({ [`GET ${API}`]: jsonResponse(200, board(ROWS)) });
    open();
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe(`/api/seasons/${SEASON}/leaderboard.csv`);
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('links the printable leaderboard', async () => {
    fakeApi({ [`GET ${API}`]: jsonResponse(200, board(ROWS)) });
    open();
    const link = await screen.findByRole('link', { name: 'Print' });
    expect(link.getAttribute('href')).toBe(`/seasons/${SEASON}/leaderboard/print`);
  });

  it('shares the leaderboard’s address: copied where the browser has no share sheet', async () => {
    const user = userEvent.setup();
    fakeApi({ [`GET ${API}`]: jsonResponse(200, board(ROWS)) });
    open();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/app/season/${SEASON}/leaderboard`,
    );
    expect(await screen.findByText('Link copied.')).toBeTruthy();
  });

  it('says when nothing is recorded yet, without an export', async () => {
    fakeApi({ [`GET ${API}`]: jsonResponse(200, board([], null)) });
    open();
    expect(await screen.findByText('No results yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says a season that does not exist is not found, and retries a failed load', async () => {
    fakeApi({});
    open();
    expect(await screen.findByRole('heading', { name: 'Season not found' })).toBeTruthy();
    cleanup();

    let calls = 0;
    fakeApi({
      [`GET ${API}`]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { detail: 'Server error.' })
          : jsonResponse(200, board(ROWS));
      },
    });
    open();
    expect(await screen.findByText('Could not load the leaderboard.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Season standings' })).toBeTruthy();
  });
});
