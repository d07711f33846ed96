/** API paths and query keys of leagues and seasons (SPEC.md section 7, decision 0010). */

const part = (value: string) => encodeURIComponent(value);

export const leaguePaths = {
  clubLeagues: (clubSlug: string) => `/api/clubs/${part(clubSlug)}/leagues/`,
  hiddenSeason: (clubSlug: string) => `/api/clubs/${part(clubSlug)}/seasons/hidden/`,
  league: (leagueSlug: string) => `/api/leagues/${part(leagueSlug)}/`,
  leagueSeasons: (leagueSlug: string) => `/api/leagues/${part(leagueSlug)}/seasons/`,
  season: (seasonSlug: string) => `/api/seasons/${part(seasonSlug)}/`,
};

/**
 * Everything about one club's leagues sits under `['leagues', clubSlug]`, so a write
 * invalidates the lists, the league and its seasons in one call. Season and league pages
 * reached by slug alone (settings) use the `by-slug` keys, invalidated with `leagueKeys.bySlug`.
 */
export const leagueKeys = {
  all: (clubSlug: string) => ['leagues', clubSlug] as const,
  list: (clubSlug: string) => ['leagues', clubSlug, 'list'] as const,
  hiddenSeason: (clubSlug: string) => ['leagues', clubSlug, 'hidden-season'] as const,
  seasons: (clubSlug: string, leagueSlug: string) =>
    ['leagues', clubSlug, 'seasons', leagueSlug] as const,
  bySlug: ['league-by-slug'] as const,
  league: (leagueSlug: string) => ['league-by-slug', 'league', leagueSlug] as const,
  season: (seasonSlug: string) => ['league-by-slug', 'season', seasonSlug] as const,
};

/** SPEC.md section 9: leagues and the hidden season stay fresh for 5 minutes. */
export const LEAGUES_STALE_MS = 5 * 60 * 1000;
