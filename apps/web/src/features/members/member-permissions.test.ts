import { describe, expect, it } from 'vitest';
import { memberRowActions } from './member-permissions';
import {
  ADA_MEMBER,
  BEN_MEMBER,
  CARA_MANAGER,
  DOYLE_GUEST,
  member,
} from './testing/member-fixtures';

// The rules are @felt/domain's (club-permissions.test.ts); here: that the web hands them the
// API's member and role name the way the server sees them.
describe('memberRowActions', () => {
  const owner = { role: 'Owner' as const, userId: ADA_MEMBER.user_id };
  const manager = { role: 'Club Manager' as const, userId: CARA_MANAGER.user_id };

  it("reads the API's role names: the owner promotes and hands over, a manager may not", () => {
    expect(memberRowActions(owner, BEN_MEMBER)).toMatchObject({
      roleChanges: ['manager'],
      transfer: true,
    });
    expect(memberRowActions(manager, BEN_MEMBER)).toMatchObject({
      roleChanges: [],
      remove: true,
      transfer: false,
    });
    expect(memberRowActions({ role: 'Demo', userId: 99 }, BEN_MEMBER).remove).toBe(false);
  });

  it('treats a guest as a member without an account', () => {
    expect(memberRowActions(owner, DOYLE_GUEST)).toMatchObject({
      roleChanges: [],
      transfer: false,
      claim: true,
    });
  });

  it('knows the signed-in user by id: no transfer to their own row', () => {
    const stillOwner = member({ ...ADA_MEMBER, role: 'member' });
    expect(memberRowActions(owner, stillOwner).transfer).toBe(false);
    expect(memberRowActions({ ...owner, userId: 42 }, stillOwner).transfer).toBe(true);
  });
});
