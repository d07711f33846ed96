import { withIdColumn, type MigrationContext, type MigrationDb } from './migration';

/**
 * Issue 13, the live game night (decision 0024): each game's command log. The live state is
 * the domain's fold of it (decision 0022); nothing else about the night is stored.
 */
export async function up(db: MigrationDb, context: MigrationContext): Promise<void> {
  await withIdColumn(db.schema.createTable('game_command'), context)
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().references('game.id').onDelete('cascade'),
    )
    // 1, 2, 3, ... per game, without gaps: the order the commands were applied in.
    .addColumn('version', 'integer', (col) => col.notNull())
    // Made by the client (a UUID): the same id twice is answered from this row.
    .addColumn('command_id', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    // The whole command as the domain folds it (id, at, seed, type and its fields), JSON.
    .addColumn('body', 'text', (col) => col.notNull())
    // The server's clock when it was appended, epoch milliseconds.
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('seed', 'bigint')
    .addColumn('created_by_user_id', 'integer', (col) =>
      col.references('user.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('game_command_version_unique', ['game_id', 'version'])
    .addUniqueConstraint('game_command_id_unique', ['game_id', 'command_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('game_command').execute();
}
