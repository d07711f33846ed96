import type { Club, Season } from '@felt/contract';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADA, resetBrowser } from '../../testing/app-harness';
import { renderClubPage, testClub, TEST_CLUB_SLUG } from '../../testing/club-page-harness';
import { league, season } from '../../testing/fixtures';
import { useSwitchClub } from './use-switch-club';
import {
  activeLeagueStorageKey,
  pickActiveLeague,
  pickActiveSeason,
  seasonChoiceStorageKey,
  useActiveSeasonChoice,
  useForgetActiveLeagueOnClubSwitch,
  useRememberedLeague,
} from './active-season-store';

const RUNNING_INACTIVE = season({ slug: 'summer', is_active: false });
const RUNNING_ACTIVE = season({ slug: 'year', id: 2 });
const PAST = season({ slug: 'last-year', id: 3, begin_date: '2025-01-01', end_date: '2025-12-31' });
const SEASONS = [RUNNING_INACTIVE, RUNNING_ACTIVE, PAST];

const SEASON_KEY = seasonChoiceStorageKey(ADA.id, TEST_CLUB_SLUG, 'main-league');
const LEAGUE_KEY = activeLeagueStorageKey(ADA.id, TEST_CLUB_SLUG);
const OTHER_CLUB: Club = testClub('Member', { id: 2, slug: 'friday-felt', name: 'Friday Felt' });

beforeEach(() => resetBrowser());
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('pickActiveSeason (SPEC.md section 4)', () => {
  it('takes the remembered season, else the first active one, else the first', () => {
    expect(pickActiveSeason(SEASONS, 'last-year')).toBe(PAST);
    expect(pickActiveSeason(SEASONS, null)).toBe(RUNNING_ACTIVE);
    expect(pickActiveSeason(SEASONS, 'deleted')).toBe(RUNNING_ACTIVE);
    const inactive = SEASONS.map((one) => ({ ...one, is_active: false }));
    expect(pickActiveSeason(inactive, null)).toBe(inactive[0]);
    expect(pickActiveSeason([], null)).toBeNull();
  });
});

describe('pickActiveLeague', () => {
  it('takes the remembered league of the club, else the first', () => {
    const leagues = [league({ slug: 'a' }), league({ slug: 'b', id: 2 })];
    expect(pickActiveLeague(leagues, 'b')).toBe(leagues[1]);
    expect(pickActiveLeague(leagues, null)).toBe(leagues[0]);
    expect(pickActiveLeague(leagues, 'gone')).toBe(leagues[0]);
    expect(pickActiveLeague([], 'b')).toBeNull();
  });
});

function SeasonProbe({ seasons }: { seasons: Season[] | undefined }) {
  const choice = useActiveSeasonChoice(ADA.id, TEST_CLUB_SLUG, 'main-league', seasons);
  return (
    <>
      <output data-testid="season">{choice.season?.slug ?? 'none'}</output>
      <output data-testid="notice">{choice.missingNotice ? 'missing' : 'ok'}</output>
      <button type="button" onClick={() => choice.choose('last-year')}>
        Choose last year
      </button>
      <button type="button" onClick={choice.dismissMissingNotice}>
        Dismiss
      </button>
    </>
  );
}

const renderSeasonProbe = (seasons: Season[] | undefined) =>
  renderClubPage('/probe', <Route path="/probe" element={<SeasonProbe seasons={seasons} />} />);

describe('useActiveSeasonChoice', () => {
  it('remembers the chosen season per user, club and league', () => {
    renderSeasonProbe(SEASONS);
    expect(screen.getByTestId('season').textContent).toBe('year');
    fireEvent.click(screen.getByRole('button', { name: 'Choose last year' }));
    expect(screen.getByTestId('season').textContent).toBe('last-year');
    expect(localStorage.getItem(SEASON_KEY)).toBe('last-year');
  });

  it('shows nothing until the seasons have loaded', () => {
    localStorage.setItem(SEASON_KEY, 'gone');
    renderSeasonProbe(undefined);
    expect(screen.getByTestId('season').textContent).toBe('none');
    expect(screen.getByTestId('notice').textContent).toBe('ok');
    expect(localStorage.getItem(SEASON_KEY)).toBe('gone');
  });

  it('falls back when the remembered season is gone and raises the notice once', () => {
    localStorage.setItem(SEASON_KEY, 'gone');
    renderSeasonProbe(SEASONS);
    expect(screen.getByTestId('season').textContent).toBe('year');
    expect(screen.getByTestId('notice').textContent).toBe('missing');
    expect(localStorage.getItem(SEASON_KEY)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByTestId('notice').textContent).toBe('ok');
    cleanup();
    // The choice was forgotten with the notice: coming back raises nothing.
    renderSeasonProbe(SEASONS);
    expect(screen.getByTestId('notice').textContent).toBe('ok');
  });
});

function SwitchProbe() {
  useForgetActiveLeagueOnClubSwitch();
  const switchClub = useSwitchClub();
  const [remembered, remember] = useRememberedLeague(ADA.id, TEST_CLUB_SLUG);
  return (
    <>
      <output data-testid="league">{remembered ?? 'none'}</output>
      <button type="button" onClick={() => remember('high-rollers')}>
        Remember
      </button>
      <button type="button" onClick={() => switchClub('friday-felt')}>
        Switch
      </button>
    </>
  );
}

describe('club switch (SPEC.md section 4)', () => {
  it('clears the active league and keeps the per-league season choices', () => {
    localStorage.setItem(activeLeagueStorageKey(ADA.id, 'friday-felt'), 'friday-main');
    localStorage.setItem(SEASON_KEY, 'last-year');
    renderClubPage('/probe', <Route path="/probe" element={<SwitchProbe />} />, [
      testClub('Owner'),
      OTHER_CLUB,
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remember' }));
    expect(screen.getByTestId('league').textContent).toBe('high-rollers');
    expect(localStorage.getItem(LEAGUE_KEY)).toBe('high-rollers');

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Switch' })));
    expect(screen.getByTestId('league').textContent).toBe('none');
    expect(localStorage.getItem(LEAGUE_KEY)).toBeNull();
    // The new club opens on its first league too.
    expect(localStorage.getItem(activeLeagueStorageKey(ADA.id, 'friday-felt'))).toBeNull();
    expect(localStorage.getItem(SEASON_KEY)).toBe('last-year');
  });
});
