import { ROLE_OF_NAME, type ClubRoleName } from '@felt/contract';
import { can, type ClubAction, type ClubRole } from '@felt/domain';

/*
 * The API sends a club's role by its name ("Club Manager"); what a role may do is decided by
 * @felt/domain in terms of the stored role. This is the web's one bridge between the two.
 */

/** SPEC.md section 6: without a selected club the role is Member. */
export const DEFAULT_ROLE: ClubRoleName = 'Member';

/** The stored role an API role name stands for. */
export function clubRole(name: ClubRoleName): ClubRole {
  return ROLE_OF_NAME[name];
}

/** Whether the holder of the role named `name` may do `action` (the server's rule). */
export function clubCan(name: ClubRoleName, action: ClubAction): boolean {
  return can(clubRole(name), action);
}
