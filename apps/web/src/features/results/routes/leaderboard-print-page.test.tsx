import type { LeaderboardResponse, LeaderboardRow } from '@felt/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  ADA,
  fakeApi,
  jsonResponse,
  renderApp,
  setCookie,
  startEachTestAsAVisitor,
  storeLogin,
} from '../../../testing/app-harness';
import { testClub } from '../../../testing/club-page-harness';

startEachTestAsAVisitor();

const SEASON = 'thursday-poker-2026';
const PRINT = `/seasons/${SEASON}/leaderboard/print`;
const API = `/api/seasons/${SEASON}/leaderboard/`;

function row(rank: number, slug: string, name: string, more: Partial<LeaderboardRow> = {}) {
  return {
    rank,
    member: { slug, name, avatar_url: null },
    points: 10,
    games: 3,
    wins: 1,
    cashes: 2,
    best_finish: 1,
    winnings_cents: 12000,
    net_cents: 6000,
    knockouts: 4,
    counted_games: { game: [], place: [], points: [] },
    ...more,
  } satisfies LeaderboardRow;
}

function board(rows: LeaderboardRow[]): LeaderboardResponse {
  return {
    season: {
      slug: SEASON,
      title: 'Season 2026',
      league_slug: 'thursday-poker-main-league',
      club_slug: 'thursday-poker',
      begin_date: '2026-01-01',
      end_date: '2026-12-31',
      best_results_count: 0,
      points_formula: 'linear',
      recorded_games: 5,
      updated_at: '2026-03-10T03:00:00Z',
    },
    viewer_member_slug: 'ada-lovelace',
    rows,
    games: [],
    progress: { series: [] },
  };
}

function signedIn(answer: Response) {
  storeLogin();
  setCookie('csrftoken', 'test-token');
  return fakeApi({
    'GET /api/auth/user/': jsonResponse(200, ADA),
    'GET /api/user/clubs/': jsonResponse(200, [testClub('Member')]),
    [`GET ${API}`]: answer,
  });
}

describe('/seasons/{seasonSlug}/leaderboard/print', () => {
  it('prints the club, the season, the date and the whole table, without the app shell', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    signedIn(
      jsonResponse(
        200,
        board([
          row(1, 'ada-lovelace', 'Ada Lovelace', { points: 42.5 }),
          row(2, 'ben-ruiz', '=Ben', {
            points: 30,
            wins: 0,
            best_finish: 2,
            winnings_cents: 0,
            net_cents: -6000,
            knockouts: 1,
          }),
        ]),
      ),
    );
    await renderApp(PRINT);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Season 2026 · Leaderboard' }),
    ).toBeTruthy();
    expect(await screen.findByText('Thursday Poker')).toBeTruthy();
    expect(screen.getByText(/Jan 1, 2026 – Dec 31, 2026 · 5 games recorded/)).toBeTruthy();
    expect(screen.getByText(/^As of \w+ \d+, \d{4}$/)).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Season standings' });
    const texts = (element: Element) =>
      Array.from(element.querySelectorAll('th, td'), (cell) => cell.textContent);
    const [head, ...body] = within(table).getAllByRole('row');
    expect(texts(head!)).toEqual([
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
    ]);
    // The header row repeats on every printed page.
    expect(table.querySelector('thead')!.className).toContain('table-header-group');
    expect(body.map(texts)).toEqual([
      ['1', 'Ada Lovelace', '42.50', '3', '1', '2', '1st', '$120.00', '$60.00', '4'],
      ['2', '=Ben', '30', '3', '0', '2', '2nd', '$0.00', '-$60.00', '1'],
    ]);

    // No app shell: no navigation, no club switcher.
    expect(screen.queryByRole('navigation')).toBeNull();
    // Print and the way back are for the screen only.
    const button = screen.getByRole('button', { name: 'Print' });
    expect(button.parentElement!.className).toContain('print:hidden');
    await userEvent.click(button);
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Back to the leaderboard' }).getAttribute('href')).toBe(
      `/app/season/${SEASON}/leaderboard`,
    );
    expect(document.title).toBe('Leaderboard · Season 2026 · Felt');
  });

  it('says when nothing is recorded yet', async () => {
    signedIn(jsonResponse(200, board([])));
    await renderApp(PRINT);
    expect(await screen.findByText(/^No results yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says a season that is not one of the viewer’s clubs is not found', async () => {
    signedIn(jsonResponse(404, { detail: 'Not found.', code: 'not_found' }));
    await renderApp(PRINT);
    expect(await screen.findByRole('heading', { name: 'Season not found' })).toBeTruthy();
  });

  it('sends a visitor to log in and back', async () => {
    fakeApi({});
    const view = await renderApp(PRINT);
    await view.waitForLocation(`/auth/login?redirect=${encodeURIComponent(PRINT)}`);
  });
});
