import { userClubsResponseSchema, type Club } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, isApiError } from '../api-client';

/** SPEC.md section 8. */
export const LOAD_CLUBS_FAILED = 'Failed to load clubs. Please try again.';

/** The one cache key of the signed-in user's clubs; renames and switches edit this entry. */
export const CLUBS_QUERY_KEY = ['clubs'] as const;

/** `GET /api/user/clubs/`: every club the user belongs to, with their role in it. */
export async function getUserClubs({ signal }: { signal?: AbortSignal } = {}): Promise<Club[]> {
  return userClubsResponseSchema.parse(await api.get('/api/user/clubs/', { signal }));
}

export function userClubsQueryOptions() {
  return queryOptions({
    queryKey: CLUBS_QUERY_KEY,
    queryFn: ({ signal }) => getUserClubs({ signal }),
    // The whole app waits for this list; a failure shows a Retry button at once instead of
    // holding the loading screen through several automatic attempts.
    retry: (failures, error) => failures < 1 && !(isApiError(error) && error.status < 500),
    retryDelay: 300,
  });
}
