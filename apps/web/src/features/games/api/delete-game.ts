import { gameSchema, type Game } from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys, gamePaths } from './game-paths';
import { useRefreshGames } from './refresh-games';

/** What became of the game: erased (nobody had entered) or kept as cancelled. */
export type GameRemoval = { outcome: 'deleted' } | { outcome: 'cancelled'; game: Game };

/**
 * `DELETE /api/games/{slug}/`: 204 when the game had no entries and is gone; 200 with the game,
 * now `cancelled`, when it had entries (their history stays).
 */
export async function deleteGame(gameSlug: string): Promise<GameRemoval> {
  const body = await api.delete(gamePaths.game(gameSlug));
  if (body === undefined) return { outcome: 'deleted' };
  return { outcome: 'cancelled', game: gameSchema.parse(body) };
}

export function useDeleteGame(clubSlug: string) {
  const client = useQueryClient();
  const refresh = useRefreshGames(clubSlug);
  return useMutation({
    mutationFn: (gameSlug: string) => deleteGame(gameSlug),
    onSuccess: (removal, gameSlug) => {
      if (removal.outcome === 'cancelled') {
        client.setQueryData(gameKeys.detail(gameSlug), removal.game);
        return refresh(gameSlug);
      }
      // Nothing may ask for the erased game again; the caller leaves its page.
      client.removeQueries({ queryKey: gameKeys.game(gameSlug) });
      void refresh(null, { limits: true });
    },
  });
}
