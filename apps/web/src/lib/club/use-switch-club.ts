import type { Club } from '@felt/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pathAfterClubSwitch } from './club-pages';
import { storeSelectedClubSlug } from './selected-club-store';
import { useSelectedClub, useSignedInUserId } from './use-selected-club';

type ClubSwitchHandler = (club: Club) => void;

const switchHandlers = new Set<ClubSwitchHandler>();

/**
 * Runs `handler` before every club switch. SPEC.md section 4: a switch clears the active
 * league and season, then reloads the leagues and activates the first; the league and season
 * stores register here when they arrive. Returns the unregister function.
 */
export function onClubSwitch(handler: ClubSwitchHandler): () => void {
  switchHandlers.add(handler);
  return () => {
    switchHandlers.delete(handler);
  };
}

/**
 * `switchClub(slug)` (SPEC.md section 4): clears what belonged to the old club, selects the
 * new one, and leaves pages the new club does not allow.
 */
export function useSwitchClub(): (slug: string) => void {
  const userId = useSignedInUserId();
  const { clubs, club: current } = useSelectedClub();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  return useCallback(
    (slug: string) => {
      const club = clubs.find((candidate) => candidate.slug === slug);
      if (!club || userId === null || club.slug === current?.slug) return;
      for (const handler of switchHandlers) handler(club);
      storeSelectedClubSlug(userId, club.slug);
      const next = pathAfterClubSwitch(pathname, club);
      if (next) navigate(next, { replace: true });
    },
    [clubs, current?.slug, navigate, pathname, userId],
  );
}
