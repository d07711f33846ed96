import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { createMigrator, migrateToLatest } from '../migrator';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('migration 0006-leagues-seasons', () => {
  it("gives clubs from before it a Main League with this year's season, and goes down cleanly", async () => {
    const { error } = await createMigrator(database).migrateTo('0005-blind-schedules');
    expect(error).toBeUndefined();
    const at = new Date().toISOString();
    const club = await database.db
      .insertInto('club')
      .values({ slug: 'older-club', name: 'Older Club', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();

    expect(await migrateToLatest(database)).toContain('0006-leagues-seasons');
    const leagues = await database.db
      .selectFrom('league')
      .selectAll()
      .where('club_id', '=', club.id)
      .execute();
    expect(leagues.map((league) => league.name)).toEqual(['Main League']);
    const seasons = await database.db
      .selectFrom('season')
      .selectAll()
      .where('league_id', '=', leagues[0]?.id ?? -1)
      .execute();
    const year = at.slice(0, 4);
    expect(seasons.map((s) => [s.title, s.begin_date, s.end_date, s.is_active])).toEqual([
      [year, `${year}-01-01`, `${year}-12-31`, 1],
    ]);

    const down = await createMigrator(database).migrateTo('0005-blind-schedules');
    expect(down.error).toBeUndefined();
    expect(await migrateToLatest(database)).toContain('0006-leagues-seasons');
  });
});
