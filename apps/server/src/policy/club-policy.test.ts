import { describe, expect, it } from 'vitest';
import type { ClubRole } from '../db/schema';
import { HttpError } from '../http-error';
import { authorize, can, type ClubAction } from './club-policy';

const ACTIONS: ClubAction[] = ['club:read', 'club:manage', 'club:rename', 'club:delete'];

const EXPECTED: Record<ClubRole, ClubAction[]> = {
  owner: ['club:read', 'club:manage', 'club:rename', 'club:delete'],
  manager: ['club:read', 'club:manage'],
  member: ['club:read'],
  demo: ['club:read'],
};

describe('club policy', () => {
  it.each(Object.entries(EXPECTED))('lets %s do exactly %j', (role, allowed) => {
    const granted = ACTIONS.filter((action) => can(role as ClubRole, action));
    expect(granted).toEqual(allowed);
  });

  it('refuses a demo write as read-only and a member write as not permitted', () => {
    const refusal = (role: ClubRole) => {
      try {
        authorize(role, 'club:manage');
      } catch (error) {
        return error as HttpError;
      }
      throw new Error('expected a refusal');
    };
    expect(refusal('demo')).toMatchObject({
      statusCode: 403,
      detail: 'Demo accounts are read-only.',
      code: 'demo_read_only',
    });
    expect(refusal('member')).toMatchObject({
      statusCode: 403,
      detail: 'You do not have permission to perform this action.',
      code: 'permission_denied',
    });
    expect(() => authorize('manager', 'club:delete')).toThrow(HttpError);
    expect(() => authorize('owner', 'club:delete')).not.toThrow();
  });
});
