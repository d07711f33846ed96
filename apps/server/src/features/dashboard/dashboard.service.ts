import {
  DASHBOARD_RECENT_RESULTS,
  type DashboardRecentResult,
  type DashboardResponse,
  type DashboardStanding,
  type StandingPick,
} from '@felt/contract';
import { sortSeasons } from '@felt/domain';
import { sql, type Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import type { ClubAccess } from '../../policy/club-policy';
import { mediaUrl } from '../../storage/media-storage';
import { listGames } from '../games/games.repository';
import { presentGamesFor } from '../games/games.service';
import {
  listLeagues,
  listSeasonsOfLeagues,
  type LeagueWithClub,
  type SeasonWithLeague,
} from '../leagues/leagues.repository';
import { memberName } from '../members/member-name';
import { findMembershipOfUser } from '../members/members.repository';
import { listStandings } from '../results/results.repository';

export interface DashboardDependencies {
  db: Kysely<Database>;
  now: () => Date;
}

/** Running games and the first scheduled ones: a club runs a handful of nights at once at most. */
const UPCOMING_READ = 20;

/**
 * `GET /api/clubs/{slug}/dashboard/`: the club dashboard in one read (issue 15). Nothing is
 * computed here that another read does not store: the games as the games list presents them,
 * the season's stored standings (decision 0028) and the recorded games' result rows.
 */
export async function readDashboard(
  deps: DashboardDependencies,
  access: ClubAccess,
  user: UserRow,
  query: { league?: string; season?: string },
  today: string,
): Promise<DashboardResponse> {
  const { db } = deps;
  const [membership, upcoming] = await Promise.all([
    findMembershipOfUser(db, access.club.id, user.id),
    listGames(db, {
      clubId: access.club.id,
      when: 'upcoming',
      seasonId: null,
      now: deps.now().toISOString(),
      limit: UPCOMING_READ,
      offset: 0,
    }),
  ]);
  const running = upcoming.rows.filter((game) => game.status === 'running');
  const next = upcoming.rows.find((game) => game.status === 'scheduled');
  const memberId = membership?.id ?? null;
  const [games, standing, recent] = await Promise.all([
    presentGamesFor(db, access, user, next ? [...running, next] : running),
    readStanding(db, access.club.id, memberId, query, today),
    readRecentResults(db, access.club.id, memberId),
  ]);
  return {
    viewer_member_slug: membership?.slug ?? null,
    running_games: games.slice(0, running.length),
    next_game: next ? games[running.length]! : null,
    upcoming_count: upcoming.count - running.length,
    standing,
    recent_results: recent,
  };
}

/**
 * The season whose standing the caller wants to see, and why it is that one:
 * - `chosen`: the season they picked for the remembered league (SPEC.md section 4);
 * - `played`: else the league season of their latest recorded result, as someone who plays in
 *   several leagues expects (not the first league by name);
 * - `active`: else the remembered league's first active season (running, future, past), else
 *   its first;
 * - `latest`: else the league season of the club's latest recorded game;
 * - `active` again: else the club's first league by name, as above.
 */
async function pickStandingSeason(
  db: Kysely<Database>,
  clubId: number,
  memberId: number | null,
  query: { league?: string; season?: string },
  today: string,
): Promise<{ league: LeagueWithClub; season: SeasonWithLeague; picked: StandingPick } | null> {
  const leagues = await listLeagues(db, clubId);
  if (leagues.length === 0) return null;
  const seasons = sortSeasons(
    await listSeasonsOfLeagues(
      db,
      leagues.map((league) => league.id),
    ),
    today,
  );
  const found = (seasonId: number | undefined, picked: StandingPick) => {
    const season = seasons.find((each) => each.id === seasonId);
    const league = leagues.find((each) => each.id === season?.league_id);
    return season && league ? { league, season, picked } : null;
  };
  const remembered = leagues.find((each) => each.slug === query.league);
  const chosen = remembered
    ? seasons.find((each) => each.league_id === remembered.id && each.slug === query.season)
    : undefined;
  if (chosen) return found(chosen.id, 'chosen');
  if (seasons.length === 0) return null;
  const seasonIds = seasons.map((season) => season.id);
  if (memberId !== null) {
    const played = await db
      .selectFrom('game_result')
      .innerJoin('game', 'game.id', 'game_result.game_id')
      .select('game_result.season_id')
      .where('game_result.season_id', 'in', seasonIds)
      .where('game_result.member_id', '=', memberId)
      .orderBy('game.starts_at', 'desc')
      .orderBy('game.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (played) return found(played.season_id, 'played');
  }
  const activeOf = (league: LeagueWithClub) => {
    const own = seasons.filter((each) => each.league_id === league.id);
    return (own.find((each) => each.is_active === 1) ?? own[0])?.id;
  };
  const inRemembered = remembered ? activeOf(remembered) : undefined;
  if (inRemembered !== undefined) return found(inRemembered, 'active');
  const latest = await db
    .selectFrom('game')
    .select('season_id')
    .where('season_id', 'in', seasonIds)
    .where('status', '=', 'recorded')
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (latest) return found(latest.season_id, 'latest');
  for (const league of leagues) {
    const active = activeOf(league);
    if (active !== undefined) return found(active, 'active');
  }
  return null;
}

/** The season `pickStandingSeason` picks and the caller's stored row in it. */
async function readStanding(
  db: Kysely<Database>,
  clubId: number,
  memberId: number | null,
  query: { league?: string; season?: string },
  today: string,
): Promise<DashboardStanding | null> {
  const pick = await pickStandingSeason(db, clubId, memberId, query, today);
  if (!pick) return null;
  const { league, season, picked } = pick;

  const [rows, recorded] = await Promise.all([
    listStandings(db, season.id),
    db
      .selectFrom('game')
      .select(sql<number>`count(*)`.as('count'))
      .where('season_id', '=', season.id)
      .where('status', '=', 'recorded')
      .executeTakeFirstOrThrow(),
  ]);
  const first = rows[0];
  const index = memberId === null ? -1 : rows.findIndex((row) => row.member_id === memberId);
  const own = index >= 0 ? rows[index]! : null;
  const above = own ? rows.slice(0, index).findLast((row) => row.rank < own.rank) : undefined;
  return {
    season: {
      slug: season.slug,
      title: season.title,
      league_slug: league.slug,
      league_name: league.name,
      begin_date: season.begin_date,
      end_date: season.end_date,
      recorded_games: Number(recorded.count),
    },
    picked,
    players: rows.length,
    leader: first
      ? {
          slug: first.member_slug,
          name: memberName(first),
          avatar_url: first.avatar_path ? mediaUrl(first.avatar_path) : null,
          points: first.points_hundredths / 100,
        }
      : null,
    mine: own
      ? {
          rank: own.rank,
          points: own.points_hundredths / 100,
          games: own.games,
          wins: own.wins,
          cashes: own.cashes,
          best_finish: own.best_finish,
          net_cents: own.winnings_cents - own.spent_cents,
          points_behind:
            own.rank === 1
              ? null
              : above
                ? (above.points_hundredths - own.points_hundredths) / 100
                : 0,
        }
      : null,
  };
}

/** The club's latest recorded games with their winner and the caller's finish. */
async function readRecentResults(
  db: Kysely<Database>,
  clubId: number,
  memberId: number | null,
): Promise<DashboardRecentResult[]> {
  const games = await db
    .selectFrom('game')
    .innerJoin('season', 'season.id', 'game.season_id')
    .select([
      'game.id',
      'game.slug',
      'game.title',
      'game.starts_at',
      'season.title as season_title',
      'season.is_hidden',
    ])
    .where('game.club_id', '=', clubId)
    .where('game.status', '=', 'recorded')
    .orderBy('game.starts_at', 'desc')
    .orderBy('game.id', 'desc')
    .limit(DASHBOARD_RECENT_RESULTS)
    .execute();
  if (games.length === 0) return [];
  const ids = games.map((game) => game.id);
  const [totals, winners, mine] = await Promise.all([
    db
      .selectFrom('game_entry')
      .select([
        'game_id',
        sql<number>`count(*)`.as('entrants'),
        sql<number>`coalesce(sum(prize_cents), 0)`.as('prize_pool_cents'),
      ])
      .where('game_id', 'in', ids)
      .where('place', 'is not', null)
      .groupBy('game_id')
      .execute(),
    db
      .selectFrom('game_entry')
      .leftJoin('club_member', 'club_member.id', 'game_entry.member_id')
      .leftJoin('user', 'user.id', 'club_member.user_id')
      .select([
        'game_entry.game_id',
        'game_entry.name',
        'club_member.slug as member_slug',
        'club_member.display_name',
        'user.first_name',
        'user.last_name',
      ])
      .where('game_entry.game_id', 'in', ids)
      .where('game_entry.place', '=', 1)
      .orderBy('game_entry.id')
      .execute(),
    memberId === null
      ? Promise.resolve([])
      : db
          .selectFrom('game_result')
          .select(['game_id', 'place', 'prize_cents', 'points_hundredths'])
          .where('game_id', 'in', ids)
          .where('member_id', '=', memberId)
          .execute(),
  ]);
  return games.map((game) => {
    const total = totals.find((row) => row.game_id === game.id);
    const winner = winners.find((row) => row.game_id === game.id);
    const own = mine.find((row) => row.game_id === game.id);
    return {
      game: {
        slug: game.slug,
        title: game.title,
        starts_at: game.starts_at,
        season_title: game.is_hidden === 1 ? null : game.season_title,
      },
      entrants: Number(total?.entrants ?? 0),
      prize_pool_cents: Number(total?.prize_pool_cents ?? 0),
      winner: winner
        ? {
            name: winner.member_slug ? memberName(winner) || winner.name : winner.name,
            member_slug: winner.member_slug,
          }
        : null,
      mine: own
        ? { place: own.place, prize_cents: own.prize_cents, points: own.points_hundredths / 100 }
        : null,
    };
  });
}
