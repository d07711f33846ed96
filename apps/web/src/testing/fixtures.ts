import type { BlindSchedule, League, Season } from '@felt/contract';
import { TEST_CLUB_SLUG } from './club-page-harness';

/*
 * Entities as the API sends them, and where it sends them from, for the tests of every feature
 * that shows them. Each factory takes the slug and whatever the test cares about.
 */

export const LEAGUES_PATH = `/api/clubs/${TEST_CLUB_SLUG}/leagues/`;
export const leaguePath = (leagueSlug: string) => `/api/leagues/${leagueSlug}/`;
export const seasonsPath = (leagueSlug: string) => `/api/leagues/${leagueSlug}/seasons/`;
export const seasonPath = (seasonSlug: string) => `/api/seasons/${seasonSlug}/`;

/** One page of a paginated list answer holding all of `results`. */
export const list = <T>(results: T[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

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

export function schedule(overrides: Partial<BlindSchedule> & { slug: string }): BlindSchedule {
  return {
    id: 1,
    title: 'Standard',
    is_default: false,
    warning_seconds: 60,
    alert_seconds: 10,
    beep_seconds: 5,
    levels: [],
    level_count: 12,
    break_count: 2,
    total_minutes: 185,
    created_at: '2026-11-01T00:00:00Z',
    updated_at: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}
