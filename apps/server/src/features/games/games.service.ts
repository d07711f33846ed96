import {
  GAME_MESSAGES,
  GAMES_PAGE_SIZE,
  type CreateEntryRequest,
  type CreateGameRequest,
  type Entry,
  type EntryListResponse,
  type Game,
  type GameListQuery,
  type GameListResponse,
  type UpdateEntryRequest,
  type UpdateGameRequest,
} from '@felt/contract';
import { can } from '@felt/domain';
import type { Kysely } from 'kysely';
import { clubWrite } from '../clubs/club-write';
import { insertClubMember } from '../clubs/clubs.repository';
import type { ClubRow, Database, GameRow, UserRow } from '../../db/schema';
import { recordEvent } from '../../events/events.repository';
import { FormError, HttpError } from '../../http-error';
import { authorize, type ClubAccess } from '../../policy/club-policy';
import { slugify } from '../../slugs/slugify';
import type { MailQueue } from '../../mail/mail-outbox';
import { randomToken } from '../accounts/tokens';
import { findSchedule } from '../blind-schedules/blind-schedules.repository';
import { findHiddenSeason } from '../leagues/leagues.repository';
import { findMember, findMembersNamed, findMembershipOfUser } from '../members/members.repository';
import { assertMayAddMember } from '../members/members.service';
import {
  assertMayScheduleGame,
  type SubscriptionsDependencies,
} from '../subscriptions/subscriptions.service';
import {
  countEntries,
  countEntriesOfGame,
  countWaitlistedBefore,
  deleteGameRow,
  findClubLeagueId,
  findClubSeasonId,
  findEntry,
  findGameById,
  findLiveEntryOfMember,
  freeGameSlug,
  insertEntry,
  insertGame,
  listGames,
  listLiveEntries,
  liveEntriesOfMember,
  setEntryStatus,
  updateGameRow,
  clubMemberRecipients,
  entryRecipients,
  type EntryWithMember,
  type GameWithRefs,
  type Recipient,
} from './games.repository';
import {
  gameCancelledMail,
  gameChangedMail,
  gameScheduledMail,
  movedInMail,
  movedToWaitlistMail,
  seatFreedMail,
  type GameMail,
  type GameMailContext,
} from './game-mails';
import { memberName, memberSortKey } from '../members/member-name';
import type { GameNightHub } from '../game-night/game-night.hub';

export interface GamesDependencies extends SubscriptionsDependencies {
  now: () => Date;
  /** Mails are stored with the write and sent after it. */
  mail: MailQueue;
  /** APP_URL, where mailed links point. */
  appUrl: string;
  /** The live night's viewers hear when a game is cancelled or deleted (decision 0024). */
  gameNight: Pick<GameNightHub, 'notifyCancelled' | 'cancelled'>;
}

type MailOf = (context: GameMailContext) => GameMail;

/**
 * Stores one mail per recipient in the write's transaction, so a committed change never loses
 * its mails; the caller delivers the returned ids after the commit.
 */
async function queueGameMails(
  deps: GamesDependencies,
  trx: Kysely<Database>,
  club: ClubRow,
  gameId: number,
  recipients: readonly Recipient[],
  mailOf: MailOf,
): Promise<number[]> {
  if (recipients.length === 0) return [];
  const game = await findGameById(trx, gameId);
  const ids: number[] = [];
  for (const recipient of recipients) {
    const mail = mailOf({
      appUrl: deps.appUrl,
      clubName: club.name,
      game,
      firstName: recipient.first_name,
      // The game's time where it is played, the club's (decision 0029), for members and guests.
      timeZone: club.timezone,
    });
    ids.push(await deps.mail.enqueue(trx, { to: recipient.email, ...mail }));
  }
  return ids;
}

const M = GAME_MESSAGES;

/** A game as the caller may see it: its club and the caller's role there. */
export interface GameAccess extends ClubAccess {
  game: GameWithRefs;
}

/** The calendar date of `at` in `timeZone`, for readable slugs (`friday-night-2026-11-27`). */
function localDate(at: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(at));
  } catch {
    return at.slice(0, 10);
  }
}

/**
 * The slug a game starts from (the first free of it, `-2`, `-3`, ... is taken): its title and
 * its date in the club's zone. Kept when the title or the time changes.
 */
export function gameSlugBase(title: string, startsAt: string, timeZone: string): string {
  return `${slugify(title, 'game').slice(0, 60)}-${localDate(startsAt, timeZone)}`;
}

async function seasonIdFor(
  db: Kysely<Database>,
  club: ClubRow,
  seasonSlug: string | null | undefined,
): Promise<number> {
  if (seasonSlug) {
    const seasonId = await findClubSeasonId(db, club.id, seasonSlug);
    if (seasonId === undefined) throw FormError.fields({ season_slug: [M.unknownSeason] });
    return seasonId;
  }
  const hidden = await findHiddenSeason(db, club.id);
  if (!hidden) throw new Error(`club ${club.id} has no hidden season`);
  return hidden.id;
}

async function scheduleIdFor(
  db: Kysely<Database>,
  club: ClubRow,
  scheduleSlug: string | null | undefined,
): Promise<number | null> {
  if (!scheduleSlug) return null;
  const schedule = await findSchedule(db, club.id, scheduleSlug);
  if (!schedule) throw FormError.fields({ blind_schedule_slug: [M.unknownSchedule] });
  return schedule.id;
}

function presentEntry(entry: EntryWithMember, waitlistPosition: number | null): Entry {
  return {
    id: entry.id,
    status: entry.status,
    waitlist_position: entry.status === 'waitlisted' ? waitlistPosition : null,
    member_slug: entry.member_slug,
    name: entry.name,
    joined_by_link: entry.joined_by_link === 1,
    created_at: entry.created_at,
  };
}

async function presentGames(
  db: Kysely<Database>,
  games: readonly GameWithRefs[],
  viewer: { role: ClubAccess['role']; memberId: number | null },
  /** A list filtered by member: each game carries that member's entry too. */
  member?: { id: number },
): Promise<Game[]> {
  const ids = games.map((game) => game.id);
  const counts = await countEntries(db, ids);
  const mine =
    viewer.memberId === null ? new Map() : await liveEntriesOfMember(db, ids, viewer.memberId);
  const theirs = member ? await liveEntriesOfMember(db, ids, member.id) : new Map();
  const positionOf = async (entry: EntryWithMember | undefined) =>
    entry?.status === 'waitlisted'
      ? (await countWaitlistedBefore(db, entry.game_id, entry.id)) + 1
      : null;
  const seesJoinCode = can(viewer.role, 'game:schedule');
  return Promise.all(
    games.map(async (game) => {
      const count = counts.get(game.id) ?? { registered: 0, waitlisted: 0 };
      const own = mine.get(game.id) as EntryWithMember | undefined;
      const position = await positionOf(own);
      const their = theirs.get(game.id) as EntryWithMember | undefined;
      return {
        id: game.id,
        slug: game.slug,
        club_slug: game.club_slug,
        season_slug: game.season_slug,
        league_slug: game.league_slug,
        title: game.title,
        starts_at: game.starts_at,
        location: game.location,
        notes: game.notes,
        max_players: game.max_players,
        blind_schedule_slug: game.blind_schedule_slug,
        status: game.status,
        registered_count: count.registered,
        waitlist_count: count.waitlisted,
        seats_left:
          game.max_players === null ? null : Math.max(0, game.max_players - count.registered),
        my_entry: own ? presentEntry(own, position) : null,
        join_enabled: game.join_enabled === 1,
        join_code: seesJoinCode ? game.join_code : null,
        ...(their ? { member_entry: presentEntry(their, await positionOf(their)) } : {}),
      };
    }),
  );
}

async function viewerOf(db: Kysely<Database>, access: ClubAccess, user: UserRow) {
  const membership = await findMembershipOfUser(db, access.club.id, user.id);
  return { role: access.role, memberId: membership?.id ?? null };
}

/** Games as the caller sees them (their entry, seats, the join code for managers): the dashboard. */
export async function presentGamesFor(
  db: Kysely<Database>,
  access: ClubAccess,
  user: UserRow,
  games: readonly GameWithRefs[],
): Promise<Game[]> {
  if (games.length === 0) return [];
  return presentGames(db, games, await viewerOf(db, access, user));
}

export async function presentGameFor(
  deps: GamesDependencies,
  access: GameAccess,
  user: UserRow,
): Promise<Game> {
  const game = await findGameById(deps.db, access.game.id);
  const [presented] = await presentGames(deps.db, [game], await viewerOf(deps.db, access, user));
  return presented!;
}

export async function listClubGames(
  deps: GamesDependencies,
  access: ClubAccess,
  user: UserRow,
  query: Required<Pick<GameListQuery, 'when'>> & {
    season?: string;
    league?: string;
    member?: string;
    page: number;
  },
  pageUrl: (page: number) => string,
): Promise<GameListResponse> {
  const none = { count: 0, next: null, previous: null, results: [] };
  let seasonId: number | null = null;
  if (query.season) {
    const found = await findClubSeasonId(deps.db, access.club.id, query.season);
    if (found === undefined) return none;
    seasonId = found;
  }
  let leagueId: number | null = null;
  if (query.league) {
    const found = await findClubLeagueId(deps.db, access.club.id, query.league);
    if (found === undefined) return none;
    leagueId = found;
  }
  let member: { id: number } | undefined;
  if (query.member) {
    member = await findMember(deps.db, access.club.id, query.member);
    if (!member) return none;
  }
  const { count, rows } = await listGames(deps.db, {
    clubId: access.club.id,
    when: query.when,
    seasonId,
    leagueId,
    memberId: member?.id ?? null,
    now: deps.now().toISOString(),
    limit: GAMES_PAGE_SIZE,
    offset: (query.page - 1) * GAMES_PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(count / GAMES_PAGE_SIZE));
  if (query.page > pages) throw HttpError.notFound(M.invalidPage);
  return {
    count,
    next: query.page < pages ? pageUrl(query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(query.page - 1) : null,
    results: await presentGames(deps.db, rows, await viewerOf(deps.db, access, user), member),
  };
}

/**
 * Schedules a game (owners and managers) and records `game.scheduled`; the club's members are
 * mailed unless the game starts in the past.
 */
export async function scheduleGame(
  deps: GamesDependencies,
  access: ClubAccess,
  user: UserRow,
  input: CreateGameRequest & { starts_at: string },
): Promise<Game> {
  authorize(access.role, 'game:schedule');
  const { club } = access;
  const { game: created, mailIds } = await clubWrite(deps, club.id, async (trx, at) => {
    await assertMayScheduleGame({ ...deps, db: trx }, club, input.starts_at);
    const seasonId = await seasonIdFor(trx, club, input.season_slug);
    const scheduleId = await scheduleIdFor(trx, club, input.blind_schedule_slug);
    const base = gameSlugBase(input.title, input.starts_at, club.timezone);
    const game = await insertGame(trx, {
      club_id: club.id,
      season_id: seasonId,
      slug: await freeGameSlug(trx, base),
      title: input.title,
      starts_at: input.starts_at,
      location: input.location ?? '',
      notes: input.notes ?? '',
      max_players: input.max_players ?? null,
      blind_schedule_id: scheduleId,
      status: 'scheduled',
      join_code: randomToken(16),
      join_enabled: 1,
      created_by_user_id: user.id,
      created_at: at,
      updated_at: at,
    });
    await recordEvent(trx, {
      type: 'game.scheduled',
      clubId: club.id,
      userId: user.id,
      data: { game: game.slug },
      at,
    });
    // A game whose start is already past (one run elsewhere, entered for its results in the
    // game editor) is not announced: nobody can come to it any more.
    if (Date.parse(input.starts_at) <= deps.now().getTime()) return { game, mailIds: [] };
    const members = await clubMemberRecipients(trx, club.id, user.id);
    const ids = await queueGameMails(deps, trx, club, game.id, members, gameScheduledMail);
    return { game, mailIds: ids };
  });
  deps.mail.deliverSoon(...mailIds);
  return presentGameFor(deps, { ...access, game: await findGameById(deps.db, created.id) }, user);
}

function assertScheduled(game: GameRow): void {
  if (game.status !== 'scheduled') {
    throw new HttpError(400, M.cannotEditClosed, 'game_not_scheduled');
  }
}

export async function changeGame(
  deps: GamesDependencies,
  access: GameAccess,
  user: UserRow,
  input: UpdateGameRequest & { starts_at?: string },
): Promise<Game> {
  authorize(access.role, 'game:schedule');
  const { club } = access;
  const mailIds = await clubWrite(deps, club.id, async (trx, at) => {
    const game = await findGameById(trx, access.game.id);
    assertScheduled(game);
    const changes: Parameters<typeof updateGameRow>[2] = { updated_at: at };
    if (input.title !== undefined) changes.title = input.title;
    if (input.starts_at !== undefined) {
      // Moving a game into another month counts it against that month's allowance.
      await assertMayScheduleGame({ ...deps, db: trx }, club, input.starts_at, game.id);
      changes.starts_at = input.starts_at;
    }
    if (input.location !== undefined) changes.location = input.location;
    if (input.notes !== undefined) changes.notes = input.notes;
    if (input.season_slug !== undefined) {
      changes.season_id = await seasonIdFor(trx, club, input.season_slug);
    }
    if (input.blind_schedule_slug !== undefined) {
      changes.blind_schedule_id = await scheduleIdFor(trx, club, input.blind_schedule_slug);
    }
    if (input.max_players !== undefined) {
      const registered = (await countEntries(trx, [game.id])).get(game.id)?.registered ?? 0;
      if (input.max_players !== null && input.max_players < registered) {
        throw FormError.fields({ max_players: [M.maxPlayersBelowRegistered(registered)] });
      }
      changes.max_players = input.max_players;
    }
    if (input.join_enabled !== undefined) changes.join_enabled = input.join_enabled ? 1 : 0;
    if (input.rotate_join_code) changes.join_code = randomToken(16);
    await updateGameRow(trx, game.id, changes);
    const ids: number[] = [];
    const moved =
      (changes.starts_at !== undefined && changes.starts_at !== game.starts_at) ||
      (changes.location !== undefined && changes.location !== game.location);
    if (moved) {
      const players = await entryRecipients(trx, game.id, {
        statuses: ['registered', 'waitlisted'],
      });
      ids.push(...(await queueGameMails(deps, trx, club, game.id, players, gameChangedMail)));
    }
    // A higher limit (or none) lets the waitlist in, first come first served.
    if (input.max_players !== undefined) {
      ids.push(...(await promoteWaitlist(deps, trx, club, game.id, at)));
    }
    return ids;
  });
  deps.mail.deliverSoon(...mailIds);
  return presentGameFor(deps, access, user);
}

/**
 * Deletes a game nobody entered; a game with entries is cancelled instead (its history and
 * its players' entries stay).
 */
export async function removeGame(
  deps: GamesDependencies,
  access: GameAccess,
  user: UserRow,
): Promise<'deleted' | 'cancelled'> {
  authorize(access.role, 'game:schedule');
  const { outcome, mailIds } = await clubWrite(deps, access.club.id, async (trx, at) => {
    const game = await findGameById(trx, access.game.id);
    if ((await countEntriesOfGame(trx, game.id)) === 0) {
      await deleteGameRow(trx, game.id);
      await deps.gameNight.notifyCancelled(trx, game.id, 'deleted');
      return { outcome: 'deleted' as const, mailIds: [] };
    }
    let ids: number[] = [];
    if (game.status !== 'cancelled') {
      const players = await entryRecipients(trx, game.id, {
        statuses: ['registered', 'waitlisted'],
      });
      await updateGameRow(trx, game.id, { status: 'cancelled', updated_at: at });
      ids = await queueGameMails(deps, trx, access.club, game.id, players, gameCancelledMail);
      // Even while it runs: its screens end the night (other processes hear at the commit).
      await deps.gameNight.notifyCancelled(trx, game.id, 'cancelled');
      await recordEvent(trx, {
        type: 'game.cancelled',
        clubId: access.club.id,
        userId: user.id,
        data: { game: game.slug },
        at,
      });
    }
    return { outcome: 'cancelled' as const, mailIds: ids };
  });
  deps.mail.deliverSoon(...mailIds);
  void deps.gameNight.cancelled(access.game.id, outcome);
  return outcome;
}

// ---------------------------------------------------------------------------------------------
// Entries

export async function listEntries(
  deps: GamesDependencies,
  access: GameAccess,
): Promise<EntryListResponse> {
  const entries = await listLiveEntries(deps.db, access.game.id);
  const waitlisted = entries.filter((entry) => entry.status === 'waitlisted');
  return {
    registered: entries
      .filter((entry) => entry.status === 'registered')
      .map((entry) => presentEntry(entry, null)),
    waitlisted: waitlisted.map((entry, index) => presentEntry(entry, index + 1)),
  };
}

/** Registered while seats are left, else waitlisted; decided under the club lock. */
export async function statusForNewEntry(trx: Kysely<Database>, game: GameRow) {
  if (game.max_players === null) return 'registered' as const;
  const registered = (await countEntries(trx, [game.id])).get(game.id)?.registered ?? 0;
  return registered < game.max_players ? ('registered' as const) : ('waitlisted' as const);
}

/**
 * Fills free seats from the waitlist, first in line first, and mails each promoted player.
 * Runs under the club lock; returns the mails to deliver after the commit.
 */
export async function promoteWaitlist(
  deps: GamesDependencies,
  trx: Kysely<Database>,
  club: ClubRow,
  gameId: number,
  at: string,
): Promise<number[]> {
  const game = await findGameById(trx, gameId);
  if (game.status !== 'scheduled' && game.status !== 'running') return [];
  const entries = await listLiveEntries(trx, gameId);
  const registered = entries.filter((entry) => entry.status === 'registered').length;
  const free = game.max_players === null ? Number.POSITIVE_INFINITY : game.max_players - registered;
  const promoted = entries.filter((entry) => entry.status === 'waitlisted').slice(0, free);
  for (const entry of promoted) await setEntryStatus(trx, entry.id, 'registered', at);
  const players = await entryRecipients(trx, gameId, { entryIds: promoted.map((e) => e.id) });
  return queueGameMails(deps, trx, club, gameId, players, seatFreedMail);
}

/**
 * `{}` registers the caller; `member_slug` or `guest_name` is a manager adding someone (the
 * member going by that name, else a new guest player of the club). Nobody is entered twice; the seat limit holds however
 * many RSVPs arrive at once (the club lock serializes them, in arrival order).
 */
export async function addEntry(
  deps: GamesDependencies,
  access: GameAccess,
  user: UserRow,
  input: CreateEntryRequest,
): Promise<Entry> {
  const forSomeoneElse = input.member_slug !== undefined || input.guest_name !== undefined;
  authorize(access.role, forSomeoneElse ? 'game:run' : 'game:rsvp');
  const { club } = access;
  const entryId = await clubWrite(deps, club.id, async (trx, at) => {
    const game = await findGameById(trx, access.game.id);
    if (game.status === 'cancelled') throw new HttpError(400, M.gameCancelled, 'game_cancelled');
    if (game.status !== 'scheduled') throw new HttpError(400, M.notOpen, 'registration_closed');

    let member: { id: number; name: string };
    if (input.guest_name !== undefined) {
      // A name the club knows is that member (a returning guest keeps one record and one line
      // in the standings); a name several members go by needs the manager to choose.
      const named = await findMembersNamed(trx, club.id, memberSortKey(input.guest_name));
      const [only] = named;
      if (named.length > 1) {
        throw FormError.fields({ guest_name: [M.guestNameTaken(input.guest_name, named.length)] });
      }
      if (only) {
        member = { id: only.id, name: memberName(only) };
      } else {
        await assertMayAddMember(deps, trx, club);
        const guest = await insertClubMember(trx, {
          clubId: club.id,
          userId: null,
          role: 'member',
          at,
          displayName: input.guest_name,
        });
        member = { id: guest.id, name: input.guest_name };
      }
    } else if (input.member_slug !== undefined) {
      const found = await findMember(trx, club.id, input.member_slug);
      if (!found) throw FormError.fields({ member_slug: [M.unknownMember] });
      member = { id: found.id, name: memberName(found) };
    } else {
      const own = await findMembershipOfUser(trx, club.id, user.id);
      if (!own) throw HttpError.notFound();
      member = { id: own.id, name: `${user.first_name} ${user.last_name}`.trim() };
    }
    if (await findLiveEntryOfMember(trx, game.id, member.id)) {
      throw FormError.fields({ non_field_errors: [M.alreadyEntered] });
    }
    const entry = await insertEntry(trx, {
      game_id: game.id,
      member_id: member.id,
      name: member.name,
      email: null,
      status: await statusForNewEntry(trx, game),
      joined_by_link: 0,
      cancel_token_hash: null,
      created_at: at,
      updated_at: at,
    });
    return entry.id;
  });
  return entryOf(deps.db, access.game.id, entryId);
}

async function entryOf(db: Kysely<Database>, gameId: number, entryId: number): Promise<Entry> {
  const entry = await findEntry(db, gameId, entryId);
  if (!entry) throw HttpError.notFound();
  const position =
    entry.status === 'waitlisted' ? (await countWaitlistedBefore(db, gameId, entry.id)) + 1 : null;
  return presentEntry(entry, position);
}

/**
 * Cancels an entry: the player's own, or anyone's for owners and managers. A freed seat goes
 * to the first on the waitlist.
 */
export async function cancelEntry(
  deps: GamesDependencies,
  access: GameAccess,
  user: UserRow,
  entryId: number,
): Promise<void> {
  const mailIds = await clubWrite(deps, access.club.id, async (trx, at) => {
    const entry = await findEntry(trx, access.game.id, entryId);
    if (!entry || entry.status === 'cancelled') throw HttpError.notFound();
    const own = await findMembershipOfUser(trx, access.club.id, user.id);
    const isOwn = own !== undefined && entry.member_id === own.id;
    authorize(access.role, isOwn ? 'game:rsvp' : 'game:run');
    await setEntryStatus(trx, entry.id, 'cancelled', at);
    if (entry.status !== 'registered') return [];
    return promoteWaitlist(deps, trx, access.club, access.game.id, at);
  });
  deps.mail.deliverSoon(...mailIds);
}

/**
 * The desk moves a player (owners and managers): a waitlisted one into the game, even past its
 * seat limit (the director decides), mailed as an automatic promotion is; a registered one to
 * the waitlist, where the waitlist's order (by when each signed up) places them, mailed their
 * place in line. A move frees no seat for the automatic promotion: the director just chose who
 * plays.
 */
export async function moveEntry(
  deps: GamesDependencies,
  access: GameAccess,
  entryId: number,
  input: UpdateEntryRequest,
): Promise<Entry> {
  authorize(access.role, 'game:run');
  const mailIds = await clubWrite(deps, access.club.id, async (trx, at) => {
    const game = await findGameById(trx, access.game.id);
    const entry = await findEntry(trx, game.id, entryId);
    if (!entry || entry.status === 'cancelled') throw HttpError.notFound();
    if (game.status === 'cancelled') throw new HttpError(400, M.gameCancelled, 'game_cancelled');
    if (game.status !== 'scheduled') throw new HttpError(400, M.notOpen, 'registration_closed');
    if (entry.status === input.status) return [];
    await setEntryStatus(trx, entry.id, input.status, at);
    const players = await entryRecipients(trx, game.id, { entryIds: [entry.id] });
    if (input.status === 'registered') {
      return queueGameMails(deps, trx, access.club, game.id, players, movedInMail);
    }
    const position = (await countWaitlistedBefore(trx, game.id, entry.id)) + 1;
    const mail = movedToWaitlistMail(position);
    return queueGameMails(deps, trx, access.club, game.id, players, mail);
  });
  deps.mail.deliverSoon(...mailIds);
  return entryOf(deps.db, access.game.id, entryId);
}
