import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { createMigrator, migrateToLatest } from '../migrator';
import type { MigrationDb } from './migration';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const BEFORE = '0015-game-commands';

describe('migration 0018-club-timezone', () => {
  it("gives each existing club its owner's time zone, else the default, and new clubs the default", async () => {
    const { error } = await createMigrator(database).migrateTo(BEFORE);
    expect(error).toBeUndefined();
    const at = new Date().toISOString();
    // The tables as they were at 0015, not today's typed schema.
    const db = database.db as unknown as MigrationDb;
    const user = async (slug: string, timezone: string) =>
      db
        .insertInto('user')
        .values({
          slug,
          email: `${slug}@example.com`,
          password_hash: 'x',
          first_name: 'A',
          last_name: 'B',
          timezone,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const club = async (slug: string) =>
      db
        .insertInto('club')
        .values({ slug, name: slug, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
    const member = async (
      clubId: number,
      userId: number | null,
      role: 'owner' | 'manager' | 'member',
      slug: string,
    ) =>
      db
        .insertInto('club_member')
        .values({
          club_id: clubId,
          user_id: userId,
          role,
          slug,
          display_name: null,
          created_at: at,
        })
        .execute();

    const denver = await user('tz-denver', 'America/Denver');
    const honolulu = await user('tz-honolulu', 'Pacific/Honolulu');
    const owned = await club('tz-owned');
    await member(owned.id, honolulu.id, 'member', 'h');
    await member(owned.id, denver.id, 'owner', 'd');
    await member(owned.id, null, 'member', 'guest');
    const ownerless = await club('tz-ownerless');
    await member(ownerless.id, honolulu.id, 'manager', 'h');

    expect(await migrateToLatest(database)).toContain('0018-club-timezone');
    const zoneOf = async (id: number) =>
      (
        await db
          .selectFrom('club')
          .select('timezone')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).timezone;
    expect(await zoneOf(owned.id)).toBe('America/Denver');
    expect(await zoneOf(ownerless.id)).toBe('America/New_York');
    expect(await zoneOf((await club('tz-new')).id)).toBe('America/New_York');

    const down = await createMigrator(database).migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    await migrateToLatest(database);
  });
});
