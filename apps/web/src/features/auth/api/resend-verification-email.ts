import { detailResponseSchema } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/auth/registration/resend-email/`: always 200, so it reveals no accounts. */
export async function resendVerificationEmail(input: { email: string }) {
  return detailResponseSchema.parse(await api.post('/api/auth/registration/resend-email/', input));
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
