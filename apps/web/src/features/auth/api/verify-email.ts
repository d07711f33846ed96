import { verifyEmailResponseSchema } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/auth/registration/verify-email/` with the link's uid and token. */
export async function verifyEmail(input: { uid: string; token: string }) {
  return verifyEmailResponseSchema.parse(
    await api.post('/api/auth/registration/verify-email/', input),
  );
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
