import type { Club, ClubRoleName } from '@felt/contract';
import { describe, expect, it } from 'vitest';
import { paths } from '../paths';
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
    timezone: 'America/New_York',
  };
}

const MANAGEMENT_PAGES = [
  paths.blindSchedules(),
  paths.blindSchedule('deep-stack'),
  paths.seasons(),
  paths.members(),
  paths.membersDirectory(),
  paths.member('ada-lovelace'),
];
/** Settings pages are for owners and managers too, but SPEC.md does not lock the selector there. */
const SETTINGS_PAGES = [
  paths.settings.club(),
  paths.settings.league('main-league'),
  paths.settings.season('main-league-2026'),
];

describe('switching club (SPEC.md section 4)', () => {
  it.each([...MANAGEMENT_PAGES, ...SETTINGS_PAGES])(
    'leaves %s for the dashboard unless owner or manager',
    (path) => {
      expect(pathAfterClubSwitch(path, club('Member'))).toBe(paths.dashboard());
      expect(pathAfterClubSwitch(path, club('Demo'))).toBe(paths.dashboard());
      expect(pathAfterClubSwitch(path, club('Owner'))).toBeNull();
      expect(pathAfterClubSwitch(path, club('Club Manager'))).toBeNull();
    },
  );

  it('leaves the blind clock when the new club has no blind structures', () => {
    expect(pathAfterClubSwitch(paths.clock(), club('Owner'))).toBe(paths.dashboard());
    expect(pathAfterClubSwitch(paths.clock({ clubSlug: 'thursday' }), club('Member'))).toBe(
      paths.dashboard(),
    );
    expect(pathAfterClubSwitch(paths.clock(), club('Member', true))).toBeNull();
    expect(pathAfterClubSwitch(paths.clock({ clubSlug: 'thursday' }), club('Member', true))).toBe(
      paths.clock({ clubSlug: 'friday-felt' }),
    );
  });

  it.each([paths.dashboard(), paths.league(), paths.games(), paths.help(), paths.account()])(
    'stays on %s',
    (path) => {
      expect(pathAfterClubSwitch(path, club('Member'))).toBeNull();
    },
  );
});

describe('club selector lock (SPEC.md section 2)', () => {
  it.each([...MANAGEMENT_PAGES, paths.account(), '/app/members/'])('locks on %s', (path) => {
    expect(locksClubSelector(path)).toBe(true);
  });

  it.each([
    paths.dashboard(),
    paths.league(),
    paths.league('main-event'),
    paths.games(),
    ...SETTINGS_PAGES,
    paths.clock(),
    '/app/account/sessions',
  ])('does not lock on %s', (path) => {
    expect(locksClubSelector(path)).toBe(false);
  });
});
