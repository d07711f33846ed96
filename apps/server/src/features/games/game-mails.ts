import { renderMailLayout, type RenderedMail } from '../../mail/mail-layout';

export interface GameMailContext {
  appUrl: string;
  clubName: string;
  game: { slug: string; title: string; starts_at: string; location: string };
  /** The recipient's first name, or null for a greeting without one. */
  firstName: string | null;
  /** The recipient's IANA time zone: the start is written as their clock shows it. */
  timeZone: string;
}

export type GameMail = RenderedMail & { subject: string };

/** "Friday, November 27, 2026 at 7:30 PM EST" in the given zone (the club's, decision 0029). */
export function formatStart(startsAt: string, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(new Date(startsAt));
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(
      new Date(startsAt),
    );
  }
}

const greeting = (firstName: string | null) => (firstName ? `Hi ${firstName},` : 'Hi there,');
const gameLink = (context: GameMailContext) =>
  `${context.appUrl.replace(/\/$/, '')}/app/game/${encodeURIComponent(context.game.slug)}`;
const whenAndWhere = (context: GameMailContext) =>
  `${formatStart(context.game.starts_at, context.timeZone)}${context.game.location ? `, at ${context.game.location}` : ''}`;

function compose(subject: string, input: Parameters<typeof renderMailLayout>[0]): GameMail {
  return { subject, ...renderMailLayout(input) };
}

/** To the club's members when a game is scheduled: one click to the RSVP. */
export function gameScheduledMail(context: GameMailContext): GameMail {
  return compose(`${context.game.title}: are you in?`, {
    preheader: `${context.clubName} scheduled ${context.game.title} for ${formatStart(context.game.starts_at, context.timeZone)}.`,
    heading: context.game.title,
    paragraphs: [
      greeting(context.firstName),
      `${context.clubName} has a new game: ${context.game.title}, ${whenAndWhere(context)}.`,
      'Seats go in order of sign-up; when the game is full, you join the waitlist and move up when someone drops out.',
    ],
    button: { label: 'RSVP', url: gameLink(context) },
    footer: `You received this email because you are a member of ${context.clubName} on Felt.`,
  });
}

/** To the players when the time or the place of their game changes. */
export function gameChangedMail(context: GameMailContext): GameMail {
  return compose(`${context.game.title} has changed`, {
    preheader: `Now ${whenAndWhere(context)}.`,
    heading: 'The game has changed',
    paragraphs: [
      greeting(context.firstName),
      `${context.game.title} of ${context.clubName} is now ${whenAndWhere(context)}.`,
      'If you can no longer make it, cancel your seat so the next player on the waitlist can have it.',
    ],
    button: { label: 'See the game', url: gameLink(context) },
    footer: `You received this email because you signed up for ${context.game.title}.`,
  });
}

/** To the players (and the waitlist) when their game is cancelled. */
export function gameCancelledMail(context: GameMailContext): GameMail {
  return compose(`${context.game.title} is cancelled`, {
    preheader: `${context.clubName} cancelled ${context.game.title}.`,
    heading: 'The game is cancelled',
    paragraphs: [
      greeting(context.firstName),
      `${context.clubName} cancelled ${context.game.title}, which was planned for ${whenAndWhere(context)}.`,
    ],
    button: {
      label: 'See the club’s games',
      url: `${context.appUrl.replace(/\/$/, '')}/app/games`,
    },
    footer: `You received this email because you signed up for ${context.game.title}.`,
  });
}

/** To the first on the waitlist when a seat frees up. */
/** The desk moved a registered player to the waitlist, at `position` in line. */
export function movedToWaitlistMail(position: number) {
  return (context: GameMailContext): GameMail =>
    compose(`You're on the waitlist: ${context.game.title}`, {
      preheader: `You are number ${position} in line.`,
      heading: "You're on the waitlist",
      paragraphs: [
        greeting(context.firstName),
        `The organizers of ${context.clubName} moved you from the players to the waitlist of ${context.game.title}, ${whenAndWhere(context)}. You are number ${position} in line.`,
        "If a seat opens up and it is yours, we'll email you.",
      ],
      button: { label: 'See the game', url: gameLink(context) },
      footer: `You received this email because you had registered for ${context.game.title}.`,
    });
}

/** The desk moved a waitlisted player into the game (even past its seat limit). */
export function movedInMail(context: GameMailContext): GameMail {
  return compose(`You're in: ${context.game.title}`, {
    preheader: 'You were moved from the waitlist into the game.',
    heading: "You're in",
    paragraphs: [
      greeting(context.firstName),
      `The organizers of ${context.clubName} moved you from the waitlist into ${context.game.title}, ${whenAndWhere(context)}: you're in.`,
      'If you can no longer make it, cancel your seat so the next player can have it.',
    ],
    button: { label: 'See the game', url: gameLink(context) },
    footer: `You received this email because you were on the waitlist for ${context.game.title}.`,
  });
}

export function seatFreedMail(context: GameMailContext): GameMail {
  return compose(`You're in: ${context.game.title}`, {
    preheader: 'A seat opened up and it is yours.',
    heading: 'A seat opened up',
    paragraphs: [
      greeting(context.firstName),
      `A seat opened up in ${context.game.title}, ${whenAndWhere(context)}, and you were next on the waitlist: you're in.`,
      'If you can no longer make it, cancel your seat so the next player can have it.',
    ],
    button: { label: 'See the game', url: gameLink(context) },
    footer: `You received this email because you were on the waitlist for ${context.game.title}.`,
  });
}
