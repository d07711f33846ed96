import { z } from 'zod';
import { MESSAGES } from './auth';

/**
 * Leagues and their seasons (SPEC.md sections 3 and 7, DESIGN.md section 4). Both are addressed
 * by a globally unique slug (`/api/leagues/{slug}/`, `/api/seasons/{slug}/`), without the club.
 * Dates are calendar dates, ISO `YYYY-MM-DD`.
 */

export const LEAGUE_LIMITS = Object.freeze({ nameMaxLength: 100, titleMaxLength: 100 });

/** What a new club starts with, so the app has a league and a season to show. */
export const STARTER_LEAGUE_NAME = 'Main League';

export const LEAGUE_MESSAGES = {
  required: MESSAGES.required,
  blank: 'This field may not be blank.',
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  invalidDate: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  boolean: 'Must be a valid boolean.',
  endBeforeBegin: 'End date must be on or after the begin date.',
  /** SPEC.md section 8, for the seasons screens. */
  noSeasons: 'No seasons found for this league.',
  seasonsForbidden: 'You do not have permission to view seasons for this league.',
  leaguesLoadFailed: 'Failed to fetch leagues',
  seasonsLoadFailed: 'Failed to load seasons.',
  seasonMissing: 'Season not found. It may have been deleted.',
  /** 403 `plan_limit_reached` from `POST /api/clubs/{slug}/leagues/`. */
  leaguePlanLimit: (limit: number) =>
    `Your plan allows ${limit} league${limit === 1 ? '' : 's'}. Upgrade to create more.`,
  /** 403 `plan_limit_reached` from `POST /api/leagues/{slug}/seasons/`. */
  seasonPlanLimit: (limit: number) =>
    `Your plan allows ${limit} season${limit === 1 ? '' : 's'}. Upgrade to create more.`,
} as const;

const M = LEAGUE_MESSAGES;

const textField = (max: number) =>
  z.string({ error: M.required }).trim().min(1, M.blank).max(max, M.tooLong(max));

/** A calendar date `YYYY-MM-DD` that exists (no 2025-02-30). */
export const isoDateSchema = z.iso.date({ error: M.invalidDate });

export const seasonSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  is_active: z.boolean(),
  begin_date: z.string(),
  end_date: z.string(),
  league_slug: z.string(),
});
export type Season = z.infer<typeof seasonSchema>;

export const leagueSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  club_slug: z.string(),
  /** Seasons of this league (the club's hidden season is in none). */
  season_count: z.number().int(),
  /** The first active season in list order (running, future, past); null when none is. */
  active_season: seasonSchema.nullable(),
});
export type League = z.infer<typeof leagueSchema>;

const listOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });

export const leagueListResponseSchema = listOf(leagueSchema);
export type LeagueListResponse = z.infer<typeof leagueListResponseSchema>;
/** Running seasons first, then future ones (soonest first), then past ones (latest first). */
export const seasonListResponseSchema = listOf(seasonSchema);
export type SeasonListResponse = z.infer<typeof seasonListResponseSchema>;

/** `GET /api/clubs/{slug}/seasons/hidden/`: the club's season for games outside any league. */
export const hiddenSeasonResponseSchema = z.object({ slug: z.string() });

export const leagueParamsSchema = z.object({ slug: z.string().min(1).max(100) });
export const seasonParamsSchema = z.object({ slug: z.string().min(1).max(100) });

export const createLeagueRequestSchema = z.object({
  name: textField(LEAGUE_LIMITS.nameMaxLength),
});
export type CreateLeagueRequest = z.infer<typeof createLeagueRequestSchema>;
export const updateLeagueRequestSchema = createLeagueRequestSchema.partial();
export type UpdateLeagueRequest = z.infer<typeof updateLeagueRequestSchema>;

/** The one cross-field rule, shared by the season form and the server (after merging a PATCH). */
export function seasonDateErrors(dates: {
  begin_date: string;
  end_date: string;
}): Record<string, string[]> {
  return dates.end_date < dates.begin_date ? { end_date: [M.endBeforeBegin] } : {};
}

const seasonFields = z.object({
  title: textField(LEAGUE_LIMITS.titleMaxLength),
  begin_date: isoDateSchema,
  end_date: isoDateSchema,
  is_active: z.boolean({ error: M.boolean }),
});

export const createSeasonRequestSchema = seasonFields
  .extend({ is_active: seasonFields.shape.is_active.default(true) })
  .superRefine((value, context) => {
    for (const [path, messages] of Object.entries(seasonDateErrors(value))) {
      for (const message of messages) context.addIssue({ code: 'custom', path: [path], message });
    }
  });
export type CreateSeasonRequest = z.infer<typeof createSeasonRequestSchema>;
/** Partial; the date rule is checked by the server against the stored dates. */
export const updateSeasonRequestSchema = seasonFields.partial();
export type UpdateSeasonRequest = z.infer<typeof updateSeasonRequestSchema>;
