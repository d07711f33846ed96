import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubWorld, type ClubWorld } from '../../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../../test/helpers';

type Settings = Record<string, { value: unknown; source: string; overridden: boolean }>;

let server: TestServer;
let world: ClubWorld;
let leagueSlug: string;
let seasonSlug: string;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
  const leagues = (await (
    await world.clients.owner.get(`/api/clubs/${world.club.slug}/leagues/`)
  ).json()) as { results: { slug: string; active_season: { slug: string } }[] };
  leagueSlug = leagues.results[0]?.slug ?? '';
  seasonSlug = leagues.results[0]?.active_season.slug ?? '';
});
afterAll(() => server?.close());

async function read(client: TestClient, url: string): Promise<Settings> {
  const response = await client.get(url);
  expect(response.status).toBe(200);
  return (await response.json()) as Settings;
}

async function patch(client: TestClient, url: string, body: unknown): Promise<Settings> {
  const response = await client.patch(url, body);
  expect(response.status).toBe(200);
  return (await response.json()) as Settings;
}

let games = 0;
/** A new game of the world's club (in `season`, or the hidden season), as its settings path. */
async function newGame(season?: string): Promise<{ slug: string; settings: string }> {
  games += 1;
  const response = await world.clients.owner.post(`/api/clubs/${world.club.slug}/games/`, {
    title: `Settings Game ${games}`,
    starts_at: '2031-03-07T19:00:00Z',
    ...(season ? { season_slug: season } : {}),
  });
  expect(response.status).toBe(201);
  const { slug } = (await response.json()) as { slug: string };
  return { slug, settings: `/api/games/${slug}/settings/` };
}

describe("a game's settings (the cascade's fourth scope)", () => {
  it('takes the nearest override: game, then season, then league, then club', async () => {
    const owner = world.clients.owner;
    await patch(owner, `/api/clubs/${world.club.slug}/settings/`, {
      seats_per_table: 8,
      bounty_cents: 200,
    });
    await patch(owner, `/api/leagues/${leagueSlug}/settings/`, { default_buy_in_cents: 3000 });
    await patch(owner, `/api/seasons/${seasonSlug}/settings/`, { max_rebuys: 2 });
    const game = await newGame(seasonSlug);
    const other = await newGame(seasonSlug);

    const written = await patch(world.clients.manager, game.settings, {
      max_rebuys: 0,
      bounty_cents: 500,
    });
    expect(written.max_rebuys).toEqual({ value: 0, source: 'game', overridden: true });
    expect(written.bounty_cents).toEqual({ value: 500, source: 'game', overridden: true });
    expect(written.default_buy_in_cents).toEqual({
      value: 3000,
      source: 'league',
      overridden: false,
    });
    expect(written.seats_per_table).toEqual({ value: 8, source: 'club', overridden: false });

    // Members and Demo read it; another game of the season keeps the season's values.
    const seen = await read(world.clients.demo, game.settings);
    expect(seen.max_rebuys).toEqual({ value: 0, source: 'game', overridden: true });
    const otherSeen = await read(world.clients.member, other.settings);
    expect(otherSeen.max_rebuys).toEqual({ value: 2, source: 'season', overridden: false });

    // null inherits again.
    const reset = await patch(owner, game.settings, { max_rebuys: null });
    expect(reset.max_rebuys).toEqual({ value: 2, source: 'season', overridden: false });
    expect(reset.bounty_cents).toEqual({ value: 500, source: 'game', overridden: true });
  });

  it("of a game in the club's hidden season inherit from the club, past no league", async () => {
    const owner = world.clients.owner;
    await patch(owner, `/api/clubs/${world.club.slug}/settings/`, { rebuy_price_cents: 1500 });
    await patch(owner, `/api/leagues/${leagueSlug}/settings/`, { rebuy_price_cents: 1000 });
    const game = await newGame();
    const settings = await read(world.clients.member, game.settings);
    expect(settings.rebuy_price_cents).toEqual({ value: 1500, source: 'club', overridden: false });
  });

  it('refuses bad values as field errors, and a game of another club is unknown', async () => {
    const game = await newGame();
    const bad = await world.clients.owner.patch(game.settings, { max_rebuys: -1 });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()) as object)).toEqual(['max_rebuys']);
    const unknown = await world.clients.owner.get('/api/games/no-such-game-2031-01-01/settings/');
    expect(unknown.status).toBe(404);
    expect((await world.clients.otherOwner.get(game.settings)).status).toBe(404);
    expect((await world.clients.member.patch(game.settings, { max_rebuys: 1 })).status).toBe(403);
  });

  it('go with their game, and forget a deleted blind schedule like the other scopes', async () => {
    const owner = world.clients.owner;
    const created = await owner.post(`/api/clubs/${world.club.slug}/blind-schedules/`, {
      title: 'Game Night Structure',
    });
    expect(created.status).toBe(201);
    const schedule = ((await created.json()) as { slug: string }).slug;
    const game = await newGame();
    await patch(owner, game.settings, { default_blind_schedule_slug: schedule, max_rebuys: 3 });
    expect(
      (await owner.delete(`/api/clubs/${world.club.slug}/blind-schedules/${schedule}/`)).status,
    ).toBe(204);
    const after = await read(owner, game.settings);
    expect(after.default_blind_schedule_slug?.source).not.toBe('game');
    expect(after.max_rebuys).toEqual({ value: 3, source: 'game', overridden: true });

    const { id } = await server.db
      .selectFrom('game')
      .select('id')
      .where('slug', '=', game.slug)
      .executeTakeFirstOrThrow();
    const stored = () =>
      server.db.selectFrom('scope_setting').select('data').where('game_id', '=', id).execute();
    expect(await stored()).toHaveLength(1);
    // Nobody entered it, so it is erased, and its overrides with it.
    expect((await owner.delete(`/api/games/${game.slug}/`)).status).toBe(204);
    expect(await stored()).toEqual([]);
    expect((await owner.get(game.settings)).status).toBe(404);
  });
});
