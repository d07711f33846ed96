import { countedGamesOf, type CountedGames } from '@felt/contract';
import { gamePoints } from '@felt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClubWorld,
  createSeason,
  domainSeasonStandings,
  type ClubWorld,
} from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/helpers';

/*
 * Issue 14 / decision 0028: the season standings are stored, so a change of best-N or of a
 * points setting anywhere in the cascade (club, league, season, game) stores them again for the
 * seasons it reaches, in the settings change's transaction.
 */

let server: TestServer;
let world: ClubWorld;
let leagueSlug: string;
let seasonSlug: string;
let otherSeasonSlug: string;
const gameSlugs: string[] = [];

interface Board {
  season: { best_results_count: number; points_formula: string };
  rows: {
    rank: number;
    member: { slug: string; name: string };
    points: number;
    games: number;
    counted_games: CountedGames;
  }[];
  games: { slug: string; title: string; starts_at: string }[];
}

const owner = () => world.clients.owner;

async function board(slug = seasonSlug): Promise<Board> {
  const response = await world.clients.member.get(`/api/seasons/${slug}/leaderboard/`);
  expect(response.status).toBe(200);
  return (await response.json()) as Board;
}

/** Each player's rank, points, counted games and games, by name. */
const table = (answer: Board) =>
  Object.fromEntries(
    answer.rows.map((row) => [
      row.member.name,
      {
        rank: row.rank,
        points: row.points,
        counted: row.counted_games.game.length,
        games: row.games,
      },
    ]),
  );

async function enterGame(
  season: string,
  day: number,
  results: { name: string; knockouts?: number }[],
): Promise<string> {
  const made = await owner().post(`/api/clubs/${world.club.slug}/games/`, {
    title: `Standings Night ${day}`,
    starts_at: `2032-02-${String(day).padStart(2, '0')}T01:00:00Z`,
    season_slug: season,
  });
  expect(made.status).toBe(201);
  const { slug } = (await made.json()) as { slug: string };
  const entered = await owner().put(`/api/games/${slug}/results/`, {
    results: results.map((result, index) => ({
      guest_name: result.name,
      place: index + 1,
      rebuys: 0,
      addons: 0,
      knockouts: result.knockouts ?? 0,
    })),
  });
  expect(entered.status, await entered.text()).toBe(200);
  return slug;
}

/** The season's stored results through the domain's `seasonStandings`, by name. */
async function domainTable(slug = seasonSlug) {
  return Object.fromEntries(
    (await domainSeasonStandings(server, world, slug)).map((row) => [
      row.member.name,
      {
        rank: row.rank,
        points: row.points,
        counted: row.countedGameIds.length,
        games: row.games,
      },
    ]),
  );
}

async function storedStandings(slug = seasonSlug) {
  return server.db
    .selectFrom('season_standing')
    .innerJoin('season', 'season.id', 'season_standing.season_id')
    .selectAll('season_standing')
    .where('season.slug', '=', slug)
    .orderBy('season_standing.member_id')
    .execute();
}

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
  const season = await createSeason(world, {
    title: 'Standings Season',
    begin_date: '2032-01-01',
    end_date: '2032-12-31',
  });
  [seasonSlug, leagueSlug] = [season.slug, season.leagueSlug];
  otherSeasonSlug = (
    await createSeason(world, {
      title: 'Other Season',
      begin_date: '2033-01-01',
      end_date: '2033-12-31',
    })
  ).slug;
  // Four players, linear points (4, 3, 2, 1): Bob is steady, Ann won once and then came last.
  gameSlugs.push(
    await enterGame(seasonSlug, 1, [
      { name: 'Ann', knockouts: 2 },
      { name: 'Bob' },
      { name: 'Cy' },
      { name: 'Dee' },
    ]),
    await enterGame(seasonSlug, 2, [
      { name: 'Cy' },
      { name: 'Bob' },
      { name: 'Dee' },
      { name: 'Ann' },
    ]),
    await enterGame(seasonSlug, 3, [
      { name: 'Dee' },
      { name: 'Bob' },
      { name: 'Cy' },
      { name: 'Ann' },
    ]),
  );
  await enterGame(otherSeasonSlug, 4, [{ name: 'Ann' }, { name: 'Bob' }]);
});
afterAll(() => server?.close());

describe('settings that the standings are made of', () => {
  it('stores the table again when the season’s best-N changes: counted games and ranks follow', async () => {
    const before = table(await board());
    expect(before).toEqual({
      Bob: { rank: 1, points: 9, counted: 3, games: 3 },
      Cy: { rank: 2, points: 8, counted: 3, games: 3 },
      Dee: { rank: 3, points: 7, counted: 3, games: 3 },
      Ann: { rank: 4, points: 6, counted: 3, games: 3 },
    });
    const changed = await owner().patch(`/api/seasons/${seasonSlug}/settings/`, {
      best_results_count: 1,
    });
    expect(changed.status).toBe(200);
    const after = await board();
    expect(after.season.best_results_count).toBe(1);
    const rows = table(after);
    // Best 1: a win (4 points) each for Ann, Cy and Dee; Bob's best is a second place.
    for (const name of ['Ann', 'Cy', 'Dee']) {
      expect(rows[name]).toMatchObject({ points: 4, counted: 1, games: 3 });
      expect(rows[name]!.rank).toBeLessThan(rows.Bob!.rank);
    }
    expect(rows.Bob).toEqual({ rank: 4, points: 3, counted: 1, games: 3 });
    expect(rows).toEqual(await domainTable());
    // The other season of the league has its own best-N (every game): untouched.
    expect(table(await board(otherSeasonSlug))).toMatchObject({
      Ann: { rank: 1, points: 2, counted: 1 },
    });
  });

  it('takes a best-N inherited from the league, and every game again when the override goes', async () => {
    await owner().patch(`/api/seasons/${seasonSlug}/settings/`, { best_results_count: null });
    expect(table(await board())).toMatchObject({ Bob: { rank: 1, points: 9, counted: 3 } });
    const league = await owner().patch(`/api/leagues/${leagueSlug}/settings/`, {
      best_results_count: 2,
    });
    expect(league.status).toBe(200);
    const rows = table(await board());
    // Best 2: Bob 3 + 3, Cy 4 + 2, Dee 4 + 2 (tied on points, the domain breaks it), Ann 4 + 1.
    expect(rows.Bob).toMatchObject({ points: 6, counted: 2 });
    expect(rows.Cy).toMatchObject({ points: 6, counted: 2 });
    expect(rows.Ann).toMatchObject({ rank: 4, points: 5, counted: 2 });
    expect(rows).toEqual(await domainTable());
    expect(rows).toEqual(table(await board()));
    await owner().patch(`/api/leagues/${leagueSlug}/settings/`, { best_results_count: null });
    expect(table(await board())).toMatchObject({ Bob: { points: 9, counted: 3 } });
  });

  it('scores the recorded games again when the club’s points formula changes, and a game’s own points settings', async () => {
    const changed = await owner().patch(`/api/clubs/${world.club.slug}/settings/`, {
      points_formula: 'fixed_table',
      points_table: [10, 5, 2],
    });
    expect(changed.status).toBe(200);
    let rows = table(await board());
    // Ann 10 + 0 + 0, Bob 5 + 5 + 5, Cy 2 + 10 + 2, Dee 0 + 2 + 10.
    expect(rows).toEqual({
      Bob: { rank: 1, points: 15, counted: 3, games: 3 },
      Cy: { rank: 2, points: 14, counted: 3, games: 3 },
      Dee: { rank: 3, points: 12, counted: 3, games: 3 },
      Ann: { rank: 4, points: 10, counted: 3, games: 3 },
    });
    expect(rows).toEqual(await domainTable());
    // Every season of the club: the other one too.
    expect(table(await board(otherSeasonSlug))).toMatchObject({
      Ann: { points: 10 },
      Bob: { points: 5 },
    });
    // The game's results carry the new points as well.
    const results = (await (
      await world.clients.member.get(`/api/games/${gameSlugs[0]}/results/`)
    ).json()) as { results: { name: string; points: number | null }[] };
    expect(results.results.map((result) => [result.name, result.points])).toEqual([
      ['Ann', 10],
      ['Bob', 5],
      ['Cy', 2],
      ['Dee', 0],
    ]);

    // The first night alone pays 3 points a knockout: Ann's two knockouts there put her first.
    const game = await owner().patch(`/api/games/${gameSlugs[0]}/settings/`, {
      knockout_points: 3,
    });
    expect(game.status).toBe(200);
    rows = table(await board());
    expect(rows.Ann).toEqual({ rank: 1, points: 16, counted: 3, games: 3 });
    expect(rows.Bob).toMatchObject({ rank: 2, points: 15 });
    expect(rows).toEqual(await domainTable());
    const answer = await board();
    const ann = answer.rows.find((row) => row.member.name === 'Ann')!;
    expect(
      countedGamesOf(answer.games, ann.counted_games).find(
        (counted) => counted.slug === gameSlugs[0],
      ),
    ).toMatchObject({
      place: 1,
      points: 16,
    });
    expect(
      gamePoints({
        formula: 'fixed_table',
        entrants: 4,
        place: 1,
        knockouts: 2,
        pointsTable: [10, 5, 2],
        knockoutPoints: 3,
      }),
    ).toBe(16);
  });

  it('changes nothing when the settings change is refused', async () => {
    const standings = await storedStandings();
    const settingsBefore = await (await owner().get(`/api/seasons/${seasonSlug}/settings/`)).json();
    const unknownSchedule = await owner().patch(`/api/seasons/${seasonSlug}/settings/`, {
      best_results_count: 1,
      points_formula: 'linear',
      default_blind_schedule_slug: 'no-such-schedule',
    });
    expect(unknownSchedule.status).toBe(400);
    const badCount = await owner().patch(`/api/seasons/${seasonSlug}/settings/`, {
      best_results_count: -1,
    });
    expect(badCount.status).toBe(400);
    const notAllowed = await world.clients.member.patch(`/api/seasons/${seasonSlug}/settings/`, {
      best_results_count: 1,
    });
    expect(notAllowed.status).toBe(403);
    expect(await storedStandings()).toEqual(standings);
    expect(await (await owner().get(`/api/seasons/${seasonSlug}/settings/`)).json()).toEqual(
      settingsBefore,
    );
  });

  it('leaves the stored table alone when a change touches neither points nor best-N', async () => {
    const standings = await storedStandings();
    const changed = await owner().patch(`/api/seasons/${seasonSlug}/settings/`, {
      seats_per_table: 8,
      default_buy_in_cents: 3000,
    });
    expect(changed.status).toBe(200);
    expect(await storedStandings()).toEqual(standings);
  });
});
