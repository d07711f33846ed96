import { gameSchema, type CreateGameRequest, type Game } from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys, gamePaths } from './game-paths';
import { useRefreshGames } from './refresh-games';

/** `POST /api/clubs/{slug}/games/`: schedules a game (owners and managers). */
export async function createGame(clubSlug: string, body: CreateGameRequest): Promise<Game> {
  return gameSchema.parse(await api.post(gamePaths.clubGames(clubSlug), body));
}

export function useCreateGame(clubSlug: string) {
  const client = useQueryClient();
  const refresh = useRefreshGames(clubSlug);
  return useMutation({
    mutationFn: (body: CreateGameRequest) => createGame(clubSlug, body),
    onSuccess: async (game) => {
      // The game's page opens next: it shows the answer at once.
      client.setQueryData(gameKeys.detail(game.slug), game);
      await refresh(null, { limits: true });
    },
  });
}
