import type { Club } from '@felt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppPageId } from '../../../lib/app-pages';
import { useRememberedLeague, useRememberedSeason } from '../../../lib/club/active-season-store';
import { useSelectedClub, useSignedInUserId } from '../../../lib/club/use-selected-club';
import { prefetchSoon } from '../../../lib/query-client';
import { dashboardQueryOptions, type DashboardParams } from './get-dashboard';

/** The league and season the user last chose in the club (SPEC.md section 4), for its read. */
function useDashboardParams(club: Club | null): DashboardParams {
  const userId = useSignedInUserId();
  const clubSlug = club?.slug ?? null;
  const [league] = useRememberedLeague(userId, clubSlug);
  const season = useRememberedSeason(userId, clubSlug, league);
  return { league, season };
}

/** The club's dashboard read, with the league and season the user last chose. */
export function useDashboard(club: Club | null) {
  const params = useDashboardParams(club);
  return useQuery({
    ...dashboardQueryOptions(club?.slug ?? '', params),
    enabled: club !== null,
  });
}

/**
 * Starts the dashboard's read as soon as the selected club is known, beside the shell's own
 * first reads (the app shell calls it while its loading screen is up), when the dashboard is
 * the page being opened. Without it the read waits for the shell to show and the page to
 * render: a round trip later, and the page rendered twice, once empty and once with the data
 * (issue 20: a phone's first load of /app/dashboard). A prefetch, not a subscription: the
 * shell does not render again when the answer comes.
 */
export function usePrefetchDashboard(): void {
  const client = useQueryClient();
  const { club } = useSelectedClub();
  const onDashboard = useAppPageId() === 'dashboard';
  const { league, season } = useDashboardParams(club);
  const clubSlug = club?.slug ?? null;
  useEffect(() => {
    if (!onDashboard || clubSlug === null) return;
    return prefetchSoon(client, [dashboardQueryOptions(clubSlug, { league, season })]);
  }, [client, onDashboard, clubSlug, league, season]);
}
