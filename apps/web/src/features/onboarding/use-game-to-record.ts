import type { Game } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { gamesQueryOptions } from '../games';

const firstPage = (when: 'upcoming' | 'past') => ({ when, season: null, league: null, page: 1 });

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
