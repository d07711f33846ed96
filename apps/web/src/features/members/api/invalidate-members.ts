import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CLUBS_QUERY_KEY } from '../../../lib/club/user-clubs';
import { memberKeys } from './member-paths';

/**
 * After a member write: the club's member lists, profiles and invitations refetch. With
 * `clubs`, so does the user's club list, whose member count (adding or removing someone) or
 * role (a transfer, a claim) the write changed.
 */
export function useInvalidateMembers(clubSlug: string) {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ clubs = false }: { clubs?: boolean } = {}) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: memberKeys.all(clubSlug) }),
        clubs ? queryClient.invalidateQueries({ queryKey: CLUBS_QUERY_KEY }) : null,
      ]);
    },
    [clubSlug, queryClient],
  );
}
