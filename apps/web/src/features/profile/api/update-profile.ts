import {
  profileUpdateResponseSchema,
  type ProfileUpdate,
  type ProfileUpdateResponse,
} from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './get-profile';

/**
 * `PATCH /api/auth/user/profile/` with the changed fields only. A changed `email` is not
 * applied: the server mails a confirmation link and answers `email_change_requested: true`.
 */
export async function updateProfile(changes: ProfileUpdate): Promise<ProfileUpdateResponse> {
  return profileUpdateResponseSchema.parse(await api.patch('/api/auth/user/profile/', changes));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      const { email_change_requested: _requested, ...saved } = profile;
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
    },
  });
}
