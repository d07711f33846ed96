import { detailResponseSchema } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PasswordChange {
  old_password: string;
  new_password1: string;
  new_password2: string;
}

/** `POST /api/auth/password/change/`: ends every other session of the user. */
export async function changePassword(input: PasswordChange) {
  return detailResponseSchema.parse(await api.post('/api/auth/password/change/', input));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
