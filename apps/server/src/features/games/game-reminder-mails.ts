import { renderMailLayout } from '../../mail/mail-layout';
import { formatStart, type GameMail, type GameMailContext } from './game-mails';

const greeting = (firstName: string | null) => (firstName ? `Hi ${firstName},` : 'Hi there,');
const whenAndWhere = (context: GameMailContext) =>
  `${formatStart(context.game.starts_at, context.timeZone)}${context.game.location ? `, at ${context.game.location}` : ''}`;

/** The game page for a member; a player who joined by link has no account to open it with. */
function gameButton(context: GameMailContext, hasAccount: boolean) {
  if (!hasAccount) return undefined;
  const url = `${context.appUrl.replace(/\/$/, '')}/app/game/${encodeURIComponent(context.game.slug)}`;
  return { label: 'See the game', url };
}

const cancelHint = (hasAccount: boolean, what: string) =>
  hasAccount
    ? `If you can no longer make it, cancel ${what} on the game's page so the next player can have it.`
    : `If you can no longer make it, cancel ${what} with the link in your confirmation email so the next player can have it.`;

/** A day before the start, to a registered player. */
export function gameReminderMail(context: GameMailContext, hasAccount: boolean): GameMail {
  const subject = `Reminder: ${context.game.title} is coming up`;
  return {
    subject,
    ...renderMailLayout({
      preheader: `${context.game.title}: ${whenAndWhere(context)}.`,
      heading: 'Your game is coming up',
      paragraphs: [
        greeting(context.firstName),
        `You're in for ${context.game.title} of ${context.clubName}, ${whenAndWhere(context)}.`,
        cancelHint(hasAccount, 'your seat'),
      ],
      button: gameButton(context, hasAccount),
      footer: `You received this email because you signed up for ${context.game.title}.`,
    }),
  };
}

/** A day before the start, to a player on the waitlist: where they stand. */
export function waitlistReminderMail(
  context: GameMailContext,
  position: number,
  hasAccount: boolean,
): GameMail {
  const subject = `Reminder: you're number ${position} on the waitlist for ${context.game.title}`;
  return {
    subject,
    ...renderMailLayout({
      preheader: `${context.game.title}: ${whenAndWhere(context)}.`,
      heading: `You're number ${position} on the waitlist`,
      paragraphs: [
        greeting(context.firstName),
        `${context.game.title} of ${context.clubName} is ${whenAndWhere(context)}. The game is full and you're number ${position} on the waitlist.`,
        'When a seat opens up, it goes to the first in line, and we email you the moment it is yours.',
        cancelHint(hasAccount, 'your place'),
      ],
      button: gameButton(context, hasAccount),
      footer: `You received this email because you are on the waitlist for ${context.game.title}.`,
    }),
  };
}
