import type { League } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSignedInUserId } from '../../lib/club/use-selected-club';
import { leaguesQueryOptions } from './api/list-leagues';
import { seasonsQueryOptions } from './api/list-seasons';
import {
  pickActiveLeague,
  useActiveSeasonChoice,
  useRememberedLeague,
} from '../../lib/club/active-season-store';

/**
 * The club's leagues and the one shown. With `urlSlug` (the league dashboard's address) it is
 * that league, or null when the club has none by that slug, and it becomes the remembered one;
 * without, the remembered league, else the first (SPEC.md section 4).
 */
export function useActiveLeague(clubSlug: string, urlSlug?: string) {
  const userId = useSignedInUserId();
  const leagues = useQuery(leaguesQueryOptions(clubSlug));
  const [remembered, remember] = useRememberedLeague(userId, clubSlug);
  const list = leagues.data;
  let league: League | null = null;
  if (list) {
    league =
      urlSlug === undefined
        ? pickActiveLeague(list, remembered)
        : (list.find((candidate) => candidate.slug === urlSlug) ?? null);
  }
  const shownSlug = league?.slug ?? null;

  useEffect(() => {
    if (urlSlug !== undefined && shownSlug !== null) remember(shownSlug);
  }, [remember, shownSlug, urlSlug]);

  return { leagues, league, chooseLeague: remember };
}

/** The seasons of `league` (server order) and its active season (SPEC.md section 4). */
export function useActiveSeason(clubSlug: string, league: League | null) {
  const userId = useSignedInUserId();
  const leagueSlug = league?.slug ?? null;
  const seasons = useQuery({
    ...seasonsQueryOptions(clubSlug, leagueSlug ?? ''),
    enabled: leagueSlug !== null,
  });
  const choice = useActiveSeasonChoice(userId, clubSlug, leagueSlug, seasons.data);
  return { seasons, ...choice };
}
