import type { Club, ClubRoleName } from '@felt/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '../auth/session-store';
import { DEFAULT_ROLE } from './club-roles';
import { storeSelectedClubSlug, useStoredClubSlug } from './selected-club-store';
import { userClubsQueryOptions } from './user-clubs';

/**
 * The club shown when none is stored (or the stored one is gone): the first the user owns,
 * else the first of the list (sorted by name by the server).
 */
export function pickSelectedClub(clubs: readonly Club[], storedSlug: string | null): Club | null {
  return (
    clubs.find((club) => club.slug === storedSlug) ??
    clubs.find((club) => club.isOwner) ??
    clubs[0] ??
    null
  );
}

export function useSignedInUserId(): number | null {
  const auth = useAuth();
  return auth.status === 'authenticated' ? auth.user.id : null;
}

/** The signed-in user's clubs (TanStack Query result of `GET /api/user/clubs/`). */
export function useUserClubs() {
  return useQuery(userClubsQueryOptions());
}

/** The selected club (null while loading, or when the user has no club) and the list. */
export function useSelectedClub(): { club: Club | null; clubs: readonly Club[] } {
  const userId = useSignedInUserId();
  const storedSlug = useStoredClubSlug(userId);
  const { data } = useUserClubs();
  const clubs = data ?? [];
  return { club: pickSelectedClub(clubs, storedSlug), clubs };
}

/**
 * Stores the club shown when none was stored yet (or the stored one is gone), so a club
 * created or joined later does not take its place on the next visit. Mounted once, by the shell.
 */
export function useRememberSelectedClub(): void {
  const userId = useSignedInUserId();
  const storedSlug = useStoredClubSlug(userId);
  const { club } = useSelectedClub();
  useEffect(() => {
    if (userId !== null && club && club.slug !== storedSlug)
      storeSelectedClubSlug(userId, club.slug);
  }, [club, storedSlug, userId]);
}

/** The user's role in the selected club; Member with no club (SPEC.md section 6). */
export function useClubRole(): ClubRoleName {
  return useSelectedClub().club?.role ?? DEFAULT_ROLE;
}
