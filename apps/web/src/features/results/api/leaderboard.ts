import { leaderboardResponseSchema, type LeaderboardResponse } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Results and standings (issue 14, decision 0028): the API paths and queries. */

const part = (value: string) => encodeURIComponent(value);

export const resultsPaths = {
  leaderboard: (seasonSlug: string) => `/api/seasons/${part(seasonSlug)}/leaderboard/`,
  /** A download: every cell quoted, formulas defused (the server's CSV). */
  leaderboardCsv: (seasonSlug: string) => `/api/seasons/${part(seasonSlug)}/leaderboard.csv`,
};

export const resultsKeys = {
  leaderboard: (seasonSlug: string) => ['season', seasonSlug, 'leaderboard'] as const,
};

/** `GET /api/seasons/{slug}/leaderboard/`: the season's stored standings. */
export function leaderboardQueryOptions(seasonSlug: string) {
  return queryOptions({
    queryKey: resultsKeys.leaderboard(seasonSlug),
    queryFn: async ({ signal }): Promise<LeaderboardResponse> =>
      leaderboardResponseSchema.parse(
        await api.get(resultsPaths.leaderboard(seasonSlug), { signal }),
      ),
  });
}
