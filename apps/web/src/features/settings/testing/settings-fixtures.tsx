import {
  DEFAULT_SETTINGS,
  SETTINGS_FIELDS,
  type SettingsField,
  type SettingsResponse,
  type SettingsSource,
  type SettingsValues,
} from '@felt/contract';
import { render } from '@testing-library/react';
import { Route } from 'react-router';
import { appRoutePattern } from '../../../lib/app-pages';
import { ToastContainer } from '../../../lib/toast';
import { renderClubPage, TEST_CLUB_SLUG, testClub } from '../../../testing/club-page-harness';
import { list, schedule } from '../../../testing/fixtures';
import { ClubSettingsPage } from '../routes/club-settings-page';
import { LeagueSettingsPage } from '../routes/league-settings-page';
import { SeasonSettingsPage } from '../routes/season-settings-page';

export const CLUB_SETTINGS = `/api/clubs/${TEST_CLUB_SLUG}/settings/`;
export const CLUB_SCHEDULES = `/api/clubs/${TEST_CLUB_SLUG}/blind-schedules/`;
export const leagueSettingsApi = (slug: string) => `/api/leagues/${slug}/settings/`;
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
      <Route path={appRoutePattern('clubSettings')} element={<ClubSettingsPage />} />
      <Route path={appRoutePattern('leagueSettings')} element={<LeagueSettingsPage />} />
      <Route path={appRoutePattern('seasonSettings')} element={<SeasonSettingsPage />} />
      <Route path="*" element={null} />
    </>,
    [testClub(role)],
  );
}
