import type { Club } from '@felt/contract';
import { appPageAt } from '../app-pages';
import { paths } from '../paths';
import { clubCan } from './club-roles';

/*
 * What a club switch does to the page on screen (SPEC.md sections 2 and 4). Which pages
 * manage the club, lock the selector or show a blind clock is a property of each page in the
 * page table (lib/app-pages.ts); this file only acts on it.
 */

/** Pages on which the club selector is disabled: 'Disabled when managing the club'. */
export function locksClubSelector(pathname: string): boolean {
  return appPageAt(pathname)?.locksClubSelector === true;
}

/** The blind clock for a club: its own schedules when it has any, else the plain clock. */
export function blindClockPath(club: Club | null): string {
  return club?.has_blind_structures ? paths.clock({ clubSlug: club.slug }) : paths.clock();
}

/**
 * Where to go after switching to `club` while on `pathname` (SPEC.md section 4): the
 * dashboard from a management page when the user does not manage the new club, and from the
 * blind clock when the new club has no blind structures; the club-scoped clock follows the
 * switch to the new club's. Null: stay.
 */
export function pathAfterClubSwitch(pathname: string, club: Club): string | null {
  const page = appPageAt(pathname);
  if (page?.management && !clubCan(club.role, 'club:manage')) return paths.dashboard();
  if (page?.clock) {
    if (!club.has_blind_structures) return paths.dashboard();
    if (page.clock === 'club') return blindClockPath(club);
  }
  return null;
}
