import type { ClubRole } from '@felt/domain';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-error';
import { authorize } from './club-policy';

// Which role may do what is the domain's table (packages/domain/src/club-permissions.test.ts);
// here: how the server answers a refusal.
describe('club policy', () => {
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
  });

  it("asks the domain's table: the owner alone deletes, everyone reads", () => {
    expect(() => authorize('manager', 'club:delete')).toThrow(HttpError);
    expect(() => authorize('owner', 'club:delete')).not.toThrow();
    expect(() => authorize('demo', 'club:read')).not.toThrow();
  });
});
