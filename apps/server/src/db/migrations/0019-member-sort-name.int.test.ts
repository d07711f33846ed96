import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { createMigrator, migrateToLatest } from '../migrator';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const BEFORE = '0015-game-commands';

describe('migration 0019-member-sort-name', () => {
  it("fills every membership's sort name from the account's or the guest's name", async () => {
    const { error } = await createMigrator(database).migrateTo(BEFORE);
    expect(error).toBeUndefined();
    // The tables as they were before the migration: no sort_name yet.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an older schema
    const db = database.db as unknown as Kysely<any>;
    const at = new Date().toISOString();
    const user = await db
      .insertInto('user')
      .values({
        slug: 'ella-fitzgerald',
        email: 'sort-name@example.com',
        password_hash: 'x',
        first_name: 'Ëlla',
        last_name: 'FITZGERALD',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const club = await db
      .insertInto('club')
      .values({ slug: 'sort-name-club', name: 'Sort Name Club', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [slug, userId, displayName] of [
      ['ella', user.id, null],
      ['guest', null, '  José   Núñez '],
    ] as const) {
      await db
        .insertInto('club_member')
        .values({
          club_id: club.id,
          user_id: userId,
          role: 'member',
          display_name: displayName,
          slug,
          created_at: at,
        })
        .execute();
    }

    expect(await migrateToLatest(database)).toContain('0019-member-sort-name');
    const rows = await database.db
      .selectFrom('club_member')
      .select(['slug', 'sort_name'])
      .where('club_id', '=', club.id)
      .orderBy('slug')
      .execute();
    expect(rows).toEqual([
      { slug: 'ella', sort_name: 'ella fitzgerald' },
      { slug: 'guest', sort_name: 'jose nunez' },
    ]);
  });
});
