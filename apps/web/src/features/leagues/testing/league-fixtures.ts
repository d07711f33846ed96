import type { League, Season } from '@felt/contract';
import { TEST_CLUB_SLUG } from '../../../testing/club-page-harness';

export const LEAGUES_PATH = `/api/clubs/${TEST_CLUB_SLUG}/leagues/`;
export const seasonsPath = (leagueSlug: string) => `/api/leagues/${leagueSlug}/seasons/`;
export const leaguePath = (leagueSlug: string) => `/api/leagues/${leagueSlug}/`;
export const seasonPath = (seasonSlug: string) => `/api/seasons/${seasonSlug}/`;

/** "Today" in these tests: mid-June 2026. */
export const TODAY = new Date('2026-06-15T12:00:00Z');

export function season(overrides: Partial<Season> & { slug: string }): Season {
  return {
    id: 1,
    title: overrides.slug,
    is_active: true,
    begin_date: '2026-01-01',
    end_date: '2026-12-31',
    league_slug: 'main-league',
    ...overrides,
  };
}

export function league(overrides: Partial<League> & { slug: string }): League {
  return {
    id: 1,
    name: 'Main League',
    club_slug: TEST_CLUB_SLUG,
    season_count: 0,
    active_season: null,
    ...overrides,
  };
}

export const list = <T>(results: T[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});
