import { z } from 'zod';
import { gameSchema } from './games';

/**
 * `GET /api/clubs/{slug}/dashboard/?league=&season=` (issue 15): what the club dashboard
 * (`/app/dashboard`) shows, in one read: the games running now and the next one, each with the
 * caller's entry; the caller's standing in the active season (the stored standings); and the
 * club's latest recorded games. `league` and `season` are the caller's remembered choices
 * (SPEC.md section 4): the standing is of that season when it is that league's, else of the
 * season the caller last played in (see `standingPickSchema`).
 */
export const DASHBOARD_RECENT_RESULTS = 3;

export const dashboardQuerySchema = z.object({
  league: z.string().trim().min(1).max(100).optional(),
  season: z.string().trim().min(1).max(100).optional(),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

const dashboardMemberSchema = z.object({
  slug: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
});

/**
 * Why the dashboard shows this season's standing: the season the caller `chosen` for the
 * remembered league; else the one of their latest recorded result (`played`); else the
 * remembered league's `active` season; else the one of the club's latest recorded game
 * (`latest`); else the first league's `active` season.
 */
export const standingPickSchema = z.enum(['chosen', 'played', 'active', 'latest']);
export type StandingPick = z.infer<typeof standingPickSchema>;

export const dashboardStandingSchema = z.object({
  season: z.object({
    slug: z.string(),
    title: z.string(),
    league_slug: z.string(),
    league_name: z.string(),
    begin_date: z.string(),
    end_date: z.string(),
    recorded_games: z.number().int(),
  }),
  picked: standingPickSchema,
  /** Players in the stored table. */
  players: z.number().int(),
  /** First in the table; null before the season's first recorded game. */
  leader: dashboardMemberSchema.extend({ points: z.number() }).nullable(),
  /** The caller's row; null when they have no result in the season. */
  mine: z
    .object({
      rank: z.number().int(),
      points: z.number(),
      games: z.number().int(),
      wins: z.number().int(),
      cashes: z.number().int(),
      best_finish: z.number().int(),
      net_cents: z.number().int(),
      /** Points behind the player ranked just above (0 when tied); null for the leader. */
      points_behind: z.number().nullable(),
    })
    .nullable(),
});
export type DashboardStanding = z.infer<typeof dashboardStandingSchema>;

export const dashboardRecentResultSchema = z.object({
  game: z.object({
    slug: z.string(),
    title: z.string(),
    starts_at: z.string(),
    season_title: z.string().nullable(),
  }),
  entrants: z.number().int(),
  prize_pool_cents: z.number().int(),
  /** First place: a member (linked) or a guest (name only). */
  winner: z.object({ name: z.string(), member_slug: z.string().nullable() }).nullable(),
  /** The caller's finish; null when they did not play. */
  mine: z
    .object({ place: z.number().int(), prize_cents: z.number().int(), points: z.number() })
    .nullable(),
});
export type DashboardRecentResult = z.infer<typeof dashboardRecentResultSchema>;

export const dashboardResponseSchema = z.object({
  /** The caller's member slug in the club (null when they have no membership row). */
  viewer_member_slug: z.string().nullable(),
  /** Games whose night is running now, earliest start first. */
  running_games: z.array(gameSchema),
  /** The next scheduled game from now; null when none is. */
  next_game: gameSchema.nullable(),
  /** Scheduled games from now, the next one included. */
  upcoming_count: z.number().int(),
  /** Null when the club has no league season. */
  standing: dashboardStandingSchema.nullable(),
  /** The latest recorded games, newest first (at most DASHBOARD_RECENT_RESULTS). */
  recent_results: z.array(dashboardRecentResultSchema),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
