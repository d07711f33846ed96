import { describe, expect, it } from 'vitest';
import {
  CLUB_ACTIONS,
  CLUB_ROLES,
  assignableRoles,
  can,
  claimRefusal,
  invitationRefusal,
  memberActions,
  removalRefusal,
  roleChangeRefusal,
  transferRefusal,
  type ClubAction,
  type ClubRole,
  type MemberTarget,
} from './club-permissions';

/*
 * Every role against every action, written out by hand from DESIGN.md section 4 and SPEC.md
 * section 6 (columns: owner, manager, member, demo). A new action fails the completeness test
 * until it gets its row here.
 */
const y = true;
const n = false;
const TABLE: Record<ClubAction, [boolean, boolean, boolean, boolean]> = {
  'club:read': [y, y, y, y],
  'club:see-management': [y, y, n, y],
  'club:see-onboarding': [y, n, n, n],
  'club:manage': [y, y, n, n],
  'club:rename': [y, n, n, n],
  'club:delete': [y, n, n, n],
  'club:transfer': [y, n, n, n],
  'club:billing': [y, n, n, n],
  'club:participate': [y, y, y, n],
  'members:see-emails': [y, y, n, n],
  'members:manage-managers': [y, n, n, n],
  'game:schedule': [y, y, n, n],
  'game:run': [y, y, n, n],
  'game:rsvp': [y, y, y, n],
};

describe('can', () => {
  it('has a row in the table for every action and no row for an unknown one', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...CLUB_ACTIONS].sort());
  });

  const cases = CLUB_ACTIONS.flatMap((action) =>
    CLUB_ROLES.map((role, column) => ({ role, action, allowed: TABLE[action][column] })),
  );
  it.each(cases)('$role may $action: $allowed', ({ role, action, allowed }) => {
    expect(can(role, action)).toBe(allowed);
  });

  it('lets Demo write nothing', () => {
    const demoWrites = CLUB_ACTIONS.filter(
      (action) => can('demo', action) && !can('member', action),
    );
    // Demo sees the management pages a member does not, and nothing else beyond a member.
    expect(demoWrites).toEqual(['club:see-management']);
  });
});

const target = (
  role: MemberTarget['role'],
  options: { guest?: boolean; self?: boolean } = {},
): MemberTarget => ({ role, hasAccount: !options.guest, isViewer: options.self ?? false });

const OWNER = target('owner');
const MANAGER = target('manager');
const MEMBER = target('member');
const GUEST = target('member', { guest: true });

describe('memberActions', () => {
  const none = { roleChanges: [], remove: false, transfer: false, claim: false };
  const rows: [ClubRole, string, MemberTarget, ReturnType<typeof memberActions>][] = [
    ['owner', 'the owner (themselves)', target('owner', { self: true }), none],
    ['owner', 'a manager', MANAGER, { ...none, roleChanges: ['member'], remove: y, transfer: y }],
    ['owner', 'a member', MEMBER, { ...none, roleChanges: ['manager'], remove: y, transfer: y }],
    ['owner', 'a guest', GUEST, { ...none, remove: y, claim: y }],
    ['manager', 'the owner', OWNER, none],
    ['manager', 'another manager', MANAGER, none],
    ['manager', 'themselves', target('manager', { self: true }), none],
    ['manager', 'a member', MEMBER, { ...none, remove: y }],
    ['manager', 'a guest', GUEST, { ...none, remove: y, claim: y }],
    ['member', 'the owner', OWNER, none],
    ['member', 'a manager', MANAGER, none],
    ['member', 'another member', MEMBER, none],
    ['member', 'themselves', target('member', { self: true }), none],
    ['member', 'a guest', GUEST, { ...none, claim: y }],
    ['demo', 'the owner', OWNER, none],
    ['demo', 'a manager', MANAGER, none],
    ['demo', 'a member', MEMBER, none],
    ['demo', 'a guest', GUEST, none],
  ];
  it.each(rows)('%s acting on %s', (viewer, _who, member, expected) => {
    expect(memberActions(viewer, member)).toEqual(expected);
  });
});

describe('refusals the server answers', () => {
  it('says why a role change is refused', () => {
    expect(roleChangeRefusal('member', MEMBER, 'member')).toBe('not-permitted');
    expect(roleChangeRefusal('demo', MEMBER, 'manager')).toBe('not-permitted');
    expect(roleChangeRefusal('owner', OWNER, 'manager')).toBe('owner-role');
    expect(roleChangeRefusal('manager', OWNER, 'member')).toBe('owner-role');
    expect(roleChangeRefusal('owner', GUEST, 'manager')).toBe('guest-role');
    expect(roleChangeRefusal('manager', GUEST, 'manager')).toBe('guest-role');
    expect(roleChangeRefusal('manager', MEMBER, 'manager')).toBe('only-owner-managers');
    expect(roleChangeRefusal('manager', MANAGER, 'member')).toBe('only-owner-managers');
    // Setting the role a member already has is allowed (nothing changes).
    expect(roleChangeRefusal('manager', MEMBER, 'member')).toBeNull();
    expect(roleChangeRefusal('owner', GUEST, 'member')).toBeNull();
    expect(roleChangeRefusal('owner', MANAGER, 'manager')).toBeNull();
  });

  it('keeps the owner and lets only the owner remove a manager', () => {
    expect(removalRefusal('owner', target('owner', { self: true }))).toBe('owner-removal');
    expect(removalRefusal('manager', OWNER)).toBe('owner-removal');
    expect(removalRefusal('manager', MANAGER)).toBe('only-owner-managers');
    expect(removalRefusal('member', GUEST)).toBe('not-permitted');
    expect(removalRefusal('demo', GUEST)).toBe('not-permitted');
    expect(removalRefusal('owner', MANAGER)).toBeNull();
  });

  it('hands the club only from the owner to another member with an account', () => {
    expect(transferRefusal('manager', MEMBER)).toBe('not-permitted');
    expect(transferRefusal('owner', GUEST)).toBe('transfer-to-guest');
    expect(transferRefusal('owner', target('owner', { self: true }))).toBe('transfer-to-self');
    expect(transferRefusal('owner', MANAGER)).toBeNull();
  });

  it('lets anyone but Demo claim a guest, and only a guest', () => {
    expect(claimRefusal('demo', GUEST)).toBe('not-permitted');
    expect(claimRefusal('member', MEMBER)).toBe('not-a-guest');
    expect(claimRefusal('member', GUEST)).toBeNull();
  });

  it("leaves a manager's invitations to the owner", () => {
    expect(invitationRefusal('owner', 'manager')).toBeNull();
    expect(invitationRefusal('manager', 'member')).toBeNull();
    expect(invitationRefusal('manager', 'manager')).toBe('only-owner-managers');
    expect(invitationRefusal('member', 'member')).toBe('not-permitted');
    expect(invitationRefusal('demo', 'member')).toBe('not-permitted');
  });

  it('offers Club Manager in an invitation to the owner only', () => {
    expect(assignableRoles('owner')).toEqual(['member', 'manager']);
    expect(assignableRoles('manager')).toEqual(['member']);
    expect(assignableRoles('member')).toEqual([]);
    expect(assignableRoles('demo')).toEqual([]);
  });
});
