import { withIdColumn, type MigrationContext, type MigrationDb } from './migration';

export async function up(db: MigrationDb, context: MigrationContext): Promise<void> {
  // One row per club, league or season that overrides anything: the fields it sets, as JSON.
  await withIdColumn(db.schema.createTable('scope_setting'), context)
    .addColumn('club_id', 'integer', (col) =>
      col.notNull().references('club.id').onDelete('cascade'),
    )
    .addColumn('scope', 'text', (col) => col.notNull())
    .addColumn('scope_id', 'integer', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('scope_setting_scope_scope_id_key', ['scope', 'scope_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('scope_setting').execute();
}
