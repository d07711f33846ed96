import type { DashboardResponse, GameResultsResponse, LeaderboardResponse } from '@felt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubWorld, type ClubWorld } from '../../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../../test/helpers';
import { nightWith, run } from '../game-night/game-night-test-kit';

const NOW = new Date('2031-05-01T12:00:00Z');
const MIA = 'mia-tester';
const MAX = 'max-tester';

let server: TestServer;
let world: ClubWorld;
let leagueSlug: string;
/** The starter league's season (the year the club was made): the only one, so the active one. */
let starterSeason: string;

beforeAll(async () => {
  server = await startTestServer({}, { now: () => NOW });
  world = await createClubWorld(server);
  const leagues = (await (
    await world.clients.owner.get(`/api/clubs/${world.club.slug}/leagues/`)
  ).json()) as { results: { slug: string; active_season: { slug: string } | null }[] };
  leagueSlug = leagues.results[0]!.slug;
  starterSeason = leagues.results[0]!.active_season!.slug;
});
afterAll(() => server?.close());

async function dashboard(
  client: TestClient = world.clients.member,
  query = '',
): Promise<DashboardResponse> {
  const response = await client.get(`/api/clubs/${world.club.slug}/dashboard/${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as DashboardResponse;
}

async function schedule(title: string, startsAt: string, extra: Record<string, unknown> = {}) {
  const made = await world.clients.owner.post(`/api/clubs/${world.club.slug}/games/`, {
    title,
    starts_at: startsAt,
    ...extra,
  });
  expect(made.status).toBe(201);
  return ((await made.json()) as { slug: string }).slug;
}

async function enterResults(slug: string, results: Record<string, unknown>[]) {
  const put = await world.clients.manager.put(`/api/games/${slug}/results/`, { results });
  expect(put.status).toBe(200);
}

async function resultsOf(slug: string): Promise<GameResultsResponse> {
  const response = await world.clients.member.get(`/api/games/${slug}/results/`);
  expect(response.status).toBe(200);
  return (await response.json()) as GameResultsResponse;
}

describe('the club dashboard read', () => {
  it('says a new club has nothing yet: no game, an empty table in the active season, no results', async () => {
    const answer = await dashboard();
    expect(answer).toEqual({
      viewer_member_slug: MIA,
      running_games: [],
      next_game: null,
      upcoming_count: 0,
      standing: {
        season: expect.objectContaining({
          slug: starterSeason,
          league_slug: leagueSlug,
          league_name: 'Main League',
          recorded_games: 0,
        }),
        picked: 'active',
        players: 0,
        leader: null,
        mine: null,
      },
      recent_results: [],
    });
  });

  it('shows the next scheduled game with the caller’s own RSVP and waitlist place', async () => {
    // A game whose start has passed and was never run is not next.
    await schedule('Missed Night', '2031-04-20T23:00:00Z');
    const later = await schedule('Later Night', '2031-05-15T23:00:00Z');
    const next = await schedule('Next Night', '2031-05-08T23:00:00Z', { max_players: 2 });
    for (const client of [world.clients.owner, world.clients.manager, world.clients.member]) {
      expect((await client.post(`/api/games/${next}/entries/`, {})).status).toBe(201);
    }

    const member = await dashboard();
    expect(member.next_game).toMatchObject({
      slug: next,
      title: 'Next Night',
      status: 'scheduled',
      registered_count: 2,
      waitlist_count: 1,
      seats_left: 0,
      my_entry: { status: 'waitlisted', waitlist_position: 1, member_slug: MIA },
    });
    expect(member.upcoming_count).toBe(2);
    expect((await dashboard(world.clients.owner)).next_game?.my_entry).toMatchObject({
      status: 'registered',
      waitlist_position: null,
    });
    expect((await dashboard(world.clients.demo)).next_game?.my_entry).toBeNull();
    // The later game is not the next one; it is counted.
    expect(member.next_game?.slug).not.toBe(later);
  });

  it('lists a running night apart from the next scheduled game', async () => {
    const night = await nightWith(world, ['Ann Live', 'Bob Live']);
    await run(world.clients.owner, night.path, { type: 'start' });

    const answer = await dashboard();
    expect(answer.running_games.map((game) => [game.slug, game.status])).toEqual([
      [night.slug, 'running'],
    ]);
    expect(answer.next_game?.title).toBe('Next Night');
    expect(answer.upcoming_count).toBe(2);
  });

  it('gives the caller’s stored standing in the active season and the latest recorded games', async () => {
    const first = await schedule('Results Night 1', '2031-03-05T23:00:00Z', {
      season_slug: starterSeason,
    });
    await enterResults(first, [
      { member_slug: MAX, place: 1, prize_cents: 6000 },
      { member_slug: MIA, place: 2, prize_cents: 0 },
      { guest_name: 'Gus Guest', place: 3 },
    ]);
    // Outside any league: a recent result without a season title, and no standing.
    const outside = await schedule('Outside Night', '2031-03-12T23:00:00Z');
    await enterResults(outside, [
      { guest_name: 'Gus Guest', place: 1, prize_cents: 4000 },
      { member_slug: MAX, place: 2 },
    ]);

    const answer = await dashboard();
    const board = (await (
      await world.clients.member.get(`/api/seasons/${starterSeason}/leaderboard/`)
    ).json()) as LeaderboardResponse;
    const mine = board.rows.find((row) => row.member.slug === MIA)!;
    const leader = board.rows[0]!;
    expect(answer.standing).toMatchObject({
      season: { slug: starterSeason, recorded_games: 1 },
      picked: 'played',
      players: board.rows.length,
      leader: { slug: MAX, name: 'Max Tester', points: leader.points },
      mine: {
        rank: mine.rank,
        points: mine.points,
        games: 1,
        wins: 0,
        cashes: 0,
        best_finish: 2,
        net_cents: mine.net_cents,
        points_behind: leader.points - mine.points,
      },
    });
    expect(mine.rank).toBe(2);
    expect((await dashboard(world.clients.manager)).standing?.mine).toMatchObject({
      rank: 1,
      points_behind: null,
    });

    expect(answer.recent_results).toEqual([
      {
        game: {
          slug: outside,
          title: 'Outside Night',
          starts_at: '2031-03-12T23:00:00.000Z',
          season_title: null,
        },
        entrants: 2,
        prize_pool_cents: (await resultsOf(outside)).prize_pool_cents,
        // A guest's result makes them a guest player of the club.
        winner: { name: 'Gus Guest', member_slug: 'gus-guest' },
        mine: null,
      },
      {
        game: {
          slug: first,
          title: 'Results Night 1',
          starts_at: '2031-03-05T23:00:00.000Z',
          season_title: expect.any(String),
        },
        entrants: 3,
        prize_pool_cents: (await resultsOf(first)).prize_pool_cents,
        winner: { name: 'Max Tester', member_slug: MAX },
        mine: { place: 2, prize_cents: 0, points: mine.points },
      },
    ]);
  });

  it('follows the caller’s remembered league and season, falling back when they are gone', async () => {
    const made = await world.clients.owner.post(`/api/leagues/${leagueSlug}/seasons/`, {
      title: 'Autumn Cup',
      begin_date: '2031-09-01',
      end_date: '2031-12-31',
    });
    expect(made.status).toBe(201);
    const autumn = ((await made.json()) as { slug: string }).slug;

    // Nothing remembered: the season the caller last played in, not the league's active one.
    expect((await dashboard()).standing).toMatchObject({
      season: { slug: starterSeason, recorded_games: 1 },
      picked: 'played',
      mine: { best_finish: 2 },
    });
    // The season chosen for the remembered league comes first.
    const chosen = await dashboard(world.clients.member, `?league=${leagueSlug}&season=${autumn}`);
    expect(chosen.standing).toMatchObject({
      season: { slug: autumn, title: 'Autumn Cup', recorded_games: 0 },
      picked: 'chosen',
      players: 0,
      leader: null,
      mine: null,
    });
    // No result of their own: the remembered league's first active season (running, then
    // future, then past), else the season of the club's latest recorded game.
    const owner = await dashboard(world.clients.owner, `?league=${leagueSlug}`);
    expect(owner.standing).toMatchObject({ season: { slug: autumn }, picked: 'active' });
    expect((await dashboard(world.clients.owner)).standing).toMatchObject({
      season: { slug: starterSeason },
      picked: 'latest',
      mine: null,
    });
    // A season or league the club does not have is passed over.
    for (const query of ['?season=no-such-season', `?league=no-such-league&season=${autumn}`]) {
      expect((await dashboard(world.clients.member, query)).standing).toMatchObject({
        season: { slug: starterSeason },
        picked: 'played',
      });
    }
  });

  it('shows the latest three recorded games, newest first', async () => {
    for (const day of ['2031-04-02', '2031-04-09']) {
      const slug = await schedule(`Night of ${day}`, `${day}T23:00:00Z`);
      await enterResults(slug, [
        { member_slug: MIA, place: 1, prize_cents: 2000 },
        { member_slug: MAX, place: 2 },
      ]);
    }
    const answer = await dashboard();
    expect(answer.recent_results.map((result) => result.game.title)).toEqual([
      'Night of 2031-04-09',
      'Night of 2031-04-02',
      'Outside Night',
    ]);
    expect(answer.recent_results[0]).toMatchObject({
      winner: { name: 'Mia Tester', member_slug: MIA },
      mine: { place: 1, prize_cents: 2000 },
    });
  });

  it('gives the standing of the league season the caller last played in, not the first league’s', async () => {
    // A second league, first by name, with a season running now and an older result in it.
    const made = await world.clients.owner.post(`/api/clubs/${world.club.slug}/leagues/`, {
      name: 'A Turbo League',
    });
    expect(made.status).toBe(201);
    const turboLeague = ((await made.json()) as { slug: string }).slug;
    const season = await world.clients.owner.post(`/api/leagues/${turboLeague}/seasons/`, {
      title: 'Turbo 2031',
      begin_date: '2031-01-01',
      end_date: '2031-12-31',
      is_active: true,
    });
    expect(season.status).toBe(201);
    const turbo = ((await season.json()) as { slug: string }).slug;
    const early = await schedule('Early Turbo', '2031-02-01T23:00:00Z', { season_slug: turbo });
    await enterResults(early, [
      { member_slug: MAX, place: 1 },
      { member_slug: MIA, place: 2 },
    ]);

    // Mia last played the Main League's season (5 March): that one, though the turbo league
    // comes first by name and its season is running.
    expect((await dashboard()).standing).toMatchObject({
      season: { slug: starterSeason, league_slug: leagueSlug },
      picked: 'played',
      mine: { games: 1 },
    });
    // Someone without a result sees the season of the club's latest recorded game.
    expect((await dashboard(world.clients.demo)).standing).toMatchObject({
      season: { slug: starterSeason },
      picked: 'latest',
      mine: null,
    });

    // A later turbo night: now that is where Mia last played, and the club's latest.
    const later = await schedule('Later Turbo', '2031-04-20T23:00:00Z', { season_slug: turbo });
    await enterResults(later, [
      { member_slug: MIA, place: 1 },
      { member_slug: MAX, place: 2 },
    ]);
    expect((await dashboard()).standing).toMatchObject({
      season: { slug: turbo, title: 'Turbo 2031', league_name: 'A Turbo League' },
      picked: 'played',
      mine: { games: 2, rank: 1 },
    });
    expect((await dashboard(world.clients.demo)).standing?.season.slug).toBe(turbo);
    // Her own choice still wins.
    const chosen = await dashboard(
      world.clients.member,
      `?league=${leagueSlug}&season=${starterSeason}`,
    );
    expect(chosen.standing).toMatchObject({ season: { slug: starterSeason }, picked: 'chosen' });
  });
});
