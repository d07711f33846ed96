import type { ClubRoleName, Member } from '@felt/contract';
import { memberActions, type MemberActions } from '@felt/domain';
import { clubRole } from '../../lib/club/club-roles';

export interface MemberViewer {
  role: ClubRoleName;
  userId: number | null;
}

/**
 * What the viewer may do to one member, as the server decides it: @felt/domain's
 * `memberActions` for the member as the API presents it.
 */
export function memberRowActions(viewer: MemberViewer, member: Member): MemberActions {
  return memberActions(clubRole(viewer.role), {
    role: member.role,
    hasAccount: member.status === 'active',
    isViewer: viewer.userId !== null && member.user_id === viewer.userId,
  });
}
