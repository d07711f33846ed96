import type { Kysely } from 'kysely';
import type { Database, MailOutboxRow } from '../../db/schema';
import { countOutboxMails, findOutboxMail, listOutboxMails } from '../../mail/outbox.repository';

export interface OutboxMail {
  id: number;
  to: string;
  from: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  sent_at: string | null;
  error: string | null;
}

const toOutboxMail = (row: MailOutboxRow): OutboxMail => ({
  id: row.id,
  to: row.to,
  from: row.from,
  reply_to: row.reply_to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  created_at: row.created_at,
  sent_at: row.sent_at,
  error: row.error,
});

export async function listMailbox(
  db: Kysely<Database>,
  query: { to?: string; limit: number },
): Promise<{ count: number; results: OutboxMail[] }> {
  const [count, rows] = await Promise.all([
    countOutboxMails(db, query.to),
    listOutboxMails(db, query),
  ]);
  return { count, results: rows.map(toOutboxMail) };
}

export async function getMailboxMail(
  db: Kysely<Database>,
  id: number,
): Promise<OutboxMail | undefined> {
  const row = await findOutboxMail(db, id);
  return row && toOutboxMail(row);
}
