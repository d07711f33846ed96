import { invitePreviewSchema, type InvitePreview } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';

export const inviteQueryKey = (token: string) => ['invites', token] as const;

/**
 * `GET /api/invites/{token}/` (public): the club, who invited, and to which address. 404 for
 * an unknown or revoked link, 410 `invite_used` / `invite_expired` for one that was.
 */
export async function getInvite(
  token: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<InvitePreview> {
  return invitePreviewSchema.parse(
    await api.get(`/api/invites/${encodeURIComponent(token)}/`, { signal }),
  );
}

export function inviteQueryOptions(token: string) {
  return queryOptions({
    queryKey: inviteQueryKey(token),
    queryFn: ({ signal }) => getInvite(token, { signal }),
    // The preview only changes by being used, and this page is where that happens.
    staleTime: Infinity,
    // A refused link will not change on retry; a failed request shows Try again soon.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status < 500),
    retryDelay: 300,
  });
}
