import type { Club, ClubRoleName } from '@felt/contract';
import { describe, expect, it } from 'vitest';
import { locksClubSelector, pathAfterClubSwitch } from './club-pages';

function club(role: ClubRoleName, has_blind_structures = false): Club {
  return {
    id: 2,
    slug: 'friday-felt',
    name: 'Friday Felt',
    role,
    isOwner: role === 'Owner',
    memberCount: 8,
    has_blind_structures,
  };
}

const MANAGEMENT_PAGES = [
  '/app/club/blind-schedules',
  '/app/club/blind-schedules/deep-stack',
  '/app/seasons',
  '/app/members',
  '/app/members/directory',
  '/app/members/ada-lovelace',
];
/** Settings pages are for owners and managers too, but SPEC.md does not lock the selector there. */
const SETTINGS_PAGES = [
  '/app/settings',
  '/app/settings/league/main-league',
  '/app/settings/season/main-league-2026',
];

describe('switching club (SPEC.md section 4)', () => {
  it.each([...MANAGEMENT_PAGES, ...SETTINGS_PAGES])(
    'leaves %s for the dashboard unless owner or manager',
    (path) => {
      expect(pathAfterClubSwitch(path, club('Member'))).toBe('/app/dashboard');
      expect(pathAfterClubSwitch(path, club('Demo'))).toBe('/app/dashboard');
      expect(pathAfterClubSwitch(path, club('Owner'))).toBeNull();
      expect(pathAfterClubSwitch(path, club('Club Manager'))).toBeNull();
    },
  );

  it('leaves the blind clock when the new club has no blind structures', () => {
    expect(pathAfterClubSwitch('/app/tools/clock', club('Owner'))).toBe('/app/dashboard');
    expect(pathAfterClubSwitch('/app/tools/clock/clubs/thursday', club('Member'))).toBe(
      '/app/dashboard',
    );
    expect(pathAfterClubSwitch('/app/tools/clock', club('Member', true))).toBeNull();
    expect(pathAfterClubSwitch('/app/tools/clock/clubs/thursday', club('Member', true))).toBe(
      '/app/tools/clock/clubs/friday-felt',
    );
  });

  it.each(['/app/dashboard', '/app/dashboard/leagues', '/app/games', '/app/help', '/app/account'])(
    'stays on %s',
    (path) => {
      expect(pathAfterClubSwitch(path, club('Member'))).toBeNull();
    },
  );
});

describe('club selector lock (SPEC.md section 2)', () => {
  it.each([...MANAGEMENT_PAGES, '/app/account', '/app/members/'])('locks on %s', (path) => {
    expect(locksClubSelector(path)).toBe(true);
  });

  it.each([
    '/app/dashboard',
    '/app/dashboard/leagues',
    '/app/dashboard/leagues/main-event',
    '/app/games',
    ...SETTINGS_PAGES,
    '/app/tools/clock',
    '/app/account/sessions',
  ])('does not lock on %s', (path) => {
    expect(locksClubSelector(path)).toBe(false);
  });
});
