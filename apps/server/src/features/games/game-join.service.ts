import {
  GAME_MESSAGES,
  JOIN_MESSAGES,
  type JoinPreview,
  type JoinRequest,
  type JoinResponse,
} from '@felt/contract';
import type { Kysely } from 'kysely';
import { clubWrite } from '../clubs/club-write';
import { findClubById } from '../clubs/clubs.repository';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { FormError, HttpError } from '../../http-error';
import { renderMailLayout } from '../../mail/mail-layout';
import { hashToken, randomToken } from '../accounts/tokens';
import { formatStart } from './game-mails';
import {
  countEntries,
  countWaitlistedBefore,
  findEntryByCancelToken,
  findGame,
  findMemberIdByEmail,
  insertEntry,
  setEntryStatus,
  type GameWithRefs,
} from './games.repository';
import { promoteWaitlist, statusForNewEntry, type GamesDependencies } from './games.service';

const M = GAME_MESSAGES;

/**
 * The game behind a share link. A wrong code, quick join turned off and an unknown game all
 * answer the same 404, so the link's secret cannot be guessed game by game.
 */
async function joinableGame(db: Kysely<Database>, slug: string, code: string) {
  const game = await findGame(db, slug);
  if (!game || game.join_enabled !== 1 || game.join_code !== code) throw HttpError.notFound();
  return game;
}

export async function previewJoin(
  deps: GamesDependencies,
  slug: string,
  code: string,
): Promise<JoinPreview> {
  const game = await joinableGame(deps.db, slug, code);
  const club = await findClubById(deps.db, game.club_id);
  const registered = (await countEntries(deps.db, [game.id])).get(game.id)?.registered ?? 0;
  return {
    club_name: club.name,
    title: game.title,
    starts_at: game.starts_at,
    location: game.location,
    status: game.status,
    max_players: game.max_players,
    seats_left: game.max_players === null ? null : Math.max(0, game.max_players - registered),
  };
}

function joinLink(deps: GamesDependencies, game: GameWithRefs, query: Record<string, string>) {
  const params = new URLSearchParams(query);
  return `${deps.appUrl.replace(/\/$/, '')}/game/${encodeURIComponent(game.slug)}/join?${params.toString()}`;
}

/**
 * Registers someone without an account (or waitlists them when the game is full). An address
 * that belongs to a member of the club is that member's entry; each address enters once. A
 * confirmation with a cancel link goes to the address given.
 */
export async function joinByLink(
  deps: GamesDependencies,
  slug: string,
  input: JoinRequest & { email: string; name: string; code: string },
  /** The browser's zone (the Time-Zone header): the mail states the time as they see it. */
  timeZone: string | null,
): Promise<JoinResponse> {
  const game = await joinableGame(deps.db, slug, input.code);
  if (game.status === 'cancelled') throw new HttpError(400, M.gameCancelled, 'game_cancelled');
  if (game.status !== 'scheduled') throw new HttpError(400, M.notOpen, 'registration_closed');
  const club = await findClubById(deps.db, game.club_id);
  const token = randomToken();
  let outcome: { status: 'registered' | 'waitlisted'; position: number | null; mailId: number };
  try {
    outcome = await clubWrite(deps, club.id, async (trx, at) => {
      const current = await findGame(trx, slug);
      if (!current || current.status !== 'scheduled') {
        throw new HttpError(400, M.notOpen, 'registration_closed');
      }
      const memberId = await findMemberIdByEmail(trx, club.id, input.email);
      const status = await statusForNewEntry(trx, current);
      const entry = await insertEntry(trx, {
        game_id: current.id,
        member_id: memberId ?? null,
        name: input.name,
        email: input.email,
        status,
        joined_by_link: 1,
        cancel_token_hash: hashToken(token),
        created_at: at,
        updated_at: at,
      });
      const position =
        status === 'waitlisted'
          ? (await countWaitlistedBefore(trx, current.id, entry.id)) + 1
          : null;
      const when = formatStart(current.starts_at, timeZone ?? club.timezone);
      const mail = renderMailLayout({
        preheader:
          status === 'registered'
            ? `You're in for ${current.title}.`
            : `You're on the waitlist for ${current.title}.`,
        heading: status === 'registered' ? "You're in" : "You're on the waitlist",
        paragraphs: [
          `Hi ${input.name},`,
          status === 'registered'
            ? `You have a seat at ${current.title} of ${club.name}: ${when}${current.location ? `, at ${current.location}` : ''}.`
            : `${current.title} of ${club.name} (${when}) is full: you're number ${position} on the waitlist, and we'll email you if a seat opens up.`,
          "Can't make it? Cancel with the button below, so someone else can have the seat.",
        ],
        button: { label: 'Cancel my seat', url: joinLink(deps, current, { cancel: token }) },
        footer: `You received this email because this address was entered on the join page of ${current.title}.`,
      });
      const subject =
        status === 'registered' ? `You're in: ${current.title}` : `Waitlisted: ${current.title}`;
      const mailId = await deps.mail.enqueue(trx, { to: input.email, subject, ...mail });
      return { status, position, mailId };
    });
  } catch (error) {
    // One live entry per member and per address (unique indexes) whatever the races.
    if (isUniqueViolation(error)) throw FormError.fields({ email: [M.alreadyEntered] });
    throw error;
  }
  deps.mail.deliverSoon(outcome.mailId);
  return {
    detail:
      outcome.status === 'registered'
        ? JOIN_MESSAGES.joined
        : JOIN_MESSAGES.waitlisted(outcome.position ?? 1),
    status: outcome.status,
    waitlist_position: outcome.position,
  };
}

/** The cancel link of a mailed confirmation: ends that entry and lets the waitlist move up. */
export async function cancelByLink(
  deps: GamesDependencies,
  slug: string,
  token: string,
): Promise<void> {
  const game = await findGame(deps.db, slug);
  if (!game) throw HttpError.notFound(JOIN_MESSAGES.linkInvalid);
  const club = await findClubById(deps.db, game.club_id);
  const mailIds = await clubWrite(deps, club.id, async (trx, at) => {
    const entry = await findEntryByCancelToken(trx, game.id, hashToken(token));
    if (!entry || entry.status === 'cancelled') {
      throw HttpError.notFound(JOIN_MESSAGES.linkInvalid);
    }
    await setEntryStatus(trx, entry.id, 'cancelled', at);
    if (entry.status !== 'registered') return [];
    return promoteWaitlist(deps, trx, club, game.id, at);
  });
  deps.mail.deliverSoon(...mailIds);
}
