import { sql } from 'kysely';
import { withIdColumn, type MigrationContext, type MigrationDb } from './migration';

/**
 * Issue 14, recording and standings (decision 0028). A recorded game's players carry their
 * result on their `game_entry` row (one row per entry of the night: latecomers and re-entries
 * get one when the night is recorded); `game_result` is each member's one result in the game,
 * what the standings are computed from; `season_standing` is the stored table, rewritten in the
 * transaction that records or corrects a game and only read otherwise.
 */
export async function up(db: MigrationDb, context: MigrationContext): Promise<void> {
  const entry = db.schema.alterTable('game_entry');
  // 1 = the winner; null: no result (not played, or not recorded).
  await entry.addColumn('place', 'integer').execute();
  await entry.addColumn('rebuys', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await entry.addColumn('addons', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await entry.addColumn('knockouts', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await entry.addColumn('prize_cents', 'integer').execute();
  // Points in hundredths (gamePoints rounds to 2 decimals): exact on both databases. Set on the
  // entry whose finish counts for the player (a re-entered player's best one), else null.
  await entry.addColumn('points_hundredths', 'integer').execute();
  // The live night's entry id: `String(id)` for a registered entry, the command's UUID for an
  // entry made during the night; null for a result entered by hand.
  await entry.addColumn('night_entry_id', 'text').execute();
  // The entry this one re-entered from (the same player, another buy-in).
  await entry.addColumn('reentry_of_entry_id', 'integer').execute();

  // One live entry per member and game, re-entries aside: they are the same player again.
  await db.schema.dropIndex('game_entry_one_per_member').execute();
  await db.schema
    .createIndex('game_entry_one_per_member')
    .on('game_entry')
    .columns(['game_id', 'member_id'])
    .unique()
    .where(
      sql<boolean>`member_id is not null and status <> 'cancelled' and reentry_of_entry_id is null`,
    )
    .execute();

  await db.schema.alterTable('game').addColumn('recorded_at', 'text').execute();

  await withIdColumn(db.schema.createTable('game_result'), context)
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().references('game.id').onDelete('cascade'),
    )
    .addColumn('season_id', 'integer', (col) =>
      col.notNull().references('season.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('club_member.id').onDelete('cascade'),
    )
    // The member's best finish in the game and how many entries the game had.
    .addColumn('place', 'integer', (col) => col.notNull())
    .addColumn('entrants', 'integer', (col) => col.notNull())
    .addColumn('points_hundredths', 'integer', (col) => col.notNull())
    .addColumn('prize_cents', 'integer', (col) => col.notNull())
    .addColumn('knockouts', 'integer', (col) => col.notNull())
    // Buy-ins (re-entries too), rebuys and add-ons: net = prize - spent.
    .addColumn('spent_cents', 'integer', (col) => col.notNull())
    // Nothing is ever counted twice: one result per member per game.
    .addUniqueConstraint('game_result_member_unique', ['game_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('game_result_season_idx')
    .on('game_result')
    .columns(['season_id', 'member_id'])
    .execute();

  await withIdColumn(db.schema.createTable('season_standing'), context)
    .addColumn('season_id', 'integer', (col) =>
      col.notNull().references('season.id').onDelete('cascade'),
    )
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().references('club_member.id').onDelete('cascade'),
    )
    .addColumn('rank', 'integer', (col) => col.notNull())
    .addColumn('points_hundredths', 'integer', (col) => col.notNull())
    .addColumn('games', 'integer', (col) => col.notNull())
    .addColumn('wins', 'integer', (col) => col.notNull())
    .addColumn('cashes', 'integer', (col) => col.notNull())
    .addColumn('best_finish', 'integer', (col) => col.notNull())
    .addColumn('winnings_cents', 'integer', (col) => col.notNull())
    .addColumn('spent_cents', 'integer', (col) => col.notNull())
    .addColumn('knockouts', 'integer', (col) => col.notNull())
    // JSON: the games whose points count under best-N, best first: [{game_id, place, points}].
    .addColumn('counted', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('season_standing_member_unique', ['season_id', 'member_id'])
    .execute();
  await db.schema
    .createIndex('season_standing_rank_idx')
    .on('season_standing')
    .columns(['season_id', 'rank'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('season_standing').execute();
  await db.schema.dropTable('game_result').execute();
  await db.schema.alterTable('game').dropColumn('recorded_at').execute();
  await db.schema.dropIndex('game_entry_one_per_member').execute();
  await db.schema
    .createIndex('game_entry_one_per_member')
    .on('game_entry')
    .columns(['game_id', 'member_id'])
    .unique()
    .where(sql<boolean>`member_id is not null and status <> 'cancelled'`)
    .execute();
  for (const column of [
    'reentry_of_entry_id',
    'night_entry_id',
    'points_hundredths',
    'prize_cents',
    'knockouts',
    'addons',
    'rebuys',
    'place',
  ]) {
    await db.schema.alterTable('game_entry').dropColumn(column).execute();
  }
}
