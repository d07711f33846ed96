import { profileUpdateResponseSchema, type ProfileUpdateResponse } from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './get-profile';

/** `DELETE /api/auth/user/avatar/`: back to the initial. */
export async function removeAvatar(): Promise<ProfileUpdateResponse> {
  return profileUpdateResponseSchema.parse(await api.delete('/api/auth/user/avatar/'));
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (profile) => {
      const { email_change_requested: _requested, ...saved } = profile;
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
    },
  });
}
