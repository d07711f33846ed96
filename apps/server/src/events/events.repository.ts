import type { Kysely } from 'kysely';
import type { Database, EventRow } from '../db/schema';
import { applyEventToOnboarding } from '../features/onboarding/onboarding.service';

/** Event types recorded so far; each issue that emits one adds it here. */
export type EventType =
  | 'club.updated'
  | 'user.avatar.updated'
  | 'blind_structure.updated'
  | 'member.invited'
  | 'rules.updated'
  | 'payouts.updated'
  | 'game.scheduled'
  | 'game.cancelled'
  | 'game.recorded';

export interface NewEvent {
  type: EventType;
  clubId: number | null;
  userId: number | null;
  data?: Record<string, unknown>;
  at: string;
}

/** Records the event and completes the onboarding steps it completes (pass the transaction). */
export async function recordEvent(db: Kysely<Database>, event: NewEvent): Promise<void> {
  await db
    .insertInto('event')
    .values({
      type: event.type,
      club_id: event.clubId,
      user_id: event.userId,
      data: JSON.stringify(event.data ?? {}),
      created_at: event.at,
    })
    .execute();
  // The owners' Getting Started steps this event completes, in the same transaction.
  await applyEventToOnboarding(db, event);
}

/** Events of a club and/or user, oldest first, optionally of one type. */
export async function listEvents(
  db: Kysely<Database>,
  filter: { clubId?: number; userId?: number; type?: EventType },
): Promise<EventRow[]> {
  let query = db.selectFrom('event').selectAll();
  if (filter.clubId !== undefined) query = query.where('club_id', '=', filter.clubId);
  if (filter.userId !== undefined) query = query.where('user_id', '=', filter.userId);
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  return query.orderBy('id').execute();
}
