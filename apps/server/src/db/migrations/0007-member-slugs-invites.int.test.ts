import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { createMigrator, migrateToLatest } from '../migrator';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('migration 0007-member-slugs-invites', () => {
  it('gives existing members slugs unique in their club, and goes down cleanly', async () => {
    const { error } = await createMigrator(database).migrateTo('0006-leagues-seasons');
    expect(error).toBeUndefined();
    const at = new Date().toISOString();
    const club = await database.db
      .insertInto('club')
      .values({ slug: 'slug-club', name: 'Slug Club', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await database.db
      .insertInto('user')
      .values({
        slug: 'ann-b',
        email: 'ann.b@example.com',
        password_hash: 'x',
        first_name: 'Ann',
        last_name: 'Bee',
        venmo_handle: null,
        paypal_handle: null,
        avatar_path: null,
        email_verified_at: null,
        last_login_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Inserted through a plain query: the typed schema already has `slug`, this table not yet.
    for (const [userId, name] of [
      [user.id, null],
      [null, 'Ann Bee'],
      [null, 'Zed'],
    ] as const) {
      await database.db
        .insertInto('club_member')
        .values({
          club_id: club.id,
          user_id: userId,
          role: userId ? 'owner' : 'member',
          display_name: name,
          created_at: at,
        } as never)
        .execute();
    }

    expect(await migrateToLatest(database)).toContain('0007-member-slugs-invites');
    const slugs = await database.db
      .selectFrom('club_member')
      .select('slug')
      .where('club_id', '=', club.id)
      .orderBy('id')
      .execute();
    expect(slugs.map((row) => row.slug)).toEqual(['ann-bee', 'ann-bee-2', 'zed']);

    const down = await createMigrator(database).migrateTo('0006-leagues-seasons');
    expect(down.error).toBeUndefined();
    expect(await migrateToLatest(database)).toContain('0007-member-slugs-invites');
  });
});
