import { inviteSchema, type Invite } from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { memberKeys, memberPaths } from './member-paths';

/** `POST .../invites/{id}/resend/`: a new link (the old one stops working), 7 fresh days. */
export async function resendInvite(clubSlug: string, id: number): Promise<Invite> {
  return inviteSchema.parse(await api.post(memberPaths.resendInvite(clubSlug, id)));
}

/** `DELETE .../invites/{id}/`: the link stops working. */
export async function revokeInvite(clubSlug: string, id: number): Promise<void> {
  await api.delete(memberPaths.invite(clubSlug, id));
}

function useInvalidateInvites(clubSlug: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memberKeys.invites(clubSlug) });
}

export function useResendInvite(clubSlug: string) {
  const invalidate = useInvalidateInvites(clubSlug);
  return useMutation({
    mutationFn: (invite: Invite) => resendInvite(clubSlug, invite.id),
    onSuccess: invalidate,
  });
}

export function useRevokeInvite(clubSlug: string) {
  const invalidate = useInvalidateInvites(clubSlug);
  return useMutation({
    mutationFn: (invite: Invite) => revokeInvite(clubSlug, invite.id),
    onSuccess: invalidate,
  });
}
