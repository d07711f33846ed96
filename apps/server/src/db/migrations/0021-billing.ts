import type { MigrationDb } from './migration';

/**
 * Billing (issue 15, decision 0038). `club_subscription`: the payment provider's subscription
 * of a club, one row per club at most, as its webhooks last told it (`event_created_at`: the
 * provider's time of the event applied last, so an older event arriving late changes nothing).
 * `billing_event`: every provider event applied, by its id, so a replayed or re-sent event is
 * applied once.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('club_subscription')
    .addColumn('club_id', 'integer', (col) =>
      col.primaryKey().references('club.id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('customer_id', 'text')
    .addColumn('subscription_id', 'text', (col) => col.unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('current_period_end', 'text')
    .addColumn('cancel_at_period_end', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('event_created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('billing_event')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('club_id', 'integer', (col) => col.references('club.id').onDelete('set null'))
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('billing_event').execute();
  await db.schema.dropTable('club_subscription').execute();
}
