import type { GameResultsResponse, LeaderboardResponse } from '@felt/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, testClub } from '../../../testing/club-page-harness';
import { appRoutePattern } from '../../../lib/app-pages';
import { paths } from '../../../lib/paths';
import { game, GAMES_PATH, gamePath } from '../../games/testing/game-fixtures';
import {
  ADA_MEMBER,
  BEN_MEMBER,
  CARA_MANAGER,
  MEMBERS_PATH,
} from '../../members/testing/member-fixtures';
import { GameEditorPage } from './game-editor-page';

const SEASON = 'thursday-poker-2026';
const LEADERBOARD = `/api/seasons/${SEASON}/leaderboard/`;
const PAST_SLUG = 'october-classic-2026-10-02';
const PUT_PAST = `PUT /api/games/${PAST_SLUG}/results/`;

function board(): LeaderboardResponse {
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
      recorded_games: 0,
      updated_at: null,
    },
    viewer_member_slug: 'ada-lovelace',
    rows: [],
    games: [],
    progress: { series: [] },
  };
}

const MEMBERS = {
  count: 3,
  next: null,
  previous: null,
  results: [ADA_MEMBER, CARA_MANAGER, BEN_MEMBER],
};

const pastGame = game({
  slug: PAST_SLUG,
  title: 'October Classic',
  starts_at: '2026-10-02T23:00:00.000Z',
  season_slug: SEASON,
  league_slug: 'thursday-poker-main-league',
});

function recorded(): GameResultsResponse {
  const row = (place: number, slug: string, name: string, prize: number) => ({
    place,
    name,
    member: { slug, name, avatar_url: null },
    rebuys: 0,
    addons: 0,
    knockouts: place === 1 ? 1 : 0,
    prize_cents: prize,
    points: 3 - place,
    reentry: false,
  });
  return {
    game: {
      slug: PAST_SLUG,
      title: 'October Classic',
      season_slug: SEASON,
      status: 'recorded',
      recorded_at: '2026-10-03T03:00:00Z',
    },
    entrants: 2,
    prize_pool_cents: 4000,
    results: [row(1, 'ben-ruiz', 'Ben Ruiz', 2600), row(2, 'cara-diaz', 'Cara Diaz', 1400)],
  };
}

const ROUTES = (
  <>
    <Route path={appRoutePattern('seasonGame')} element={<GameEditorPage />} />
    <Route path="/app/*" element={<p>Somewhere else</p>} />
  </>
);

const location = () => screen.getByTestId('location').textContent;
const rowsOf = () => within(screen.getByRole('list', { name: 'Players' })).getAllByRole('listitem');

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
  resetBrowser();
});

async function fillGame(date = '2026-10-02') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Title'), 'October Classic');
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: date } });
  return user;
}

describe('GameEditorPage: a game run elsewhere', () => {
  it('creates the game in the season, saves its results and returns to the caller', async () => {
    const { calls } = fakeApi({
      [`GET ${LEADERBOARD}`]: jsonResponse(200, board()),
      [`GET ${MEMBERS_PATH}`]: jsonResponse(200, MEMBERS),
      [`POST ${GAMES_PATH}`]: jsonResponse(201, pastGame),
      [PUT_PAST]: jsonResponse(200, recorded()),
    });
    renderClubPage(
      paths.seasonGame(SEASON, undefined, { caller: paths.leaderboard(SEASON) }),
      ROUTES,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter a past game' }),
    ).toBeTruthy();
    const user = await fillGame();
    const [first, second] = rowsOf();
    await user.selectOptions(within(first!).getByLabelText('Player'), 'ben-ruiz');
    await user.type(within(first!).getByLabelText('Knockouts'), '{Backspace}1');
    await user.type(within(first!).getByLabelText('Prize ($)'), '26');
    await user.selectOptions(within(second!).getByLabelText('Player'), 'A guest (not a member)');
    await user.type(within(second!).getByLabelText('Guest name'), 'Walk-in Wally');
    await user.type(within(second!).getByLabelText('Rebuys'), '{Backspace}2');
    await user.click(screen.getByRole('button', { name: 'Save game and results' }));

    await waitFor(() => expect(location()).toBe(paths.leaderboard(SEASON)));
    const create = calls.find((call) => call.method === 'POST');
    expect(create?.body).toEqual({
      title: 'October Classic',
      // 7:00 PM in New York on October 2 (daylight saving time).
      starts_at: '2026-10-02T23:00:00.000Z',
      season_slug: SEASON,
    });
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      results: [
        {
          member_slug: 'ben-ruiz',
          place: 1,
          rebuys: 0,
          addons: 0,
          knockouts: 1,
          prize_cents: 2600,
        },
        { guest_name: 'Walk-in Wally', place: 2, rebuys: 2, addons: 0, knockouts: 0 },
      ],
    });
  });

  it('says what is wrong next to each field and row, and sends nothing', async () => {
    const { calls } = fakeApi({
      [`GET ${LEADERBOARD}`]: jsonResponse(200, board()),
      [`GET ${MEMBERS_PATH}`]: jsonResponse(200, MEMBERS),
    });
    renderClubPage(paths.seasonGame(SEASON), ROUTES);
    const user = await fillGame('2099-05-01');
    await user.click(screen.getByRole('button', { name: 'Add a player' }));
    const [first, second, third] = rowsOf();
    await user.selectOptions(within(first!).getByLabelText('Player'), 'ben-ruiz');
    await user.selectOptions(within(second!).getByLabelText('Player'), 'ben-ruiz');
    await user.clear(within(second!).getByLabelText('Place'));
    await user.type(within(second!).getByLabelText('Place'), '1');
    await user.type(within(first!).getByLabelText('Prize ($)'), 'lots');
    await user.clear(within(third!).getByLabelText('Rebuys'));
    await user.type(within(third!).getByLabelText('Rebuys'), '-1');
    await user.click(screen.getByRole('button', { name: 'Save game and results' }));

    expect(await screen.findByText(/this is for games that already happened/)).toBeTruthy();
    const tie =
      'Place 1 is given to 2 players: ties are not allowed, give each player their own place.';
    expect(within(first!).getByText(tie)).toBeTruthy();
    expect(within(second!).getByText(tie)).toBeTruthy();
    expect(
      within(second!).getByText('The member Ben Ruiz is listed twice: one result per player.'),
    ).toBeTruthy();
    expect(within(first!).getByText(/Enter the prize in dollars/)).toBeTruthy();
    expect(within(third!).getByText('Choose a member, or A guest and their name.')).toBeTruthy();
    expect(within(third!).getByText('Enter a whole number from 0.')).toBeTruthy();
    expect(within(third!).getByLabelText('Rebuys').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
    expect(location()).toBe(paths.seasonGame(SEASON));
  });

  it('clears a tie at both rows once one of them is fixed', async () => {
    fakeApi({
      [`GET ${LEADERBOARD}`]: jsonResponse(200, board()),
      [`GET ${MEMBERS_PATH}`]: jsonResponse(200, MEMBERS),
    });
    renderClubPage(paths.seasonGame(SEASON), ROUTES);
    const user = await fillGame();
    const [first, second] = rowsOf();
    await user.selectOptions(within(first!).getByLabelText('Player'), 'ben-ruiz');
    await user.selectOptions(within(second!).getByLabelText('Player'), 'cara-diaz');
    await user.clear(within(second!).getByLabelText('Place'));
    await user.type(within(second!).getByLabelText('Place'), '1');
    await user.click(screen.getByRole('button', { name: 'Save game and results' }));
    const tie = /Place 1 is given to 2 players/;
    expect(await within(first!).findByText(tie)).toBeTruthy();
    await user.clear(within(second!).getByLabelText('Place'));
    await user.type(within(second!).getByLabelText('Place'), '2');
    await waitFor(() => expect(screen.queryAllByText(tie)).toEqual([]));
  });

  it('shows a refused save at its row and deletes the game it made, changing nothing', async () => {
    const { calls } = fakeApi({
      [`GET ${LEADERBOARD}`]: jsonResponse(200, board()),
      [`GET ${MEMBERS_PATH}`]: jsonResponse(200, MEMBERS),
      [`POST ${GAMES_PATH}`]: jsonResponse(201, pastGame),
      [PUT_PAST]: jsonResponse(400, {
        'results.1.guest_name': ['Ensure this field has no more than 100 characters.'],
        results: ['ben-ruiz is not a member of this club.'],
      }),
      [`DELETE ${gamePath(PAST_SLUG)}`]: new Response(null, { status: 204 }),
    });
    renderClubPage(paths.seasonGame(SEASON), ROUTES);
    const user = await fillGame();
    const [first, second] = rowsOf();
    await user.selectOptions(within(first!).getByLabelText('Player'), 'ben-ruiz');
    await user.selectOptions(within(second!).getByLabelText('Player'), 'A guest (not a member)');
    await user.type(within(second!).getByLabelText('Guest name'), 'Wally');
    await user.click(screen.getByRole('button', { name: 'Save game and results' }));

    expect(
      await within(second!).findByText('Ensure this field has no more than 100 characters.'),
    ).toBeTruthy();
    expect(screen.getByText('ben-ruiz is not a member of this club.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
        `DELETE ${gamePath(PAST_SLUG)}`,
      ),
    );
    expect(location()).toBe(paths.seasonGame(SEASON));
  });

  it('goes back to the season’s past games when the caller is not a path of the app', async () => {
    fakeApi({
      [`GET ${LEADERBOARD}`]: jsonResponse(200, board()),
      [`GET ${MEMBERS_PATH}`]: jsonResponse(200, MEMBERS),
    });
    renderClubPage(
      paths.seasonGame(SEASON, undefined, { caller: '//evil.example/app/games' }),
      ROUTES,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).toBe(paths.seasonPastGames(SEASON)));
  });
});

describe('GameEditorPage: correcting a recorded game', () => {
  it('opens on the recorded results and saves the correction back to the game page', async () => {
    const { calls } = fakeApi({
      [`GET ${LEADERBOARD}`]: jsonResponse(200, board()),
      [`GET ${MEMBERS_PATH}`]: jsonResponse(200, MEMBERS),
      [`GET ${gamePath(PAST_SLUG)}`]: jsonResponse(200, { ...pastGame, status: 'recorded' }),
      [`GET /api/games/${PAST_SLUG}/results/`]: jsonResponse(200, recorded()),
      [PUT_PAST]: jsonResponse(200, recorded()),
    });
    renderClubPage(paths.seasonGame(SEASON, PAST_SLUG, { caller: paths.game(PAST_SLUG) }), ROUTES);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Correct results: October Classic' }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Title')).toBeNull();
    const [first, second] = rowsOf();
    expect((within(first!).getByLabelText('Player') as HTMLSelectElement).value).toBe('ben-ruiz');
    expect((within(first!).getByLabelText('Prize ($)') as HTMLInputElement).value).toBe('26.00');
    const user = userEvent.setup();
    // Cara won after all; the prizes come from the payouts again.
    await user.clear(within(first!).getByLabelText('Place'));
    await user.type(within(first!).getByLabelText('Place'), '2');
    await user.clear(within(second!).getByLabelText('Place'));
    await user.type(within(second!).getByLabelText('Place'), '1');
    await user.click(screen.getByRole('button', { name: 'Prizes from the payouts' }));
    await user.click(screen.getByRole('button', { name: 'Remove Cara Diaz' }));
    await user.click(screen.getByRole('button', { name: 'Add a player' }));
    const added = rowsOf()[1]!;
    await user.selectOptions(within(added).getByLabelText('Player'), 'cara-diaz');
    await user.clear(within(added).getByLabelText('Place'));
    await user.type(within(added).getByLabelText('Place'), '1');
    await user.click(screen.getByRole('button', { name: 'Save results' }));

    await waitFor(() => expect(location()).toBe(paths.game(PAST_SLUG)));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      results: [
        { member_slug: 'ben-ruiz', place: 2, rebuys: 0, addons: 0, knockouts: 1 },
        { member_slug: 'cara-diaz', place: 1, rebuys: 0, addons: 0, knockouts: 0 },
      ],
    });
  });

  it('lets Demo look without saving', async () => {
    fakeApi({
      [`GET ${LEADERBOARD}`]: jsonResponse(200, board()),
      [`GET ${MEMBERS_PATH}`]: jsonResponse(200, MEMBERS),
      [`GET ${gamePath(PAST_SLUG)}`]: jsonResponse(200, { ...pastGame, status: 'recorded' }),
      [`GET /api/games/${PAST_SLUG}/results/`]: jsonResponse(200, recorded()),
    });
    renderClubPage(paths.seasonGame(SEASON, PAST_SLUG), ROUTES, [testClub('Demo')]);
    expect(await screen.findByText('Demo Mode: results are read-only.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save results' })).toBeNull();
    expect(within(rowsOf()[0]!).getByLabelText('Place').matches(':disabled')).toBe(true);
  });
});
