import { detailResponseSchema } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/auth/refresh-session';

/**
 * `POST /api/auth/user/email/change/verify/` with the link's token. When this browser is
 * signed in, the stored user is refreshed so it shows the new address.
 */
export async function confirmEmailChange(input: { token: string }) {
  const answer = detailResponseSchema.parse(
    await api.post('/api/auth/user/email/change/verify/', input),
  );
  await refreshSession();
  return answer;
}

export function useConfirmEmailChange() {
  return useMutation({ mutationFn: confirmEmailChange });
}
