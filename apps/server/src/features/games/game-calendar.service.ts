import { createHmac } from 'node:crypto';
import type { CalendarFeed } from '@felt/contract';
import { can } from '@felt/domain';
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import type { Kysely } from 'kysely';
import type { Database, GameRow, UserRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import { authorize, type ClubAccess } from '../../policy/club-policy';
import { hashToken, randomToken } from '../accounts/tokens';
import { findMembershipOfUser } from '../members/members.repository';
import {
  findCalendarFeedByTokenHash,
  findCalendarFeedOfMember,
  listCalendarGames,
  saveCalendarFeed,
} from './game-calendar.repository';

export interface GameCalendarDependencies {
  db: Kysely<Database>;
  now: () => Date;
  /** APP_URL: the feed's address and each event's link. */
  appUrl: string;
  /** SECRET_KEY: a feed's token is an HMAC of its stored secret. */
  secretKey: string;
}

/** A game has no end time; calendars show it this long. */
export const GAME_CALENDAR_HOURS = 4;
/** The club feed shows games that started up to this many days ago, and every later one. */
export const FEED_PAST_DAYS = 60;
/** At most this many games in a feed. */
export const FEED_MAX_GAMES = 500;

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[\w-]{43}$/;

const origin = (deps: GameCalendarDependencies) => deps.appUrl.replace(/\/$/, '');

/** Whole seconds between two stored instants. */
const secondsBetween = (from: string, to: string) =>
  Math.max(0, Math.floor((Date.parse(to) - Date.parse(from)) / 1000));

function calendarOf(name: string): ICalCalendar {
  return ical({ name, prodId: { company: 'Felt', product: 'Felt', language: 'EN' } });
}

/**
 * One VEVENT per game, in UTC. The UID is the game's id, so an event keeps its identity when
 * the game changes; SEQUENCE is the seconds from its creation to its last change, which grows
 * with every change without a counter of its own.
 */
function addGame(
  deps: GameCalendarDependencies,
  calendar: ICalCalendar,
  game: GameRow,
  clubName: string,
) {
  const start = new Date(game.starts_at);
  const cancelled = game.status === 'cancelled';
  const link = `${origin(deps)}/app/game/${encodeURIComponent(game.slug)}`;
  calendar.createEvent({
    id: `game-${game.id}@${new URL(deps.appUrl).host}`,
    start,
    end: new Date(start.getTime() + GAME_CALENDAR_HOURS * 60 * 60 * 1000),
    summary: cancelled ? `Cancelled: ${game.title}` : game.title,
    location: game.location || null,
    description: [`${clubName} on Felt`, game.notes, link].filter(Boolean).join('\n\n'),
    url: link,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    sequence: secondsBetween(game.created_at, game.updated_at),
    stamp: deps.now(),
    created: new Date(game.created_at),
    lastModified: new Date(game.updated_at),
  });
}

/** `GET /api/games/{gameSlug}/calendar.ics`: the one game (the route checks the caller). */
export function gameCalendar(
  deps: GameCalendarDependencies,
  game: GameRow,
  clubName: string,
): string {
  const calendar = calendarOf(game.title);
  addGame(deps, calendar, game, clubName);
  return calendar.toString();
}

/**
 * `GET /api/calendar/{token}.ics`: the club's recent and upcoming games for the member the
 * token belongs to. An unknown, reset or malformed token answers 404.
 */
export async function clubFeedCalendar(
  deps: GameCalendarDependencies,
  token: string,
): Promise<string> {
  if (!TOKEN_PATTERN.test(token)) throw HttpError.notFound();
  const feed = await findCalendarFeedByTokenHash(deps.db, hashToken(token));
  if (!feed || feed.role === 'demo') throw HttpError.notFound();
  const since = new Date(deps.now().getTime() - FEED_PAST_DAYS * DAY_MS).toISOString();
  const games = await listCalendarGames(deps.db, feed.club_id, since, FEED_MAX_GAMES);
  const calendar = calendarOf(feed.club_name);
  // Calendar apps poll; this asks for no more than hourly.
  calendar.ttl(60 * 60);
  for (const game of games) addGame(deps, calendar, game, feed.club_name);
  return calendar.toString();
}

/** The token in a feed's address: an HMAC of its secret, so the secret alone gives nothing. */
function feedToken(deps: GameCalendarDependencies, secret: string): string {
  return createHmac('sha256', deps.secretKey)
    .update(`felt-calendar-feed:${secret}`)
    .digest('base64url');
}

function presentFeed(deps: GameCalendarDependencies, secret: string | null): CalendarFeed {
  if (secret === null) return { url: null, webcal_url: null };
  const url = `${origin(deps)}/api/calendar/${feedToken(deps, secret)}.ics`;
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:') };
}

async function memberIdOf(deps: GameCalendarDependencies, access: ClubAccess, user: UserRow) {
  const member = await findMembershipOfUser(deps.db, access.club.id, user.id);
  if (!member) throw HttpError.notFound();
  return member.id;
}

/** `GET /api/clubs/{slug}/calendar-feed/`: the caller's feed address in this club, if any. */
export async function getCalendarFeed(
  deps: GameCalendarDependencies,
  access: ClubAccess,
  user: UserRow,
): Promise<CalendarFeed> {
  if (!can(access.role, 'club:participate')) return presentFeed(deps, null);
  const feed = await findCalendarFeedOfMember(deps.db, await memberIdOf(deps, access, user));
  return presentFeed(deps, feed?.secret ?? null);
}

/**
 * `POST /api/clubs/{slug}/calendar-feed/`: a new address for the caller's feed in this club;
 * the previous one answers 404 from now on. Not for Demo, whose account is shared.
 */
export async function resetCalendarFeed(
  deps: GameCalendarDependencies,
  access: ClubAccess,
  user: UserRow,
): Promise<CalendarFeed> {
  authorize(access.role, 'club:participate');
  const memberId = await memberIdOf(deps, access, user);
  const secret = randomToken(32);
  await saveCalendarFeed(deps.db, {
    member_id: memberId,
    secret,
    token_hash: hashToken(feedToken(deps, secret)),
    created_at: deps.now().toISOString(),
  });
  return presentFeed(deps, secret);
}
