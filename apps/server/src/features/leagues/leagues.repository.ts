import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import {
  CLUB_ACCESS_COLUMNS,
  splitClubAccess,
  type ClubMembership,
} from '../clubs/clubs.repository';
import type { Database, LeagueRow, SeasonRow } from '../../db/schema';
import { firstFreeSlug } from '../../slugs/slugify';
import { INLINE_FALSE, INLINE_TRUE } from '../../db/inline-flags';

/** A league with the slug of its club (policy checks go through the club). */
export type LeagueWithClub = LeagueRow & { club_slug: string };
/** A season with its league's slug (null for the hidden season) and its club's slug. */
export type SeasonWithLeague = SeasonRow & { league_slug: string | null; club_slug: string };

async function freeSlug(
  db: Kysely<Database>,
  table: 'league' | 'season',
  base: string,
): Promise<string> {
  const rows = await db
    .selectFrom(table)
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

export const freeLeagueSlug = (db: Kysely<Database>, base: string) => freeSlug(db, 'league', base);
export const freeSeasonSlug = (db: Kysely<Database>, base: string) => freeSlug(db, 'season', base);

export async function insertLeague(
  db: Kysely<Database>,
  league: { clubId: number; slug: string; name: string; at: string },
): Promise<LeagueRow> {
  return db
    .insertInto('league')
    .values({
      club_id: league.clubId,
      slug: league.slug,
      name: league.name,
      created_at: league.at,
      updated_at: league.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface NewSeason {
  clubId: number;
  leagueId: number | null;
  slug: string;
  title: string;
  isActive: boolean;
  isHidden?: boolean;
  beginDate: string;
  endDate: string;
  at: string;
}

export async function insertSeason(db: Kysely<Database>, season: NewSeason): Promise<SeasonRow> {
  return db
    .insertInto('season')
    .values({
      club_id: season.clubId,
      league_id: season.leagueId,
      slug: season.slug,
      title: season.title,
      is_active: season.isActive ? 1 : 0,
      is_hidden: season.isHidden ? 1 : 0,
      begin_date: season.beginDate,
      end_date: season.endDate,
      created_at: season.at,
      updated_at: season.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

function leaguesWithClub(db: Kysely<Database>) {
  return db
    .selectFrom('league')
    .innerJoin('club', 'club.id', 'league.club_id')
    .selectAll('league')
    .select('club.slug as club_slug');
}

export async function listLeagues(db: Kysely<Database>, clubId: number): Promise<LeagueWithClub[]> {
  return leaguesWithClub(db)
    .where('league.club_id', '=', clubId)
    .orderBy('league.name')
    .orderBy('league.id')
    .execute();
}

const leagueAccessBySlug = preparedQuery((db, slug: string, userId: number) =>
  leaguesWithClub(db)
    .leftJoin('club_member', (join) =>
      join
        .onRef('club_member.club_id', '=', 'league.club_id')
        .on('club_member.user_id', '=', userId),
    )
    .select(CLUB_ACCESS_COLUMNS)
    .where('league.slug', '=', slug),
);

/**
 * The league with this slug, its club and the user's role there, in one query compiled once:
 * every league route asks it (policy/club-route.ts, decision 0042).
 */
export async function findLeagueAccess(
  db: Kysely<Database>,
  slug: string,
  userId: number,
): Promise<(ClubMembership & { league: LeagueWithClub }) | undefined> {
  const [row] = await leagueAccessBySlug(db, slug, userId);
  if (!row) return undefined;
  const { club, role, thing } = splitClubAccess(row);
  return { club, role, league: thing };
}

export async function findLeague(
  db: Kysely<Database>,
  slug: string,
): Promise<LeagueWithClub | undefined> {
  return leaguesWithClub(db).where('league.slug', '=', slug).executeTakeFirst();
}

export async function renameLeague(
  db: Kysely<Database>,
  leagueId: number,
  name: string,
  at: string,
): Promise<void> {
  await db.updateTable('league').set({ name, updated_at: at }).where('id', '=', leagueId).execute();
}

/** Deletes the league; its seasons and every settings override of both go by cascade. */
export async function deleteLeague(db: Kysely<Database>, leagueId: number): Promise<void> {
  await db.deleteFrom('league').where('id', '=', leagueId).execute();
}

function seasonsWithLeague(db: Kysely<Database>) {
  return db
    .selectFrom('season')
    .innerJoin('club', 'club.id', 'season.club_id')
    .leftJoin('league', 'league.id', 'season.league_id')
    .selectAll('season')
    .select(['league.slug as league_slug', 'club.slug as club_slug']);
}

/** The league seasons of the given leagues, unordered (the service orders them by date). */
export async function listSeasonsOfLeagues(
  db: Kysely<Database>,
  leagueIds: readonly number[],
): Promise<SeasonWithLeague[]> {
  if (leagueIds.length === 0) return [];
  return seasonsWithLeague(db).where('season.league_id', 'in', leagueIds).execute();
}

/** A league season by slug (never the hidden season). */
export async function findLeagueSeason(
  db: Kysely<Database>,
  slug: string,
): Promise<SeasonWithLeague | undefined> {
  return seasonsWithLeague(db)
    .where('season.slug', '=', slug)
    .where('season.is_hidden', '=', INLINE_FALSE)
    .executeTakeFirst();
}

const seasonAccessBySlug = preparedQuery((db, slug: string, userId: number) =>
  seasonsWithLeague(db)
    .leftJoin('club_member', (join) =>
      join
        .onRef('club_member.club_id', '=', 'season.club_id')
        .on('club_member.user_id', '=', userId),
    )
    .select(CLUB_ACCESS_COLUMNS)
    .where('season.slug', '=', slug)
    .where('season.is_hidden', '=', INLINE_FALSE),
);

/**
 * `findLeagueSeason` with the season's club and the user's role there, in one query compiled
 * once: every season route asks it (policy/club-route.ts, decision 0042).
 */
export async function findLeagueSeasonAccess(
  db: Kysely<Database>,
  slug: string,
  userId: number,
): Promise<(ClubMembership & { season: SeasonWithLeague }) | undefined> {
  const [row] = await seasonAccessBySlug(db, slug, userId);
  if (!row) return undefined;
  const { club, role, thing } = splitClubAccess(row);
  return { club, role, season: thing };
}

export async function findHiddenSeason(
  db: Kysely<Database>,
  clubId: number,
): Promise<SeasonRow | undefined> {
  return db
    .selectFrom('season')
    .selectAll()
    .where('club_id', '=', clubId)
    .where('is_hidden', '=', INLINE_TRUE)
    .executeTakeFirst();
}

export async function updateSeason(
  db: Kysely<Database>,
  seasonId: number,
  values: { title: string; is_active: number; begin_date: string; end_date: string; at: string },
): Promise<void> {
  const { at, ...rest } = values;
  await db
    .updateTable('season')
    .set({ ...rest, updated_at: at })
    .where('id', '=', seasonId)
    .execute();
}

/** Deletes the season; its settings overrides go by cascade. */
export async function deleteSeason(db: Kysely<Database>, seasonId: number): Promise<void> {
  await db.deleteFrom('season').where('id', '=', seasonId).execute();
}

export async function countClubLeagues(db: Kysely<Database>, clubId: number): Promise<number> {
  const row = await db
    .selectFrom('league')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('club_id', '=', clubId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** League seasons of the club (the `seasons` plan limit counts these, not the hidden one). */
export async function countClubSeasons(db: Kysely<Database>, clubId: number): Promise<number> {
  const row = await db
    .selectFrom('season')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('club_id', '=', clubId)
    .where('is_hidden', '=', INLINE_FALSE)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
