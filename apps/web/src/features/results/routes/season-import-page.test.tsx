import type { LeaderboardResponse, SeasonImportResponse } from '@felt/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRoutePattern } from '../../../lib/app-pages';
import { paths } from '../../../lib/paths';
import { ToastContainer } from '../../../lib/toast';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage } from '../../../testing/club-page-harness';
import { SeasonImportPage } from './season-import-page';

const SEASON = 'season-2025';
const BOARD_API = `GET /api/seasons/${SEASON}/leaderboard/`;
const IMPORT_API = `POST /api/seasons/${SEASON}/import/`;

const board: LeaderboardResponse = {
  season: {
    slug: SEASON,
    title: 'Season 2025',
    league_slug: 'main-league',
    club_slug: 'thursday-poker',
    begin_date: '2025-01-01',
    end_date: '2025-12-31',
    best_results_count: 0,
    points_formula: 'linear',
    recorded_games: 0,
    updated_at: null,
  },
  viewer_member_slug: null,
  rows: [],
  games: [],
  progress: { series: [] },
};

function answer(overrides: Partial<SeasonImportResponse> = {}): SeasonImportResponse {
  return {
    dry_run: true,
    imported: false,
    season: { slug: SEASON, title: 'Season 2025' },
    row_count: 2,
    games: [
      {
        line: 2,
        date: '2025-01-10',
        title: 'Friday Night',
        slug: null,
        players: 2,
        prize_pool_cents: 15000,
      },
    ],
    players: [
      { name: 'Ada Lovelace', status: 'member', matched_by: 'email', member_slug: 'ada', games: 1 },
      { name: 'Gus Guest', status: 'new_guest', matched_by: null, member_slug: null, games: 1 },
    ],
    results: [
      {
        line: 2,
        date: '2025-01-10',
        game: 'Friday Night',
        player: 'Ada Lovelace',
        place: 1,
        rebuys: 0,
        addons: 1,
        knockouts: 1,
        prize_cents: 15000,
      },
      {
        line: 3,
        date: '2025-01-10',
        game: 'Friday Night',
        player: 'Gus Guest',
        place: 2,
        rebuys: 1,
        addons: 0,
        knockouts: 0,
        prize_cents: 0,
      },
    ],
    errors: [],
    error_count: 0,
    ...overrides,
  };
}

const CSV = new File(['date,game,player,place\n'], 'season.csv', { type: 'text/csv' });

const open = () =>
  renderClubPage(
    paths.seasonImport(SEASON),
    <Route
      path={appRoutePattern('seasonImport')}
      element={
        <>
          <SeasonImportPage />
          <ToastContainer />
        </>
      }
    />,
  );

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('SeasonImportPage', () => {
  it('checks the chosen file, previews what it creates, imports it and links the leaderboard', async () => {
    const bodies: FormData[] = [];
    const { fetchMock } = fakeApi({
      [BOARD_API]: jsonResponse(200, board),
      [IMPORT_API]: () => {
        const body = fetchMock.mock.calls.at(-1)?.[1]?.body as FormData;
        bodies.push(body);
        return body.get('dry_run') === 'true'
          ? jsonResponse(200, answer())
          : jsonResponse(
              200,
              answer({
                dry_run: false,
                imported: true,
                games: [{ ...answer().games[0]!, slug: 'friday-night-2025-01-10' }],
              }),
            );
      },
    });
    open();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Import results into Season 2025' }),
    ).toBeTruthy();
    const template = screen.getByRole('link', { name: /Download the template/ });
    expect(template.getAttribute('download')).toBe('felt-season-import-template.csv');
    expect(decodeURIComponent(template.getAttribute('href') ?? '')).toContain(
      'date,game,player,email,place,rebuys,addons,knockouts,prize',
    );

    await userEvent.upload(screen.getByLabelText('CSV file'), CSV);
    expect(
      await screen.findByText(/Read 2 rows: 1 game, 2 players \(1 member matched/),
    ).toBeTruthy();
    expect(bodies[0]?.get('file')).toBeInstanceOf(File);
    const games = screen.getByRole('region', { name: 'Table of games' });
    expect(within(games).getByRole('cell', { name: 'Friday Night' })).toBeTruthy();
    expect(within(games).getByRole('cell', { name: '$150.00' })).toBeTruthy();
    const players = screen.getByRole('region', { name: 'Table of players' });
    expect(within(players).getByRole('cell', { name: 'Member, by email' })).toBeTruthy();
    expect(within(players).getByRole('cell', { name: 'New guest' })).toBeTruthy();
    expect(screen.getByText('Creates 1 game and 1 new guest.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Import complete')).toBeTruthy();
    expect(await screen.findByText('Imported 1 game into Season 2025.')).toBeTruthy();
    expect(bodies.map((body) => body.get('dry_run'))).toEqual(['true', 'false']);
    expect(screen.getByRole('link', { name: 'See the leaderboard' }).getAttribute('href')).toBe(
      paths.leaderboard(SEASON),
    );
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });

  it('lists every problem by line and keeps Import disabled', async () => {
    fakeApi({
      [BOARD_API]: jsonResponse(200, board),
      [IMPORT_API]: jsonResponse(
        200,
        answer({
          row_count: 9,
          // A file with problems in its rows is not planned: no games, players or results.
          games: [],
          players: [],
          results: [],
          errors: [
            { line: 1, message: 'Unknown column "chips".' },
            { line: 7, message: 'The rebuys cannot be negative (-1).' },
          ],
          error_count: 2,
        }),
      ),
    });
    open();
    await userEvent.upload(await screen.findByLabelText('CSV file'), CSV);
    const problems = await screen.findByRole('region', { name: 'Problems by line' });
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Unknown column "chips".',
      '7The rebuys cannot be negative (-1).',
    ]);
    expect(screen.getByText('The file has 2 problems')).toBeTruthy();
    // Not '0 games, 0 players (0 members matched, 0 new guests), 0 results' for a file of games.
    expect(screen.getByTestId('import-summary').textContent).toBe('Read 9 rows.');
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText('Fix the problems below to import.')).toBeTruthy();
  });

  it("shows the server's reason when the file cannot be read at all", async () => {
    fakeApi({
      [BOARD_API]: jsonResponse(200, board),
      [IMPORT_API]: jsonResponse(413, {
        detail:
          'The file is too big: an import reads at most 1 MB. Split the season into smaller files.',
        code: 'file_too_large',
      }),
    });
    open();
    await userEvent.upload(await screen.findByLabelText('CSV file'), CSV);
    expect(await screen.findByText(/an import reads at most 1 MB/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });
});
