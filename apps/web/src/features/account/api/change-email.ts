import { detailResponseSchema } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/auth/user/email/change/`: mails a confirmation link to the new address. */
export async function changeEmail(input: { new_email: string; password: string }) {
  return detailResponseSchema.parse(await api.post('/api/auth/user/email/change/', input));
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
