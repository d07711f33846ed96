import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { createMigrator, migrateToLatest } from '../migrator';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const BEFORE = '0013-calendar-reminders-mail-preferences';

/** Every row as [club_id, league_id, season_id, data], in id order. */
async function rows() {
  const found = await database.db
    .selectFrom('scope_setting')
    .select(['club_id', 'league_id', 'season_id', 'data'])
    .orderBy('id')
    .execute();
  return found.map((row) => [row.club_id, row.league_id, row.season_id, row.data]);
}

describe('migration 0014-game-settings-scope', () => {
  it("keeps every existing scope's row, adds a game scope that goes with its game", async () => {
    const { error } = await createMigrator(database).migrateTo(BEFORE);
    expect(error).toBeUndefined();
    const at = new Date().toISOString();
    const club = await database.db
      .insertInto('club')
      .values({ slug: 'game-scope-club', name: 'Game Scope Club', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const league = await database.db
      .insertInto('league')
      .values({ club_id: club.id, slug: 'gs-league', name: 'GS', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const season = await database.db
      .insertInto('season')
      .values({
        club_id: club.id,
        league_id: league.id,
        slug: 'gs-season',
        title: 'GS Season',
        is_active: 1,
        is_hidden: 0,
        begin_date: '2027-01-01',
        end_date: '2027-12-31',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = [
      { club_id: club.id, data: '{"max_rebuys":1}' },
      { league_id: league.id, data: '{"max_rebuys":2}' },
      { season_id: season.id, data: '{"max_rebuys":3}' },
    ];
    for (const values of before) {
      await database.db
        .insertInto('scope_setting')
        .values({ updated_at: at, ...values })
        .execute();
    }
    const expected = [
      [club.id, null, null, '{"max_rebuys":1}'],
      [null, league.id, null, '{"max_rebuys":2}'],
      [null, null, season.id, '{"max_rebuys":3}'],
    ];

    expect(await migrateToLatest(database)).toContain('0014-game-settings-scope');
    expect(await rows()).toEqual(expected);

    const game = await database.db
      .insertInto('game')
      .values({
        club_id: club.id,
        season_id: season.id,
        slug: 'gs-game-2027-03-05',
        title: 'GS Game',
        starts_at: '2027-03-05T19:00:00.000Z',
        location: '',
        notes: '',
        status: 'scheduled',
        join_code: 'code',
        join_enabled: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const insert = (values: { club_id?: number; game_id?: number }) =>
      database.db
        .insertInto('scope_setting')
        .values({ data: '{"max_rebuys":4}', updated_at: at, ...values })
        .execute();
    await insert({ game_id: game.id });
    // One row per game, naming exactly one scope, and only a game that exists.
    await expect(insert({ game_id: game.id })).rejects.toThrow();
    await expect(insert({ club_id: club.id, game_id: game.id })).rejects.toThrow();
    await expect(insert({ game_id: 999_999 })).rejects.toThrow();
    const gameRows = () =>
      database.db
        .selectFrom('scope_setting')
        .select('id')
        .where('game_id', 'is not', null)
        .execute();
    expect(await gameRows()).toHaveLength(1);

    // The game's overrides go with it; the others stay.
    await database.db.deleteFrom('game').where('id', '=', game.id).execute();
    expect(await gameRows()).toEqual([]);
    expect(await rows()).toEqual(expected);

    // Down drops the game scope (and its rows); up again.
    const other = await database.db
      .insertInto('game')
      .values({
        club_id: club.id,
        season_id: season.id,
        slug: 'gs-game-2027-03-12',
        title: 'GS Game',
        starts_at: '2027-03-12T19:00:00.000Z',
        location: '',
        notes: '',
        status: 'scheduled',
        join_code: 'code',
        join_enabled: 1,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insert({ game_id: other.id });
    const down = await createMigrator(database).migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    expect(await rows()).toEqual(expected);
    expect(await migrateToLatest(database)).toContain('0014-game-settings-scope');
    expect(await rows()).toEqual(expected);

    await database.db.deleteFrom('club').where('id', '=', club.id).execute();
    expect(await rows()).toEqual([]);
  });
});
