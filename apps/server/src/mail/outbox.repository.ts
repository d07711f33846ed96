import type { Kysely } from 'kysely';
import type { Database, MailOutboxRow, NewMailOutbox } from '../db/schema';

export async function insertOutboxMail(db: Kysely<Database>, mail: NewMailOutbox): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values(mail)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ClaimRule {
  now: string;
  maxAttempts: number;
  /** When the next attempt may start if this one fails (or its process dies). */
  nextAttemptAt: (attempt: number) => string;
}

/**
 * Takes the mail for one delivery attempt if it is unsent, due and under the attempt limit:
 * counts the attempt and moves `next_attempt_at` to the retry time, which also keeps other
 * processes off it meanwhile. The update only applies if nobody claimed it first.
 */
export async function claimOutboxMail(
  db: Kysely<Database>,
  id: number,
  rule: ClaimRule,
): Promise<MailOutboxRow | undefined> {
  const row = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('attempts', '<', rule.maxAttempts)
    .where('next_attempt_at', '<=', rule.now)
    .executeTakeFirst();
  if (!row) return undefined;
  const attempt = row.attempts + 1;
  const nextAttemptAt = rule.nextAttemptAt(attempt);
  const result = await db
    .updateTable('mail_outbox')
    .set({ attempts: attempt, next_attempt_at: nextAttemptAt })
    .where('id', '=', id)
    .where('attempts', '=', row.attempts)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return { ...row, attempts: attempt, next_attempt_at: nextAttemptAt };
}

/** Ids of unsent mails whose next attempt is due, oldest first. */
export async function listDueOutboxMailIds(
  db: Kysely<Database>,
  query: { now: string; createdAfter: string; maxAttempts: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('attempts', '<', query.maxAttempts)
    .where('next_attempt_at', '<=', query.now)
    .where('created_at', '>', query.createdAfter)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(query.limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function markOutboxMailSent(
  db: Kysely<Database>,
  id: number,
  sentAt: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: sentAt, error: null, next_attempt_at: null })
    .where('id', '=', id)
    .execute();
}

export async function markOutboxMailFailed(
  db: Kysely<Database>,
  id: number,
  error: string,
): Promise<void> {
  await db.updateTable('mail_outbox').set({ error }).where('id', '=', id).execute();
}

export interface OutboxQuery {
  to?: string;
  limit: number;
}

/** Newest first; `to` matches the recipient address exactly (case-insensitive). */
export async function listOutboxMails(
  db: Kysely<Database>,
  { to, limit }: OutboxQuery,
): Promise<MailOutboxRow[]> {
  let query = db.selectFrom('mail_outbox').selectAll();
  if (to) query = query.where((eb) => eb(eb.fn('lower', ['to']), '=', to.toLowerCase()));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function countOutboxMails(db: Kysely<Database>, to?: string): Promise<number> {
  let query = db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll<number>().as('count'));
  if (to) query = query.where((eb) => eb(eb.fn('lower', ['to']), '=', to.toLowerCase()));
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findOutboxMail(
  db: Kysely<Database>,
  id: number,
): Promise<MailOutboxRow | undefined> {
  return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}
