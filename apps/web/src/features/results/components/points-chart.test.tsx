import type { LeaderboardResponse } from '@felt/contract';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../../../testing/intersection-observer-stub';
import { PointsChart } from './points-chart';

const GAMES = [
  { slug: 'night-1', title: 'Night One', starts_at: '2026-03-07T00:30:00Z' },
  { slug: 'night-2', title: 'Night Two', starts_at: '2026-03-14T00:30:00Z' },
  { slug: 'night-3', title: 'Night Three', starts_at: '2026-03-21T00:30:00Z' },
];

const PROGRESS: LeaderboardResponse['progress'] = {
  series: [
    { member_slug: 'ben-ruiz', name: 'Ben Ruiz', points: [10, 10, 22.5] },
    { member_slug: 'ada-lovelace', name: 'Ada Lovelace', points: [8, 17, 17] },
    { member_slug: 'cara-diaz', name: 'Cara Diaz', points: [0, 6, 12] },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PointsChart', () => {
  it('names the chart, its players and their points, and draws one line each', async () => {
    render(<PointsChart games={GAMES} progress={PROGRESS} viewerSlug="ada-lovelace" />);
    const chart = screen.getByRole('figure', { name: 'Points over the season, top 3' });
    // The summary and the legend are there at once, before the drawing's chunk arrives.
    const drawing = within(chart).getByRole('img', {
      name: "Points after each of the season's 3 games for the top 3 players",
    });
    expect(
      within(within(chart).getByRole('list', { name: 'Chart legend' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ben Ruiz 22.50', 'Ada Lovelace 17', 'Cara Diaz 12']);

    await waitFor(() => expect(drawing.querySelectorAll('path[data-member]')).toHaveLength(3));
    const lines = [...drawing.querySelectorAll('path[data-member]')];
    // The viewer's line is the thick one, drawn last so it lies on top.
    expect(lines.map((line) => line.getAttribute('data-member'))).toEqual([
      'ben-ruiz',
      'cara-diaz',
      'ada-lovelace',
    ]);
    expect(lines.map((line) => line.getAttribute('stroke-width'))).toEqual(['2', '2', '4']);
    // Game numbers along the bottom and the points axis up to at least the leader's 22.50.
    const labels = [...drawing.querySelectorAll('text')].map((text) => text.textContent);
    expect(labels).toEqual(expect.arrayContaining(['1', '2', '3', 'Game', '0', '25']));
  });

  it('gives the same figures as a table, one row per game and one column per player', async () => {
    render(<PointsChart games={GAMES} progress={PROGRESS} viewerSlug={null} />);
    const chart = screen.getByRole('figure', { name: 'Points over the season, top 3' });
    const disclosure = within(chart).getByText('The chart’s figures as a table');
    await userEvent.click(disclosure);
    expect(disclosure.closest('details')?.open).toBe(true);
    const table = within(chart).getByRole('table', {
      name: 'Points after each game of the season, top players',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['After game', 'Ben Ruiz', 'Ada Lovelace', 'Cara Diaz']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]),
    ).toEqual([
      ['1. Night One', '10', '8', '0'],
      ['2. Night Two', '10', '17', '6'],
      ['3. Night Three', '22.50', '17', '12'],
    ]);
  });

  it('fetches the drawing only once its box comes near the screen', async () => {
    const { observed, comeNear } = stubIntersectionObserver();
    render(<PointsChart games={GAMES} progress={PROGRESS} viewerSlug={null} />);
    const drawing = screen.getByRole('img', { name: /^Points after each of the season's 3/ });
    // Below the fold: the legend is there, the drawing is not asked for.
    expect(screen.getByRole('list', { name: 'Chart legend' })).toBeTruthy();
    expect(observed.map((each) => each.target)).toEqual([drawing]);
    // (The drawing's module is ready; only the observer holds it back.)
    await import('./points-chart-plot');
    await act(() => new Promise((resolve) => queueMicrotask(() => resolve(undefined))));
    expect(drawing.querySelector('svg')).toBeNull();
    comeNear();
    await waitFor(() => expect(drawing.querySelectorAll('path[data-member]')).toHaveLength(3));
  });

  it('shows nothing before the season’s second game', () => {
    const { container } = render(
      <PointsChart
        games={GAMES.slice(0, 1)}
        progress={{ series: PROGRESS.series.map((s) => ({ ...s, points: s.points.slice(0, 1) })) }}
        viewerSlug={null}
      />,
    );
    expect(container.childElementCount).toBe(0);
  });
});
