import { gameResultsResponseSchema, type GameResultsResponse } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A game's recorded results (issue 14, decision 0028): the API paths and query. */

const part = (value: string) => encodeURIComponent(value);

export const gameResultsPaths = {
  results: (gameSlug: string) => `/api/games/${part(gameSlug)}/results/`,
  /** A download: the leaderboard CSV's quoting and defusing. */
  csv: (gameSlug: string) => `/api/games/${part(gameSlug)}/results.csv`,
};

export const gameResultsKeys = {
  results: (gameSlug: string) => ['game', gameSlug, 'results'] as const,
};

/** `GET /api/games/{gameSlug}/results/`: the final table, in place order. */
export function gameResultsQueryOptions(gameSlug: string) {
  return queryOptions({
    queryKey: gameResultsKeys.results(gameSlug),
    queryFn: async ({ signal }): Promise<GameResultsResponse> =>
      gameResultsResponseSchema.parse(
        await api.get(gameResultsPaths.results(gameSlug), { signal }),
      ),
  });
}
