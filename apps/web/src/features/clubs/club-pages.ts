import type { Club } from '@felt/contract';
import { clubCan } from './club-roles';

/*
 * Which pages care about the selected club (SPEC.md sections 2 and 4). Paths are matched
 * rather than route ids because the pages themselves arrive with later issues.
 */

const CLUB_MANAGEMENT_PAGES: readonly RegExp[] = [
  /^\/app\/club\/blind-schedules\/?$/, // blind-schedules
  /^\/app\/club\/blind-schedules\/[^/]+\/?$/, // blind-schedule detail
  /^\/app\/seasons\/?$/, // seasons
  /^\/app\/members\/?$/, // members
  /^\/app\/members\/directory\/?$/, // members-directory
  /^\/app\/members\/[^/]+\/?$/, // member-profile
];

const ACCOUNT_MANAGEMENT_PAGE = /^\/app\/account\/?$/;
/** Club, league and season settings: management pages too, though the selector stays open. */
const SETTINGS_PAGES = /^\/app\/settings(?:\/|$)/;
const BLIND_CLOCK_PAGE = /^\/app\/tools\/clock(?:\/|$)/;
const SCOPED_BLIND_CLOCK_PAGE = /^\/app\/tools\/clock\/clubs\/[^/]+\/?$/;

/** A page that manages the selected club; switching away from it needs owner or manager. */
export function isClubManagementPage(pathname: string): boolean {
  return CLUB_MANAGEMENT_PAGES.some((page) => page.test(pathname));
}

/** Pages on which the club selector is disabled: 'Disabled when managing the club'. */
export function locksClubSelector(pathname: string): boolean {
  return isClubManagementPage(pathname) || ACCOUNT_MANAGEMENT_PAGE.test(pathname);
}

export function isBlindClockPage(pathname: string): boolean {
  return BLIND_CLOCK_PAGE.test(pathname);
}

/** The blind clock for a club: its own schedules when it has any, else the plain clock. */
export function blindClockPath(club: Club | null): string {
  return club?.has_blind_structures
    ? `/app/tools/clock/clubs/${encodeURIComponent(club.slug)}`
    : '/app/tools/clock';
}

/**
 * Where to go after switching to `club` while on `pathname` (SPEC.md section 4): the
 * dashboard from a management page when the user does not manage the new club, and from the
 * blind clock when the new club has no blind structures; the club-scoped clock follows the
 * switch to the new club's. Null: stay.
 */
export function pathAfterClubSwitch(pathname: string, club: Club): string | null {
  if (
    (isClubManagementPage(pathname) || SETTINGS_PAGES.test(pathname)) &&
    !clubCan(club.role, 'club:manage')
  )
    return '/app/dashboard';
  if (isBlindClockPage(pathname)) {
    if (!club.has_blind_structures) return '/app/dashboard';
    if (SCOPED_BLIND_CLOCK_PAGE.test(pathname)) return blindClockPath(club);
  }
  return null;
}
