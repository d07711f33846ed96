import { detailResponseSchema, type RegistrationRequest } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/auth/registration/`: creates the account and its club, mails the link. */
export async function register(input: RegistrationRequest) {
  return detailResponseSchema.parse(await api.post('/api/auth/registration/', input));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
