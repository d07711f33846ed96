import { entrySchema, type Entry, type UpdateEntryRequest } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gamePaths } from './game-paths';
import { useRefreshGames } from './refresh-games';

/**
 * `PATCH /api/games/{slug}/entries/{id}/ {status}`: the desk moves a player between the
 * registered and the waitlist; moving in may take the game past its seat limit.
 */
export async function moveEntry(
  gameSlug: string,
  entryId: number,
  body: UpdateEntryRequest,
): Promise<Entry> {
  return entrySchema.parse(await api.patch(gamePaths.entry(gameSlug, entryId), body));
}

export function useMoveEntry(clubSlug: string, gameSlug: string) {
  const refresh = useRefreshGames(clubSlug);
  return useMutation({
    mutationFn: ({ entryId, status }: { entryId: number } & UpdateEntryRequest) =>
      moveEntry(gameSlug, entryId, { status }),
    onSettled: () => refresh(gameSlug),
  });
}
