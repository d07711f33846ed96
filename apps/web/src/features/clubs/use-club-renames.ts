import type { Club } from '@felt/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onClubUpdated } from '../../lib/app-events';
import { CLUBS_QUERY_KEY } from './api/get-user-clubs';

/**
 * Renames a club everywhere at once when the profile editor (or club settings) emits
 * club-updated: every place that shows a club name reads the cached club list.
 */
export function useClubRenames(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onClubUpdated(({ clubId, name }) => {
        queryClient.setQueryData<Club[]>(CLUBS_QUERY_KEY, (clubs) =>
          clubs?.map((club) => (club.id === clubId ? { ...club, name } : club)),
        );
      }),
    [queryClient],
  );
}
