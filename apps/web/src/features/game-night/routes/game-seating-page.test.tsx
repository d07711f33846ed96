import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutePattern } from '../../../lib/app-pages';
import { paths } from '../../../lib/paths';
import { jsonResponse } from '../../../testing/app-harness';
import { renderClubPage, testClub } from '../../../testing/club-page-harness';
import { game as gameFixture } from '../../games/testing/game-fixtures';
import { FakeGameNightServer, testSetup } from '../live/testing/fake-game-night';
import { GameSeatingPage } from './game-seating-page';

/*
 * The seating page on the live layer and a game night server in memory (the real domain's
 * fold): the director's commands reach the server and its answers the tables; a member only
 * looks, their seat highlighted.
 */

const SLUG = 'friday-night';
const NAMES = ['Ann Lee', 'Bob Stone', 'Cy Park', 'Di Moss', 'Ed Fox', 'Flo Hart', 'Gus Hale'];

function serve(role: 'Owner' | 'Member', mySlug: string | null = null) {
  const setup = testSetup(NAMES);
  const server = new FakeGameNightServer({
    gameSlug: SLUG,
    setup: {
      ...setup,
      settings: { ...setup.settings, seats_per_table: 4 },
      entries: setup.entries.map((entry, index) => ({
        ...entry,
        member_slug: `member-${index + 1}`,
        checked_in: false,
      })),
    },
  }).install();
  const game = gameFixture({
    slug: SLUG,
    title: 'Friday Night',
    status: 'running',
    my_entry:
      mySlug === null
        ? null
        : {
            id: 7,
            status: 'registered',
            waitlist_position: null,
            member_slug: mySlug,
            name: 'Gus Hale',
            joined_by_link: false,
            created_at: '2026-11-20T10:00:00Z',
          },
  });
  const fetchNight = server.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://felt.test');
      if (url.pathname === `/api/games/${SLUG}/`) return jsonResponse(200, game);
      return fetchNight(input, init);
    }),
  );
  renderClubPage(
    paths.gameSeating(SLUG),
    <Route path={appRoutePattern('gameSeating')} element={<GameSeatingPage />} />,
    [testClub(role, { slug: game.club_slug })],
  );
  return server;
}

afterEach(async () => {
  cleanup();
  await act(async () => new Promise((resolve) => setTimeout(resolve, 5)));
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the seating page', () => {
  it("runs a director's check-in and draw through the server, and breaks a table it shows first", async () => {
    const server = serve('Owner');
    server.run({ type: 'start', hold_clock: true });

    fireEvent.click(await screen.findByRole('button', { name: 'Check in all 7' }));
    await waitFor(() =>
      expect(server.state.entries.every((entry) => entry.state === 'in')).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Draw seats' }));
    await waitFor(() => expect(server.state.tables).toHaveLength(2));
    // The tables shown are the server's (its draw, confirmed through the log).
    await waitFor(() => {
      for (const table of server.state.tables) {
        const items = within(
          screen.getByRole('list', { name: `Seats at table ${table.table}` }),
        ).getAllByRole('listitem');
        table.seats.forEach((id, index) => {
          const name = server.state.entries.find((entry) => entry.id === id)?.name ?? 'open';
          expect(items[index]!.textContent).toContain(name);
        });
      }
    });

    // Three busts at table 2 (another director): its last player fits at table 1.
    const two = server.state.tables.find((table) => table.table === 2)!;
    for (const id of two.seats.filter(Boolean).slice(0, 2)) {
      server.run({ type: 'bust', entry_id: id! });
    }
    const one = server.state.tables.find((table) => table.table === 1)!;
    server.run({ type: 'bust', entry_id: one.seats.find(Boolean)! });
    fireEvent.click(await screen.findByRole('button', { name: 'Break table 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Break table 2' });
    const rows = within(within(dialog).getByRole('list', { name: 'Moves' })).getAllByRole(
      'listitem',
    );
    const shown = rows.map((row) => row.textContent);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Break table 2' }));
    await waitFor(() => expect(server.state.tables.map((table) => table.table)).toEqual([1]));
    // The server applied the seats the dialog listed.
    const seated = server.state.tables[0]!.seats;
    for (const text of shown) {
      const [, seat] = /table 1, seat (\d+)$/.exec(text ?? '') ?? [];
      const name = server.state.entries.find((entry) => entry.id === seated[Number(seat) - 1]);
      expect(text?.startsWith(name?.name ?? '?')).toBe(true);
    }
  });

  it('shows a member the tables read-only, their own seat highlighted', async () => {
    const server = serve('Member', 'member-7');
    server.run({ type: 'start', hold_clock: true });
    for (const entry of server.state.entries) server.run({ type: 'check_in', entry_id: entry.id });
    server.run({ type: 'draw_seats' });
    const where = server.state.tables
      .flatMap((table) =>
        table.seats.map((id, index) => ({ id, table: table.table, seat: index + 1 })),
      )
      .find((seat) => seat.id === '7')!;

    expect((await screen.findByText('Your seat')).parentElement?.textContent).toContain(
      `Table ${where.table}, seat ${where.seat}.`,
    );
    const mine = document.querySelector('[aria-current="true"]');
    expect(mine?.textContent).toContain('Gus Hale');
    expect(
      screen.queryAllByRole('button', {
        name: /Move$|Draw seats|Balance now|Break table|Check in/,
      }),
    ).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Print seat list' })).toBeTruthy();
  });
});
