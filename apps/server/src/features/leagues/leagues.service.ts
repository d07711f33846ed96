import {
  LEAGUE_MESSAGES,
  STARTER_LEAGUE_NAME,
  UNLIMITED,
  seasonDateErrors,
  type CreateLeagueRequest,
  type CreateSeasonRequest,
  type League,
  type LeagueListResponse,
  type Season,
  type SeasonListResponse,
  type UpdateLeagueRequest,
  type UpdateSeasonRequest,
} from '@felt/contract';
import type { Kysely } from 'kysely';
import type { ClubRow, Database } from '../../db/schema';
import { FormError, HttpError } from '../../http-error';
import { slugify } from '../../slugs/slugify';
// The club row lock every club write takes, so plan limits are checked against what is stored.
import { clubWrite } from '../clubs/club-write';
import {
  planLimit,
  planLimitReached,
  type SubscriptionsDependencies,
} from '../subscriptions/subscriptions.service';
import {
  countClubLeagues,
  countClubSeasons,
  deleteLeague,
  deleteSeason,
  findHiddenSeason,
  findLeagueSeason,
  freeLeagueSlug,
  freeSeasonSlug,
  insertLeague,
  insertSeason,
  listLeagues,
  listSeasonsOfLeagues,
  renameLeague,
  updateSeason,
  type LeagueWithClub,
  type SeasonWithLeague,
} from './leagues.repository';
import { calendarDate, sortSeasons } from '@felt/domain';

export interface LeaguesDependencies extends SubscriptionsDependencies {
  now: () => Date;
}

const M = LEAGUE_MESSAGES;

/** The hidden season's title; it never shows in a league's list. */
const HIDDEN_SEASON_TITLE = 'Games outside a league';

function presentSeason(season: SeasonWithLeague): Season {
  return {
    id: season.id,
    slug: season.slug,
    title: season.title,
    is_active: season.is_active === 1,
    begin_date: season.begin_date,
    end_date: season.end_date,
    league_slug: season.league_slug ?? '',
  };
}

async function presentLeagues(
  db: Kysely<Database>,
  leagues: readonly LeagueWithClub[],
  today: string,
): Promise<League[]> {
  const seasons = await listSeasonsOfLeagues(
    db,
    leagues.map((league) => league.id),
  );
  return leagues.map((league) => {
    const own = sortSeasons(
      seasons.filter((season) => season.league_id === league.id),
      today,
    );
    const active = own.find((season) => season.is_active === 1);
    return {
      id: league.id,
      slug: league.slug,
      name: league.name,
      club_slug: league.club_slug,
      season_count: own.length,
      active_season: active ? presentSeason(active) : null,
    };
  });
}

async function presentLeague(
  db: Kysely<Database>,
  league: LeagueWithClub,
  today: string,
): Promise<League> {
  const [presented] = await presentLeagues(db, [league], today);
  if (!presented) throw new Error('presentLeagues lost a league');
  return presented;
}

/** Today in the viewer's time zone (the Time-Zone header), else UTC. */
export function todayFor(deps: LeaguesDependencies, timeZone: string | null): string {
  return calendarDate(deps.now(), timeZone ?? 'UTC');
}

// ---------------------------------------------------------------------------------------------
// Reading

export async function listClubLeagues(
  deps: LeaguesDependencies,
  club: ClubRow,
  today: string,
): Promise<LeagueListResponse> {
  const results = await presentLeagues(deps.db, await listLeagues(deps.db, club.id), today);
  return { count: results.length, next: null, previous: null, results };
}

export function getLeague(
  deps: LeaguesDependencies,
  league: LeagueWithClub,
  today: string,
): Promise<League> {
  return presentLeague(deps.db, league, today);
}

/** One league season (the settings page names it); the hidden season is not one (404). */
export function getSeason(season: SeasonWithLeague): Season {
  return presentSeason(season);
}

export async function listLeagueSeasons(
  deps: LeaguesDependencies,
  league: LeagueWithClub,
  today: string,
): Promise<SeasonListResponse> {
  const seasons = sortSeasons(await listSeasonsOfLeagues(deps.db, [league.id]), today);
  const results = seasons.map(presentSeason);
  return { count: results.length, next: null, previous: null, results };
}

/**
 * The club's hidden season (decision 0010). It is made with the club (`seedHiddenSeason`), so
 * a read never writes; a club without one answers 404, which the client ignores (SPEC.md 8).
 */
export async function hiddenSeason(
  deps: LeaguesDependencies,
  club: ClubRow,
): Promise<{ slug: string }> {
  const found = await findHiddenSeason(deps.db, club.id);
  if (!found) throw HttpError.notFound();
  return { slug: found.slug };
}

/**
 * The slug a new league, season or hidden season of the club starts from (the first free of it,
 * `-2`, `-3`, ... is taken): globally unique, so it names the club too. Kept when the name
 * changes.
 */
export const leagueSlugBase = (clubSlug: string, name: string) =>
  slugify(`${clubSlug} ${name}`, 'league');
export const seasonSlugBase = (clubSlug: string, title: string) =>
  slugify(`${clubSlug} ${title}`, 'season');
export const hiddenSeasonSlugBase = (clubSlug: string) =>
  slugify(`${clubSlug} unscheduled`, 'unscheduled');

/** A new club's hidden season, in the caller's transaction (decision 0010). */
export async function seedHiddenSeason(
  trx: Kysely<Database>,
  club: ClubRow,
  at: string,
): Promise<void> {
  await insertSeason(trx, {
    clubId: club.id,
    leagueId: null,
    slug: await freeSeasonSlug(trx, hiddenSeasonSlugBase(club.slug)),
    title: HIDDEN_SEASON_TITLE,
    isActive: true,
    isHidden: true,
    beginDate: club.created_at.slice(0, 10),
    endDate: '9999-12-31',
    at,
  });
}

// ---------------------------------------------------------------------------------------------
// Writing: each write holds the club's lock for its transaction.

async function assertWithinLimit(
  deps: LeaguesDependencies,
  trx: Kysely<Database>,
  club: ClubRow,
  category: 'leagues' | 'seasons',
): Promise<void> {
  const limit = planLimit(deps, club, category);
  if (limit === UNLIMITED) return;
  const used =
    category === 'leagues'
      ? await countClubLeagues(trx, club.id)
      : await countClubSeasons(trx, club.id);
  if (used < limit) return;
  const detail = category === 'leagues' ? M.leaguePlanLimit(limit) : M.seasonPlanLimit(limit);
  throw planLimitReached(detail, limit, used);
}

async function newLeague(
  trx: Kysely<Database>,
  club: ClubRow,
  name: string,
  at: string,
): Promise<LeagueWithClub> {
  const slug = await freeLeagueSlug(trx, leagueSlugBase(club.slug, name));
  const league = await insertLeague(trx, { clubId: club.id, slug, name, at });
  return { ...league, club_slug: club.slug };
}

async function newSeason(
  trx: Kysely<Database>,
  club: ClubRow,
  league: { id: number },
  input: CreateSeasonRequest,
  at: string,
) {
  const slug = await freeSeasonSlug(trx, seasonSlugBase(club.slug, input.title));
  return insertSeason(trx, {
    clubId: club.id,
    leagueId: league.id,
    slug,
    title: input.title,
    isActive: input.is_active,
    beginDate: input.begin_date,
    endDate: input.end_date,
    at,
  });
}

/**
 * A new club's Main League with this calendar year's season, in the caller's transaction
 * (registration and `POST /api/clubs/`), so the app has a league and season to show.
 */
export async function seedStarterLeague(
  trx: Kysely<Database>,
  club: ClubRow,
  at: string,
): Promise<void> {
  const league = await newLeague(trx, club, STARTER_LEAGUE_NAME, at);
  const year = at.slice(0, 4);
  await newSeason(
    trx,
    club,
    league,
    { title: year, begin_date: `${year}-01-01`, end_date: `${year}-12-31`, is_active: true },
    at,
  );
}

export async function createLeague(
  deps: LeaguesDependencies,
  club: ClubRow,
  input: CreateLeagueRequest,
  today: string,
): Promise<League> {
  const league = await clubWrite(deps, club.id, async (trx, at) => {
    await assertWithinLimit(deps, trx, club, 'leagues');
    return newLeague(trx, club, input.name, at);
  });
  return presentLeague(deps.db, league, today);
}

export async function updateLeague(
  deps: LeaguesDependencies,
  league: LeagueWithClub,
  input: UpdateLeagueRequest,
  today: string,
): Promise<League> {
  const { name } = input;
  if (name !== undefined) {
    await clubWrite(deps, league.club_id, (trx, at) => renameLeague(trx, league.id, name, at));
  }
  return presentLeague(deps.db, { ...league, name: input.name ?? league.name }, today);
}

/** Deletes the league with its seasons, under the club's lock like every club write. */
export async function removeLeague(deps: LeaguesDependencies, league: LeagueWithClub) {
  await clubWrite(deps, league.club_id, (trx) => deleteLeague(trx, league.id));
}

export async function createSeason(
  deps: LeaguesDependencies,
  club: ClubRow,
  league: LeagueWithClub,
  input: CreateSeasonRequest,
): Promise<Season> {
  const season = await clubWrite(deps, club.id, async (trx, at) => {
    await assertWithinLimit(deps, trx, club, 'seasons');
    return newSeason(trx, club, league, input, at);
  });
  return presentSeason({ ...season, league_slug: league.slug, club_slug: club.slug });
}

export async function updateLeagueSeason(
  deps: LeaguesDependencies,
  season: SeasonWithLeague,
  input: UpdateSeasonRequest,
): Promise<Season> {
  // Merged with the row as it is under the club lock: two PATCHes at once (a title and a date)
  // would otherwise each write back the other's field as it was before.
  return clubWrite(deps, season.club_id, async (trx, at) => {
    const current = await findLeagueSeason(trx, season.slug);
    if (!current) throw HttpError.notFound();
    const next = {
      title: input.title ?? current.title,
      is_active: input.is_active === undefined ? current.is_active : input.is_active ? 1 : 0,
      begin_date: input.begin_date ?? current.begin_date,
      end_date: input.end_date ?? current.end_date,
    };
    const errors = seasonDateErrors(next);
    if (Object.keys(errors).length > 0) throw FormError.fields(errors);
    await updateSeason(trx, current.id, { ...next, at });
    return presentSeason({ ...current, ...next });
  });
}

/** Deletes the season, under the club's lock like every club write. */
export async function removeSeason(deps: LeaguesDependencies, season: SeasonWithLeague) {
  await clubWrite(deps, season.club_id, (trx) => deleteSeason(trx, season.id));
}
