import { entrySchema, type CreateEntryRequest, type Entry } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { gamePaths } from './game-paths';
import { useRefreshGames } from './refresh-games';

/**
 * `POST /api/games/{slug}/entries/`: `{}` registers the caller (RSVP); `{member_slug}` or
 * `{guest_name}` is a manager adding someone. Answers the entry, `registered` or `waitlisted`
 * with its place in line.
 */
export async function createEntry(gameSlug: string, body: CreateEntryRequest): Promise<Entry> {
  return entrySchema.parse(await api.post(gamePaths.entries(gameSlug), body));
}

export function useCreateEntry(clubSlug: string, gameSlug: string) {
  const refresh = useRefreshGames(clubSlug);
  return useMutation({
    mutationFn: (body: CreateEntryRequest = {}) => createEntry(gameSlug, body),
    onSettled: () => refresh(gameSlug),
  });
}
