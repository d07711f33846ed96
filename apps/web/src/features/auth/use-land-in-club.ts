import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { storeSelectedClubSlug } from '../../lib/club/selected-club-store';
import { CLUBS_QUERY_KEY, getUserClubs } from '../../lib/club/user-clubs';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toast';

export interface Landing {
  userId: number;
  clubSlug: string;
  /** The toast to greet the user with on the dashboard, if any. */
  welcome?: string;
}

/**
 * Opens the dashboard with a club the user just joined selected. The clubs are reloaded
 * first: with an old list cached, the shell would not find the new club and would select
 * another in its place.
 *
 * The welcome toast is raised once this page has gone: the signed-in app brings its own toast
 * container, and a toast shown in this page's container would leave with it.
 */
export function useLandInClub(): (landing: Landing) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const welcome = useRef<string | null>(null);

  useEffect(
    () => () => {
      const message = welcome.current;
      if (message) setTimeout(() => toast.success(message), 0);
    },
    [],
  );

  return useCallback(
    async ({ userId, clubSlug, welcome: message }: Landing) => {
      // Fetched outside the query: this page's own clubs query loses its last observer as
      // the page changes, and TanStack Query cancels an abortable fetch when that happens,
      // keeping the old list. A load from before the join must not land after this one.
      await queryClient.cancelQueries({ queryKey: CLUBS_QUERY_KEY });
      try {
        queryClient.setQueryData(CLUBS_QUERY_KEY, await getUserClubs());
      } catch {
        // The shell loads them itself; it must not start from the old list meanwhile.
        queryClient.removeQueries({ queryKey: CLUBS_QUERY_KEY });
      }
      storeSelectedClubSlug(userId, clubSlug);
      welcome.current = message ?? null;
      navigate(paths.dashboard(), { replace: true });
    },
    [navigate, queryClient],
  );
}
