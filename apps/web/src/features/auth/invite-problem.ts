import { MEMBER_MESSAGES } from '@felt/contract';
import { isApiError } from '../../lib/api-client';

/** Why an invitation link cannot be used (decision 0011), with the server's sentence. */
export interface InviteProblem {
  code: 'invalid' | 'expired' | 'used';
  message: string;
}

/**
 * 404 (unknown or revoked) and 410 `invite_expired` / `invite_used` from the invitation
 * endpoints; null for any other failure, which may pass on a retry.
 */
export function inviteProblem(error: unknown): InviteProblem | null {
  if (!isApiError(error)) return null;
  if (error.status === 404) {
    return { code: 'invalid', message: error.detail ?? MEMBER_MESSAGES.inviteNotFound };
  }
  if (error.status !== 410) return null;
  if (error.code === 'invite_expired') {
    return { code: 'expired', message: error.detail ?? MEMBER_MESSAGES.inviteExpired };
  }
  return { code: 'used', message: error.detail ?? MEMBER_MESSAGES.inviteUsed };
}
