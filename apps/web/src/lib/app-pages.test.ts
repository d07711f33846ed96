import { describe, expect, it } from 'vitest';
import { appPageAt, appPages, type AppPageId } from './app-pages';
import { paths } from './paths';

/** A link built by `paths` for every page of the table: the two must name the same pages. */
const LINKS: Record<AppPageId, string> = {
  dashboard: paths.dashboard(),
  leagueDashboard: paths.league(),
  league: paths.league('main-league'),
  help: paths.help(),
  account: paths.account(),
  billingUpgrade: paths.billingUpgrade(),
  billingUpgradeForm: paths.billingUpgradeForm(),
  blindSchedules: paths.blindSchedules(),
  blindSchedule: paths.blindSchedule('deep-stack'),
  clock: paths.clock({ schedule: 'turbo' }).split('?')[0]!,
  clubClock: paths.clock({ clubSlug: 'friday-felt' }),
  membersDirectory: paths.membersDirectory(),
  member: paths.member('ada-lovelace'),
  seasons: paths.seasons(),
  members: paths.members(),
  clubSettings: paths.settings.club(),
  leagueSettings: paths.settings.league('main-league'),
  seasonSettings: paths.settings.season('spring-2026'),
  leaderboard: paths.leaderboard('spring-2026'),
  seasonImport: paths.seasonImport('spring-2026'),
  seasonGame: paths.seasonGame('spring-2026', 'friday-night-2026-11-27'),
  gameSettings: paths.settings.game('friday-night-2026-11-27'),
  games: paths.games(),
  newGame: paths.newGame(),
  editGame: paths.editGame('friday-night-2026-11-27'),
  game: paths.game('friday-night-2026-11-27'),
  gameOpen: paths.gameOpen('friday-night-2026-11-27'),
  gamePayouts: paths.gamePayouts('friday-night-2026-11-27'),
  gamePlay: paths.gamePlay('friday-night-2026-11-27'),
  gameSeating: paths.gameSeating('friday-night-2026-11-27'),
};

describe('appPageAt', () => {
  it.each(Object.entries(LINKS))('finds the %s page at the path paths builds', (id, link) => {
    expect(appPageAt(link)?.id).toBe(id);
  });

  it('matches as the router does: a trailing slash, an encoded slug, the fixed path first', () => {
    expect(appPageAt('/app/members/')?.id).toBe('members');
    expect(appPageAt(paths.member('directory-of/ada'))?.id).toBe('member');
    expect(appPageAt('/app/members/directory')?.id).toBe('membersDirectory');
    // The game editor's game is optional: without it, a past game is entered.
    expect(appPageAt(paths.seasonGame('spring-2026'))?.id).toBe('seasonGame');
  });

  it('knows no page outside the table', () => {
    expect(appPageAt('/app/account/sessions')).toBeNull();
    expect(appPageAt('/app/no-such-page')).toBeNull();
    expect(appPageAt('/dashboard')).toBeNull();
  });

  it('lets only the pages members may not open be managers-only', () => {
    const managersOnly = (Object.keys(appPages) as AppPageId[]).filter(
      (id) => appPageAt(LINKS[id])?.managersOnly,
    );
    expect(managersOnly.sort()).toEqual(
      [
        'clubSettings',
        'editGame',
        'gameOpen',
        'gameSettings',
        'leagueSettings',
        'members',
        'newGame',
        'seasonImport',
        'seasonGame',
        'seasonSettings',
        'seasons',
      ].sort(),
    );
  });
});
