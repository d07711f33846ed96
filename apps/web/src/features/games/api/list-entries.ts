import { entryListResponseSchema, type EntryListResponse } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gameKeys, gamePaths } from './game-paths';

/** `GET /api/games/{slug}/entries/`: who is in, and the waitlist in line order. */
export async function listEntries(
  gameSlug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<EntryListResponse> {
  return entryListResponseSchema.parse(await api.get(gamePaths.entries(gameSlug), { signal }));
}

export function entriesQueryOptions(gameSlug: string) {
  return queryOptions({
    queryKey: gameKeys.entries(gameSlug),
    queryFn: ({ signal }) => listEntries(gameSlug, { signal }),
  });
}
