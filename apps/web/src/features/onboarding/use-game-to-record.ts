import type { Game, OnboardingState } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { gamesQueryOptions } from '../games';

const firstPage = (when: 'upcoming' | 'past') => ({ when, season: null, league: null, page: 1 });

/** Whether the checklist shows the Run your First Game step, and so looks for its game. */
export function looksForGameToRecord(state: OnboardingState | undefined): boolean {
  return Boolean(
    state && !state.checklist_collapsed && state.progress.run_first_game !== 'completed',
  );
}

/** The two reads useGameToRecord makes, to start ahead of the checklist's first render. */
export function gameToRecordReads(clubSlug: string) {
  return [
    gamesQueryOptions(clubSlug, firstPage('upcoming')),
    gamesQueryOptions(clubSlug, firstPage('past')),
  ];
}

/**
 * The game the checklist's Run your First Game step is about, for the club `clubSlug`: the
 * night running now, else the latest game whose start has passed and that has no results yet,
 * else the next scheduled one. Null while unknown or when the club has none (the step then
 * opens the games list). Asks nothing unless `enabled`.
 */
export function useGameToRecord(clubSlug: string | undefined, enabled: boolean): Game | null {
  const on = enabled && clubSlug !== undefined;
  const upcoming = useQuery({
    ...gamesQueryOptions(clubSlug ?? '', firstPage('upcoming')),
    enabled: on,
  });
  const past = useQuery({ ...gamesQueryOptions(clubSlug ?? '', firstPage('past')), enabled: on });
  if (!on) return null;
  const soon = upcoming.data?.results ?? [];
  return (
    soon.find((game) => game.status === 'running') ??
    past.data?.results.find((game) => game.status === 'scheduled' || game.status === 'finished') ??
    soon.find((game) => game.status === 'scheduled') ??
    null
  );
}
