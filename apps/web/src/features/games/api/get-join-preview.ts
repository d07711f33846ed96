import { joinPreviewSchema, type JoinPreview } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

export const joinPreviewQueryKey = (gameSlug: string, code: string) =>
  ['game-join', gameSlug, code] as const;

/**
 * `GET /api/games/{slug}/join/?code=` (public): the club, the game and the seats left. A wrong
 * code, a link turned off and an unknown game all answer 404.
 */
export async function getJoinPreview(
  gameSlug: string,
  code: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<JoinPreview> {
  const query = new URLSearchParams({ code }).toString();
  return joinPreviewSchema.parse(
    await api.get(`/api/games/${encodeURIComponent(gameSlug)}/join/?${query}`, { signal }),
  );
}

export function joinPreviewQueryOptions(gameSlug: string, code: string) {
  return queryOptions({
    queryKey: joinPreviewQueryKey(gameSlug, code),
    queryFn: ({ signal }) => getJoinPreview(gameSlug, code, { signal }),
    // A refused link will not change on retry; a failed request shows Try again soon.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status < 500),
    retryDelay: 300,
  });
}
