import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createClubWorld, createUser, logInClient } from '../../../test/factories';
import type { ClubWorld } from '../../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../../test/helpers';
import { listEvents } from '../../events/events.repository';

interface Level {
  id: number;
  slug: string;
  time_minutes: number;
  small_blind: number;
  big_blind: number;
  ante_value: number;
  is_break: boolean;
  level_number: number;
  sort_order: number;
}

let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server, { logIn: ['member', 'demo', 'otherOwner'] });
});
afterAll(() => server?.close());

/**
 * A club of its own with a manager signed in and a schedule of four playing levels and a break
 * after the second: 25/50, 50/100, break, 75/150, 100/200.
 */
async function scheduleWithLevels() {
  const owner = await createUser(server);
  const club = await createClub(server, { owner, blindSchedules: false });
  const client = await logInClient(server, owner);
  const response = await client.post(`/api/clubs/${club.slug}/blind-schedules/`, {
    title: 'Home Game',
    levels: [
      { small_blind: 25, big_blind: 50, time_minutes: 20 },
      { small_blind: 50, big_blind: 100 },
      { is_break: true },
      { small_blind: 75, big_blind: 150 },
      { small_blind: 100, big_blind: 200 },
    ],
  });
  expect(response.status).toBe(201);
  const schedule = (await response.json()) as { slug: string; levels: Level[] };
  const path = `/api/clubs/${club.slug}/blind-schedules/${schedule.slug}/`;
  return { club, client, path, levels: schedule.levels };
}

async function levelsOf(client: TestClient, path: string): Promise<Level[]> {
  return ((await (await client.get(path)).json()) as { levels: Level[] }).levels;
}

/** [sort_order, level_number, small_blind] of each level: what numbering is about. */
const shape = (levels: Level[]) => levels.map((l) => [l.sort_order, l.level_number, l.small_blind]);

describe('POST .../levels/', () => {
  it('appends a playing level with the next number and the previous level’s length', async () => {
    const { club, client, path } = await scheduleWithLevels();
    const response = await client.post(`${path}levels/`, { small_blind: 150, big_blind: 300 });
    expect(response.status).toBe(201);
    const level = (await response.json()) as Level;
    expect(level).toMatchObject({
      small_blind: 150,
      big_blind: 300,
      ante_value: 0,
      time_minutes: 20,
      is_break: false,
      level_number: 5,
      sort_order: 6,
    });
    // A letter first, so a slug never reads as an id in a path.
    expect(level.slug).toMatch(/^[a-z][a-z0-9]{9}$/);
    expect((await levelsOf(client, path)).at(-1)).toEqual(level);
    const events = await listEvents(server.db, {
      clubId: club.id,
      type: 'blind_structure.updated',
    });
    expect(events.map((event) => JSON.parse(event.data).action)).toEqual([
      'created',
      'level_created',
    ]);
  });

  it('forces a break to no blinds, no ante and level_number -1', async () => {
    const { client, path } = await scheduleWithLevels();
    const response = await client.post(`${path}levels/`, {
      is_break: true,
      small_blind: 500,
      big_blind: 1000,
      ante_value: 100,
      time_minutes: 10,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      is_break: true,
      small_blind: 0,
      big_blind: 0,
      ante_value: 0,
      time_minutes: 10,
      level_number: -1,
      sort_order: 6,
    });
  });

  it('checks the values of a playing level', async () => {
    const { client, path } = await scheduleWithLevels();
    const missing = await client.post(`${path}levels/`, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      small_blind: ['This field is required.'],
      big_blind: ['This field is required.'],
    });
    const inverted = await client.post(`${path}levels/`, { small_blind: 200, big_blind: 100 });
    expect(await inverted.json()).toEqual({
      big_blind: ['Big blind must be at least the small blind.'],
    });
    const negative = await client.post(`${path}levels/`, {
      small_blind: -1,
      big_blind: 'lots',
      ante_value: 1_000_000_001,
      is_break: 'no',
    });
    expect(await negative.json()).toEqual({
      small_blind: ['Ensure this value is greater than or equal to 0.'],
      big_blind: ['A valid integer is required.'],
      ante_value: ['Ensure this value is less than or equal to 1000000000.'],
      is_break: ['Must be a valid boolean.'],
    });
    expect(await levelsOf(client, path)).toHaveLength(5);
  });
});

describe('PATCH .../levels/{levelId}/', () => {
  it('changes only the values sent', async () => {
    const { client, path, levels } = await scheduleWithLevels();
    const target = levels[1] as Level;
    const response = await client.patch(`${path}levels/${target.slug}/`, {
      ante_value: 10,
      time_minutes: 25,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...target, ante_value: 10, time_minutes: 25 });
  });

  it('renumbers the other levels when a level becomes a break, and back', async () => {
    const { client, path, levels } = await scheduleWithLevels();
    const second = levels[1] as Level;
    const toBreak = await client.patch(`${path}levels/${second.slug}/`, { is_break: true });
    expect(await toBreak.json()).toMatchObject({
      is_break: true,
      small_blind: 0,
      big_blind: 0,
      level_number: -1,
    });
    expect(shape(await levelsOf(client, path))).toEqual([
      [1, 1, 25],
      [2, -1, 0],
      [3, -1, 0],
      [4, 2, 75],
      [5, 3, 100],
    ]);
    // A break turned back into a level needs blinds again.
    const noBlinds = await client.patch(`${path}levels/${second.slug}/`, { is_break: false });
    expect(noBlinds.status).toBe(400);
    expect(await noBlinds.json()).toEqual({ big_blind: ['Big blind must be greater than 0.'] });
    const back = await client.patch(`${path}levels/${second.slug}/`, {
      is_break: false,
      small_blind: 60,
      big_blind: 120,
    });
    expect(back.status).toBe(200);
    expect(shape(await levelsOf(client, path))).toEqual([
      [1, 1, 25],
      [2, 2, 60],
      [3, -1, 0],
      [4, 3, 75],
      [5, 4, 100],
    ]);
  });

  it('names the level by its id (SPEC.md section 7) as well as by its slug', async () => {
    const { client, path, levels } = await scheduleWithLevels();
    const target = levels[3] as Level;
    const byId = await client.patch(`${path}levels/${target.id}/`, { small_blind: 80 });
    expect(byId.status).toBe(200);
    expect(await byId.json()).toEqual({ ...target, small_blind: 80 });
    const bySlug = await client.patch(`${path}levels/${target.slug}/`, { big_blind: 160 });
    expect(await bySlug.json()).toEqual({ ...target, small_blind: 80, big_blind: 160 });
    expect((await levelsOf(client, path))[3]).toEqual({
      ...target,
      small_blind: 80,
      big_blind: 160,
    });
  });

  it("answers 404 for an unknown level or another schedule's level, by slug or id", async () => {
    const { client, path, levels } = await scheduleWithLevels();
    const other = await scheduleWithLevels();
    const foreign = other.levels[0] as Level;
    const own = levels[0] as Level;
    for (const levelId of [
      'no-such-level',
      foreign.slug,
      String(foreign.id),
      '999999999',
      // Not how an id is written, so not read as one (and no slug looks like it).
      `0${own.id}`,
    ]) {
      const response = await client.patch(`${path}levels/${levelId}/`, { time_minutes: 5 });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
    expect(await levelsOf(client, path)).toEqual(levels);
  });

  it('reads a number as an id first, then as one of the all-digit slugs made before ids', async () => {
    const { client, path, levels } = await scheduleWithLevels();
    const [first, second, , fourth] = levels as [Level, Level, Level, Level];
    // Older slugs could be all digits. Give one the number of another level's id, and one a
    // number no level here has as its id.
    await server.db
      .updateTable('blind_level')
      .set({ slug: String(first.id) })
      .where('id', '=', second.id)
      .execute();
    await server.db
      .updateTable('blind_level')
      .set({ slug: '9876543210' })
      .where('id', '=', fourth.id)
      .execute();
    const byId = await client.patch(`${path}levels/${first.id}/`, { ante_value: 5 });
    expect(await byId.json()).toMatchObject({ id: first.id, ante_value: 5 });
    const bySlug = await client.patch(`${path}levels/9876543210/`, { ante_value: 7 });
    expect(await bySlug.json()).toMatchObject({ id: fourth.id, ante_value: 7 });
    expect((await levelsOf(client, path)).map((level) => level.ante_value)).toEqual([
      5, 0, 0, 7, 0,
    ]);
  });
});

describe('DELETE .../levels/{levelId}/', () => {
  it('answers the remaining levels with contiguous numbers', async () => {
    const { client, path, levels } = await scheduleWithLevels();
    const response = await client.delete(`${path}levels/${(levels[0] as Level).slug}/`);
    expect(response.status).toBe(200);
    const remaining = (await response.json()) as Level[];
    expect(shape(remaining)).toEqual([
      [1, 1, 50],
      [2, -1, 0],
      [3, 2, 75],
      [4, 3, 100],
    ]);
    expect(remaining).toEqual(await levelsOf(client, path));
    const afterBreak = await client.delete(`${path}levels/${(levels[2] as Level).slug}/`);
    expect(shape((await afterBreak.json()) as Level[])).toEqual([
      [1, 1, 50],
      [2, 2, 75],
      [3, 3, 100],
    ]);
  });

  it('deletes by id (SPEC.md section 7), and only a level of this schedule', async () => {
    const { client, path, levels } = await scheduleWithLevels();
    const other = await scheduleWithLevels();
    const foreign = await client.delete(`${path}levels/${(other.levels[0] as Level).id}/`);
    expect(foreign.status).toBe(404);
    expect(await levelsOf(other.client, other.path)).toEqual(other.levels);
    const response = await client.delete(`${path}levels/${(levels[1] as Level).id}/`);
    expect(response.status).toBe(200);
    const remaining = (await response.json()) as Level[];
    expect(shape(remaining)).toEqual([
      [1, 1, 25],
      [2, -1, 0],
      [3, 2, 75],
      [4, 3, 100],
    ]);
    expect(remaining.map((level) => level.id)).not.toContain((levels[1] as Level).id);
    const again = await client.delete(`${path}levels/${(levels[1] as Level).id}/`);
    expect(again.status).toBe(404);
  });
});

describe('DELETE .../levels/delete-all/', () => {
  it('empties the schedule; new levels start again at 1', async () => {
    const { client, path } = await scheduleWithLevels();
    const response = await client.delete(`${path}levels/delete-all/`);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await levelsOf(client, path)).toEqual([]);
    const first = await client.post(`${path}levels/`, { small_blind: 5, big_blind: 10 });
    expect(await first.json()).toMatchObject({ level_number: 1, sort_order: 1, time_minutes: 20 });
  });
});

describe('POST .../levels/swap/', () => {
  it('swaps two levels and renumbers, breaks included', async () => {
    const { club, client, path, levels } = await scheduleWithLevels();
    const [first, , pause] = levels as [Level, Level, Level];
    const response = await client.post(`${path}levels/swap/`, [
      { slug: first.slug },
      { slug: pause.slug },
    ]);
    expect(response.status).toBe(200);
    const swapped = (await response.json()) as Level[];
    expect(shape(swapped)).toEqual([
      [1, -1, 0],
      [2, 1, 50],
      [3, 2, 25],
      [4, 3, 75],
      [5, 4, 100],
    ]);
    expect(swapped[0]?.slug).toBe(pause.slug);
    expect(swapped[2]?.slug).toBe(first.slug);
    const actions = (
      await listEvents(server.db, { clubId: club.id, type: 'blind_structure.updated' })
    ).map((event) => JSON.parse(event.data).action);
    expect(actions).toContain('levels_swapped');
  });

  it('needs exactly two different levels of this schedule', async () => {
    const { client, path, levels } = await scheduleWithLevels();
    const [first] = levels as [Level];
    const one = await client.post(`${path}levels/swap/`, [{ slug: first.slug }]);
    expect(one.status).toBe(400);
    expect(await one.json()).toEqual({ non_field_errors: ['Send exactly two levels to swap.'] });
    const same = await client.post(`${path}levels/swap/`, [
      { slug: first.slug },
      { slug: first.slug },
    ]);
    expect(await same.json()).toEqual({
      non_field_errors: ['Choose two different levels to swap.'],
    });
    const unknown = await client.post(`${path}levels/swap/`, [
      { slug: first.slug },
      { slug: 'elsewhere' },
    ]);
    expect(await unknown.json()).toEqual({
      '1.slug': ['No level with this slug in this schedule.'],
    });
  });
});

describe('PATCH .../levels/bulk-update/', () => {
  it('changes every level at once, from a plain list or {levels}', async () => {
    const { client, path, levels } = await scheduleWithLevels();
    const everyLevel = levels
      .filter((l) => !l.is_break)
      .map((l) => ({ slug: l.slug, time_minutes: 12 }));
    const response = await client.patch(`${path}levels/bulk-update/`, everyLevel);
    expect(response.status).toBe(200);
    const updated = (await response.json()) as Level[];
    expect(updated.map((l) => l.time_minutes)).toEqual([12, 12, 5, 12, 12]);

    const wrapped = await client.patch(`${path}levels/bulk-update/`, {
      levels: [
        { slug: (levels[3] as Level).slug, is_break: true },
        { slug: (levels[4] as Level).slug, ante_value: 25 },
      ],
    });
    expect(wrapped.status).toBe(200);
    expect(shape((await wrapped.json()) as Level[])).toEqual([
      [1, 1, 25],
      [2, 2, 50],
      [3, -1, 0],
      [4, -1, 0],
      [5, 3, 100],
    ]);
  });

  it('changes nothing when any item is wrong, and names each one', async () => {
    const { client, path, levels } = await scheduleWithLevels();
    const before = await levelsOf(client, path);
    const response = await client.patch(`${path}levels/bulk-update/`, {
      levels: [
        { slug: (levels[0] as Level).slug, time_minutes: 30 },
        { slug: (levels[1] as Level).slug, big_blind: 10 },
        { slug: 'missing', time_minutes: 30 },
      ],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      'levels.1.big_blind': ['Big blind must be at least the small blind.'],
      'levels.2.slug': ['No level with this slug in this schedule.'],
    });
    const schema = await client.patch(`${path}levels/bulk-update/`, [{ time_minutes: 0 }]);
    expect(await schema.json()).toEqual({
      'levels.0.time_minutes': ['Ensure this value is greater than or equal to 1.'],
      'levels.0.slug': ['This field is required.'],
    });
    expect(await levelsOf(client, path)).toEqual(before);
  });
});

describe('level writes and roles', () => {
  it('refuses members and Demo, and hides the club from strangers', async () => {
    const path = `/api/clubs/${world.club.slug}/blind-schedules/standard/levels/`;
    const member = await world.clients.member.post(path, { small_blind: 1, big_blind: 2 });
    expect(member.status).toBe(403);
    expect(((await member.json()) as { code: string }).code).toBe('permission_denied');
    const demo = await world.clients.demo.delete(`${path}delete-all/`);
    expect(demo.status).toBe(403);
    expect(((await demo.json()) as { code: string }).code).toBe('demo_read_only');
    const stranger = await world.clients.otherOwner.post(`${path}swap/`, [
      { slug: 'a' },
      { slug: 'b' },
    ]);
    expect(stranger.status).toBe(404);
    const standard = await server.db
      .selectFrom('blind_level')
      .innerJoin('blind_schedule', 'blind_schedule.id', 'blind_level.schedule_id')
      .select('blind_level.id')
      .where('blind_schedule.club_id', '=', world.club.id)
      .where('blind_schedule.slug', '=', 'standard')
      .execute();
    expect(standard.length).toBeGreaterThan(0);
  });
});
