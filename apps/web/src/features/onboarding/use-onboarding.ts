import type { Club, OnboardingState } from '@felt/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAppPageId } from '../../lib/app-pages';
import { clubCan } from '../../lib/club/club-roles';
import { useSelectedClub, useSignedInUserId } from '../../lib/club/use-selected-club';
import { onboardingQueryKey, onboardingQueryOptions } from './api/onboarding';
import { prefetchSoon } from '../../lib/query-client';
import { gameToRecordReads, looksForGameToRecord } from './use-game-to-record';

/** SPEC.md section 6: only the club's owner, isOwner, sees onboarding; never Demo. */
function onboardingVisible(userId: number | null, club: Club | null): boolean {
  return Boolean(userId !== null && club?.isOwner && clubCan(club.role, 'club:see-onboarding'));
}

/**
 * The onboarding of the signed-in user, for the selected club: shown only when that club is
 * the user's own (SPEC.md section 6: only the club owner, isOwner, sees it; never Demo).
 */
export function useOnboarding() {
  const userId = useSignedInUserId();
  const { club } = useSelectedClub();
  const visible = onboardingVisible(userId, club);
  const query = useQuery({ ...onboardingQueryOptions(userId), enabled: visible });
  return { userId, club, visible, query, state: visible ? query.data : undefined };
}

/**
 * Reads the onboarding as soon as the clubs are known, beside the club's other first reads
 * (the app shell calls it while its loading screen is up), not one round trip after them; on
 * the dashboard also the checklist's reads of the game to record, unless the onboarding known
 * from before says the checklist does not look for one. Prefetches, not subscriptions: the
 * shell does not render again when the answers come (issue 20's Total Blocking Time).
 */
export function usePrefetchOnboarding(): void {
  const client = useQueryClient();
  const userId = useSignedInUserId();
  const { club } = useSelectedClub();
  const visible = onboardingVisible(userId, club);
  const onDashboard = useAppPageId() === 'dashboard';
  const clubSlug = club?.slug;
  useEffect(() => {
    if (!visible || clubSlug === undefined) return;
    const known = client.getQueryData<OnboardingState>(onboardingQueryKey(userId));
    const checklistReads =
      onDashboard && (known === undefined || looksForGameToRecord(known))
        ? gameToRecordReads(clubSlug)
        : [];
    return prefetchSoon(client, [onboardingQueryOptions(userId), ...checklistReads]);
  }, [client, visible, userId, clubSlug, onDashboard]);
}
