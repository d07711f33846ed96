import { joinResponseSchema, type JoinRequest, type JoinResponse } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/games/{slug}/join/` (public): registers the visitor, or waitlists them when the
 * game is full, and mails a confirmation with a cancel link. 400 with field errors (an address
 * already entered), or a `detail` when the game was cancelled or registration closed; 404 when
 * the link stopped working; 429 when throttled.
 */
export async function joinGame(gameSlug: string, body: JoinRequest): Promise<JoinResponse> {
  return joinResponseSchema.parse(
    await api.post(`/api/games/${encodeURIComponent(gameSlug)}/join/`, body),
  );
}

export function useJoinGame(gameSlug: string) {
  return useMutation({ mutationFn: (body: JoinRequest) => joinGame(gameSlug, body) });
}
