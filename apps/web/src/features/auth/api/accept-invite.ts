import { invitePreviewSchema, memberSchema, type Member } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// The server declares this answer inline; built from the contract's own pieces.
const acceptInviteResponseSchema = invitePreviewSchema
  .pick({ club_slug: true })
  .extend({ member: memberSchema });
export interface AcceptInviteResponse {
  club_slug: string;
  member: Member;
}

/**
 * `POST /api/invites/{token}/accept/`: the signed-in user joins the club with the invited
 * role. 400 `already_member`, 403 for the demo visitor, 404/410 for a link no longer usable.
 */
export async function acceptInvite(token: string): Promise<AcceptInviteResponse> {
  return acceptInviteResponseSchema.parse(
    await api.post(`/api/invites/${encodeURIComponent(token)}/accept/`),
  );
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}
