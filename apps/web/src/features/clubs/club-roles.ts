import type { ClubRoleName } from '@felt/contract';

/** SPEC.md section 6: without a selected club the role is Member. */
export const DEFAULT_ROLE: ClubRoleName = 'Member';

/** Owner or manager: passes the management pages' checks. */
export function canManageClub(role: ClubRoleName): boolean {
  return role === 'Owner' || role === 'Club Manager';
}

/** Owner, manager or Demo: sees the sidebar's Management section (Demo to look, not touch). */
export function seesManagement(role: ClubRoleName): boolean {
  return canManageClub(role) || role === 'Demo';
}

/** Demo cannot schedule games (SPEC.md section 6). */
export function canScheduleGames(role: ClubRoleName): boolean {
  return canManageClub(role);
}
