import type { LeaderboardResponse } from '@felt/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { paths } from '../../../lib/paths';
import { SeasonStandingsPreview } from './standings-preview';

const SEASON = 'thursday-poker-2026';
const API = `/api/seasons/${SEASON}/leaderboard/`;

function board(names: string[], viewer: string | null): LeaderboardResponse {
  return {
    season: {
      slug: SEASON,
      title: '2026',
      league_slug: 'main',
      club_slug: 'thursday-poker',
      begin_date: '2026-01-01',
      end_date: '2026-12-31',
      best_results_count: 0,
      points_formula: 'linear',
      recorded_games: 3,
      updated_at: null,
    },
    viewer_member_slug: viewer,
    rows: names.map((name, index) => ({
      rank: index + 1,
      member: { slug: name.toLowerCase(), name, avatar_url: null },
      points: 20 - index * 2.5,
      games: 3,
      wins: 0,
      cashes: 0,
      best_finish: 1,
      winnings_cents: 0,
      net_cents: 0,
      knockouts: 0,
      counted_games: { game: [], place: [], points: [] },
    })),
    games: [],
    progress: { series: [] },
  };
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SeasonStandingsPreview seasonSlug={SEASON} empty={<p>No standings yet</p>} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('SeasonStandingsPreview', () => {
  it('lists the top five with their points, marks the viewer and links the full leaderboard', async () => {
    fakeApi({
      [`GET ${API}`]: jsonResponse(200, board(['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'], 'cat')),
    });
    show();
    const list = await screen.findByRole('list', { name: 'Top of the 2026 standings' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1AAnn20 pts',
      '2BBen17.50 pts',
      '3CCat15 pts',
      '4DDan12.50 pts',
      '5EEve10 pts',
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'true',
      null,
      null,
    ]);
    expect(screen.getByRole('link', { name: 'Full leaderboard' }).getAttribute('href')).toBe(
      paths.leaderboard(SEASON),
    );
  });

  it('shows the empty state before any game is recorded', async () => {
    fakeApi({ [`GET ${API}`]: jsonResponse(200, board([], null)) });
    show();
    expect(await screen.findByText('No standings yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Full leaderboard' })).toBeNull();
  });

  it('says when the standings did not load, and tries again', async () => {
    let calls = 0;
    fakeApi({
      [`GET ${API}`]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { detail: 'boom' })
          : jsonResponse(200, board(['Ann'], null));
      },
    });
    show();
    expect(await screen.findByText('Could not load the standings.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Top of the 2026 standings' })).toBeTruthy();
  });
});
