import { renderMailLayout } from '../../mail/mail-layout';
import { DEFAULT_TOKEN_MAX_AGE_SECONDS } from './tokens';

export interface AccountMail {
  subject: string;
  text: string;
  html: string;
}

interface MailContext {
  /** Origin the links point at, e.g. https://felt.example (a trailing slash is fine). */
  appUrl: string;
  firstName: string;
}

/** "3 days", "1 hour", "90 minutes": how long a link lasts, in the largest whole unit. */
export function describeLifetime(seconds: number): string {
  const units: [number, string][] = [
    [24 * 60 * 60, 'day'],
    [60 * 60, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, unit] of units) {
    if (seconds >= size && seconds % size === 0) {
      const count = seconds / size;
      return `${count} ${unit}${count === 1 ? '' : 's'}`;
    }
  }
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

const LINK_LIFETIME = describeLifetime(DEFAULT_TOKEN_MAX_AGE_SECONDS);

/** Sent after sign-up and on "resend": the link proves the address belongs to the user. */
export function emailVerificationMail({
  firstName,
  link,
}: MailContext & { link: string }): AccountMail {
  return compose('Verify your email address for Felt', {
    preheader: 'Confirm your email address to start running your club on Felt.',
    heading: 'Confirm your email address',
    paragraphs: [
      greeting(firstName),
      'Welcome to Felt! Please confirm that this is your email address so you can sign in and set up your club.',
    ],
    button: { label: 'Verify email address', url: link },
    closing: [
      `This link expires in ${LINK_LIFETIME}. If you didn't sign up for Felt, you can safely ignore this email.`,
    ],
    footer: 'You received this email because this address was used to sign up for Felt.',
  });
}

export function passwordResetMail({
  firstName,
  link,
  lifetimeSeconds = DEFAULT_TOKEN_MAX_AGE_SECONDS,
}: MailContext & { link: string; lifetimeSeconds?: number }): AccountMail {
  const lifetime = describeLifetime(lifetimeSeconds);
  return compose('Reset your Felt password', {
    preheader: `Choose a new password for your Felt account. The link expires in ${lifetime}.`,
    heading: 'Reset your password',
    paragraphs: [
      greeting(firstName),
      'We received a request to reset the password of your Felt account. Choose a new one with the button below.',
    ],
    button: { label: 'Reset password', url: link },
    closing: [
      `This link expires in ${lifetime} and works only once.`,
      "If you didn't ask for a new password, you can safely ignore this email: your password stays the same.",
    ],
    footer:
      'You received this email because a password reset was requested for this address on Felt.',
  });
}

/** Sent to the new address; the change happens only when this link is opened. */
export function emailChangeConfirmationMail({
  firstName,
  link,
  newEmail,
}: MailContext & { link: string; newEmail: string }): AccountMail {
  return compose('Confirm your new email address for Felt', {
    preheader: 'Confirm this address to finish changing the email of your Felt account.',
    heading: 'Confirm your new email address',
    paragraphs: [
      greeting(firstName),
      `You asked to use ${newEmail} for your Felt account. Confirm it to finish the change; until then you keep signing in with your current address.`,
    ],
    button: { label: 'Confirm new email address', url: link },
    closing: ["If you didn't ask for this, you can safely ignore this email."],
    footer: 'You received this email because someone asked to use this address for a Felt account.',
  });
}

/** Sent to the old address once the change is done, so a hijack does not go unnoticed. */
export function emailChangedNoticeMail({
  appUrl,
  firstName,
  newEmail,
}: MailContext & { newEmail: string }): AccountMail {
  return compose('Your Felt email address was changed', {
    preheader: `Your Felt account now uses ${newEmail}.`,
    heading: 'Your email address was changed',
    paragraphs: [
      greeting(firstName),
      `The email address of your Felt account was changed to ${newEmail}. From now on, sign in with the new address.`,
      `If this wasn't you, reset your password right away and let us know at ${appLink(appUrl, '/contact')}.`,
    ],
    button: { label: 'Reset your password', url: appLink(appUrl, '/auth/forgot-password') },
    footer: 'You received this email because it was the address of a Felt account until now.',
  });
}

/** To the current address when someone asks to move the account elsewhere. */
export function emailChangeRequestedNoticeMail({
  appUrl,
  firstName,
  newEmail,
}: MailContext & { newEmail: string }): AccountMail {
  return compose('A change of your Felt email address was requested', {
    preheader: `Someone asked to move your Felt account to ${newEmail}.`,
    heading: 'Your email address is about to change',
    paragraphs: [
      greeting(firstName),
      `Someone signed in to your Felt account asked to change its email address to ${newEmail}. Nothing changes until the new address confirms it.`,
      `If this wasn't you, reset your password right away and let us know at ${appLink(appUrl, '/contact')}.`,
    ],
    button: { label: 'Reset your password', url: appLink(appUrl, '/auth/forgot-password') },
    footer: 'You received this email because this is the address of your Felt account.',
  });
}

export function passwordChangedNoticeMail({ appUrl, firstName }: MailContext): AccountMail {
  return compose('Your Felt password was changed', {
    preheader: 'The password of your Felt account was just changed.',
    heading: 'Your password was changed',
    paragraphs: [
      greeting(firstName),
      'The password of your Felt account was just changed, and every other device was signed out.',
      "If this was you, there is nothing else to do. If it wasn't, reset your password right away.",
    ],
    button: { label: 'Reset your password', url: appLink(appUrl, '/auth/forgot-password') },
    footer: 'You received this email because you have a Felt account with this address.',
  });
}

/** Sent after the account is deleted, so a deletion the owner did not make does not go unseen. */
export function accountDeletedMail({
  appUrl,
  firstName,
  deletedClubs,
}: MailContext & { deletedClubs: readonly string[] }): AccountMail {
  const clubs =
    deletedClubs.length === 0
      ? []
      : [
          `The club${deletedClubs.length === 1 ? '' : 's'} you ran alone went with it: ${deletedClubs.join(', ')}.`,
        ];
  return compose('Your Felt account was deleted', {
    preheader: 'Your Felt account and its data are gone.',
    heading: 'Your account was deleted',
    paragraphs: [
      greeting(firstName),
      'Your Felt account was deleted and you were signed out everywhere.',
      ...clubs,
      `Thanks for running your games with Felt. You are welcome back any time at ${appLink(appUrl, '/')}.`,
    ],
    footer: 'You received this email because this address belonged to a Felt account.',
  });
}

function compose(subject: string, layout: Parameters<typeof renderMailLayout>[0]): AccountMail {
  return { subject, ...renderMailLayout(layout) };
}

function greeting(firstName: string): string {
  const name = firstName.trim();
  return name ? `Hi ${name},` : 'Hi there,';
}

function appLink(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/+$/, '')}${path}`;
}
