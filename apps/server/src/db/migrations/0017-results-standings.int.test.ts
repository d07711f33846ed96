import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { createMigrator, migrateToLatest } from '../migrator';
import type { MigrationDb } from './migration';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const BEFORE = '0016-payouts';

describe('migration 0017-results-standings', () => {
  it('keeps existing entries, lets a re-entry share its player, and never counts a result twice', async () => {
    const { error } = await createMigrator(database).migrateTo(BEFORE);
    expect(error).toBeUndefined();
    const db = database.db;
    const at = new Date().toISOString();
    const club = await db
      .insertInto('club')
      .values({ slug: 'results-mig-club', name: 'Results Club', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const season = await db
      .insertInto('season')
      .values({
        club_id: club.id,
        league_id: null,
        slug: 'results-mig-season',
        title: 'Hidden',
        is_active: 1,
        is_hidden: 1,
        begin_date: '2027-01-01',
        end_date: '2027-12-31',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const game = await db
      .insertInto('game')
      .values({
        club_id: club.id,
        season_id: season.id,
        slug: 'results-mig-game',
        title: 'Night',
        starts_at: at,
        location: '',
        notes: '',
        max_players: null,
        blind_schedule_id: null,
        status: 'finished',
        join_code: 'code',
        join_enabled: 1,
        created_by_user_id: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The database as it was before 0017 (later migrations add columns today's types require).
    const early = db as unknown as MigrationDb;
    const member = await early
      .insertInto('club_member')
      .values({
        club_id: club.id,
        user_id: null,
        role: 'member',
        display_name: 'Dan',
        slug: 'dan',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entry = {
      game_id: game.id,
      member_id: member.id,
      name: 'Dan',
      email: null,
      status: 'registered' as const,
      joined_by_link: 0,
      cancel_token_hash: null,
      created_at: at,
      updated_at: at,
    };
    const first = await db
      .insertInto('game_entry')
      .values(entry)
      .returning('id')
      .executeTakeFirstOrThrow();

    expect((await migrateToLatest(database)).length).toBeGreaterThan(0);
    const kept = await db
      .selectFrom('game_entry')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      name: 'Dan',
      place: null,
      rebuys: 0,
      addons: 0,
      knockouts: 0,
      prize_cents: null,
      reentry_of_entry_id: null,
    });
    const recorded = await db
      .selectFrom('game')
      .select('recorded_at')
      .where('id', '=', game.id)
      .executeTakeFirstOrThrow();
    expect(recorded.recorded_at).toBeNull();

    // A re-entry is the same player again; a second live entry of theirs is still refused.
    await db
      .insertInto('game_entry')
      .values({ ...entry, reentry_of_entry_id: first.id })
      .execute();
    await expect(db.insertInto('game_entry').values(entry).execute()).rejects.toThrow();

    const result = {
      game_id: game.id,
      season_id: season.id,
      member_id: member.id,
      place: 1,
      entrants: 2,
      points_hundredths: 200,
      prize_cents: 4000,
      knockouts: 1,
      spent_cents: 4000,
    };
    await db.insertInto('game_result').values(result).execute();
    await expect(db.insertInto('game_result').values(result).execute()).rejects.toThrow();
    const standing = {
      season_id: season.id,
      member_id: member.id,
      rank: 1,
      points_hundredths: 200,
      games: 1,
      wins: 1,
      cashes: 1,
      best_finish: 1,
      winnings_cents: 4000,
      spent_cents: 4000,
      knockouts: 1,
      counted: '[]',
      updated_at: at,
    };
    await db.insertInto('season_standing').values(standing).execute();
    await expect(db.insertInto('season_standing').values(standing).execute()).rejects.toThrow();
  });
});
