import { leagueListResponseSchema, type League } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LEAGUES_STALE_MS, leagueKeys, leaguePaths } from './league-paths';

/** `GET /api/clubs/{slug}/leagues/`: the club's leagues, by name. */
export async function listLeagues(
  clubSlug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<League[]> {
  const body = await api.get(leaguePaths.clubLeagues(clubSlug), { signal });
  return leagueListResponseSchema.parse(body).results;
}

export function leaguesQueryOptions(clubSlug: string) {
  return queryOptions({
    queryKey: leagueKeys.list(clubSlug),
    queryFn: ({ signal }) => listLeagues(clubSlug, { signal }),
    staleTime: LEAGUES_STALE_MS,
  });
}
