import { profileSchema, type Profile } from '@felt/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** `GET /api/auth/user/profile/`: what the profile editor edits. */
export async function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<Profile> {
  return profileSchema.parse(await api.get('/api/auth/user/profile/', { signal }));
}

export function profileQueryOptions() {
  // Always fresh when the panel opens: another tab or device may have changed it.
  return queryOptions({ queryKey: PROFILE_QUERY_KEY, queryFn: getProfile, staleTime: 0 });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
