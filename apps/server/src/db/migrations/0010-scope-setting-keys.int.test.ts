import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { createMigrator, migrateToLatest } from '../migrator';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const BEFORE = '0009-hidden-season-with-club';

/** Every row as [club_id, league_id, season_id, data], in id order. */
async function keyedRows() {
  const rows = await database.db
    .selectFrom('scope_setting')
    .select(['club_id', 'league_id', 'season_id', 'data'])
    .orderBy('id')
    .execute();
  return rows.map((row) => [row.club_id, row.league_id, row.season_id, row.data]);
}

describe('migration 0010-scope-setting-keys', () => {
  it("moves every scope's overrides to its own keyed column; deletes then cascade", async () => {
    const { error } = await createMigrator(database).migrateTo(BEFORE);
    expect(error).toBeUndefined();
    const at = new Date().toISOString();
    const club = await database.db
      .insertInto('club')
      .values({ slug: 'keyed-club', name: 'Keyed Club', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const addLeague = (slug: string) =>
      database.db
        .insertInto('league')
        .values({ club_id: club.id, slug, name: slug, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
    const addSeason = (slug: string, leagueId: number) =>
      database.db
        .insertInto('season')
        .values({
          club_id: club.id,
          league_id: leagueId,
          slug,
          title: slug,
          is_active: 1,
          is_hidden: 0,
          begin_date: '2027-01-01',
          end_date: '2027-12-31',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const league = await addLeague('keyed-league');
    const season = await addSeason('keyed-season', league.id);
    const otherSeason = await addSeason('keyed-other-season', league.id);
    const keptLeague = await addLeague('kept-league');
    // Rows as the old table held them: (scope, scope_id) and the owning club on every row. The
    // last names a season deleted before the old clean-ups existed; no key can hold it.
    const old = [
      ['club', club.id, '{"max_rebuys":1}'],
      ['league', league.id, '{"max_rebuys":2}'],
      ['season', season.id, '{"max_rebuys":3}'],
      ['season', otherSeason.id, '{"max_rebuys":4}'],
      ['league', keptLeague.id, '{"max_rebuys":5}'],
      ['season', 999_999, '{"max_rebuys":6}'],
    ] as const;
    for (const [scope, scopeId, data] of old) {
      await sql`insert into scope_setting (club_id, scope, scope_id, data, updated_at)
        values (${club.id}, ${scope}, ${scopeId}, ${data}, ${at})`.execute(database.db);
    }

    expect(await migrateToLatest(database)).toContain('0010-scope-setting-keys');
    expect(await keyedRows()).toEqual([
      [club.id, null, null, '{"max_rebuys":1}'],
      [null, league.id, null, '{"max_rebuys":2}'],
      [null, null, season.id, '{"max_rebuys":3}'],
      [null, null, otherSeason.id, '{"max_rebuys":4}'],
      [null, keptLeague.id, null, '{"max_rebuys":5}'],
    ]);

    // A row must name exactly one scope, and a scope has one row.
    const insert = (values: { club_id?: number; league_id?: number; season_id?: number }) =>
      database.db
        .insertInto('scope_setting')
        .values({ data: '{}', updated_at: at, ...values })
        .execute();
    await expect(insert({})).rejects.toThrow();
    await expect(insert({ club_id: club.id, league_id: keptLeague.id })).rejects.toThrow();
    await expect(insert({ league_id: keptLeague.id })).rejects.toThrow();
    await expect(insert({ season_id: 999_999 })).rejects.toThrow();

    await database.db.deleteFrom('season').where('id', '=', otherSeason.id).execute();
    expect((await keyedRows()).map((row) => row[3])).toEqual([
      '{"max_rebuys":1}',
      '{"max_rebuys":2}',
      '{"max_rebuys":3}',
      '{"max_rebuys":5}',
    ]);
    // The league's seasons go with it by cascade, and their overrides with them.
    await database.db.deleteFrom('league').where('id', '=', league.id).execute();
    expect(await keyedRows()).toEqual([
      [club.id, null, null, '{"max_rebuys":1}'],
      [null, keptLeague.id, null, '{"max_rebuys":5}'],
    ]);

    // Down puts (scope, scope_id) and the owning club back; up again keys them again.
    const down = await createMigrator(database).migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    const restored = await sql<{ club_id: number; scope: string; scope_id: number }>`
      select club_id, scope, scope_id from scope_setting order by id`.execute(database.db);
    expect(restored.rows).toEqual([
      { club_id: club.id, scope: 'club', scope_id: club.id },
      { club_id: club.id, scope: 'league', scope_id: keptLeague.id },
    ]);
    expect(await migrateToLatest(database)).toContain('0010-scope-setting-keys');
    expect(await keyedRows()).toEqual([
      [club.id, null, null, '{"max_rebuys":1}'],
      [null, keptLeague.id, null, '{"max_rebuys":5}'],
    ]);

    await database.db.deleteFrom('club').where('id', '=', club.id).execute();
    expect(await keyedRows()).toEqual([]);
  });
});
