import type {
  BlindScheduleListResponse,
  MemberListResponse,
  SettingsResponse,
} from '@felt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubWorld, logInClient, type ClubWorld } from '../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../test/helpers';

/*
 * Decision 0049: the members list (without a search), the blind schedules list and each
 * scope's settings are kept per process for the version of what they are made of, read on
 * every request. A change made by another process on the same database shows at once, the
 * answer is the same compressed or not, and access is still checked on every request.
 */

let server: TestServer;
let other: TestServer;
let world: ClubWorld;
/** The club's owner, signed in to the other process: every write below goes through it. */
let ownerThere: TestClient;
let memberThere: TestClient;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
  other = await startTestServer({ database: server.config.database });
  ownerThere = await logInClient(other, world.users.owner);
  memberThere = await logInClient(other, world.users.member);
});
afterAll(async () => {
  await other?.close();
  await server?.close();
});

async function json<T>(client: TestClient, pathname: string, init?: RequestInit): Promise<T> {
  const response = await client.get(pathname, init);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

async function expectStatus(response: Response, status: number) {
  expect(response.status, await response.clone().text()).toBe(status);
  return response;
}

describe('the members list, kept per roster version', () => {
  const path = () => `/api/clubs/${world.club.slug}/members/`;
  const names = (list: MemberListResponse) => list.results.map((member) => member.name);
  const emailOf = (list: MemberListResponse, slug: string) =>
    list.results.find((member) => member.slug === slug)?.email;

  it('shows guests, roles, names and addresses changed by another process at once', async () => {
    const before = await json<MemberListResponse>(world.clients.member, path());
    // Read twice: the second answer is the kept one.
    expect(await json<MemberListResponse>(world.clients.member, path())).toEqual(before);
    const asOwner = await json<MemberListResponse>(world.clients.owner, path());
    const memberSlug = asOwner.results.find((m) => m.user_id === world.users.member.id)!.slug;
    expect(emailOf(asOwner, memberSlug)).toBe(world.users.member.email);
    // Members do not see addresses; the owner's kept answer is not theirs.
    expect(emailOf(before, memberSlug)).toBeNull();

    const guest = await expectStatus(await ownerThere.post(path(), { name: 'Kept Guest' }), 201);
    const guestSlug = ((await guest.json()) as { slug: string }).slug;
    const added = await json<MemberListResponse>(world.clients.member, path());
    expect(added.count).toBe(before.count + 1);
    expect(names(added)).toContain('Kept Guest');

    await expectStatus(await ownerThere.patch(`${path()}${memberSlug}/`, { role: 'manager' }), 200);
    const promoted = await json<MemberListResponse>(world.clients.owner, path());
    expect(promoted.results.find((m) => m.slug === memberSlug)?.role).toBe('manager');
    await expectStatus(await ownerThere.patch(`${path()}${memberSlug}/`, { role: 'member' }), 200);

    await expectStatus(
      await memberThere.patch('/api/auth/user/profile/', { first_name: 'Renamed' }),
      200,
    );
    expect(names(await json<MemberListResponse>(world.clients.member, path()))).toContain(
      'Renamed Tester',
    );

    // An address changed by any write, even one no repository makes, moves the roster.
    await other.db
      .updateTable('user')
      .set({ email: 'kept-renamed@example.com' })
      .where('id', '=', world.users.member.id)
      .execute();
    const readdressed = await json<MemberListResponse>(world.clients.owner, path());
    expect(emailOf(readdressed, memberSlug)).toBe('kept-renamed@example.com');
    await other.db
      .updateTable('user')
      .set({ email: world.users.member.email })
      .where('id', '=', world.users.member.id)
      .execute();

    await expectStatus(await ownerThere.delete(`${path()}${guestSlug}/`), 204);
    const removed = await json<MemberListResponse>(world.clients.member, path());
    expect(removed.count).toBe(before.count);
    expect(names(removed)).not.toContain('Kept Guest');
  });

  it('answers the same compressed, checks access every time, and keeps no search', async () => {
    // Enough guests for an answer worth compressing.
    for (let i = 1; i <= 12; i++) {
      await expectStatus(await ownerThere.post(path(), { name: `Kept Player ${i}` }), 201);
    }
    const plain = await world.clients.member.get(path(), {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainList = (await plain.json()) as MemberListResponse;
    for (const encoding of ['br', 'gzip']) {
      for (let read = 0; read < 2; read++) {
        const compressed = await world.clients.member.get(path(), {
          headers: { 'accept-encoding': encoding },
        });
        expect(compressed.headers.get('content-encoding')).toBe(encoding);
        expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(await compressed.json()).toEqual(plainList);
      }
    }
    // A kept answer is not a way in.
    expect((await world.clients.otherOwner.get(path())).status).toBe(404);
    expect((await world.clients.anonymous.get(path())).status).toBe(401);

    const search = `${path()}?search=kept%20player%201`;
    const found = await json<MemberListResponse>(world.clients.member, search);
    expect(names(found).sort()).toEqual(
      ['Kept Player 1', 'Kept Player 10', 'Kept Player 11', 'Kept Player 12'].sort(),
    );
    await expectStatus(await ownerThere.post(path(), { name: 'Kept Player 13' }), 201);
    expect(names(await json<MemberListResponse>(world.clients.member, search))).toContain(
      'Kept Player 13',
    );
  });

  it('keeps each page and role filter apart, and keeps no page that does not exist', async () => {
    const pageOne = await json<MemberListResponse>(world.clients.member, `${path()}?page=1`);
    const owners = await json<MemberListResponse>(world.clients.member, `${path()}?role=owner`);
    expect(owners.results.map((member) => member.role)).toEqual(['owner']);
    expect(pageOne.results.length).toBeGreaterThan(1);
    const beyond = `${path()}?page=2`;
    if (pageOne.next === null) {
      expect((await world.clients.member.get(beyond)).status).toBe(404);
      // Enough members for a second page: it exists at once.
      for (let i = pageOne.count; i <= 26; i++) {
        await expectStatus(await ownerThere.post(path(), { name: `Paging Guest ${i}` }), 201);
      }
    }
    const second = await json<MemberListResponse>(world.clients.member, beyond);
    expect(second.previous).toContain('page=1');
    expect(second.results.length).toBeGreaterThan(0);
  });
});

describe('the blind schedules list, kept per version of the club’s schedules', () => {
  const path = () => `/api/clubs/${world.club.slug}/blind-schedules/`;
  const titles = (list: BlindScheduleListResponse) => list.results.map((s) => s.title);

  it('shows schedules and levels changed by another process at once', async () => {
    const before = await json<BlindScheduleListResponse>(world.clients.member, path());
    expect(await json<BlindScheduleListResponse>(world.clients.member, path())).toEqual(before);

    const made = await expectStatus(
      await ownerThere.post(path(), {
        title: 'Kept Turbo',
        levels: [
          { time_minutes: 10, small_blind: 25, big_blind: 50 },
          { time_minutes: 10, small_blind: 50, big_blind: 100 },
        ],
      }),
      201,
    );
    const schedule = (await made.json()) as { slug: string; levels: { id: number }[] };
    const added = await json<BlindScheduleListResponse>(world.clients.member, path());
    expect(added.count).toBe(before.count + 1);
    expect(titles(added)).toContain('Kept Turbo');

    const level = schedule.levels[1]!;
    await expectStatus(
      await ownerThere.patch(`${path()}${schedule.slug}/levels/${level.id}/`, {
        small_blind: 60,
        big_blind: 120,
      }),
      200,
    );
    const edited = await json<BlindScheduleListResponse>(world.clients.member, path());
    const kept = edited.results.find((s) => s.slug === schedule.slug)!;
    expect(kept.levels.map((l) => [l.small_blind, l.big_blind])).toEqual([
      [25, 50],
      [60, 120],
    ]);

    await expectStatus(await ownerThere.delete(`${path()}${schedule.slug}/`), 204);
    const gone = await json<BlindScheduleListResponse>(world.clients.member, path());
    expect(gone).toEqual(before);

    expect((await world.clients.otherOwner.get(path())).status).toBe(404);
  });
});

describe("a scope's settings, kept while the chain's overrides read the same", () => {
  it("shows a season's and its club's changes made by another process at once", async () => {
    const season = (
      await json<{ results: { active_season: { slug: string } }[] }>(
        world.clients.member,
        `/api/clubs/${world.club.slug}/leagues/`,
      )
    ).results[0]!.active_season.slug;
    const path = `/api/seasons/${season}/settings/`;
    const before = await json<SettingsResponse>(world.clients.member, path);
    expect(await json<SettingsResponse>(world.clients.member, path)).toEqual(before);

    await expectStatus(await ownerThere.patch(path, { best_results_count: 7 }), 200);
    const own = await json<SettingsResponse>(world.clients.member, path);
    expect(own.best_results_count).toMatchObject({ value: 7, source: 'season', overridden: true });

    // The club's own change reaches the season where the season sets nothing.
    await expectStatus(await ownerThere.patch(path, { best_results_count: null }), 200);
    await expectStatus(
      await ownerThere.patch(`/api/clubs/${world.club.slug}/settings/`, {
        best_results_count: 5,
      }),
      200,
    );
    const inherited = await json<SettingsResponse>(world.clients.member, path);
    expect(inherited.best_results_count).toMatchObject({ value: 5, source: 'club' });

    expect((await world.clients.otherOwner.get(path)).status).toBe(404);
  });
});
