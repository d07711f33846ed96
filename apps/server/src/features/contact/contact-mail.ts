import type { ContactRequest } from '@felt/contract';
import { renderMailLayout, type RenderedMail } from '../../mail/mail-layout';

/** Subjects and names are one line; a name typed with line breaks must not bend the header. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export function contactMailSubject(message: ContactRequest): string {
  return `Contact form: message from ${oneLine(message.name)}`;
}

/** The operator's copy of a contact-form message; replying answers the visitor (Reply-To). */
export function renderContactMail(message: ContactRequest, receivedAt: Date): RenderedMail {
  const name = oneLine(message.name);
  const received = `${receivedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  return renderMailLayout({
    preheader: `${name} wrote through the contact form.`,
    heading: 'New message from the contact form',
    paragraphs: [`From: ${name} <${message.email}>\nReceived: ${received}`, message.message],
    closing: [`Reply to this email to answer ${name} directly.`],
    footer:
      'You received this email because it is the contact address (CONTACT_EMAIL) of this Felt site.',
  });
}
