import type { Club, Entry, Game } from '@felt/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { paths } from '../../../lib/paths';
import { renderClubPage, testClub, TEST_CLUB_SLUG } from '../../../testing/club-page-harness';
import { LEAGUES_PATH, list, schedule } from '../../../testing/fixtures';
import {
  entries,
  entriesPath,
  entry,
  entryPath,
  FRIDAY_SLUG,
  game,
  gamePath,
  gameSettings,
  gameSettingsPath,
  onAdasClock,
} from '../testing/game-fixtures';
import { GamePage } from './game-page';

const SCHEDULES_PATH = `/api/clubs/${TEST_CLUB_SLUG}/blind-schedules/`;
const BEN = entry({ id: 1, name: 'Ben Ruiz' });
const CARA = entry({ id: 2, name: 'Cara Diaz' });
const WALLY = entry({ id: 3, name: 'Walk-in Wally', member_slug: null });
const DOYLE = entry({ id: 4, name: 'Doyle B.' });

const ROUTES = (
  <>
    <Route path="/app/game/:gameSlug" element={<GamePage />} />
    <Route path="/app/games" element={<p>The games list</p>} />
  </>
);

/**
 * A server holding one game for Ada: RSVPs and cancels change what the game and its entries
 * answer next, as the real server does (Ada's own entry is `mine`).
 */
function serveGame(
  start: Game,
  others: { registered?: Entry[]; waitlisted?: Entry[] } = {},
  extra: Parameters<typeof fakeApi>[0] = {},
) {
  let current = start;
  const state = { registered: others.registered ?? [], waitlisted: others.waitlisted ?? [] };
  const api = fakeApi({
    [`GET ${LEAGUES_PATH}`]: jsonResponse(200, list([])),
    [`GET ${SCHEDULES_PATH}`]: jsonResponse(
      200,
      list([schedule({ slug: 'deep-stack', title: 'Deep Stack' })]),
    ),
    [`GET ${gamePath(FRIDAY_SLUG)}`]: () => jsonResponse(200, current),
    [`GET ${gameSettingsPath(FRIDAY_SLUG)}`]: jsonResponse(200, gameSettings()),
    [`GET ${entriesPath(FRIDAY_SLUG)}`]: () =>
      jsonResponse(200, entries(state.registered, state.waitlisted)),
    [`POST ${entriesPath(FRIDAY_SLUG)}`]: () => {
      const full = current.max_players !== null && state.registered.length >= current.max_players;
      const mine = entry({
        id: 7,
        name: 'Ada Lovelace',
        status: full ? 'waitlisted' : 'registered',
        waitlist_position: full ? state.waitlisted.length + 1 : null,
      });
      if (full) state.waitlisted.push(mine);
      else state.registered.push(mine);
      current = {
        ...current,
        my_entry: mine,
        registered_count: state.registered.length,
        waitlist_count: state.waitlisted.length,
      };
      return jsonResponse(201, mine);
    },
    [`DELETE ${entryPath(FRIDAY_SLUG, 7)}`]: () => {
      state.registered = state.registered.filter((each) => each.id !== 7);
      state.waitlisted = state.waitlisted.filter((each) => each.id !== 7);
      current = {
        ...current,
        my_entry: null,
        registered_count: state.registered.length,
        waitlist_count: state.waitlisted.length,
      };
      return new Response(null, { status: 204 });
    },
    ...extra,
  });
  return { ...api, deletes: () => api.calls.filter((call) => call.method === 'DELETE') };
}

const renderGame = (role: Club['role'] = 'Member', timezone = 'America/New_York') =>
  renderClubPage(`/app/game/${FRIDAY_SLUG}`, ROUTES, [
    testClub(role, { isOwner: role === 'Owner', timezone }),
  ]);

const rsvp = () => screen.findByRole('region', { name: 'Your RSVP' });
const location = () => screen.getByTestId('location').textContent;

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe("GamePage: the club's clock and the viewer's", () => {
  it("says when on the club's clock, and on the viewer's own when it reads another time", async () => {
    serveGame(game(), { registered: [], waitlisted: [] });
    // The game is at 00:30 UTC on Nov 28: 9:30 AM in Tokyo, 7:30 PM on the 27th for Ada (New York).
    renderGame('Member', 'Asia/Tokyo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday Night' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Game details' });
    expect(details.textContent).toMatch(/Sat, Nov 28, 2026, 9:30\sAM GMT\+9/);
    expect(details.textContent).toMatch(/Fri, Nov 27, 7:30\sPM EST your time/);
  });

  it('says nothing more when both clocks read the same', async () => {
    serveGame(game(), { registered: [], waitlisted: [] });
    renderGame('Member', 'America/New_York');
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday Night' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Game details' }).textContent).not.toContain(
      'your time',
    );
  });
});

describe('GamePage: what a player wants to know', () => {
  it('says when on the club’s clock, where, the structure, the notes and who is in', async () => {
    serveGame(
      game({
        notes: 'Bring chips',
        blind_schedule_slug: 'deep-stack',
        max_players: 4,
        registered_count: 2,
        waitlist_count: 2,
        seats_left: 0,
      }),
      { registered: [BEN, CARA], waitlisted: [WALLY, DOYLE] },
    );
    renderGame();
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday Night' })).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Game details' });
    const when = onAdasClock('2026-11-28T00:30:00.000Z', {
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    expect(details.textContent).toContain(when);
    expect(details.textContent).toContain('Back room');
    expect(details.textContent).toContain('Bring chips');
    expect(details.textContent).toContain('2/4 seats taken · 2 on the waitlist');
    expect(details.textContent).toContain('No league (a one-off game)');
    const structure = await within(details).findByRole('link', { name: 'Deep Stack' });
    expect(structure.getAttribute('href')).toBe('/app/club/blind-schedules/deep-stack');

    const registered = await screen.findByRole('list', { name: 'Registered players' });
    expect(
      within(registered)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ben Ruiz', 'Cara Diaz']);
    const waitlist = screen.getByRole('list', { name: 'Waitlist' });
    expect(
      within(waitlist)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Number 1Walk-in Wally', 'Number 2Doyle B.']);
  });

  it('names the structure a game without its own plays: the cascade’s, else the club’s default', async () => {
    const schedules = list([
      schedule({ slug: 'deep-stack', title: 'Deep Stack' }),
      schedule({ slug: 'standard', title: 'Standard', is_default: true }),
    ]);
    serveGame(
      game({ blind_schedule_slug: null }),
      {},
      {
        [`GET ${SCHEDULES_PATH}`]: jsonResponse(200, schedules),
      },
    );
    renderGame();
    const details = await screen.findByRole('region', { name: 'Game details' });
    const standard = await within(details).findByRole('link', { name: 'Standard' });
    expect(standard.getAttribute('href')).toBe('/app/club/blind-schedules/standard');
    cleanup();

    serveGame(
      game({ blind_schedule_slug: null }),
      {},
      {
        [`GET ${SCHEDULES_PATH}`]: jsonResponse(200, schedules),
        [`GET ${gameSettingsPath(FRIDAY_SLUG)}`]: jsonResponse(
          200,
          gameSettings({ default_blind_schedule_slug: 'deep-stack' }),
        ),
      },
    );
    renderGame();
    const cascade = await screen.findByRole('region', { name: 'Game details' });
    expect(await within(cascade).findByRole('link', { name: 'Deep Stack' })).toBeTruthy();
  });

  it('answers an unknown game with Game not found', async () => {
    fakeApi({});
    renderGame();
    expect(await screen.findByRole('heading', { level: 1, name: 'Game not found' })).toBeTruthy();
  });
});

describe('GamePage: the RSVP button says where you stand', () => {
  it('joins: You’re in, and cancels back to Join', async () => {
    const user = userEvent.setup();
    const api = serveGame(game({ max_players: 10, seats_left: 10 }));
    renderGame();
    const panel = await rsvp();
    expect(panel.textContent).toContain('10 seats left.');
    await user.click(within(panel).getByRole('button', { name: 'Join' }));
    expect(await within(panel).findByText("You're in")).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({});
    expect(
      await within(await screen.findByRole('list', { name: 'Registered players' })).findByText(
        'Ada Lovelace',
      ),
    ).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Cancel RSVP' }));
    expect(await within(panel).findByRole('button', { name: 'Join' })).toBeTruthy();
    expect(api.deletes().map((call) => call.path)).toEqual([entryPath(FRIDAY_SLUG, 7)]);
  });

  it('offers the waitlist when the game is full, and says the place in line', async () => {
    const user = userEvent.setup();
    serveGame(game({ max_players: 2, registered_count: 2, waitlist_count: 1, seats_left: 0 }), {
      registered: [BEN, CARA],
      waitlisted: [WALLY],
    });
    renderGame();
    const panel = await rsvp();
    expect(panel.textContent).toContain('The game is full: you would be #2 on the waitlist.');
    await user.click(within(panel).getByRole('button', { name: 'Join the waitlist' }));
    expect(await within(panel).findByText('Waitlisted #2')).toBeTruthy();
    expect(panel.textContent).toContain('1 ahead of you.');
    await user.click(within(panel).getByRole('button', { name: 'Leave the waitlist' }));
    expect(await within(panel).findByRole('button', { name: 'Join the waitlist' })).toBeTruthy();
  });

  it('asks before giving up a seat others are waiting for', async () => {
    const user = userEvent.setup();
    const mine = entry({ id: 7, name: 'Ada Lovelace' });
    const api = serveGame(
      game({
        max_players: 2,
        registered_count: 2,
        waitlist_count: 1,
        seats_left: 0,
        my_entry: mine,
      }),
      { registered: [BEN, mine], waitlisted: [WALLY] },
    );
    renderGame();
    const panel = await rsvp();
    expect(within(panel).getByText("You're in")).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Cancel RSVP' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Give up your seat?' });
    expect(dialog.textContent).toContain('One player is on the waitlist');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.deletes()).toEqual([]);
    await user.click(within(panel).getByRole('button', { name: 'Cancel RSVP' }));
    await user.click(await screen.findByRole('button', { name: 'Give up my seat' }));
    await waitFor(() => expect(api.deletes()).toHaveLength(1));
  });

  it('says why a refused RSVP was refused', async () => {
    const user = userEvent.setup();
    fakeApi({
      [`GET ${LEAGUES_PATH}`]: jsonResponse(200, list([])),
      [`GET ${gamePath(FRIDAY_SLUG)}`]: jsonResponse(200, game()),
      [`GET ${gameSettingsPath(FRIDAY_SLUG)}`]: jsonResponse(200, gameSettings()),
      [`GET ${entriesPath(FRIDAY_SLUG)}`]: jsonResponse(200, entries()),
      [`POST ${entriesPath(FRIDAY_SLUG)}`]: jsonResponse(400, {
        detail: 'Registration is closed: this game is no longer scheduled.',
        code: 'registration_closed',
      }),
    });
    renderGame();
    await user.click(within(await rsvp()).getByRole('button', { name: 'Join' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to register for this game.');
    expect(alert.textContent).toContain(
      'Registration is closed: this game is no longer scheduled.',
    );
  });

  it('takes no RSVP for a cancelled game', async () => {
    serveGame(game({ status: 'cancelled' }));
    renderGame();
    const panel = await rsvp();
    expect(panel.textContent).toContain('This game was cancelled.');
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('says a played game is over to a member who was not in it, not only that registration closed', async () => {
    serveGame(game({ status: 'finished' }));
    renderGame('Member');
    const panel = await rsvp();
    expect(panel.textContent).toContain('Registration is closed');
    expect(panel.textContent).toContain('This game has been played.');
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});

describe('GamePage: the night’s money', () => {
  it('links every member to the payouts once the game has started, not before', async () => {
    serveGame(game({ status: 'finished' }));
    renderGame();
    const link = await screen.findByRole('link', { name: 'Payouts' });
    expect(link.getAttribute('href')).toBe(`/app/game/${FRIDAY_SLUG}/payouts`);
    cleanup();
    serveGame(game());
    renderGame();
    await rsvp();
    expect(screen.queryByRole('link', { name: 'Payouts' })).toBeNull();
  });
});

describe('GamePage: after the night', () => {
  const RESULTS = {
    game: {
      slug: FRIDAY_SLUG,
      title: 'Friday Night Poker',
      season_slug: 'spring',
      status: 'recorded',
      recorded_at: '2026-11-21T05:00:00.000Z',
    },
    entrants: 3,
    prize_pool_cents: 9000,
    results: [
      {
        place: 1,
        name: 'Cara Diaz',
        member: { slug: 'cara-diaz', name: 'Cara Diaz', avatar_url: null },
        rebuys: 0,
        addons: 0,
        knockouts: 2,
        prize_cents: 6300,
        points: 12.5,
        reentry: false,
      },
      {
        place: 2,
        name: 'Walk-in Wally',
        member: null,
        rebuys: 1,
        addons: 0,
        knockouts: 0,
        prize_cents: 2700,
        points: 8,
        reentry: false,
      },
      {
        place: 3,
        name: 'Ben Ruiz',
        member: { slug: 'ben-ruiz', name: 'Ben Ruiz', avatar_url: null },
        rebuys: 0,
        addons: 0,
        knockouts: 0,
        prize_cents: 0,
        points: 4,
        reentry: false,
      },
    ],
  };

  it('shows the final table of a recorded game with its prizes, knockouts and points, and the CSV', async () => {
    serveGame(
      game({ status: 'recorded' }),
      {},
      {
        [`GET /api/games/${FRIDAY_SLUG}/results/`]: jsonResponse(200, RESULTS),
      },
    );
    renderGame('Member');
    const table = await screen.findByRole('table', { name: 'Final table' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
    expect(rows).toEqual([
      ['1st', 'Cara Diaz', '$63.00', '2', '12.50'],
      ['2nd', 'Walk-in Wally', '$27.00', '0', '8'],
      ['3rd', 'Ben Ruiz', '$0.00', '0', '4'],
    ]);
    expect(within(table).getByRole('link', { name: 'Cara Diaz' }).getAttribute('href')).toBe(
      '/app/members/cara-diaz',
    );
    expect(screen.getByText('3 entries · Prizes $90.00')).toBeTruthy();
    const csv = screen.getByRole('link', { name: 'Download CSV' });
    expect(csv.getAttribute('href')).toBe(`/api/games/${FRIDAY_SLUG}/results.csv`);
    expect(csv.hasAttribute('download')).toBe(true);
    // The money stays a link away.
    expect(screen.getByRole('link', { name: 'Payouts' })).toBeTruthy();
  });

  it('offers owners and managers to correct a recorded league game in the game editor, members not', async () => {
    const recorded = game({
      status: 'recorded',
      season_slug: 'season-2026',
      league_slug: 'main-league',
    });
    const results = { [`GET /api/games/${FRIDAY_SLUG}/results/`]: jsonResponse(200, RESULTS) };
    serveGame(recorded, {}, results);
    renderGame('Club Manager');
    const correct = await screen.findByRole('link', { name: 'Correct results' });
    expect(correct.getAttribute('href')).toBe(
      paths.seasonGame('season-2026', FRIDAY_SLUG, { caller: paths.game(FRIDAY_SLUG) }),
    );
    cleanup();
    serveGame(recorded, {}, results);
    renderGame('Member');
    await screen.findByRole('table', { name: 'Final table' });
    expect(screen.queryByRole('link', { name: 'Correct results' })).toBeNull();
  });

  it('offers Enter results for a past league game never run live', async () => {
    serveGame(
      game({
        starts_at: '2026-01-09T00:30:00.000Z',
        season_slug: 'season-2026',
        league_slug: 'main-league',
      }),
    );
    renderGame('Owner');
    expect(
      (await screen.findByRole('link', { name: 'Enter results' })).getAttribute('href'),
    ).toContain('/app/season/season-2026/games/');
    expect(screen.queryByText('Results open at the start')).toBeNull();
  });

  it('tells the director of a league game still ahead when its results can be entered', async () => {
    const ahead = game({
      starts_at: '2099-01-09T00:30:00.000Z',
      season_slug: 'season-2026',
      league_slug: 'main-league',
    });
    serveGame(ahead);
    renderGame('Owner');
    const note = (await screen.findByText('Results open at the start')).closest('[role="status"]');
    expect(note?.textContent).toContain(
      'Enter results appears here once the game has started (Thu, Jan 8, 2099, 7:30 PM EST).',
    );
    expect(note?.textContent).toContain('To play it now, open Game night');
    expect(screen.getByRole('link', { name: 'Game night' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Enter results' })).toBeNull();
    cleanup();
    serveGame(ahead);
    renderGame('Member');
    await rsvp();
    expect(screen.queryByText('Results open at the start')).toBeNull();
  });

  it('says so when the results cannot be read, and reads them again on Retry', async () => {
    let fail = true;
    serveGame(
      game({ status: 'recorded' }),
      {},
      {
        [`GET /api/games/${FRIDAY_SLUG}/results/`]: () =>
          fail ? jsonResponse(500, { detail: 'Boom' }) : jsonResponse(200, RESULTS),
      },
    );
    renderGame('Member');
    await screen.findByText('Failed to load the results');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', { name: 'Final table' });
  });

  it('shows no final table before the game is recorded', async () => {
    const server = serveGame(game({ status: 'finished' }));
    renderGame('Member');
    await screen.findByRole('link', { name: 'Payouts' });
    await rsvp();
    expect(screen.queryByRole('heading', { name: 'Final table' })).toBeNull();
    expect(server.calls.some((call) => call.path.includes('/results'))).toBe(false);
  });
});

describe('GamePage: the live night', () => {
  it('opens the night for everyone until it is recorded, and the seating for managers', async () => {
    serveGame(game());
    renderGame('Member');
    await rsvp();
    expect(screen.getByRole('link', { name: 'Game night' }).getAttribute('href')).toBe(
      `/app/game/${FRIDAY_SLUG}/play`,
    );
    expect(screen.queryByRole('link', { name: 'Seating' })).toBeNull();
    cleanup();
    serveGame(game({ status: 'running' }));
    renderGame('Club Manager');
    expect((await screen.findByRole('link', { name: 'Live night' })).getAttribute('href')).toBe(
      `/app/game/${FRIDAY_SLUG}/play`,
    );
    expect(screen.getByRole('link', { name: 'Seating' }).getAttribute('href')).toBe(
      `/app/game/${FRIDAY_SLUG}/seating`,
    );
    cleanup();
    serveGame(game({ status: 'cancelled' }));
    renderGame('Club Manager');
    await rsvp();
    expect(screen.queryByRole('link', { name: /night/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Seating' })).toBeNull();
  });
});

describe('GamePage: who may change the game', () => {
  it('gives owners and managers Edit, the desk, and Cancel game when players are in', async () => {
    const user = userEvent.setup();
    let current = game({ registered_count: 1 });
    const api = fakeApi({
      [`GET ${LEAGUES_PATH}`]: jsonResponse(200, list([])),
      [`GET ${gamePath(FRIDAY_SLUG)}`]: () => jsonResponse(200, current),
      [`GET ${entriesPath(FRIDAY_SLUG)}`]: jsonResponse(200, entries([BEN])),
      [`DELETE ${gamePath(FRIDAY_SLUG)}`]: () => {
        current = { ...current, status: 'cancelled' };
        return jsonResponse(200, current);
      },
    });
    renderGame('Club Manager');
    await screen.findByRole('heading', { level: 1, name: 'Friday Night' });
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/app/games/${FRIDAY_SLUG}/edit`,
    );
    expect(screen.getByRole('link', { name: 'Registration desk' }).getAttribute('href')).toBe(
      `/app/game/${FRIDAY_SLUG}/open`,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel game' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Friday Night?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the game' }));
    // Said at the top of the page and in the RSVP panel.
    expect(await screen.findAllByText('This game was cancelled.')).toHaveLength(2);
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel game' })).toBeNull();
  });

  it('deletes a game nobody entered and goes back to the games', async () => {
    const user = userEvent.setup();
    fakeApi({
      [`GET ${LEAGUES_PATH}`]: jsonResponse(200, list([])),
      [`GET ${gamePath(FRIDAY_SLUG)}`]: jsonResponse(200, game()),
      [`GET ${entriesPath(FRIDAY_SLUG)}`]: jsonResponse(200, entries()),
      [`DELETE ${gamePath(FRIDAY_SLUG)}`]: new Response(null, { status: 204 }),
    });
    renderGame('Owner');
    await user.click(await screen.findByRole('button', { name: 'Delete game' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Friday Night?' })).getByRole(
        'button',
        { name: 'Delete game' },
      ),
    );
    await waitFor(() => expect(location()).toBe('/app/games'));
  });

  it('shows members none of it', async () => {
    serveGame(game());
    renderGame('Member');
    await rsvp();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Registration desk' })).toBeNull();
    expect(screen.queryByRole('button', { name: /game/ })).toBeNull();
  });

  it('lets Demo see everything and change nothing', async () => {
    serveGame(game({ registered_count: 1 }), { registered: [BEN] });
    renderGame('Demo');
    const panel = await rsvp();
    expect(panel.textContent).toContain('Demo Mode: games are read-only.');
    expect(within(panel).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Registration desk' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel game' })).toBeNull();
    expect(await screen.findByRole('list', { name: 'Registered players' })).toBeTruthy();
  });
});
