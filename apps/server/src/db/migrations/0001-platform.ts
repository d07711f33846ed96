import { withIdColumn, type MigrationContext, type MigrationDb } from './migration';

export async function up(db: MigrationDb, context: MigrationContext): Promise<void> {
  await withIdColumn(db.schema.createTable('contact_message'), context)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('mail_outbox'), context)
    .addColumn('to', 'text', (col) => col.notNull())
    .addColumn('from', 'text', (col) => col.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('error', 'text')
    .execute();
  await db.schema
    .createIndex('mail_outbox_created_at_idx')
    .on('mail_outbox')
    .column('created_at')
    .execute();

  await db.schema
    .createTable('rate_limit_counter')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('window_start', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counter_expires_at_idx')
    .on('rate_limit_counter')
    .column('expires_at')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('rate_limit_counter').execute();
  await db.schema.dropTable('mail_outbox').execute();
  await db.schema.dropTable('contact_message').execute();
}
