import { describe, expect, it } from 'vitest';
import { CLUB_ROLE_NAMES, ROLE_LABELS, ROLE_OF_NAME, clubRoleSchema } from './clubs';

describe('club role names', () => {
  it("names the roles as SPEC.md section 6 does, Club Manager for the stored 'manager'", () => {
    expect(ROLE_LABELS).toEqual({
      owner: 'Owner',
      manager: 'Club Manager',
      member: 'Member',
      demo: 'Demo',
    });
    expect(clubRoleSchema.options).toEqual(['Owner', 'Club Manager', 'Member', 'Demo']);
  });

  it('maps every API name back to the stored role it names', () => {
    for (const name of CLUB_ROLE_NAMES) expect(ROLE_LABELS[ROLE_OF_NAME[name]]).toBe(name);
    expect(Object.keys(ROLE_OF_NAME)).toHaveLength(Object.keys(ROLE_LABELS).length);
  });
});
