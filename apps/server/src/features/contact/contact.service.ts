import type { ContactRequest } from '@felt/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { contactMailSubject, renderContactMail } from './contact-mail';
import { insertContactMessage } from './contact.repository';

export const CONTACT_THANKS = "Thanks! Your message has been sent. We'll get back to you soon.";

export interface ContactDependencies {
  db: Kysely<Database>;
  mailer: Mailer;
  /** CONTACT_EMAIL: the operator who reads the messages. */
  contactEmail: string;
}

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

/** Stores the message, then mails it to the operator with Reply-To set to the visitor. */
export async function submitContactMessage(
  { db, mailer, contactEmail }: ContactDependencies,
  message: ContactRequest,
  origin: RequestOrigin,
): Promise<void> {
  const receivedAt = new Date();
  await insertContactMessage(db, {
    name: message.name,
    email: message.email,
    message: message.message,
    ip: origin.ip,
    user_agent: origin.userAgent?.slice(0, 500) ?? null,
    created_at: receivedAt.toISOString(),
  });
  const { text, html } = renderContactMail(message, receivedAt);
  await mailer.send({
    to: contactEmail,
    replyTo: message.email,
    subject: contactMailSubject(message),
    text,
    html,
  });
}
