import { hiddenSeasonResponseSchema, seasonListResponseSchema, type Season } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LEAGUES_STALE_MS, leagueKeys, leaguePaths } from './league-paths';

/**
 * `GET /api/leagues/{slug}/seasons/`: every season of the league, running first, then
 * future, then past (the server sorts). SPEC.md section 7 allows a plain array too.
 */
export async function listSeasons(
  leagueSlug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Season[]> {
  const body = await api.get(leaguePaths.leagueSeasons(leagueSlug), { signal });
  return Array.isArray(body)
    ? seasonListResponseSchema.shape.results.parse(body)
    : seasonListResponseSchema.parse(body).results;
}

export function seasonsQueryOptions(clubSlug: string, leagueSlug: string) {
  return queryOptions({
    queryKey: leagueKeys.seasons(clubSlug, leagueSlug),
    queryFn: ({ signal }) => listSeasons(leagueSlug, { signal }),
  });
}

/** `GET /api/clubs/{slug}/seasons/hidden/`: the club's season outside every league. */
export async function getHiddenSeason(
  clubSlug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<string> {
  const body = await api.get(leaguePaths.hiddenSeason(clubSlug), { signal });
  return hiddenSeasonResponseSchema.parse(body).slug;
}

export function hiddenSeasonQueryOptions(clubSlug: string) {
  return queryOptions({
    queryKey: leagueKeys.hiddenSeason(clubSlug),
    queryFn: ({ signal }) => getHiddenSeason(clubSlug, { signal }),
    staleTime: LEAGUES_STALE_MS,
  });
}
