import { detailResponseSchema } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/auth/refresh-session';

export interface ConfirmPasswordResetInput {
  uid: string;
  token: string;
  new_password1: string;
  new_password2: string;
}

/**
 * `POST /api/auth/password/reset/confirm/`. A reset ends every session of the account; if
 * this browser was signed in to it, the check with the server that follows signs it out here
 * too.
 */
export async function confirmPasswordReset(input: ConfirmPasswordResetInput) {
  const answer = detailResponseSchema.parse(
    await api.post('/api/auth/password/reset/confirm/', input),
  );
  await refreshSession();
  return answer;
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
