import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import {
  claimOutboxMail,
  insertOutboxMail,
  markOutboxMailFailed,
  markOutboxMailSent,
} from './outbox.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go, e.g. the visitor who wrote through the contact form. */
  replyTo?: string;
}

export interface MailReceipt {
  /** The mail_outbox row. */
  id: number;
  /** When SMTP accepted it; null without SMTP_URL or when sending failed. */
  sentAt: string | null;
  error: string | null;
}

/** A mail is tried at most this often; later issues' mails share the rule. */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** Wait after the first failed attempt; it doubles after each further one (1, 2, 4, 8 min). */
export const FIRST_RETRY_DELAY_MS = 60_000;

/** When attempt number `attempt + 1` may start, should attempt `attempt` fail. */
export function retryDelayMs(attempt: number): number {
  return FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1);
}

export interface Mailer {
  /** True when SMTP_URL is set; without it mails stay in the outbox (see /dev/mailbox). */
  readonly delivers: boolean;
  /**
   * Stores the mail in mail_outbox, due at once, without sending it. `db` may be the
   * transaction that writes whatever the mail acknowledges, so both commit or neither does.
   */
  enqueue(db: Kysely<Database>, message: MailMessage): Promise<number>;
  /**
   * One delivery attempt of a stored mail, if it is unsent, due, under the attempt limit and
   * not being tried by another process. Null when no attempt was made. Never throws for an
   * SMTP failure: the error is kept on the row and the worker retries later.
   */
  deliver(id: number): Promise<MailReceipt | null>;
  /** `enqueue` and `deliver`, waiting for both (the contact form answers after sending). */
  send(message: MailMessage): Promise<MailReceipt>;
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  from: string;
  smtpUrl: string | null;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export function createMailer({
  db,
  from,
  smtpUrl,
  log,
  now = () => new Date(),
}: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        // Bounded waits: a delivery must end well before its retry lease does.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : null;

  const mailer: Mailer = {
    delivers: transport !== null,

    async enqueue(target, message) {
      const at = now().toISOString();
      return insertOutboxMail(target, {
        to: message.to,
        from,
        reply_to: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html,
        created_at: at,
        sent_at: null,
        error: null,
        attempts: 0,
        next_attempt_at: at,
      });
    },

    async deliver(id) {
      if (!transport) return null;
      const started = now();
      const row = await claimOutboxMail(db, id, {
        now: started.toISOString(),
        maxAttempts: MAX_DELIVERY_ATTEMPTS,
        nextAttemptAt: (attempt) =>
          new Date(started.getTime() + retryDelayMs(attempt)).toISOString(),
      });
      if (!row) return null;
      try {
        await transport.sendMail({
          from: row.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        });
      } catch (sendError) {
        const error = sendError instanceof Error ? sendError.message : String(sendError);
        log.warn(
          { err: sendError, outboxId: id, attempt: row.attempts },
          'sending mail failed; kept in the outbox for a retry',
        );
        await markOutboxMailFailed(db, id, error);
        return { id, sentAt: null, error };
      }
      const sentAt = now().toISOString();
      await markOutboxMailSent(db, id, sentAt);
      return { id, sentAt, error: null };
    },

    async send(message) {
      const id = await mailer.enqueue(db, message);
      return (await mailer.deliver(id)) ?? { id, sentAt: null, error: null };
    },

    async close() {
      transport?.close();
    },
  };
  return mailer;
}
