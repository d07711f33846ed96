import { inviteListResponseSchema, type Invite } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberKeys, memberPaths } from './member-paths';

/** `GET /api/clubs/{slug}/invites/`: pending invitations (owners and managers only). */
export async function listInvites(
  clubSlug: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Invite[]> {
  return inviteListResponseSchema.parse(await api.get(memberPaths.invites(clubSlug), { signal }));
}

export function invitesQueryOptions(clubSlug: string) {
  return queryOptions({
    queryKey: memberKeys.invites(clubSlug),
    queryFn: ({ signal }) => listInvites(clubSlug, { signal }),
  });
}
