import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { createMigrator, migrateToLatest } from '../migrator';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const BEFORE = '0019-member-sort-name';

describe('migration 0022-member-counts', () => {
  it("counts every club's memberships per role, then keeps counting, and goes back down", async () => {
    const { error } = await createMigrator(database).migrateTo(BEFORE);
    expect(error).toBeUndefined();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an older schema
    const db = database.db as unknown as Kysely<any>;
    const at = new Date().toISOString();
    const clubs: number[] = [];
    for (const slug of ['counted-one', 'counted-two']) {
      const club = await db
        .insertInto('club')
        .values({ slug, name: slug, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      clubs.push(club.id);
    }
    const [one, two] = clubs as [number, number];
    const memberships: [number, string, string][] = [
      [one, 'owner', 'a'],
      [one, 'member', 'b'],
      [one, 'member', 'c'],
      [one, 'demo', 'd'],
      [two, 'manager', 'e'],
    ];
    for (const [clubId, role, slug] of memberships) {
      await db
        .insertInto('club_member')
        .values({
          club_id: clubId,
          role,
          slug,
          display_name: slug,
          sort_name: slug,
          created_at: at,
        })
        .execute();
    }

    expect(await migrateToLatest(database)).toContain('0022-member-counts');
    const counts = () =>
      database.db
        .selectFrom('club_member_count')
        .select(['club_id', 'role', 'members'])
        .where('club_id', 'in', clubs)
        .orderBy('club_id')
        .orderBy('role')
        .execute()
        .then((rows) => rows.map((row) => [row.club_id, row.role, Number(row.members)]));
    expect(await counts()).toEqual([
      [one, 'demo', 1],
      [one, 'member', 2],
      [one, 'owner', 1],
      [two, 'manager', 1],
    ]);

    await database.db
      .updateTable('club_member')
      .set({ role: 'manager' })
      .where('club_id', '=', one)
      .where('slug', '=', 'b')
      .execute();
    await database.db.deleteFrom('club_member').where('slug', '=', 'e').execute();
    expect(await counts()).toEqual([
      [one, 'demo', 1],
      [one, 'manager', 1],
      [one, 'member', 1],
      [one, 'owner', 1],
      [two, 'manager', 0],
    ]);

    const down = await createMigrator(database).migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    // Down, memberships are written without counting; back up, the counts start from the rows.
    await db.deleteFrom('club_member').where('slug', '=', 'c').execute();
    expect(await migrateToLatest(database)).toContain('0022-member-counts');
    expect(await counts()).toEqual([
      [one, 'demo', 1],
      [one, 'manager', 1],
      [one, 'owner', 1],
    ]);
  });
});
