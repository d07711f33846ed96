import {
  gameResultsResponseSchema,
  type GameResultsResponse,
  type Member,
  type PutResultsRequest,
} from '@felt/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listMembers, memberKeys } from '../../members';
import { gameResultsKeys, gameResultsPaths } from './game-results';
import { resultsKeys } from './leaderboard';

/** The game editor's reads and its write (issue 14, decision 0028). */

/** Pages the member list may take before the picker stops asking (25 a page: 5,000 members). */
const MAX_MEMBER_PAGES = 200;

/**
 * Every member of the club, by name, for the editor's player pickers: the members list read
 * page by page (the server's order, owners and managers first), then sorted by name.
 */
export function clubPlayersQueryOptions(clubSlug: string) {
  return queryOptions({
    queryKey: [...memberKeys.all(clubSlug), 'players'] as const,
    queryFn: async ({ signal }): Promise<Member[]> => {
      const members: Member[] = [];
      for (let page = 1; page <= MAX_MEMBER_PAGES; page += 1) {
        const answer = await listMembers(clubSlug, { search: '', role: null, page }, { signal });
        members.push(...answer.results);
        if (answer.next === null) break;
      }
      return members.sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}

/** `PUT /api/games/{gameSlug}/results/`: a game's results entered or corrected. */
export async function putGameResults(
  gameSlug: string,
  body: PutResultsRequest,
): Promise<GameResultsResponse> {
  return gameResultsResponseSchema.parse(await api.put(gameResultsPaths.results(gameSlug), body));
}

/**
 * Saves a game's results; afterwards the game, the club's game lists, the season's standings
 * and the members' stats (and guests made from new names) are read again.
 */
export function usePutGameResults({
  clubSlug,
  seasonSlug,
}: {
  clubSlug: string;
  seasonSlug: string;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ gameSlug, body }: { gameSlug: string; body: PutResultsRequest }) =>
      putGameResults(gameSlug, body),
    onSuccess: async (answer, { gameSlug }) => {
      client.setQueryData(gameResultsKeys.results(gameSlug), answer);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['game', gameSlug] }),
        client.invalidateQueries({ queryKey: ['games', clubSlug] }),
        client.invalidateQueries({ queryKey: resultsKeys.leaderboard(seasonSlug) }),
        client.invalidateQueries({ queryKey: memberKeys.all(clubSlug) }),
      ]);
    },
  });
}
