import {
  profileUpdateResponseSchema,
  type ProfileUpdate,
  type ProfileUpdateResponse,
} from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CLUBS_QUERY_KEY } from '../../../lib/club/user-clubs';
import { PROFILE_QUERY_KEY } from './get-profile';

/**
 * `PATCH /api/auth/user/profile/` with the changed fields only. A changed `email` is not
 * applied: the server mails a confirmation link and answers `email_change_requested: true`.
 * A changed `club_name` renames the club the user owns.
 */
export async function updateProfile(changes: ProfileUpdate): Promise<ProfileUpdateResponse> {
  return profileUpdateResponseSchema.parse(await api.patch('/api/auth/user/profile/', changes));
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile, changes) => {
      const { email_change_requested: _requested, ...saved } = profile;
      queryClient.setQueryData(PROFILE_QUERY_KEY, saved);
      // Every place that shows a club's name (sidebar, club switcher, dashboard) reads the club
      // list, and only the server knows which club it renamed: the list is fetched again. Not
      // awaited, so the save is done without waiting for it.
      if (changes.club_name !== undefined) {
        void queryClient.invalidateQueries({ queryKey: CLUBS_QUERY_KEY });
      }
    },
  });
}
