import { clubSchema, type Club } from '@felt/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CLUBS_QUERY_KEY } from '../../../lib/club/user-clubs';

/** `PATCH /api/clubs/{slug}/` `{name}`: the owner renames the club (its slug stays). */
export async function renameClub(slug: string, name: string): Promise<Club> {
  return clubSchema.parse(await api.patch(`/api/clubs/${encodeURIComponent(slug)}/`, { name }));
}

export function useRenameClub(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => renameClub(slug, name),
    onSuccess: (renamed) => {
      client.setQueryData<Club[]>(CLUBS_QUERY_KEY, (clubs) =>
        clubs?.map((club) => (club.slug === renamed.slug ? renamed : club)),
      );
    },
  });
}
