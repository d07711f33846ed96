import type { ClubRoleName, Member } from '@felt/contract';
import { canManageClub } from '../clubs/club-roles';

export interface MemberViewer {
  role: ClubRoleName;
  userId: number | null;
}

export interface MemberRowActions {
  /** The role a click gives (managers are made and unmade by the owner only). */
  changeRoleTo: 'member' | 'manager' | null;
  remove: boolean;
  transfer: boolean;
}

const NONE: MemberRowActions = { changeRoleTo: null, remove: false, transfer: false };

/**
 * What the viewer may do to one member, as the server decides it (decision 0011): owners and
 * managers manage members and guests; only the owner touches managers and hands the club over
 * (to a member with an account); nobody acts on the owner or on themselves here; members and
 * Demo only look.
 */
export function memberRowActions(viewer: MemberViewer, member: Member): MemberRowActions {
  if (!canManageClub(viewer.role) || member.role === 'owner') return NONE;
  if (viewer.userId !== null && member.user_id === viewer.userId) return NONE;
  const owner = viewer.role === 'Owner';
  const hasAccount = member.status === 'active';
  return {
    changeRoleTo: owner && hasAccount ? (member.role === 'manager' ? 'member' : 'manager') : null,
    remove: owner || member.role === 'member',
    transfer: owner && hasAccount,
  };
}

/** Whether the viewer may resend or revoke an invitation with this role. */
export function canChangeInvite(viewerRole: ClubRoleName, inviteRole: 'member' | 'manager') {
  return viewerRole === 'Owner' || (viewerRole === 'Club Manager' && inviteRole === 'member');
}

/** Claiming a guest profile: any signed-in member of the club but the demo visitor. */
export function canClaimGuest(viewerRole: ClubRoleName, member: Member): boolean {
  return viewerRole !== 'Demo' && member.status === 'guest';
}
