import type { Club } from '@felt/contract';

/** The demo visitor: a Demo role in any club (SPEC.md section 6). */
export function isDemoVisitor(clubs: readonly Club[]): boolean {
  return clubs.some((club) => club.role === 'Demo');
}

/**
 * The club whose name the profile editor edits (SPEC.md section 6): the one where the user is
 * Owner (or Demo). The server names it in the profile's `club_name`; of several owned clubs
 * the one with that name is it.
 */
export function profileClub(clubs: readonly Club[], clubName: string | null): Club | undefined {
  const candidates = clubs.filter((club) => club.role === 'Owner' || club.role === 'Demo');
  return (
    candidates.find((club) => club.role === 'Owner' && club.name === clubName) ??
    candidates.find((club) => club.name === clubName) ??
    candidates.find((club) => club.role === 'Owner') ??
    candidates[0]
  );
}
