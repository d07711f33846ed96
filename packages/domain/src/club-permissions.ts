/*
 * Who may do what in a club: the one place that decides (DESIGN.md section 4, SPEC.md
 * section 6, decision 0011). Owners and managers manage, members read and take part, Demo reads
 * everything and writes nothing; only the owner makes or unmakes managers and hands the club
 * over. The server turns a refusal into its 400/403 answer; the web hides what would be refused.
 * Roles are the stored values; their display names ("Club Manager") live in the contract.
 */

/** A user's role in one club, as `club_member.role` stores it. `demo`: the demo club's visitor. */
export const CLUB_ROLES = ['owner', 'manager', 'member', 'demo'] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];

/**
 * Every role that may do each action. A new feature adds its actions here (one line each) and
 * asks `can`; the unit test's table then has to say what every role gets.
 */
const GRANTS = {
  /** See the club and its data. */
  'club:read': ['owner', 'manager', 'member', 'demo'],
  /** See the sidebar's Management section and its pages (Demo to look, not touch). */
  'club:see-management': ['owner', 'manager', 'demo'],
  /** The onboarding checklist (SPEC.md section 6: only the club owner sees it). */
  'club:see-onboarding': ['owner'],
  /** Change the club's data: settings, leagues, seasons, schedules, members and guests. */
  'club:manage': ['owner', 'manager'],
  'club:rename': ['owner'],
  'club:delete': ['owner'],
  /** Hand the club to another member. */
  'club:transfer': ['owner'],
  /** Change the club's plan: upgrade, pay (managers see who to ask). */
  'club:billing': ['owner'],
  /** Act as oneself in the club, e.g. claim a guest profile (every role but Demo). */
  'club:participate': ['owner', 'manager', 'member'],
  /** Members' e-mail addresses (in the list, its search and a profile). */
  'members:see-emails': ['owner', 'manager'],
  /** Invite, promote, demote or remove a manager, resend or revoke a manager's invitation. */
  'members:manage-managers': ['owner'],
  /** Put a game on the calendar, change or cancel it (SPEC.md section 6: not Demo). */
  'game:schedule': ['owner', 'manager'],
  /** The director's controls of a running game (DESIGN.md section 4: the manager's controls). */
  'game:run': ['owner', 'manager'],
  /** Register for a game oneself (DESIGN.md section 4: members RSVP in the app). */
  'game:rsvp': ['owner', 'manager', 'member'],
} as const satisfies Record<string, readonly ClubRole[]>;

export type ClubAction = keyof typeof GRANTS;
export const CLUB_ACTIONS = Object.keys(GRANTS) as readonly ClubAction[];

export function can(role: ClubRole, action: ClubAction): boolean {
  const granted: readonly ClubRole[] = GRANTS[action];
  return granted.includes(role);
}

// ---------------------------------------------------------------------------------------------
// What a viewer may do to one member

/** The roles an invitation or a role change may give: ownership moves by transfer only. */
export const ASSIGNABLE_ROLES = ['member', 'manager'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** The member acted on. Demo visitors are never listed or addressable as members. */
export interface MemberTarget {
  role: Exclude<ClubRole, 'demo'>;
  /** False for a guest player (a name without an account). */
  hasAccount: boolean;
  /** The viewer's own membership. */
  isViewer: boolean;
}

/**
 * Why an action on a member is refused; the server answers each with its own status and
 * message, the web hides the action.
 */
export type MemberRefusal =
  /** The viewer's role may not do this at all (a member, or Demo writing). */
  | 'not-permitted'
  /** Managers are made, unmade and removed by the owner only. */
  | 'only-owner-managers'
  /** The owner's role moves by transfer only. */
  | 'owner-role'
  /** A guest player is always a member (inviting them gives another role). */
  | 'guest-role'
  /** The club always has its owner: transfer first. */
  | 'owner-removal'
  | 'transfer-to-guest'
  | 'transfer-to-self'
  /** Only a guest profile can be claimed. */
  | 'not-a-guest';

export function roleChangeRefusal(
  viewer: ClubRole,
  target: MemberTarget,
  role: AssignableRole,
): MemberRefusal | null {
  if (!can(viewer, 'club:manage')) return 'not-permitted';
  if (target.role === 'owner') return 'owner-role';
  if (!target.hasAccount && role !== 'member') return 'guest-role';
  if (
    (role === 'manager' || target.role === 'manager') &&
    !can(viewer, 'members:manage-managers')
  ) {
    return 'only-owner-managers';
  }
  return null;
}

export function removalRefusal(viewer: ClubRole, target: MemberTarget): MemberRefusal | null {
  if (!can(viewer, 'club:manage')) return 'not-permitted';
  if (target.role === 'owner') return 'owner-removal';
  if (target.role === 'manager' && !can(viewer, 'members:manage-managers')) {
    return 'only-owner-managers';
  }
  return null;
}

/** The owner hands the club to a member with an account and becomes a manager. */
export function transferRefusal(viewer: ClubRole, target: MemberTarget): MemberRefusal | null {
  if (!can(viewer, 'club:transfer')) return 'not-permitted';
  if (!target.hasAccount) return 'transfer-to-guest';
  if (target.isViewer) return 'transfer-to-self';
  return null;
}

/** A signed-in member takes over a guest profile (their results live there). */
export function claimRefusal(viewer: ClubRole, target: MemberTarget): MemberRefusal | null {
  if (!can(viewer, 'club:participate')) return 'not-permitted';
  if (target.hasAccount) return 'not-a-guest';
  return null;
}

/** Sending, resending or revoking an invitation that gives `role`. */
export function invitationRefusal(viewer: ClubRole, role: AssignableRole): MemberRefusal | null {
  if (!can(viewer, 'club:manage')) return 'not-permitted';
  if (role === 'manager' && !can(viewer, 'members:manage-managers')) return 'only-owner-managers';
  return null;
}

/** The roles the viewer may offer in an invitation (Club Manager only to the owner). */
export function assignableRoles(viewer: ClubRole): AssignableRole[] {
  return ASSIGNABLE_ROLES.filter((role) => invitationRefusal(viewer, role) === null);
}

export interface MemberActions {
  /** The roles the viewer may give this member, its current role left out. */
  roleChanges: AssignableRole[];
  remove: boolean;
  transfer: boolean;
  claim: boolean;
}

/**
 * Everything the viewer may do to one member, for a screen's menu. It follows from the
 * refusals above: nobody acts on the owner, and nobody changes or removes themselves (the
 * owner is the owner, a manager's own row is a manager's, members manage nobody).
 */
export function memberActions(viewer: ClubRole, target: MemberTarget): MemberActions {
  return {
    roleChanges: ASSIGNABLE_ROLES.filter(
      (role) => role !== target.role && roleChangeRefusal(viewer, target, role) === null,
    ),
    remove: removalRefusal(viewer, target) === null,
    transfer: transferRefusal(viewer, target) === null,
    claim: claimRefusal(viewer, target) === null,
  };
}
