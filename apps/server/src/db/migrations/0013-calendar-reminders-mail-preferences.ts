import { withIdColumn, type MigrationContext, type MigrationDb } from './migration';

/**
 * Issue 12, second part: the private calendar feed of a member, the one reminder per entry,
 * and the member's say over game mails (decision 0021).
 */
export async function up(db: MigrationDb, context: MigrationContext): Promise<void> {
  // One feed per membership. The address carries a token derived from `secret` with the app's
  // SECRET_KEY (so the member can see the address again); only its hash is looked up, and a
  // database alone gives neither.
  await withIdColumn(db.schema.createTable('calendar_feed'), context)
    .addColumn('member_id', 'integer', (col) =>
      col.notNull().unique().references('club_member.id').onDelete('cascade'),
    )
    .addColumn('secret', 'text', (col) => col.notNull())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // The start time the entry was last reminded of: set by the worker that claims the reminder
  // (a conditional UPDATE), so one reminder goes out per start time, whatever the processes.
  await db.schema.alterTable('game_entry').addColumn('reminded_for', 'text').execute();
  // The reminder worker's scan: scheduled games by start time.
  await db.schema
    .createIndex('game_status_starts_idx')
    .on('game')
    .columns(['status', 'starts_at'])
    .execute();

  // 1: the member gets the mail (the default), 0: not.
  await db.schema
    .alterTable('user')
    .addColumn('game_invitation_mails', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('user')
    .addColumn('game_reminder_mails', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('user').dropColumn('game_reminder_mails').execute();
  await db.schema.alterTable('user').dropColumn('game_invitation_mails').execute();
  await db.schema.dropIndex('game_status_starts_idx').execute();
  await db.schema.alterTable('game_entry').dropColumn('reminded_for').execute();
  await db.schema.dropTable('calendar_feed').execute();
}
