import type { MemberStatsResponse } from '@felt/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRoutePattern } from '../../../lib/app-pages';
import { paths } from '../../../lib/paths';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, testClub } from '../../../testing/club-page-harness';
import { BEN_MEMBER, MEMBERS_PATH } from '../testing/member-fixtures';
import { MemberProfilePage } from './member-profile-page';

const result = (
  slug: string,
  title: string,
  startsAt: string,
  place: number,
  prize: number,
  net: number,
  cumulative: number,
): MemberStatsResponse['results'][number] => ({
  game: { slug, title, starts_at: startsAt },
  season_title: 'Spring 2031',
  place,
  entrants: 8,
  prize_cents: prize,
  net_cents: net,
  knockouts: 1,
  points: 10,
  cumulative_net_cents: cumulative,
});

const BEN_STATS: MemberStatsResponse = {
  member_slug: 'ben-ruiz',
  games: 3,
  wins: 1,
  cashes: 2,
  winnings_cents: 7500,
  spent_cents: 8000,
  net_cents: -500,
  knockouts: 4,
  average_finish: 2.33,
  best_finish: 1,
  seasons: [
    {
      slug: 'autumn-2031',
      title: 'Autumn 2031',
      league_name: 'Main League',
      is_active: true,
      points: 12.5,
      rank: 2,
      games: 1,
    },
    {
      slug: 'spring-2031',
      title: 'Spring 2031',
      league_name: 'Main League',
      is_active: false,
      points: 30,
      rank: 1,
      games: 2,
    },
  ],
  results: [
    result('night-1', 'Night One', '2031-03-01T00:30:00Z', 1, 6000, 2000, 2000),
    result('night-2', 'Night Two', '2031-04-01T00:30:00Z', 2, 1500, -500, 1500),
    result('night-3', 'Night Three', '2031-08-01T00:30:00Z', 5, 0, -2000, -500),
  ],
};

const renderProfile = () =>
  renderClubPage(
    paths.member('ben-ruiz'),
    <Route path={appRoutePattern('member')} element={<MemberProfilePage />} />,
    [testClub('Member')],
  );

beforeEach(() => resetBrowser());
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('the member profile’s stats', () => {
  it('shows the recorded figures, points by season and a chart of results over time', async () => {
    fakeApi({
      [`GET ${MEMBERS_PATH}ben-ruiz/`]: jsonResponse(200, BEN_MEMBER),
      [`GET ${MEMBERS_PATH}ben-ruiz/stats/`]: jsonResponse(200, BEN_STATS),
    });
    renderProfile();
    // The section replaces its loading state once the figures arrive.
    await screen.findByText('Average finish');
    const stats = screen.getByRole('region', { name: 'Stats' });
    expect(within(stats).queryByText('No recorded games yet')).toBeNull();
    const figures = Object.fromEntries(
      within(stats)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      Games: '3',
      Wins: '1',
      Cashes: '2',
      Winnings: '$75.00',
      Net: '-$5.00',
      Knockouts: '4',
      'Average finish': '2.33',
      'Best finish': '1st',
    });
    expect(stats.textContent).toContain('Net is winnings minus $80.00 paid in buy-ins');

    const seasons = within(stats).getByRole('list', { name: 'Points by season' });
    const seasonRows = within(seasons).getAllByRole('listitem');
    expect(seasonRows.map((row) => row.textContent)).toEqual([
      'Autumn 203112.50 ptsMain League · 2nd place · 1 game · running',
      'Spring 203130 ptsMain League · 1st place · 2 games',
    ]);
    expect(within(seasons).getByRole('link', { name: 'Spring 2031' }).getAttribute('href')).toBe(
      paths.leaderboard('spring-2031'),
    );

    // The chart: its summary names the games and the running net from first to last.
    const chart = within(stats).getByRole('img', { name: /Running net after each of the last 3/ });
    expect(chart.getAttribute('aria-label')).toContain('from +$20.00 to -$5.00');
    // The drawing loads on its own: one dot per game at its running net, marked where the member
    // cashed, higher running net drawn higher (a smaller y).
    await waitFor(() => expect(chart.querySelectorAll('circle[data-game]')).toHaveLength(3));
    const dots = [...chart.querySelectorAll('circle[data-game]')];
    expect(dots.map((dot) => dot.getAttribute('data-game'))).toEqual([
      'night-1',
      'night-2',
      'night-3',
    ]);
    expect(dots.map((dot) => dot.getAttribute('data-cashed'))).toEqual(['true', 'true', 'false']);
    const heights = dots.map((dot) => Number(dot.getAttribute('cy')));
    expect(heights[0]!).toBeLessThan(heights[1]!);
    expect(heights[1]!).toBeLessThan(heights[2]!);
    expect(dots[2]!.textContent).toBe('Night Three: 5th of 8, -$20.00 (running -$5.00)');
    // The same figures as a table, behind a disclosure (dates on the viewer's clock,
    // America/New_York here).
    const figure = within(stats).getByRole('figure', { name: /Results over time/ });
    const disclosure = within(figure).getByText('The chart’s figures as a table');
    expect(disclosure.closest('details')?.open).toBe(false);
    await userEvent.click(disclosure);
    expect(disclosure.closest('details')?.open).toBe(true);
    const table = within(figure).getByRole('table', {
      name: 'Result and running net of each game, oldest first',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((line) =>
          within(line)
            .getAllByRole(line.parentElement?.tagName === 'THEAD' ? 'columnheader' : 'cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['Game', 'Date', 'Finish', 'Net', 'Running net'],
      ['Feb 28, 2031', '1st of 8', '+$20.00', '+$20.00'],
      ['Mar 31, 2031', '2nd of 8', '-$5.00', '+$15.00'],
      ['Jul 31, 2031', '5th of 8', '-$20.00', '-$5.00'],
    ]);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Night One', 'Night Two', 'Night Three']);

    // The latest results, newest first, linking their games.
    const latest = within(stats).getByRole('list', { name: 'Latest results' });
    const links = within(latest).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Night Three',
      'Night Two',
      'Night One',
    ]);
    expect(links[0]!.getAttribute('href')).toBe(paths.game('night-3'));
    expect(within(latest).getAllByRole('listitem')[0]!.textContent).toContain('5th of 8-$20.00');
  });

  it('keeps the honest empty state for a member with no recorded game', async () => {
    fakeApi({
      [`GET ${MEMBERS_PATH}ben-ruiz/`]: jsonResponse(200, BEN_MEMBER),
      [`GET ${MEMBERS_PATH}ben-ruiz/stats/`]: jsonResponse(200, {
        ...BEN_STATS,
        games: 0,
        wins: 0,
        cashes: 0,
        winnings_cents: 0,
        spent_cents: 0,
        net_cents: 0,
        knockouts: 0,
        average_finish: null,
        best_finish: null,
        seasons: [],
        results: [],
      }),
    });
    renderProfile();
    await screen.findByText('No recorded games yet');
    const stats = screen.getByRole('region', { name: 'Stats' });
    expect(within(stats).queryByRole('img')).toBeNull();
    expect(within(stats).queryByRole('term')).toBeNull();
  });

  it('says when the stats cannot be read, and reads them again on Try again', async () => {
    let failing = true;
    fakeApi({
      [`GET ${MEMBERS_PATH}ben-ruiz/`]: jsonResponse(200, BEN_MEMBER),
      [`GET ${MEMBERS_PATH}ben-ruiz/stats/`]: () =>
        failing
          ? jsonResponse(500, { detail: 'The server had a problem.', code: 'server_error' })
          : jsonResponse(200, BEN_STATS),
    });
    renderProfile();
    await screen.findByText('Failed to load the stats');
    expect(screen.queryByText('Average finish')).toBeNull();
    failing = false;
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Stats' })).getByRole('button', {
        name: 'Try again',
      }),
    );
    await screen.findByText('Average finish');
    const stats = screen.getByRole('region', { name: 'Stats' });
    expect(within(stats).getByText('$75.00')).toBeTruthy();
    expect(screen.queryByText('Failed to load the stats')).toBeNull();
  });
});
