import type { DashboardResponse } from '@felt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, startTestServer, type TestServer } from '../../../test/helpers';
import { DEMO_USER_EMAIL, findDemoClub } from './demo-club';
import { DEMO_CLUB_NAME, seedDemoClub } from './demo-seed';

let server: TestServer;

/**
 * The server's clock runs from the last 17:00 UTC (midday in New York), so the two builds of a
 * test fall on one calendar day in the club's zone, as two rebuilds in a row do.
 */
const realStart = Date.now();
const midday = Math.floor((realStart - 17 * 3600_000) / 86400_000) * 86400_000 + 17 * 3600_000;
const clock = { now: () => new Date(midday + (Date.now() - realStart)) };

beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
});
afterAll(() => server?.close());

/** The demo club's slugs a visitor's links carry, by kind. */
async function slugsOf(clubId: number) {
  const of = async (table: 'league' | 'season' | 'game' | 'club_member') =>
    (
      await server.db
        .selectFrom(table)
        .select('slug')
        .where('club_id', '=', clubId)
        .orderBy('slug')
        .execute()
    ).map((row) => row.slug);
  return {
    leagues: await of('league'),
    seasons: await of('season'),
    games: await of('game'),
    members: await of('club_member'),
  };
}

const count = async (table: 'club' | 'game' | 'league' | 'blind_schedule', clubId?: number) => {
  let query = server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n'));
  if (clubId !== undefined) query = query.where('club_id', '=', clubId);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

describe('the demo club seed', () => {
  it('builds one demo club twice over, with its year of games, and the demo user reads but never writes', async () => {
    const started = Date.now();
    const first = await seedDemoClub(server.app);
    const seconds = (Date.now() - started) / 1000;
    expect(seconds).toBeLessThan(60);
    const avatarsOf = async () =>
      (
        await server.db
          .selectFrom('user')
          .select('avatar_path')
          .where('email', 'like', '%@members.demo.felt.invalid')
          .where('avatar_path', 'is not', null)
          .execute()
      ).map((row) => row.avatar_path as string);
    const firstAvatars = await avatarsOf();
    expect(firstAvatars).toHaveLength(21);
    const picture = await server.app.media.stream(firstAvatars[0] as string);
    expect(picture?.size).toBeGreaterThan(0);
    picture?.stream.destroy();
    const firstClub = await findDemoClub(server.db);
    const firstSlugs = await slugsOf(firstClub!.club.id);
    const visitorBefore = createClient(server.url);
    expect((await visitorBefore.post('/api/auth/demo/')).status).toBe(200);
    const second = await seedDemoClub(server.app);
    // The first build's pictures went with its accounts.
    expect(await avatarsOf()).toHaveLength(21);
    for (const key of firstAvatars) expect(await server.app.media.stream(key)).toBeNull();
    expect(second.recordedGames).toBe(first.recordedGames);

    // Rebuilt, not doubled: one demo club, one demo user, the first club gone.
    const demo = await findDemoClub(server.db);
    expect(demo?.club.slug).toBe(second.clubSlug);
    expect(demo?.club.name).toBe(DEMO_CLUB_NAME);
    const clubs = await server.db
      .selectFrom('club')
      .select('slug')
      .where('name', '=', DEMO_CLUB_NAME)
      .execute();
    expect(clubs).toHaveLength(1);
    const demoUsers = await server.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', DEMO_USER_EMAIL)
      .execute();
    expect(demoUsers).toHaveLength(1);
    const clubId = demo!.club.id;

    // Rebuilt under the same slugs: a shared link or bookmark to a league, season, game or
    // member of the demo leads to the new one, and the slugs do not drift build after build.
    const secondSlugs = await slugsOf(clubId);
    expect(secondSlugs).toEqual(firstSlugs);
    expect(firstSlugs.games.length).toBeGreaterThan(55);
    for (const slug of [...firstSlugs.leagues, ...firstSlugs.seasons]) {
      expect(slug.startsWith(`${demo!.club.slug}-`)).toBe(true);
    }
    expect(second.runningGameSlug).toBe(first.runningGameSlug);
    expect(second.runningSeasonSlug).toBe(first.runningSeasonSlug);
    expect(firstSlugs.games).toContain(second.runningGameSlug);
    const board = await visitorBefore.get(`/api/seasons/${first.runningSeasonSlug}/leaderboard/`);
    expect(board.status).toBe(200);
    expect(((await board.json()) as { rows: unknown[] }).rows.length).toBeGreaterThan(10);
    const lastThursday = firstSlugs.games.find((slug) => slug.startsWith('thursday-night-poker-'));
    expect((await visitorBefore.get(`/api/games/${lastThursday}/`)).status).toBe(200);

    const members = await server.db
      .selectFrom('club_member')
      .select(['role'])
      .where('club_id', '=', clubId)
      .execute();
    expect(members.filter((m) => m.role !== 'demo')).toHaveLength(25);
    expect(members.filter((m) => m.role === 'demo')).toHaveLength(1);
    expect(await count('league', clubId)).toBe(2);
    expect(await count('blind_schedule', clubId)).toBe(3);
    const games = await server.db
      .selectFrom('game')
      .select(['status', 'starts_at', 'recorded_at'])
      .where('club_id', '=', clubId)
      .execute();
    const recorded = games.filter((g) => g.recorded_at !== null);
    expect(recorded.length).toBe(first.recordedGames);
    // Every member joined before the first game of the year of results their profile shows.
    const firstGame = Math.min(...recorded.map((g) => Date.parse(g.starts_at)));
    const joined = await server.db
      .selectFrom('club_member')
      .select('created_at')
      .where('club_id', '=', clubId)
      .where('role', '!=', 'demo')
      .where('user_id', 'is not', null)
      .execute();
    expect(joined).toHaveLength(25);
    for (const { created_at } of joined) expect(Date.parse(created_at)).toBeLessThan(firstGame);
    expect(recorded.length).toBeGreaterThanOrEqual(55);
    const now = Date.now();
    expect(recorded.every((g) => Date.parse(g.starts_at) < now)).toBe(true);
    expect(Math.min(...recorded.map((g) => Date.parse(g.starts_at)))).toBeLessThan(
      now - 340 * 24 * 3600 * 1000,
    );
    expect(games.filter((g) => g.status === 'running')).toHaveLength(1);
    expect(
      games.filter((g) => g.status === 'scheduled' && Date.parse(g.starts_at) > now),
    ).toHaveLength(2);
    const standings = await server.db
      .selectFrom('season_standing')
      .innerJoin('season', 'season.id', 'season_standing.season_id')
      .innerJoin('league', 'league.id', 'season.league_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('league.club_id', '=', clubId)
      .executeTakeFirstOrThrow();
    expect(Number(standings.n)).toBeGreaterThan(20);
    // The old club's rows went with it.
    expect(await count('game')).toBe(games.length);

    // The visitor: signed in by /api/auth/demo/, reads the running night, writes nothing.
    const visitor = createClient(server.url);
    expect((await visitor.post('/api/auth/demo/')).status).toBe(200);
    // Their dashboard's standing is of the season the club plays every Thursday (its latest
    // recorded game), not of the Friday turbo league that comes first by name.
    const home = await visitor.get(`/api/clubs/${second.clubSlug}/dashboard/`);
    expect(home.status).toBe(200);
    expect(((await home.json()) as DashboardResponse).standing).toMatchObject({
      season: { slug: second.runningSeasonSlug, league_name: 'Thursday Night Poker' },
      picked: 'latest',
    });
    const path = `/api/games/${second.runningGameSlug}/`;
    const state = await visitor.get(`${path}state/`);
    expect(state.status).toBe(200);
    const night = (await state.json()) as {
      status: string;
      clock: { status: string; level_index: number };
      players_total: number;
      players_left: number;
      tables: unknown[];
    };
    expect(night).toMatchObject({ status: 'running', players_total: 14, players_left: 11 });
    expect(night.clock.status).toBe('running');
    expect(night.clock.level_index).toBe(3);
    expect(night.tables.length).toBeGreaterThan(0);
    const write = await visitor.post(`${path}commands/`, {
      id: crypto.randomUUID(),
      type: 'pause',
    });
    expect(write.status).toBe(403);
    expect(await write.json()).toMatchObject({ code: 'demo_read_only' });
    const waitlisted = await server.db
      .selectFrom('game_entry')
      .innerJoin('game', 'game.id', 'game_entry.game_id')
      .select('game_entry.id')
      .where('game.club_id', '=', clubId)
      .where('game_entry.status', '=', 'waitlisted')
      .execute();
    expect(waitlisted).toHaveLength(2);
    // Two builds of a year of games on a loaded 2-core machine; one takes seconds alone.
  }, 180_000);

  it('builds on an instance with billing on (the demo club is on the Pro plan)', async () => {
    const billed = await startTestServer({ billingEnabled: true });
    try {
      const summary = await seedDemoClub(billed.app);
      const club = await findDemoClub(billed.db);
      expect(club?.club.plan).toBe('pro');
      expect(summary.recordedGames).toBeGreaterThanOrEqual(55);
      const leagues = await billed.db
        .selectFrom('league')
        .select('id')
        .where('club_id', '=', club!.club.id)
        .execute();
      expect(leagues).toHaveLength(2);
    } finally {
      await billed.close();
    }
  }, 180_000);
});
