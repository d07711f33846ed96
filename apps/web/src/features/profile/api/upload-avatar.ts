import { profileUpdateResponseSchema, type ProfileUpdateResponse } from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_KEY } from './get-profile';

/**
 * `PATCH /api/auth/user/profile/` as multipart/form-data with the `avatar` file. The browser
 * writes the Content-Type itself, boundary included.
 */
export async function uploadAvatar(file: File): Promise<ProfileUpdateResponse> {
  const form = new FormData();
  form.append('avatar', file, file.name);
  return profileUpdateResponseSchema.parse(await api.patch('/api/auth/user/profile/', form));
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => {
      const { email_change_requested: _requested, ...saved } = profile;
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
    },
  });
}
