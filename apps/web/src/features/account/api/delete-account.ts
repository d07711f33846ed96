import { deleteAccountResponseSchema } from '@felt/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `DELETE /api/auth/user/` with the password and the typed confirmation; ends the session. */
export async function deleteAccount(input: { password: string; confirm: string }) {
  return deleteAccountResponseSchema.parse(await api.delete('/api/auth/user/', { body: input }));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
