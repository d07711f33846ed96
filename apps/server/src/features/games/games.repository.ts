import type { EntryStatus, GameWhen } from '@felt/contract';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import {
  CLUB_ACCESS_COLUMNS,
  splitClubAccess,
  type ClubMembership,
} from '../clubs/clubs.repository';
import type { Database, GameEntryResultColumn, GameEntryRow, GameRow } from '../../db/schema';
import { firstFreeSlug } from '../../slugs/slugify';

/** A game with the slugs its answer names. */
export interface GameWithRefs extends GameRow {
  club_slug: string;
  season_slug: string;
  league_slug: string | null;
  /** The season's league; null for the club's hidden season. */
  league_id: number | null;
  blind_schedule_slug: string | null;
}

function gamesWithRefs(db: Kysely<Database>) {
  return db
    .selectFrom('game')
    .innerJoin('club', 'club.id', 'game.club_id')
    .innerJoin('season', 'season.id', 'game.season_id')
    .leftJoin('league', 'league.id', 'season.league_id')
    .leftJoin('blind_schedule', 'blind_schedule.id', 'game.blind_schedule_id')
    .selectAll('game')
    .select([
      'club.slug as club_slug',
      'season.slug as season_slug',
      'league.slug as league_slug',
      'season.league_id as league_id',
      'blind_schedule.slug as blind_schedule_slug',
    ]);
}

/** `base`, or `base-2`, `base-3`, ... whichever is free among game slugs. */
export async function freeGameSlug(db: Kysely<Database>, base: string): Promise<string> {
  const rows = await db
    .selectFrom('game')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

export type NewGame = Omit<GameRow, 'id' | 'recorded_at'>;

export async function insertGame(db: Kysely<Database>, game: NewGame): Promise<GameRow> {
  return db.insertInto('game').values(game).returningAll().executeTakeFirstOrThrow();
}

export async function findGame(
  db: Kysely<Database>,
  slug: string,
): Promise<GameWithRefs | undefined> {
  return gamesWithRefs(db).where('game.slug', '=', slug).executeTakeFirst();
}

const gameAccessBySlug = preparedQuery((db, slug: string, userId: number) =>
  gamesWithRefs(db)
    .leftJoin('club_member', (join) =>
      join.onRef('club_member.club_id', '=', 'game.club_id').on('club_member.user_id', '=', userId),
    )
    .select(CLUB_ACCESS_COLUMNS)
    .where('game.slug', '=', slug),
);

/**
 * `findGame` with the game's club and the user's role there, in one query compiled once: every
 * game route asks it (policy/club-route.ts, decision 0042).
 */
export async function findGameAccess(
  db: Kysely<Database>,
  slug: string,
  userId: number,
): Promise<(ClubMembership & { game: GameWithRefs }) | undefined> {
  const [row] = await gameAccessBySlug(db, slug, userId);
  if (!row) return undefined;
  const { club, role, thing } = splitClubAccess(row);
  return { club, role, game: thing };
}

export async function findGameById(db: Kysely<Database>, id: number): Promise<GameWithRefs> {
  return gamesWithRefs(db).where('game.id', '=', id).executeTakeFirstOrThrow();
}

export interface GameListFilter {
  clubId: number;
  when: GameWhen;
  seasonId: number | null;
  /** Only the games of this league's seasons. */
  leagueId?: number | null;
  /** Only the games this member has a live (registered or waitlisted) entry in. */
  memberId?: number | null;
  /** ISO instant: upcoming games start at or after it (and running ones count as upcoming). */
  now: string;
  limit: number;
  offset: number;
}

function filtered(db: Kysely<Database>, filter: GameListFilter) {
  let query = gamesWithRefs(db).where('game.club_id', '=', filter.clubId);
  if (filter.seasonId !== null) query = query.where('game.season_id', '=', filter.seasonId);
  const { leagueId } = filter;
  if (leagueId !== undefined && leagueId !== null) {
    query = query.where('season.league_id', '=', leagueId);
  }
  const { memberId } = filter;
  if (memberId !== undefined && memberId !== null) {
    query = query.where('game.id', 'in', (eb) =>
      eb
        .selectFrom('game_entry')
        .select('game_entry.game_id')
        .where('game_entry.member_id', '=', memberId)
        .where('game_entry.status', '<>', 'cancelled'),
    );
  }
  if (filter.when === 'upcoming') {
    query = query.where((eb) =>
      eb.or([
        eb('game.status', '=', 'running'),
        eb.and([eb('game.status', '=', 'scheduled'), eb('game.starts_at', '>=', filter.now)]),
      ]),
    );
  } else if (filter.when === 'past') {
    query = query.where((eb) =>
      eb.or([
        eb('game.status', 'in', ['finished', 'recorded', 'cancelled']),
        eb.and([eb('game.status', '=', 'scheduled'), eb('game.starts_at', '<', filter.now)]),
      ]),
    );
  }
  return query;
}

/** One page of the club's games: upcoming soonest first, past (and all) latest first. */
export async function listGames(
  db: Kysely<Database>,
  filter: GameListFilter,
): Promise<{ count: number; rows: GameWithRefs[] }> {
  const direction = filter.when === 'upcoming' ? 'asc' : 'desc';
  const rows = await filtered(db, filter)
    .orderBy('game.starts_at', direction)
    .orderBy('game.id', direction)
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
  const counted = await filtered(db, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { count: Number(counted.count), rows };
}

export async function updateGameRow(
  db: Kysely<Database>,
  id: number,
  changes: Partial<Omit<GameRow, 'id' | 'club_id' | 'created_at'>>,
): Promise<void> {
  await db.updateTable('game').set(changes).where('id', '=', id).execute();
}

export async function deleteGameRow(db: Kysely<Database>, id: number): Promise<void> {
  await db.deleteFrom('game').where('id', '=', id).execute();
}

// ---------------------------------------------------------------------------------------------
// Entries

export interface EntryWithMember extends GameEntryRow {
  member_slug: string | null;
}

function entriesWithMember(db: Kysely<Database>) {
  return db
    .selectFrom('game_entry')
    .leftJoin('club_member', 'club_member.id', 'game_entry.member_id')
    .selectAll('game_entry')
    .select('club_member.slug as member_slug');
}

/** The game's live entries (not cancelled), in arrival order. */
export async function listLiveEntries(
  db: Kysely<Database>,
  gameId: number,
): Promise<EntryWithMember[]> {
  return entriesWithMember(db)
    .where('game_entry.game_id', '=', gameId)
    .where('game_entry.status', '<>', 'cancelled')
    .orderBy('game_entry.id')
    .execute();
}

export async function findEntry(
  db: Kysely<Database>,
  gameId: number,
  entryId: number,
): Promise<EntryWithMember | undefined> {
  return entriesWithMember(db)
    .where('game_entry.game_id', '=', gameId)
    .where('game_entry.id', '=', entryId)
    .executeTakeFirst();
}

export async function findLiveEntryOfMember(
  db: Kysely<Database>,
  gameId: number,
  memberId: number,
): Promise<EntryWithMember | undefined> {
  return entriesWithMember(db)
    .where('game_entry.game_id', '=', gameId)
    .where('game_entry.member_id', '=', memberId)
    .where('game_entry.status', '<>', 'cancelled')
    .executeTakeFirst();
}

export async function insertEntry(
  db: Kysely<Database>,
  entry: Omit<GameEntryRow, 'id' | 'reminded_for' | GameEntryResultColumn>,
): Promise<GameEntryRow> {
  return db.insertInto('game_entry').values(entry).returningAll().executeTakeFirstOrThrow();
}

export async function setEntryStatus(
  db: Kysely<Database>,
  entryId: number,
  status: EntryStatus,
  at: string,
): Promise<void> {
  await db
    .updateTable('game_entry')
    .set({ status, updated_at: at })
    .where('id', '=', entryId)
    .execute();
}

/** How many entries of each game are registered and waitlisted. */
export async function countEntries(
  db: Kysely<Database>,
  gameIds: readonly number[],
): Promise<Map<number, { registered: number; waitlisted: number }>> {
  const counts = new Map<number, { registered: number; waitlisted: number }>();
  for (const id of gameIds) counts.set(id, { registered: 0, waitlisted: 0 });
  if (gameIds.length === 0) return counts;
  const rows = await db
    .selectFrom('game_entry')
    .select(['game_id', 'status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('game_id', 'in', gameIds)
    .where('status', 'in', ['registered', 'waitlisted'])
    .groupBy(['game_id', 'status'])
    .execute();
  for (const row of rows) {
    const entry = counts.get(row.game_id);
    if (entry) entry[row.status as 'registered' | 'waitlisted'] = Number(row.count);
  }
  return counts;
}

/** The member's live entries in these games, by game id. */
export async function liveEntriesOfMember(
  db: Kysely<Database>,
  gameIds: readonly number[],
  memberId: number,
): Promise<Map<number, EntryWithMember>> {
  if (gameIds.length === 0) return new Map();
  const rows = await entriesWithMember(db)
    .where('game_entry.game_id', 'in', gameIds)
    .where('game_entry.member_id', '=', memberId)
    .where('game_entry.status', '<>', 'cancelled')
    .execute();
  return new Map(rows.map((row) => [row.game_id, row]));
}

/** Waitlisted entries of the game ahead of `entryId` (its position is this + 1). */
export async function countWaitlistedBefore(
  db: Kysely<Database>,
  gameId: number,
  entryId: number,
): Promise<number> {
  const row = await db
    .selectFrom('game_entry')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('game_id', '=', gameId)
    .where('status', '=', 'waitlisted')
    .where('id', '<', entryId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countEntriesOfGame(db: Kysely<Database>, gameId: number): Promise<number> {
  const row = await db
    .selectFrom('game_entry')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('game_id', '=', gameId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

// ---------------------------------------------------------------------------------------------
// Who mails go to

export interface Recipient {
  email: string;
  first_name: string | null;
  timezone: string | null;
}

/**
 * Every member of the club with an account (Demo aside) who takes game invitations (their
 * mail preferences), but `exceptUserId`.
 */
export async function clubMemberRecipients(
  db: Kysely<Database>,
  clubId: number,
  exceptUserId: number | null,
): Promise<Recipient[]> {
  let query = db
    .selectFrom('club_member')
    .innerJoin('user', 'user.id', 'club_member.user_id')
    .select(['user.email', 'user.first_name', 'user.timezone'])
    .where('club_member.club_id', '=', clubId)
    .where('club_member.role', '<>', 'demo')
    .where('user.game_invitation_mails', '=', 1);
  if (exceptUserId !== null) query = query.where('user.id', '<>', exceptUserId);
  return query.orderBy('club_member.id').execute();
}

/** The players of these entries who can be mailed: an account's address, or the one they gave. */
export async function entryRecipients(
  db: Kysely<Database>,
  gameId: number,
  filter: { statuses?: readonly EntryStatus[]; entryIds?: readonly number[] },
): Promise<Recipient[]> {
  let query = db
    .selectFrom('game_entry')
    .leftJoin('club_member', 'club_member.id', 'game_entry.member_id')
    .leftJoin('user', 'user.id', 'club_member.user_id')
    .select(['user.email as user_email', 'game_entry.email as entry_email', 'game_entry.name'])
    .select(['user.first_name', 'user.timezone'])
    .where('game_entry.game_id', '=', gameId);
  if (filter.statuses) query = query.where('game_entry.status', 'in', [...filter.statuses]);
  if (filter.entryIds) {
    if (filter.entryIds.length === 0) return [];
    query = query.where('game_entry.id', 'in', [...filter.entryIds]);
  }
  const rows = await query.orderBy('game_entry.id').execute();
  return rows.flatMap((row) => {
    const email = row.user_email ?? row.entry_email;
    if (!email) return [];
    return [{ email, first_name: row.first_name ?? row.name, timezone: row.timezone }];
  });
}

// ---------------------------------------------------------------------------------------------
// Lookups in the game's club

/** The id of the club's season with this slug (league or hidden), or undefined. */
export async function findClubSeasonId(
  db: Kysely<Database>,
  clubId: number,
  slug: string,
): Promise<number | undefined> {
  const season = await db
    .selectFrom('season')
    .select('id')
    .where('club_id', '=', clubId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return season?.id;
}

export async function findClubLeagueId(
  db: Kysely<Database>,
  clubId: number,
  slug: string,
): Promise<number | undefined> {
  const league = await db
    .selectFrom('league')
    .select('id')
    .where('club_id', '=', clubId)
    .where('slug', '=', slug)
    .executeTakeFirst();
  return league?.id;
}

/** The club member (Demo aside) whose account uses this address, or undefined. */
export async function findMemberIdByEmail(
  db: Kysely<Database>,
  clubId: number,
  email: string,
): Promise<number | undefined> {
  const member = await db
    .selectFrom('club_member')
    .innerJoin('user', 'user.id', 'club_member.user_id')
    .select('club_member.id')
    .where('club_member.club_id', '=', clubId)
    .where('club_member.role', '<>', 'demo')
    .where('user.email', '=', email)
    .executeTakeFirst();
  return member?.id;
}

/** The game's entry behind a mailed cancel link, or undefined. */
export async function findEntryByCancelToken(
  db: Kysely<Database>,
  gameId: number,
  tokenHash: string,
): Promise<GameEntryRow | undefined> {
  return db
    .selectFrom('game_entry')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('cancel_token_hash', '=', tokenHash)
    .executeTakeFirst();
}
