import { detailResponseSchema, type RegistrationWithInviteRequest } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/auth/registration/`: creates the account and its club, mails the link. With an
 * `invite_token` (and no club) the account starts verified in the inviting club and no mail
 * is sent (decision 0011).
 */
export async function register(input: RegistrationWithInviteRequest) {
  return detailResponseSchema.parse(await api.post('/api/auth/registration/', input));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
