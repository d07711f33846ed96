import { clubSchema, type Club, type UpdateClubRequest } from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CLUBS_QUERY_KEY } from '../../../lib/club/user-clubs';

/**
 * `PATCH /api/clubs/{slug}/` `{name?, timezone?}`: the owner renames the club (its slug stays)
 * or moves it to another time zone.
 */
export async function updateClub(slug: string, changes: UpdateClubRequest): Promise<Club> {
  return clubSchema.parse(await api.patch(`/api/clubs/${encodeURIComponent(slug)}/`, changes));
}

export function useUpdateClub(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateClubRequest) => updateClub(slug, changes),
    onSuccess: (updated) => {
      client.setQueryData<Club[]>(CLUBS_QUERY_KEY, (clubs) =>
        clubs?.map((club) => (club.slug === updated.slug ? updated : club)),
      );
    },
  });
}
