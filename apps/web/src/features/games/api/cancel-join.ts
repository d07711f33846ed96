import { detailResponseSchema } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/games/{slug}/join/cancel/` (public): the mailed cancel link frees the seat. 404
 * with JOIN_MESSAGES.linkInvalid for an unknown or spent token.
 */
export async function cancelJoin(gameSlug: string, token: string): Promise<string> {
  const answer = detailResponseSchema.parse(
    await api.post(`/api/games/${encodeURIComponent(gameSlug)}/join/cancel/`, { token }),
  );
  return answer.detail;
}

export function useCancelJoin(gameSlug: string) {
  return useMutation({ mutationFn: (token: string) => cancelJoin(gameSlug, token) });
}
