import { useQuery } from '@tanstack/react-query';
import { clubCan } from '../../lib/club/club-roles';
import { useSelectedClub, useSignedInUserId } from '../../lib/club/use-selected-club';
import { onboardingQueryOptions } from './api/onboarding';

/**
 * The onboarding of the signed-in user, for the selected club: shown only when that club is
 * the user's own (SPEC.md section 6: only the club owner, isOwner, sees it; never Demo).
 */
export function useOnboarding() {
  const userId = useSignedInUserId();
  const { club } = useSelectedClub();
  const visible = Boolean(
    userId !== null && club?.isOwner && clubCan(club.role, 'club:see-onboarding'),
  );
  const query = useQuery({ ...onboardingQueryOptions(userId), enabled: visible });
  return { userId, club, visible, query, state: visible ? query.data : undefined };
}

/**
 * Reads the onboarding as soon as the clubs are known, beside the club's other first reads
 * (the app shell calls it while its loading screen is up), not one round trip after them.
 */
export function usePrefetchOnboarding(): void {
  useOnboarding();
}
