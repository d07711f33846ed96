import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { subscriptionLimitsQueryKey } from '../../clubs';
import { gameKeys } from './game-paths';

/**
 * After a write to a game or its entries: the club's game lists refetch (counts, the viewer's
 * status and the order may have changed), and so do the game and its entries. With `limits`,
 * so does the plan usage the dashboard shows (a game scheduled or deleted).
 */
export function useRefreshGames(clubSlug: string) {
  const client = useQueryClient();
  return useCallback(
    async (gameSlug: string | null, { limits = false }: { limits?: boolean } = {}) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: gameKeys.lists(clubSlug) }),
        gameSlug ? client.invalidateQueries({ queryKey: gameKeys.game(gameSlug) }) : null,
        limits
          ? client.invalidateQueries({ queryKey: subscriptionLimitsQueryKey(clubSlug) })
          : null,
      ]);
    },
    [client, clubSlug],
  );
}
