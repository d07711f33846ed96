import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { league, leaguePath, list, season, seasonsPath } from '../../../testing/fixtures';
import {
  CLUB_SCHEDULES,
  CLUB_SETTINGS,
  leagueSettingsApi,
  renderSettings,
  SCHEDULES,
  settingsResponse,
} from '../testing/settings-fixtures';
import { sourceOf } from '../testing/source-of';

const MAIN = league({ slug: 'main-league', season_count: 1 });
const CLUB = settingsResponse({
  default_buy_in_cents: { value: 2000, source: 'club', overridden: true },
  starting_stack: { value: 8000, source: 'club', overridden: true },
});
const LEAGUE = settingsResponse({
  default_buy_in_cents: { value: 2500, source: 'league', overridden: true },
  starting_stack: { value: 8000, source: 'club' },
  points_formula: { value: 'pokerstars', source: 'league', overridden: true },
});

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [`GET ${leaguePath('main-league')}`]: jsonResponse(200, MAIN),
    [`GET ${leagueSettingsApi('main-league')}`]: jsonResponse(200, LEAGUE),
    [`GET ${CLUB_SETTINGS}`]: jsonResponse(200, CLUB),
    [`GET ${CLUB_SCHEDULES}`]: jsonResponse(200, SCHEDULES),
    [`GET ${seasonsPath('main-league')}`]: jsonResponse(
      200,
      list([season({ slug: 'spring-2026', title: 'Spring 2026' })]),
    ),
    ...extra,
  });
}

beforeEach(() => resetBrowser());
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('LeagueSettingsPage', () => {
  it("names where each value comes from and the club's value an override replaces", async () => {
    api();
    renderSettings(paths.settings.league('main-league'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Main League' })).toBeTruthy();
    await screen.findByLabelText('Buy-in');
    expect(await screen.findByText("Overrides the club's $20.00")).toBeTruthy();
    expect(sourceOf('Buy-in')).toBe("Overrides the club's $20.00");
    expect(sourceOf('Starting stack')).toBe('Inherited from the club');
    expect(sourceOf('Seats per table')).toBe('Default');
    expect(screen.getByRole('radio', { name: /PokerStars-style/ })).toHaveProperty('checked', true);
    expect(screen.getByText('Overrides the default Linear')).toBeTruthy();

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb).getByRole('link', { name: 'Club Settings' }).getAttribute('href'),
    ).toBe(paths.settings.club());
    expect(within(breadcrumb).getByText('Main League').getAttribute('aria-current')).toBe('page');
    expect((await screen.findByRole('link', { name: /Spring 2026/ })).getAttribute('href')).toBe(
      paths.settings.season('spring-2026'),
    );
  });

  it("resets an override so the league inherits the club's value again", async () => {
    const { calls } = api({
      [`PATCH ${leagueSettingsApi('main-league')}`]: jsonResponse(
        200,
        settingsResponse({ default_buy_in_cents: { value: 2000, source: 'club' } }),
      ),
    });
    renderSettings(paths.settings.league('main-league'));
    await screen.findByText("Overrides the club's $20.00");
    fireEvent.click(screen.getByRole('button', { name: 'Reset Buy-in' }));
    expect(sourceOf('Buy-in')).toBe('Will inherit $20.00 from the club');
    expect((screen.getByLabelText('Buy-in') as HTMLInputElement).value).toBe('20.00');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('League settings saved.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toMatchObject([
      { path: leagueSettingsApi('main-league'), body: { default_buy_in_cents: null } },
    ]);
    expect(sourceOf('Buy-in')).toBe('Inherited from the club');
  });

  it('says an unknown league is not found, with the way back', async () => {
    fakeApi({});
    renderSettings(paths.settings.league('gone'));
    expect(await screen.findByRole('heading', { name: 'League not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Club Settings' }).getAttribute('href')).toBe(
      paths.settings.club(),
    );
  });
});
