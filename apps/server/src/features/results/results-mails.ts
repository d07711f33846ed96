import { renderMailLayout, type RenderedMail } from '../../mail/mail-layout';
import { formatStart } from '../games/game-mails';

export interface GameResultMailContext {
  appUrl: string;
  clubName: string;
  game: { slug: string; title: string; starts_at: string };
  seasonSlug: string;
  /** The recipient's first name, or null for a greeting without one. */
  firstName: string | null;
  timeZone: string;
  place: number;
  entrants: number;
  prizeCents: number;
  points: number;
  knockouts: number;
  /** The player's rank in the season's table now; null when they are not in it. */
  rank: number | null;
  /** The top of the season's table after this game. */
  top: readonly { rank: number; name: string; points: number }[];
}

export type GameResultMail = RenderedMail & { subject: string };

/** "1st", "2nd", "3rd", "11th", "22nd". */
export function ordinalPlace(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  switch (place % 10) {
    case 1:
      return `${place}st`;
    case 2:
      return `${place}nd`;
    case 3:
      return `${place}rd`;
    default:
      return `${place}th`;
  }
}

/** "$1,234.50" */
export const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

const pointsText = (points: number) =>
  `${Number.isInteger(points) ? points : points.toFixed(2)} point${points === 1 ? '' : 's'}`;

/** To every player of a recorded game: their finish and the season's new top of the table. */
export function gameResultMail(context: GameResultMailContext): GameResultMail {
  const base = context.appUrl.replace(/\/$/, '');
  const finish = `${ordinalPlace(context.place)} of ${context.entrants}`;
  const won = context.prizeCents > 0 ? `, won ${dollars(context.prizeCents)}` : '';
  const knockouts =
    context.knockouts > 0
      ? ` and knocked out ${context.knockouts} player${context.knockouts === 1 ? '' : 's'}`
      : '';
  const table = context.top.map((row) => `${row.rank}. ${row.name}: ${pointsText(row.points)}`);
  const subject = `${context.game.title}: you finished ${finish}`;
  return {
    subject,
    ...renderMailLayout({
      preheader: `${finish}${won}. ${pointsText(context.points)} for the season.`,
      heading: `You finished ${finish}`,
      paragraphs: [
        context.firstName ? `Hi ${context.firstName},` : 'Hi there,',
        `The results of ${context.game.title} (${formatStart(context.game.starts_at, context.timeZone)}) are in: you finished ${finish}${won}${knockouts}, for ${pointsText(context.points)}.`,
        context.rank === null
          ? 'The season standings now read:'
          : `You are number ${context.rank} in the season standings, which now read:`,
        table.join('\n'),
      ],
      button: {
        label: 'See the standings',
        url: `${base}/app/season/${encodeURIComponent(context.seasonSlug)}/leaderboard`,
      },
      footer: `You received this email because you played ${context.game.title} with ${context.clubName} on Felt.`,
    }),
  };
}
