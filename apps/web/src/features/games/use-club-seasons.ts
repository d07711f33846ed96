import type { League, Season } from '@felt/contract';
import { useQueries, useQuery } from '@tanstack/react-query';
import { leaguesQueryOptions, seasonsQueryOptions } from '../leagues';

export interface LeagueSeasons {
  league: League;
  /** The league's seasons in the server's order (running, future, past). */
  seasons: readonly Season[];
}

/**
 * Every league of the club with its seasons, for the season pickers of the games screens
 * (games outside every league sit in the club's hidden season). Uses the leagues feature's
 * queries, so a season created there shows here at once.
 */
export function useClubSeasons(clubSlug: string) {
  const leagues = useQuery(leaguesQueryOptions(clubSlug));
  const withSeasons = (leagues.data ?? []).filter((league) => league.season_count > 0);
  const seasons = useQueries({
    queries: withSeasons.map((league) => seasonsQueryOptions(clubSlug, league.slug)),
  });
  const groups: LeagueSeasons[] = (leagues.data ?? []).map((league) => {
    const index = withSeasons.indexOf(league);
    return { league, seasons: index < 0 ? [] : (seasons[index]?.data ?? []) };
  });
  return {
    groups,
    isPending: leagues.isPending || seasons.some((query) => query.isPending),
    isError: leagues.isError || seasons.some((query) => query.isError),
    refetch: () => {
      void leagues.refetch();
      for (const query of seasons) if (query.isError) void query.refetch();
    },
  };
}

/** The season and its league by slug, for labels ("Main League · 2026"). */
export function findSeason(
  groups: readonly LeagueSeasons[],
  seasonSlug: string,
): { league: League; season: Season } | null {
  for (const { league, seasons } of groups) {
    const season = seasons.find((candidate) => candidate.slug === seasonSlug);
    if (season) return { league, season };
  }
  return null;
}
