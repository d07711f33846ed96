import {
  DEFAULT_SETTINGS,
  SETTINGS_FIELDS,
  type BlindSchedule,
  type League,
  type Season,
  type SettingsField,
  type SettingsResponse,
  type SettingsSource,
  type SettingsValues,
} from '@felt/contract';
import { render } from '@testing-library/react';
import { Route } from 'react-router';
import { ToastContainer } from '../../../lib/toast';
import { renderClubPage, TEST_CLUB_SLUG, testClub } from '../../../testing/club-page-harness';
import { ClubSettingsPage } from '../routes/club-settings-page';
import { LeagueSettingsPage } from '../routes/league-settings-page';
import { SeasonSettingsPage } from '../routes/season-settings-page';

export const CLUB_SETTINGS = `/api/clubs/${TEST_CLUB_SLUG}/settings/`;
export const CLUB_SCHEDULES = `/api/clubs/${TEST_CLUB_SLUG}/blind-schedules/`;
export const CLUB_LEAGUES = `/api/clubs/${TEST_CLUB_SLUG}/leagues/`;
export const leaguePath = (slug: string) => `/api/leagues/${slug}/`;
export const leagueSeasonsPath = (slug: string) => `/api/leagues/${slug}/seasons/`;
export const leagueSettingsApi = (slug: string) => `/api/leagues/${slug}/settings/`;
export const seasonPath = (slug: string) => `/api/seasons/${slug}/`;
export const seasonSettingsApi = (slug: string) => `/api/seasons/${slug}/settings/`;

type Entry<K extends SettingsField> = {
  value: SettingsValues[K];
  source: SettingsSource;
  overridden?: boolean;
};

/**
 * A settings answer: the built-in defaults, with `entries` replacing some fields. An entry's
 * `overridden` defaults to false.
 */
export function settingsResponse(
  entries: { [K in SettingsField]?: Entry<K> } = {},
): SettingsResponse {
  const out: Record<string, unknown> = {};
  for (const field of SETTINGS_FIELDS) {
    const entry = entries[field] as Entry<typeof field> | undefined;
    out[field] = entry
      ? { value: entry.value, source: entry.source, overridden: entry.overridden ?? false }
      : { value: DEFAULT_SETTINGS[field], source: 'default', overridden: false };
  }
  return out as SettingsResponse;
}

export const list = <T,>(results: T[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

export function season(overrides: Partial<Season> & { slug: string }): Season {
  return {
    id: 1,
    title: 'Spring 2026',
    is_active: true,
    begin_date: '2026-03-01',
    end_date: '2026-05-31',
    league_slug: 'main-league',
    ...overrides,
  };
}

export function league(overrides: Partial<League> & { slug: string }): League {
  return {
    id: 1,
    name: 'Main League',
    club_slug: TEST_CLUB_SLUG,
    season_count: 1,
    active_season: null,
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

export const SCHEDULES = list([
  schedule({ slug: 'standard', title: 'Standard', is_default: true }),
  schedule({ slug: 'turbo', id: 2, title: 'Turbo' }),
]);

/** The three settings pages at their app paths, with the toasts they raise (as the shell shows them). */
export function renderSettings(path: string, role: Parameters<typeof testClub>[0] = 'Owner') {
  render(<ToastContainer />);
  return renderClubPage(
    path,
    <>
      <Route path="/app/settings" element={<ClubSettingsPage />} />
      <Route path="/app/settings/league/:leagueSlug" element={<LeagueSettingsPage />} />
      <Route path="/app/settings/season/:seasonSlug" element={<SeasonSettingsPage />} />
      <Route path="*" element={null} />
    </>,
    [testClub(role)],
  );
}
