import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { createMigrator, migrateToLatest } from '../migrator';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('migration 0005-blind-schedules', () => {
  it('gives clubs from before it the starter schedules, and goes down cleanly', async () => {
    const { error } = await createMigrator(database).migrateTo('0004-clubs-profile-events');
    expect(error).toBeUndefined();
    const at = new Date().toISOString();
    const club = await database.db
      .insertInto('club')
      .values({ slug: 'old-club', name: 'Old Club', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect(await migrateToLatest(database)).toContain('0005-blind-schedules');
    const schedules = await database.db
      .selectFrom('blind_schedule')
      .selectAll()
      .where('club_id', '=', club.id)
      .orderBy('id')
      .execute();
    expect(schedules.map((s) => [s.slug, s.title, s.is_default])).toEqual([
      ['standard', 'Standard', 1],
      ['turbo', 'Turbo', 0],
    ]);
    const levels = await database.db
      .selectFrom('blind_level')
      .selectAll()
      .where('schedule_id', '=', schedules[1]?.id ?? -1)
      .orderBy('sort_order')
      .execute();
    expect(levels.map((l) => l.level_number)).toEqual([1, 2, 3, 4, 5, 6, -1, 7, 8, 9, 10, 11, 12]);
    expect(levels.map((l) => l.sort_order)).toEqual(levels.map((_, i) => i + 1));
    expect(
      levels.filter((l) => l.is_break === 1).map((l) => [l.small_blind, l.time_minutes]),
    ).toEqual([[0, 5]]);
  });
});
