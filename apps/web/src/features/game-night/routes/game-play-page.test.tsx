import type { Club } from '@felt/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADA, fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, testClub, TEST_CLUB_SLUG } from '../../../testing/club-page-harness';
import { list } from '../../../testing/fixtures';
import {
  entry,
  game,
  gamePath,
  gameSettings,
  gameSettingsPath,
} from '../../games/testing/game-fixtures';
import { member } from '../../members/testing/member-fixtures';
import { FakeGameNightServer, testSetup } from '../live/testing/fake-game-night';
import { GamePlayPage } from './game-play-page';

let counter = 0;
let slug = '';
let night: FakeGameNightServer;

/**
 * The game, its settings and schedules from a fake API, and its live night from the fake game
 * night server (the real domain's fold); Ann Lee is the signed-in member's entry.
 */
function serve({ myEntry = true }: { myEntry?: boolean } = {}): void {
  const setup = testSetup();
  night = new FakeGameNightServer({
    gameSlug: slug,
    setup: {
      ...setup,
      entries: setup.entries.map((each) =>
        each.name === 'Ann Lee' ? { ...each, member_slug: 'ada-lovelace' } : each,
      ),
    },
  }).install();
  const api = fakeApi({
    [`GET ${gamePath(slug)}`]: jsonResponse(
      200,
      game({
        slug,
        title: 'Friday Night',
        my_entry: myEntry ? entry({ id: 1, name: 'Ann Lee', member_slug: 'ada-lovelace' }) : null,
      }),
    ),
    [`GET ${gameSettingsPath(slug)}`]: jsonResponse(200, gameSettings()),
    [`GET /api/clubs/${TEST_CLUB_SLUG}/blind-schedules/`]: jsonResponse(200, list([])),
    // Two members share the name; the user id says which is the viewer.
    [`GET /api/clubs/${TEST_CLUB_SLUG}/members/?search=Ada+Lovelace`]: jsonResponse(
      200,
      list([
        member({ slug: 'ada-lovelace-2', name: 'Ada Lovelace', user_id: 99 }),
        member({ slug: 'ada-walk-in', name: 'Ada Lovelace', user_id: ADA.id }),
      ]),
    ),
  });
  // The live night's own paths go to the night; the game, its settings and schedules to the API.
  const nightPaths = ['/api/time/', `/api/games/${slug}/state/`, `/api/games/${slug}/events/`];
  const isNight = (path: string) =>
    nightPaths.includes(path) || path.startsWith(`/api/games/${slug}/commands/`);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) =>
      isNight(input) ? night.fetch(input, init) : api.fetchMock(input, init),
    ),
  );
}

function open(clubs: Club[]) {
  return renderClubPage(
    `/app/game/${slug}/play`,
    <Route path="/app/game/:gameSlug/play" element={<GamePlayPage audioFactory={() => null} />} />,
    clubs,
  );
}

beforeEach(() => {
  resetBrowser();
  counter += 1;
  slug = `friday-night-${counter}`;
  serve();
});

afterEach(async () => {
  cleanup();
  // The live session stops a turn after its last reader unmounts.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('GamePlayPage', () => {
  it('lets an owner start the game, and shows the clock the server holds', async () => {
    open([testClub('Owner')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Start the game' }));
    await waitFor(() => expect(night.state.status).toBe('running'));
    expect(night.posts.map((post) => post.type)).toEqual(['start']);
    expect((await screen.findByRole('timer')).textContent).toBe('20:00');
    expect(screen.getByRole('toolbar', { name: 'Clock controls' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bust Bob Stone' })).toBeTruthy();
  });

  it('leaves the board for a notice when the game is cancelled while the page is open', async () => {
    night.run({ type: 'start' });
    open([testClub('Owner')]);
    await screen.findByRole('timer');
    await waitFor(() => expect(night.openSources()).toHaveLength(1));
    act(() => night.openSources()[0]?.fireCancelled(slug));
    expect(await screen.findByText('This game was cancelled.')).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('toolbar', { name: 'Clock controls' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to games' }).getAttribute('href')).toBe(
      '/app/games',
    );
  });

  it('shows a member the night read-only, with their seat from their game entry', async () => {
    night.run({ type: 'start' });
    night.run({ type: 'draw_seats' });
    const ann = night.stateAt().entries.find((each) => each.name === 'Ann Lee');
    open([testClub('Member')]);
    const seat = await screen.findByRole('region', { name: 'Your seat' });
    expect(seat.textContent).toContain(`Table ${ann?.table}, Seat ${ann?.seat}`);
    expect(screen.getByRole('timer')).toBeTruthy();
    expect(screen.queryByRole('toolbar', { name: 'Clock controls' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Bust/ })).toBeNull();
    const actions = screen.getByRole('region', { name: 'Actions' });
    expect(within(actions).getByText('Draw seats')).toBeTruthy();
    expect(within(actions).queryByRole('button')).toBeNull();
  });

  it('finds the seat of a member who registered late (no game entry) by their user id', async () => {
    cleanup();
    vi.unstubAllGlobals();
    serve({ myEntry: false });
    night.run({ type: 'start' });
    night.run({ type: 'draw_seats' });
    night.run({ type: 'late_register', member_slug: 'ada-walk-in', name: 'Ada Lovelace' });
    const ada = night.stateAt().entries.find((each) => each.member_slug === 'ada-walk-in');
    open([testClub('Member')]);
    const seat = await screen.findByRole('region', { name: 'Your seat' });
    expect(seat.textContent).toContain(`Table ${ada?.table}, Seat ${ada?.seat}`);
  });
});
