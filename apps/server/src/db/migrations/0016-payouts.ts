import { withIdColumn, type MigrationContext, type MigrationDb } from './migration';

/**
 * Issue 14, a game's money (decision 0027). `game_payout`: the night's own payout percentages
 * (a director's call, else the settings cascade's structure) and the accepted deal, one row per
 * game at most. `game_payout_paid`: who was marked paid, keyed by the live night's entry id
 * (a string: `String(game_entry.id)` for a registered entry, a command's UUID for a latecomer
 * or a re-entry, which have no `game_entry` row), with who marked it and when.
 */
export async function up(db: MigrationDb, context: MigrationContext): Promise<void> {
  await withIdColumn(db.schema.createTable('game_payout'), context)
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().unique().references('game.id').onDelete('cascade'),
    )
    // JSON: one percentage per paid place, first place first; null: the cascade's structure.
    .addColumn('percentages', 'text')
    // JSON: the accepted deal (method, amount left to play for, places and amounts); null: none.
    .addColumn('deal', 'text')
    .addColumn('updated_by_user_id', 'integer', (col) =>
      col.references('user.id').onDelete('set null'),
    )
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('game_payout_paid'), context)
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().references('game.id').onDelete('cascade'),
    )
    .addColumn('entry_id', 'text', (col) => col.notNull())
    .addColumn('paid_by_user_id', 'integer', (col) =>
      col.references('user.id').onDelete('set null'),
    )
    .addColumn('paid_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('game_payout_paid_entry_unique', ['game_id', 'entry_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('game_payout_paid').execute();
  await db.schema.dropTable('game_payout').execute();
}
