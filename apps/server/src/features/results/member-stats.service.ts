import type { MemberStatsResponse } from '@felt/contract';
import { sql, type Kysely } from 'kysely';
import type { ClubRow, Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { findMember } from '../members/members.repository';
import { INLINE_FALSE } from '../../db/inline-flags';

/** How many of the member's latest games the chart of results over time shows. */
export const MEMBER_RESULTS_SHOWN = 50;

const count = (value: unknown): number => Number(value ?? 0);

/**
 * `GET /api/clubs/{slug}/members/{memberSlug}/stats/`: the member profile's figures (DESIGN.md
 * section 4), added up in SQL from the member's stored `game_result` rows (one per recorded
 * game, decision 0028); points by season are the stored standings of the league seasons they
 * played. Nothing is stored for the profile: a correction shows at the next read.
 */
export async function readMemberStats(
  db: Kysely<Database>,
  club: ClubRow,
  memberSlug: string,
): Promise<MemberStatsResponse> {
  const member = await findMember(db, club.id, memberSlug);
  if (!member) throw HttpError.notFound();

  const ofMember = db
    .selectFrom('game_result')
    .innerJoin('game', 'game.id', 'game_result.game_id')
    .where('game_result.member_id', '=', member.id)
    .where('game.club_id', '=', club.id);

  const [totals, seasons, latest] = await Promise.all([
    ofMember
      .select([
        sql<number>`count(*)`.as('games'),
        sql<number>`coalesce(sum(case when game_result.place = 1 then 1 else 0 end), 0)`.as('wins'),
        sql<number>`coalesce(sum(case when game_result.prize_cents > 0 then 1 else 0 end), 0)`.as(
          'cashes',
        ),
        sql<number>`coalesce(sum(game_result.prize_cents), 0)`.as('winnings_cents'),
        sql<number>`coalesce(sum(game_result.spent_cents), 0)`.as('spent_cents'),
        sql<number>`coalesce(sum(game_result.knockouts), 0)`.as('knockouts'),
        sql<number>`coalesce(sum(game_result.place), 0)`.as('place_sum'),
        sql<number | null>`min(game_result.place)`.as('best_finish'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('season_standing')
      .innerJoin('season', 'season.id', 'season_standing.season_id')
      .leftJoin('league', 'league.id', 'season.league_id')
      .select([
        'season.slug',
        'season.title',
        'season.is_active',
        'league.name as league_name',
        'season_standing.points_hundredths',
        'season_standing.rank',
        'season_standing.games',
      ])
      .where('season_standing.member_id', '=', member.id)
      .where('season.club_id', '=', club.id)
      .where('season.is_hidden', '=', INLINE_FALSE)
      .orderBy('season.begin_date', 'desc')
      .orderBy('season.id', 'desc')
      .execute(),
    ofMember
      .innerJoin('season', 'season.id', 'game_result.season_id')
      .select([
        'game.slug',
        'game.title',
        'game.starts_at',
        'season.title as season_title',
        'season.is_hidden',
        'game_result.place',
        'game_result.entrants',
        'game_result.prize_cents',
        'game_result.spent_cents',
        'game_result.knockouts',
        'game_result.points_hundredths',
      ])
      .orderBy('game.starts_at', 'desc')
      .orderBy('game.id', 'desc')
      .limit(MEMBER_RESULTS_SHOWN)
      .execute(),
  ]);

  const games = count(totals.games);
  const winnings = count(totals.winnings_cents);
  const spent = count(totals.spent_cents);
  const net = winnings - spent;
  const shown = [...latest].reverse();
  // The net before the first game shown, so the running total is the member's whole record.
  let running =
    net - shown.reduce((sum, row) => sum + count(row.prize_cents) - count(row.spent_cents), 0);

  return {
    member_slug: member.slug,
    games,
    wins: count(totals.wins),
    cashes: count(totals.cashes),
    winnings_cents: winnings,
    spent_cents: spent,
    net_cents: net,
    knockouts: count(totals.knockouts),
    average_finish: games === 0 ? null : Math.round((count(totals.place_sum) * 100) / games) / 100,
    best_finish: totals.best_finish === null ? null : count(totals.best_finish),
    seasons: seasons.map((row) => ({
      slug: row.slug,
      title: row.title,
      league_name: row.league_name,
      is_active: row.is_active === 1,
      points: row.points_hundredths / 100,
      rank: row.rank,
      games: row.games,
    })),
    results: shown.map((row) => {
      const rowNet = row.prize_cents - row.spent_cents;
      running += rowNet;
      return {
        game: { slug: row.slug, title: row.title, starts_at: row.starts_at },
        season_title: row.is_hidden === 1 ? null : row.season_title,
        place: row.place,
        entrants: row.entrants,
        prize_cents: row.prize_cents,
        net_cents: rowNet,
        knockouts: row.knockouts,
        points: row.points_hundredths / 100,
        cumulative_net_cents: running,
      };
    }),
  };
}
