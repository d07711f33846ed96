import type { Club, Entry } from '@felt/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, testClub } from '../../../testing/club-page-harness';
import { MEMBERS_PATH, memberList } from '../../members/testing/member-fixtures';
import {
  entries,
  entriesPath,
  entry,
  entryPath,
  FRIDAY_SLUG,
  game,
  gamePath,
} from '../testing/game-fixtures';
import { GameDeskPage } from './game-desk-page';

const ROUTES = <Route path="/app/game/:gameSlug/open" element={<GameDeskPage />} />;

const CARA = entry({ id: 1, name: 'Cara Diaz' });
const BEN = entry({ id: 2, name: 'Ben Ruiz' });
const DOYLE = entry({ id: 3, name: 'Doyle B.', status: 'waitlisted', waitlist_position: 1 });

/**
 * A game of two seats whose entries move as the real server moves them: by id in each list,
 * waitlist positions by rank. `refuse` answers every move with that refusal instead.
 */
function serveMoves(
  start: { registered: Entry[]; waitlisted: Entry[] },
  refuse?: { detail: string; code: string },
) {
  let all = [...start.registered, ...start.waitlisted];
  const lists = () => {
    const byId = [...all].sort((a, b) => a.id - b.id);
    const waitlisted = byId
      .filter((e) => e.status === 'waitlisted')
      .map((e, index) => ({ ...e, waitlist_position: index + 1 }));
    const registered = byId
      .filter((e) => e.status === 'registered')
      .map((e) => ({ ...e, waitlist_position: null }));
    return { registered, waitlisted };
  };
  const handlers: Parameters<typeof fakeApi>[0] = {
    [`GET ${gamePath(FRIDAY_SLUG)}`]: () => {
      const { registered, waitlisted } = lists();
      return jsonResponse(
        200,
        game({
          max_players: 2,
          registered_count: registered.length,
          waitlist_count: waitlisted.length,
          seats_left: Math.max(0, 2 - registered.length),
        }),
      );
    },
    [`GET ${entriesPath(FRIDAY_SLUG)}`]: () => {
      const { registered, waitlisted } = lists();
      return jsonResponse(200, entries(registered, waitlisted));
    },
    [`GET ${MEMBERS_PATH}`]: jsonResponse(200, memberList([])),
  };
  for (const each of all) {
    handlers[`PATCH ${entryPath(FRIDAY_SLUG, each.id)}`] = ({ body }) => {
      if (refuse) return jsonResponse(400, refuse);
      const { status } = body as { status: Entry['status'] };
      all = all.map((e) => (e.id === each.id ? { ...e, status } : e));
      const { registered, waitlisted } = lists();
      return jsonResponse(
        200,
        [...registered, ...waitlisted].find((e) => e.id === each.id),
      );
    };
  }
  return fakeApi(handlers);
}

const renderDesk = (role: Club['role'] = 'Owner') =>
  renderClubPage(`/app/game/${FRIDAY_SLUG}/open`, ROUTES, [
    testClub(role, { isOwner: role === 'Owner' }),
  ]);

const patches = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body]);

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('GameDeskPage: moving players between the registered and the waitlist', () => {
  it('moves a waitlisted player in past the limit only once the director says so', async () => {
    const user = userEvent.setup();
    const api = serveMoves({ registered: [CARA, BEN], waitlisted: [DOYLE] });
    renderDesk();
    const waitlist = await screen.findByRole('list', { name: 'Waitlist' });
    await user.click(within(waitlist).getByRole('button', { name: 'Move Doyle B. in' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'Move Doyle B. in past the limit?',
    });
    expect(dialog.textContent).toContain(
      'The game is full: 2 players are registered for 2 seats. Doyle B. will be player 3, over the limit.',
    );
    // Thinking better of it changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(patches(api)).toEqual([]);

    await user.click(within(waitlist).getByRole('button', { name: 'Move Doyle B. in' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Move in anyway',
      }),
    );
    expect(await screen.findByText('Doyle B. is in.')).toBeTruthy();
    expect(patches(api)).toEqual([[entryPath(FRIDAY_SLUG, 3), { status: 'registered' }]]);
    const registered = screen.getByRole('list', { name: 'Registered players' });
    await waitFor(() => expect(registered.textContent).toContain('Doyle B.'));
    expect(
      screen.getByText('Nobody is waiting. Once the seats are taken, RSVPs line up here.'),
    ).toBeTruthy();
  });

  it('moves a registered player to the waitlist at once, and one in when a seat is free', async () => {
    const user = userEvent.setup();
    const api = serveMoves({ registered: [CARA, BEN], waitlisted: [DOYLE] });
    renderDesk();
    const registered = await screen.findByRole('list', { name: 'Registered players' });
    await user.click(
      within(registered).getByRole('button', { name: 'Move Cara Diaz to the waitlist' }),
    );
    // Cara signed up first, so she stands first in line.
    expect(await screen.findByText('Cara Diaz is on the waitlist, #1.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const waitlist = screen.getByRole('list', { name: 'Waitlist' });
    await waitFor(() =>
      expect(
        within(waitlist)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Cara Diaz'), expect.stringContaining('Doyle B.')]),
    );

    // A seat is free now: moving Doyle in needs no question.
    await user.click(within(waitlist).getByRole('button', { name: 'Move Doyle B. in' }));
    expect(await screen.findByText('Doyle B. is in.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(patches(api)).toEqual([
      [entryPath(FRIDAY_SLUG, 1), { status: 'waitlisted' }],
      [entryPath(FRIDAY_SLUG, 3), { status: 'registered' }],
    ]);
  });

  it('says why a move was refused', async () => {
    const user = userEvent.setup();
    serveMoves(
      { registered: [CARA], waitlisted: [] },
      { detail: 'This game was cancelled.', code: 'game_cancelled' },
    );
    renderDesk();
    const registered = await screen.findByRole('list', { name: 'Registered players' });
    await user.click(
      within(registered).getByRole('button', { name: 'Move Cara Diaz to the waitlist' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to move the player.');
    expect(alert.textContent).toContain('This game was cancelled.');
  });

  it('gives Demo no moves', async () => {
    serveMoves({ registered: [CARA], waitlisted: [DOYLE] });
    renderDesk('Demo');
    const waitlist = await screen.findByRole('list', { name: 'Waitlist' });
    expect(within(waitlist).queryByRole('button')).toBeNull();
    const registered = screen.getByRole('list', { name: 'Registered players' });
    expect(within(registered).queryByRole('button')).toBeNull();
  });
});
