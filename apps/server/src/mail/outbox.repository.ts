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

export async function markOutboxMailSent(
  db: Kysely<Database>,
  id: number,
  sentAt: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ sent_at: sentAt, error: null })
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
