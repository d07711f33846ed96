import { inviteSchema, type CreateInviteRequest, type Invite } from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberKeys, memberPaths } from './member-paths';

/**
 * `POST /api/clubs/{slug}/invites/ {email, role}`: mails a link valid 7 days; a new invitation
 * to the same address replaces the pending one.
 */
export async function createInvite(clubSlug: string, body: CreateInviteRequest): Promise<Invite> {
  return inviteSchema.parse(await api.post(memberPaths.invites(clubSlug), body));
}

export function useCreateInvite(clubSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInviteRequest) => createInvite(clubSlug, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.invites(clubSlug) }),
  });
}
