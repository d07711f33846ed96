import { LEAGUE_MESSAGES } from '@felt/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import {
  league,
  leaguePath,
  list,
  season,
  seasonPath,
  seasonsPath,
} from '../../../testing/fixtures';
import {
  CLUB_SCHEDULES,
  leagueSettingsApi,
  renderSettings,
  SCHEDULES,
  seasonSettingsApi,
  settingsResponse,
} from '../testing/settings-fixtures';
import { sourceOf } from '../testing/source-of';

const SPRING = season({ slug: 'spring-2026', title: 'Spring 2026' });
const LEAGUE = settingsResponse({
  default_buy_in_cents: { value: 2500, source: 'league', overridden: true },
  max_rebuys: { value: 2, source: 'club' },
  rebuy_chips: { value: 4000, source: 'club' },
});
const SEASON = settingsResponse({
  default_buy_in_cents: { value: 3000, source: 'season', overridden: true },
  max_rebuys: { value: 3, source: 'season', overridden: true },
  rebuy_chips: { value: 4000, source: 'club' },
  starting_stack: { value: 6000, source: 'league' },
  best_results_count: { value: 8, source: 'season', overridden: true },
  knockout_points: { value: 1, source: 'season', overridden: true },
  points_table: { value: [12, 8, 5], source: 'league' },
});

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [`GET ${seasonPath('spring-2026')}`]: jsonResponse(200, SPRING),
    [`GET ${leaguePath('main-league')}`]: jsonResponse(
      200,
      league({ slug: 'main-league', season_count: 1 }),
    ),
    [`GET ${seasonSettingsApi('spring-2026')}`]: jsonResponse(200, SEASON),
    [`GET ${leagueSettingsApi('main-league')}`]: jsonResponse(200, LEAGUE),
    [`GET ${CLUB_SCHEDULES}`]: jsonResponse(200, SCHEDULES),
    [`GET ${seasonsPath('main-league')}`]: jsonResponse(200, list([SPRING])),
    ...extra,
  });
}

beforeEach(() => resetBrowser());
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('SeasonSettingsPage', () => {
  it("shows a season's overrides against the league's and the club's values", async () => {
    api();
    renderSettings(paths.settings.season('spring-2026'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring 2026' })).toBeTruthy();
    expect(await screen.findByText("Overrides the league's $25.00")).toBeTruthy();
    expect(sourceOf('Buy-in')).toBe("Overrides the league's $25.00");
    expect(sourceOf('Most rebuys per player')).toBe("Overrides the club's 2");
    expect(sourceOf('Starting stack')).toBe('Inherited from the league');
    expect(sourceOf('Rebuy chips')).toBe('Inherited from the club');
    expect(sourceOf('Seats per table')).toBe('Default');
    // The points fields, which a season usually decides.
    expect(sourceOf('Best results that count')).toBe('Overrides the default 0 (every game counts)');
    expect(sourceOf('Points per knockout')).toBe('Overrides the default 0 points');
    expect(sourceOf('Points by place')).toBe('Inherited from the league');
    expect((screen.getByLabelText('Points by place') as HTMLInputElement).value).toBe('12, 8, 5');

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(breadcrumb).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Club Settings', paths.settings.club()],
      ['Main League', paths.settings.league('main-league')],
    ]);
    expect(within(breadcrumb).getByText('Spring 2026').getAttribute('aria-current')).toBe('page');
  });

  it("resets a season override to the league's value with null", async () => {
    const { calls } = api({
      [`PATCH ${seasonSettingsApi('spring-2026')}`]: jsonResponse(200, LEAGUE),
    });
    renderSettings(paths.settings.season('spring-2026'));
    await screen.findByText("Overrides the league's $25.00");
    fireEvent.click(screen.getByRole('button', { name: 'Reset Buy-in' }));
    expect(sourceOf('Buy-in')).toBe('Will inherit $25.00 from the league');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Season settings saved.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toMatchObject([
      { path: seasonSettingsApi('spring-2026'), body: { default_buy_in_cents: null } },
    ]);
  });

  it('says an unknown season is not found, with the way back', async () => {
    fakeApi({});
    renderSettings(paths.settings.season('gone'));
    expect(await screen.findByRole('heading', { name: 'Season not found' })).toBeTruthy();
    expect(screen.getByText(LEAGUE_MESSAGES.seasonMissing)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Club Settings' }).getAttribute('href')).toBe(
      paths.settings.club(),
    );
  });
});
