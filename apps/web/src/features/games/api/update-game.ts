import { gameSchema, type Game, type UpdateGameRequest } from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys, gamePaths } from './game-paths';
import { useRefreshGames } from './refresh-games';

/** `PATCH /api/games/{slug}/`: changes a scheduled game (owners and managers). */
export async function updateGame(gameSlug: string, body: UpdateGameRequest): Promise<Game> {
  return gameSchema.parse(await api.patch(gamePaths.game(gameSlug), body));
}

export function useUpdateGame(clubSlug: string) {
  const client = useQueryClient();
  const refresh = useRefreshGames(clubSlug);
  return useMutation({
    mutationFn: (input: { gameSlug: string; body: UpdateGameRequest }) =>
      updateGame(input.gameSlug, input.body),
    onSuccess: async (game) => {
      client.setQueryData(gameKeys.detail(game.slug), game);
      // A higher limit may have let the waitlist in: the entries change too.
      await refresh(game.slug);
    },
  });
}
