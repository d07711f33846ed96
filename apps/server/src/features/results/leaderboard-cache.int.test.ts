import { countedGamesOf, type LeaderboardResponse } from '@felt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  createClubWorld,
  createUser,
  logInClient,
  type ClubWorld,
} from '../../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../../test/helpers';

/*
 * Decision 0039: each process keeps the season's serialized leaderboard for the version of what
 * it is made of, checked on every read, so a change made anywhere (this process or another on
 * the same database) shows at once, an unchanged answer is a 304 for its ETag, and access is
 * still checked on every request.
 */

let server: TestServer;
let world: ClubWorld;
let seasonSlug: string;
let day = 0;

const owner = () => world.clients.owner;
const path = () => `/api/seasons/${seasonSlug}/leaderboard/`;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
  const leagues = (await (await owner().get(`/api/clubs/${world.club.slug}/leagues/`)).json()) as {
    results: { slug: string }[];
  };
  // All of it in the past: games entered as run elsewhere, and a CSV import.
  const made = await owner().post(`/api/leagues/${leagues.results[0]!.slug}/seasons/`, {
    title: 'Kept Season',
    begin_date: '2025-01-01',
    end_date: '2025-12-31',
  });
  expect(made.status).toBe(201);
  seasonSlug = ((await made.json()) as { slug: string }).slug;
});
afterAll(() => server?.close());

async function read(client: TestClient, init?: RequestInit) {
  const response = await client.get(path(), init);
  expect(response.status, await response.clone().text()).toBe(200);
  return {
    etag: response.headers.get('etag')!,
    response,
    board: (await response.json()) as LeaderboardResponse,
  };
}

/** Each player's name, points and counted games' titles, in rank order. */
const table = (board: LeaderboardResponse) =>
  board.rows.map((row) => [
    row.member.name,
    row.points,
    countedGamesOf(board.games, row.counted_games).map((game) => game.title),
  ]);

/** A game of the season entered as run elsewhere (PUT results records it). */
async function enterGame(names: string[]): Promise<string> {
  day += 1;
  const made = await owner().post(`/api/clubs/${world.club.slug}/games/`, {
    title: `Kept Night ${day}`,
    starts_at: `2025-03-${String(day).padStart(2, '0')}T01:00:00Z`,
    season_slug: seasonSlug,
  });
  expect(made.status).toBe(201);
  const { slug } = (await made.json()) as { slug: string };
  await putResults(slug, names);
  return slug;
}

async function putResults(slug: string, names: string[]) {
  const entered = await owner().put(`/api/games/${slug}/results/`, {
    results: names.map((name, index) => ({
      guest_name: name,
      place: index + 1,
      rebuys: 0,
      addons: 0,
      knockouts: 0,
    })),
  });
  expect(entered.status, await entered.text()).toBe(200);
}

describe('the kept leaderboard', () => {
  let firstGame: string;

  it('answers the same bytes again, and 304 for its ETag', async () => {
    firstGame = await enterGame(['Ann', 'Bob', 'Cat']);
    const first = await read(world.clients.member);
    expect(table(first.board)).toEqual([
      ['Ann', expect.any(Number), ['Kept Night 1']],
      ['Bob', expect.any(Number), ['Kept Night 1']],
      ['Cat', expect.any(Number), ['Kept Night 1']],
    ]);
    expect(first.board.games.map((game) => game.title)).toEqual(['Kept Night 1']);
    expect(first.etag).toMatch(/^W\/".+"$/);
    expect(first.response.headers.get('vary')).toMatch(/accept-encoding/i);

    const again = await read(world.clients.member);
    expect(again.etag).toBe(first.etag);
    expect(again.board).toEqual(first.board);

    const unchanged = await world.clients.member.get(path(), {
      headers: { 'if-none-match': first.etag },
    });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(first.etag);

    // A different ETag is answered in full.
    const stale = await world.clients.member.get(path(), {
      headers: { 'if-none-match': 'W/"not-this-one"' },
    });
    expect(stale.status).toBe(200);
  });

  it('names each caller their own row: the ETag differs per caller', async () => {
    const asMember = await read(world.clients.member);
    const asOwner = await read(owner());
    const memberSlug = await slugOf(world.users.member.id);
    const ownerSlug = await slugOf(world.users.owner.id);
    expect(asMember.board.viewer_member_slug).toBe(memberSlug);
    expect(asOwner.board.viewer_member_slug).toBe(ownerSlug);
    expect(asOwner.etag).not.toBe(asMember.etag);
    expect(
      (await owner().get(path(), { headers: { 'if-none-match': asMember.etag } })).status,
    ).toBe(200);
    const { viewer_member_slug: _member, ...memberRest } = asMember.board;
    const { viewer_member_slug: _owner, ...ownerRest } = asOwner.board;
    expect(ownerRest).toEqual(memberRest);
  });

  it('compresses for a client that asks, and the same bytes each time', async () => {
    const plain = await read(world.clients.member);
    const raw = async () => {
      const response = await world.clients.member.get(path(), {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      // fetch decodes it.
      return (await response.json()) as LeaderboardResponse;
    };
    expect(await raw()).toEqual(plain.board);
    expect(await raw()).toEqual(plain.board);
  });

  it('changes at once after recording, correcting, a settings change and an import', async () => {
    const before = await read(world.clients.member);

    // Recording another game.
    await enterGame(['Bob', 'Dan']);
    const recorded = await read(world.clients.member);
    expect(recorded.etag).not.toBe(before.etag);
    expect(recorded.board.season.recorded_games).toBe(2);
    expect(recorded.board.games.map((game) => game.title)).toEqual([
      'Kept Night 1',
      'Kept Night 2',
    ]);
    expect(table(recorded.board)[0]).toEqual(['Bob', expect.any(Number), expect.any(Array)]);
    expect(
      (await world.clients.member.get(path(), { headers: { 'if-none-match': before.etag } }))
        .status,
    ).toBe(200);

    // Correcting the first game: Cat won it.
    await putResults(firstGame, ['Cat', 'Bob', 'Ann']);
    const corrected = await read(world.clients.member);
    expect(corrected.etag).not.toBe(recorded.etag);
    const cat = corrected.board.rows.find((row) => row.member.name === 'Cat')!;
    expect(countedGamesOf(corrected.board.games, cat.counted_games)).toEqual([
      expect.objectContaining({ title: 'Kept Night 1', place: 1 }),
    ]);

    // Best 1: Bob's two games, one counts.
    const changed = await owner().patch(`/api/seasons/${seasonSlug}/settings/`, {
      best_results_count: 1,
    });
    expect(changed.status, await changed.text()).toBe(200);
    const best = await read(world.clients.member);
    expect(best.board.season.best_results_count).toBe(1);
    const bob = best.board.rows.find((row) => row.member.name === 'Bob')!;
    expect(bob.games).toBe(2);
    expect(bob.counted_games.game).toHaveLength(1);

    // An import of a past night.
    const imported = await world.clients.manager.post(`/api/seasons/${seasonSlug}/import/`, {
      csv: [
        'date,game,player,email,place,rebuys,addons,knockouts,prize',
        '2025-04-20,Imported Night,Eve,,1,0,0,0,',
        '2025-04-20,Imported Night,Ann,,2,0,0,0,',
      ].join('\n'),
      dry_run: false,
    });
    expect(imported.status, await imported.text()).toBe(200);
    const after = await read(world.clients.member);
    expect(after.board.season.recorded_games).toBe(3);
    expect(after.board.games.map((game) => game.title)).toContain('Imported Night');
    expect(after.board.rows.map((row) => row.member.name)).toContain('Eve');
  });

  it('changes at once when best-N changes on a season with nothing recorded', async () => {
    const leagues = (await (
      await owner().get(`/api/clubs/${world.club.slug}/leagues/`)
    ).json()) as { results: { slug: string }[] };
    const made = await owner().post(`/api/leagues/${leagues.results[0]!.slug}/seasons/`, {
      title: 'Empty Season',
      begin_date: '2025-01-01',
      end_date: '2025-12-31',
    });
    expect(made.status).toBe(201);
    const empty = ((await made.json()) as { slug: string }).slug;
    const boardOf = async () => {
      const response = await world.clients.member.get(`/api/seasons/${empty}/leaderboard/`);
      expect(response.status).toBe(200);
      return {
        etag: response.headers.get('etag'),
        board: (await response.json()) as LeaderboardResponse,
      };
    };
    const before = await boardOf();
    expect(before.board.rows).toEqual([]);
    expect(before.board.season.best_results_count).toBe(0);
    // No table is stored again (there is none): the settings' own change moves the version.
    const changed = await owner().patch(`/api/seasons/${empty}/settings/`, {
      best_results_count: 4,
    });
    expect(changed.status, await changed.text()).toBe(200);
    const after = await boardOf();
    expect(after.board.season.best_results_count).toBe(4);
    expect(after.etag).not.toBe(before.etag);
  });

  it('changes at once when a member’s name changes', async () => {
    const memberSlug = await slugOf(world.users.member.id);
    const made = await owner().put(`/api/games/${await enterGameSlug()}/results/`, {
      results: [{ member_slug: memberSlug, place: 1, rebuys: 0, addons: 0, knockouts: 0 }],
    });
    expect(made.status, await made.text()).toBe(200);
    const before = await read(world.clients.member);
    expect(before.board.rows.map((row) => row.member.name)).toContain('Mia Tester');
    await server.db
      .updateTable('user')
      .set({ first_name: 'Mina', updated_at: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', world.users.member.id)
      .execute();
    const after = await read(world.clients.member);
    expect(after.board.rows.map((row) => row.member.name)).toContain('Mina Tester');
    expect(after.etag).not.toBe(before.etag);
  });

  it('changes at once when a member claims the guest profile they played as', async () => {
    const player = await createUser(server, { firstName: 'Pia', lastName: 'Player' });
    await addMember(server, world.club, player, 'member');
    const playerClient = await logInClient(server, player);
    await enterGame(['Pia P', 'Quinn']);
    const before = await read(playerClient);
    const guest = before.board.rows.find((row) => row.member.name === 'Pia P');
    expect(guest).toBeDefined();

    const claimed = await playerClient.post(
      `/api/clubs/${world.club.slug}/members/${guest!.member.slug}/claim/`,
    );
    expect(claimed.status, await claimed.text()).toBe(200);
    const after = await read(playerClient);
    const names = after.board.rows.map((row) => row.member.name);
    expect(names).toContain('Pia Player');
    expect(names).not.toContain('Pia P');
    expect(after.etag).not.toBe(before.etag);
  });

  it('still refuses outsiders and other clubs while an answer is kept', async () => {
    const kept = await read(world.clients.member);
    for (const client of [world.clients.otherOwner, world.clients.anonymous]) {
      const plain = await client.get(path());
      const withTag = await client.get(path(), { headers: { 'if-none-match': kept.etag } });
      for (const response of [plain, withTag]) {
        expect([401, 403, 404]).toContain(response.status);
        expect(response.headers.get('etag')).toBeNull();
        expect(await response.text()).not.toContain('Kept Night');
      }
    }
    expect((await world.clients.otherOwner.get(path())).status).toBe(404);
    expect((await world.clients.anonymous.get(path())).status).toBe(401);
  });

  it('shows a change made by another process on the same database at once', async () => {
    const other = await startTestServer({ database: server.config.database });
    try {
      const member = await logInClient(other, world.users.member);
      const otherOwner = await logInClient(other, world.users.otherOwner);
      const elsewhere = async () => {
        const response = await member.get(path());
        expect(response.status).toBe(200);
        return {
          etag: response.headers.get('etag')!,
          board: (await response.json()) as LeaderboardResponse,
        };
      };
      // Both processes keep the answer.
      const there = await elsewhere();
      const here = await read(world.clients.member);
      expect(there.board).toEqual(here.board);
      expect(there.etag).toBe(here.etag);
      // The other process keeps it, and still refuses a stranger.
      expect((await otherOwner.get(path())).status).toBe(404);

      await enterGame(['Zed', 'Ann']);
      const changed = await elsewhere();
      expect(changed.etag).not.toBe(there.etag);
      expect(changed.board.season.recorded_games).toBe(here.board.season.recorded_games + 1);
      expect(changed.board.rows.map((row) => row.member.name)).toContain('Zed');

      // And the other way round: a setting changed there shows here.
      const otherOwnerOfClub = await logInClient(other, world.users.owner);
      const setting = await otherOwnerOfClub.patch(`/api/seasons/${seasonSlug}/settings/`, {
        best_results_count: 2,
      });
      expect(setting.status, await setting.text()).toBe(200);
      expect((await read(world.clients.member)).board.season.best_results_count).toBe(2);
    } finally {
      await other.close();
    }
  });
});

async function slugOf(userId: number): Promise<string> {
  const row = await server.db
    .selectFrom('club_member')
    .select('slug')
    .where('club_id', '=', world.club.id)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.slug;
}

/** A new game of the season, not yet recorded. */
async function enterGameSlug(): Promise<string> {
  day += 1;
  const made = await owner().post(`/api/clubs/${world.club.slug}/games/`, {
    title: `Kept Night ${day}`,
    starts_at: `2025-03-${String(day).padStart(2, '0')}T01:00:00Z`,
    season_slug: seasonSlug,
  });
  expect(made.status).toBe(201);
  return ((await made.json()) as { slug: string }).slug;
}
