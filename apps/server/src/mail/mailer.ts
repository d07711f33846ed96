import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import { insertOutboxMail, markOutboxMailFailed, markOutboxMailSent } from './outbox.repository';

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

export interface Mailer {
  /**
   * Records the mail in mail_outbox and, when SMTP is configured, sends it. Never throws for
   * an SMTP failure: the error is stored on the outbox row so the mail is not lost.
   */
  send(message: MailMessage): Promise<MailReceipt>;
  close(): Promise<void>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  from: string;
  smtpUrl: string | null;
  log: FastifyBaseLogger;
}

export function createMailer({ db, from, smtpUrl, log }: MailerOptions): Mailer {
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        // Bounded waits: a request that sends mail should not hang on a dead mail server.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
    : null;

  return {
    async send(message) {
      const id = await insertOutboxMail(db, {
        to: message.to,
        from,
        reply_to: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html,
        created_at: new Date().toISOString(),
        sent_at: null,
        error: null,
      });
      if (!transport) return { id, sentAt: null, error: null };

      try {
        await transport.sendMail({ from, ...message });
        const sentAt = new Date().toISOString();
        await markOutboxMailSent(db, id, sentAt);
        return { id, sentAt, error: null };
      } catch (sendError) {
        const error = sendError instanceof Error ? sendError.message : String(sendError);
        log.warn({ err: sendError, outboxId: id }, 'sending mail failed; kept in the outbox');
        await markOutboxMailFailed(db, id, error);
        return { id, sentAt: null, error };
      }
    },
    async close() {
      transport?.close();
    },
  };
}
