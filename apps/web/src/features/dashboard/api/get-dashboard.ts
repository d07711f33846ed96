import { dashboardResponseSchema, type DashboardResponse } from '@felt/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface DashboardParams {
  /** The remembered league and season (SPEC.md section 4); the server falls back without. */
  league: string | null;
  season: string | null;
}

/**
 * A read this recent is the one made for this opening of the page: the shell starts it while
 * its loading screen is up (usePrefetchDashboard), and the page does not read it again.
 */
const OPENED_WITH_MS = 5_000;

/**
 * `GET /api/clubs/{slug}/dashboard/`: the club dashboard in one read. Its key sits under the
 * club's game lists (`['games', clubSlug]`), so every game write (an RSVP, a game scheduled,
 * started or recorded) refreshes it with them.
 */

export function dashboardQueryOptions(clubSlug: string, params: DashboardParams) {
  const query = new URLSearchParams();
  if (params.league) query.set('league', params.league);
  if (params.league && params.season) query.set('season', params.season);
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return queryOptions({
    queryKey: ['games', clubSlug, 'dashboard', params] as const,
    queryFn: async ({ signal }): Promise<DashboardResponse> =>
      dashboardResponseSchema.parse(
        await api.get(`/api/clubs/${encodeURIComponent(clubSlug)}/dashboard/${search}`, {
          signal,
        }),
      ),
    // "What is next" is read fresh whenever the page opens, and again while it stays open: a
    // night started or a game scheduled on another screen shows here within a minute.
    staleTime: 0,
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt >= OPENED_WITH_MS,
    refetchInterval: 60_000,
  });
}
