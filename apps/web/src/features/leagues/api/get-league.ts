import { leagueSchema, seasonSchema, type League, type Season } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leagueKeys, leaguePaths } from './league-paths';

/** `GET /api/leagues/{slug}/`. */
export async function getLeague(
  leagueSlug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<League> {
  return leagueSchema.parse(await api.get(leaguePaths.league(leagueSlug), { signal }));
}

export function leagueQueryOptions(leagueSlug: string) {
  return queryOptions({
    queryKey: leagueKeys.league(leagueSlug),
    queryFn: ({ signal }) => getLeague(leagueSlug, { signal }),
  });
}

/** `GET /api/seasons/{slug}/`: one league season (404 for the hidden season). */
export async function getSeason(
  seasonSlug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Season> {
  return seasonSchema.parse(await api.get(leaguePaths.season(seasonSlug), { signal }));
}

export function seasonQueryOptions(seasonSlug: string) {
  return queryOptions({
    queryKey: leagueKeys.season(seasonSlug),
    queryFn: ({ signal }) => getSeason(seasonSlug, { signal }),
  });
}
