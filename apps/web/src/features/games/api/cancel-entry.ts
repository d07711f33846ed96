import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gamePaths } from './game-paths';
import { useRefreshGames } from './refresh-games';

/**
 * `DELETE /api/games/{slug}/entries/{id}/`: the player's own entry, or anyone's for owners and
 * managers. A freed seat goes to the first on the waitlist.
 */
export async function cancelEntry(gameSlug: string, entryId: number): Promise<void> {
  await api.delete(gamePaths.entry(gameSlug, entryId));
}

export function useCancelEntry(clubSlug: string, gameSlug: string) {
  const refresh = useRefreshGames(clubSlug);
  return useMutation({
    mutationFn: (entryId: number) => cancelEntry(gameSlug, entryId),
    onSettled: () => refresh(gameSlug),
  });
}
