import type { Kysely } from 'kysely';
import type { ClubSubscriptionRow, Database } from '../../db/schema';

export async function findClubSubscription(
  db: Kysely<Database>,
  clubId: number,
): Promise<ClubSubscriptionRow | undefined> {
  return db
    .selectFrom('club_subscription')
    .selectAll()
    .where('club_id', '=', clubId)
    .executeTakeFirst();
}

export async function findClubIdBySubscription(
  db: Kysely<Database>,
  subscriptionId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('club_subscription')
    .select('club_id')
    .where('subscription_id', '=', subscriptionId)
    .executeTakeFirst();
  return row?.club_id ?? null;
}

/**
 * Records a provider event as applied; false when its id was recorded before (a replay or a
 * re-sent event), which the caller then leaves unapplied.
 */
export async function recordBillingEvent(
  db: Kysely<Database>,
  event: { id: string; provider: string; type: string; clubId: number | null; at: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('billing_event')
    .values({
      id: event.id,
      provider: event.provider,
      type: event.type,
      club_id: event.clubId,
      received_at: event.at,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function saveClubSubscription(
  db: Kysely<Database>,
  row: Omit<ClubSubscriptionRow, 'cancel_at_period_end'> & { cancel_at_period_end: number },
): Promise<void> {
  const { club_id: _clubId, ...changes } = row;
  await db
    .insertInto('club_subscription')
    .values(row)
    .onConflict((conflict) => conflict.column('club_id').doUpdateSet(changes))
    .execute();
}

export async function setClubPlan(
  db: Kysely<Database>,
  clubId: number,
  plan: string,
  at: string,
): Promise<void> {
  await db.updateTable('club').set({ plan, updated_at: at }).where('id', '=', clubId).execute();
}
