import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types for Kysely. Timestamps are UTC ISO-8601 text (`new Date().toISOString()`), which
 * sorts correctly as text and reads the same on SQLite and PostgreSQL.
 */
export interface Database {
  contact_message: ContactMessageTable;
  mail_outbox: MailOutboxTable;
  rate_limit_counter: RateLimitCounterTable;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  message: string;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}
export type ContactMessageRow = Selectable<ContactMessageTable>;
export type NewContactMessage = Insertable<ContactMessageTable>;

export interface MailOutboxTable {
  id: Generated<number>;
  to: string;
  from: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  /** Set when SMTP accepted the mail; stays null without SMTP_URL. */
  sent_at: string | null;
  /** The last SMTP failure, kept so the mail is not lost. */
  error: string | null;
}
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type NewMailOutbox = Insertable<MailOutboxTable>;

/** One fixed window per key; the row is reset when a hit arrives after `expires_at`. */
export interface RateLimitCounterTable {
  key: string;
  count: number;
  window_start: string;
  expires_at: string;
}
