import {
  leagueSchema,
  seasonSchema,
  type CreateLeagueRequest,
  type CreateSeasonRequest,
  type League,
  type Season,
  type UpdateLeagueRequest,
  type UpdateSeasonRequest,
} from '@felt/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leagueKeys, leaguePaths } from './league-paths';

/** Writes to leagues and seasons; each refreshes the club's leagues, seasons and by-slug reads. */

export async function createLeague(clubSlug: string, body: CreateLeagueRequest): Promise<League> {
  return leagueSchema.parse(await api.post(leaguePaths.clubLeagues(clubSlug), body));
}

export async function updateLeague(leagueSlug: string, body: UpdateLeagueRequest): Promise<League> {
  return leagueSchema.parse(await api.patch(leaguePaths.league(leagueSlug), body));
}

export async function deleteLeague(leagueSlug: string): Promise<void> {
  await api.delete(leaguePaths.league(leagueSlug));
}

export async function createSeason(leagueSlug: string, body: CreateSeasonRequest): Promise<Season> {
  return seasonSchema.parse(await api.post(leaguePaths.leagueSeasons(leagueSlug), body));
}

export async function updateSeason(seasonSlug: string, body: UpdateSeasonRequest): Promise<Season> {
  return seasonSchema.parse(await api.patch(leaguePaths.season(seasonSlug), body));
}

export async function deleteSeason(seasonSlug: string): Promise<void> {
  await api.delete(leaguePaths.season(seasonSlug));
}

function refreshLeagues(client: QueryClient, clubSlug: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: leagueKeys.all(clubSlug) }),
    client.invalidateQueries({ queryKey: leagueKeys.bySlug }),
    // The dashboard's plan usage counts leagues and seasons.
    client.invalidateQueries({ queryKey: ['subscription-limits', clubSlug] }),
  ]);
}

function useLeagueMutation<TVariables, TResult>(
  clubSlug: string,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshLeagues(client, clubSlug) });
}

export const useCreateLeague = (clubSlug: string) =>
  useLeagueMutation(clubSlug, (body: CreateLeagueRequest) => createLeague(clubSlug, body));

export const useUpdateLeague = (clubSlug: string) =>
  useLeagueMutation(clubSlug, (input: { leagueSlug: string; body: UpdateLeagueRequest }) =>
    updateLeague(input.leagueSlug, input.body),
  );

/**
 * The deleted league leaves the cached list at once and the refresh is not awaited, so the
 * caller can move on (the dashboard leaves the league's address) before anything asks for
 * the league or its seasons again.
 */
export function useDeleteLeague(clubSlug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (leagueSlug: string) => deleteLeague(leagueSlug),
    onSuccess: (_result, leagueSlug) => {
      client.setQueryData<League[]>(leagueKeys.list(clubSlug), (leagues) =>
        leagues?.filter((league) => league.slug !== leagueSlug),
      );
      client.removeQueries({ queryKey: leagueKeys.seasons(clubSlug, leagueSlug) });
      void refreshLeagues(client, clubSlug);
    },
  });
}

export const useCreateSeason = (clubSlug: string) =>
  useLeagueMutation(clubSlug, (input: { leagueSlug: string; body: CreateSeasonRequest }) =>
    createSeason(input.leagueSlug, input.body),
  );

export const useUpdateSeason = (clubSlug: string) =>
  useLeagueMutation(clubSlug, (input: { seasonSlug: string; body: UpdateSeasonRequest }) =>
    updateSeason(input.seasonSlug, input.body),
  );

export const useDeleteSeason = (clubSlug: string) =>
  useLeagueMutation(clubSlug, (seasonSlug: string) => deleteSeason(seasonSlug));
