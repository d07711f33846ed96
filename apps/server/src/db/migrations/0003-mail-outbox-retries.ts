import type { MigrationDb } from './migration';

/**
 * Mails are stored before the answer and delivered after it, by a worker that retries: it needs
 * to know how often a mail was tried and when to try again.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('next_attempt_at', 'text').execute();
  // Mails still waiting from before this migration get their first delivery attempt now.
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ next_attempt_at: eb.ref('created_at') }))
    .where('sent_at', 'is', null)
    .execute();
  await db.schema
    .createIndex('mail_outbox_next_attempt_at_idx')
    .on('mail_outbox')
    .column('next_attempt_at')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('mail_outbox_next_attempt_at_idx').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('next_attempt_at').execute();
  await db.schema.alterTable('mail_outbox').dropColumn('attempts').execute();
}
