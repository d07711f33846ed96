import { detailResponseSchema } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/auth/password/reset/`: always 200, whether or not the address has an account. */
export async function requestPasswordReset(input: { email: string }) {
  return detailResponseSchema.parse(await api.post('/api/auth/password/reset/', input));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
