import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRoutePattern } from '../../../lib/app-pages';
import { paths } from '../../../lib/paths';
import { ToastContainer } from '../../../lib/toast';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, testClub } from '../../../testing/club-page-harness';
import { FRIDAY_SLUG, game, gamePath } from '../../games/testing/game-fixtures';
import {
  CLUB_SCHEDULES,
  CLUB_SETTINGS,
  SCHEDULES,
  seasonSettingsApi,
  settingsResponse,
} from '../testing/settings-fixtures';
import { sourceOf } from '../testing/source-of';
import { GameSettingsPage } from './game-settings-page';

const GAME_SETTINGS = `/api/games/${FRIDAY_SLUG}/settings/`;
const LEAGUE_GAME = game({ league_slug: 'main-league', season_slug: 'spring-2026' });

const SEASON = settingsResponse({
  default_buy_in_cents: { value: 2500, source: 'league' },
  max_rebuys: { value: 2, source: 'season', overridden: true },
});
const GAME = settingsResponse({
  default_buy_in_cents: { value: 3000, source: 'game', overridden: true },
  max_rebuys: { value: 2, source: 'season' },
});

function api(start = LEAGUE_GAME, extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [`GET ${gamePath(FRIDAY_SLUG)}`]: jsonResponse(200, start),
    [`GET ${GAME_SETTINGS}`]: jsonResponse(200, GAME),
    [`GET ${seasonSettingsApi('spring-2026')}`]: jsonResponse(200, SEASON),
    [`GET ${CLUB_SETTINGS}`]: jsonResponse(200, settingsResponse()),
    [`GET ${CLUB_SCHEDULES}`]: jsonResponse(200, SCHEDULES),
    ...extra,
  });
}

function renderPage(role: Parameters<typeof testClub>[0] = 'Owner') {
  render(<ToastContainer />);
  return renderClubPage(
    paths.settings.game(FRIDAY_SLUG),
    <>
      <Route path={appRoutePattern('gameSettings')} element={<GameSettingsPage />} />
      <Route path="*" element={null} />
    </>,
    [testClub(role)],
  );
}

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('GameSettingsPage', () => {
  it("shows the game's overrides against its season's values and saves a change", async () => {
    const user = userEvent.setup();
    const { calls } = api(LEAGUE_GAME, {
      [`PATCH ${GAME_SETTINGS}`]: jsonResponse(
        200,
        settingsResponse({
          default_buy_in_cents: { value: 3000, source: 'game', overridden: true },
          max_rebuys: { value: 0, source: 'game', overridden: true },
        }),
      ),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday Night' })).toBeTruthy();
    expect(await screen.findByText("Overrides the league's $25.00")).toBeTruthy();
    expect(sourceOf('Most rebuys per player')).toBe('Inherited from the season');
    expect(sourceOf('Seats per table')).toBe('Default');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Club Settings', paths.settings.club()],
      ['Season', paths.settings.season('spring-2026')],
    ]);
    expect(screen.getByRole('link', { name: 'Back to Friday Night' }).getAttribute('href')).toBe(
      paths.game(FRIDAY_SLUG),
    );

    const rebuys = screen.getByLabelText('Most rebuys per player');
    await user.clear(rebuys);
    await user.type(rebuys, '0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Game settings saved.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PATCH')).toMatchObject([
      { path: GAME_SETTINGS, body: { max_rebuys: 0 } },
    ]);
  });

  it("measures a one-off game's overrides against the club, with no season to link", async () => {
    api(game());
    renderPage();
    expect(await screen.findByText('Overrides the default $20.00')).toBeTruthy();
    expect(screen.getByText(/What it does not set comes from the club\./)).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Club Settings']);
  });

  it('shows Demo everything read-only', async () => {
    api();
    renderPage('Demo');
    await screen.findByLabelText('Buy-in');
    const form = screen.getByRole('form', { name: 'Game settings' });
    for (const control of form.querySelectorAll('input, select, button')) {
      expect(control.matches(':disabled')).toBe(true);
    }
    expect(screen.queryByRole('button', { name: /Reset|Save/ })).toBeNull();
  });

  it('says an unknown game is not found', async () => {
    fakeApi({});
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Game not found' })).toBeTruthy();
  });
});
