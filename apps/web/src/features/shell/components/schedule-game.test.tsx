import type { Club, Game } from '@felt/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADA,
  fakeApi,
  jsonResponse,
  renderApp,
  resetBrowser,
  setCookie,
  storeLogin,
} from '../../../testing/app-harness';
import { testClub, TEST_CLUB_SLUG } from '../../../testing/club-page-harness';
import { LEAGUES_PATH, list } from '../../../testing/fixtures';
import {
  entries,
  entriesPath,
  FRIDAY_SLUG,
  game,
  gamePath,
  GAMES_PATH,
  gamesListPath,
} from '../../games/testing/game-fixtures';

/*
 * The sidebar's Schedule Game modal (SPEC.md section 2) and the dashboard's next games, in the
 * whole app: the shell, its panels and the pages they lead to.
 */

const LIMITS = {
  plan: 'free',
  features: [],
  limits: { members: { limit: 25, used: 12 } },
};

function serve(clubs: Club[], upcoming: Game[] = [], extra: Parameters<typeof fakeApi>[0] = {}) {
  storeLogin(ADA);
  setCookie('csrftoken', 'token');
  return fakeApi({
    'GET /api/auth/user/': jsonResponse(200, ADA),
    'GET /api/user/clubs/': jsonResponse(200, clubs),
    [`GET /api/clubs/${TEST_CLUB_SLUG}/subscription/limits/`]: jsonResponse(200, LIMITS),
    [`GET ${gamesListPath('when=upcoming')}`]: jsonResponse(200, list(upcoming)),
    [`GET ${LEAGUES_PATH}`]: jsonResponse(200, list([])),
    [`GET /api/clubs/${TEST_CLUB_SLUG}/blind-schedules/`]: jsonResponse(200, list([])),
    ...extra,
  });
}

const sidebar = () => screen.findByRole('navigation', { name: 'Sidebar' }, { timeout: 5000 });

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetBrowser();
});

describe('the Schedule Game modal', () => {
  it.each([
    ['Owner', true],
    ['Club Manager', true],
    ['Demo', false],
    ['Member', false],
  ] as const)('is offered to a %s: %s', async (role, offered) => {
    serve([testClub(role)]);
    await renderApp('/app/dashboard');
    const nav = await sidebar();
    expect(within(nav).queryByRole('button', { name: 'Schedule Game' }) !== null).toBe(offered);
  });

  it('schedules a game and opens its page', async () => {
    const user = userEvent.setup();
    const scheduled = game({ title: 'Friday Night' });
    const api = serve([testClub('Owner')], [], {
      [`POST ${GAMES_PATH}`]: jsonResponse(201, scheduled),
      [`GET ${gamePath(FRIDAY_SLUG)}`]: jsonResponse(200, scheduled),
      [`GET ${entriesPath(FRIDAY_SLUG)}`]: jsonResponse(200, entries()),
    });
    const app = await renderApp('/app/dashboard');
    await user.click(within(await sidebar()).getByRole('button', { name: 'Schedule Game' }));

    const dialog = await screen.findByRole('dialog', { name: 'Schedule Game' });
    const title = await within(dialog).findByLabelText('Title');
    await waitFor(() => expect(document.activeElement).toBe(title));
    await user.type(title, 'Friday Night');
    await user.type(within(dialog).getByLabelText('Date'), '2026-11-27');
    await user.type(within(dialog).getByLabelText('Start time'), '19:30');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Game' }));

    await app.waitForLocation(`/app/game/${FRIDAY_SLUG}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Friday Night' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Schedule Game' })).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'Friday Night',
      starts_at: '2026-11-28T00:30:00.000Z',
      season_slug: null,
    });
  });

  it('closes on Escape without scheduling anything', async () => {
    const user = userEvent.setup();
    const api = serve([testClub('Club Manager', { isOwner: false })]);
    await renderApp('/app/dashboard');
    await user.click(within(await sidebar()).getByRole('button', { name: 'Schedule Game' }));
    await within(await screen.findByRole('dialog', { name: 'Schedule Game' })).findByLabelText(
      'Title',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('the dashboard’s next games', () => {
  it('lists the next games with where the viewer stands', async () => {
    serve(
      [testClub('Member', { isOwner: false })],
      [
        game({
          max_players: 10,
          registered_count: 6,
          my_entry: {
            id: 3,
            status: 'registered',
            waitlist_position: null,
            member_slug: 'ada-lovelace',
            name: 'Ada Lovelace',
            joined_by_link: false,
            created_at: '2026-11-20T12:00:00Z',
          },
        }),
      ],
    );
    await renderApp('/app/dashboard');
    const card = await screen.findByRole('region', { name: 'Next games' }, { timeout: 5000 });
    const next = await within(card).findByRole('list', { name: 'Next games' });
    expect(next.textContent).toContain('Friday Night');
    expect(next.textContent).toContain("You're in");
    expect(next.textContent).toContain('6/10 seats taken');
    expect(within(card).getByRole('link', { name: 'All games' }).getAttribute('href')).toBe(
      '/app/games',
    );
  });

  it('says honestly that none is scheduled, offering owners to schedule one', async () => {
    const user = userEvent.setup();
    serve([testClub('Owner')]);
    await renderApp('/app/dashboard');
    const card = await screen.findByRole('region', { name: 'Next games' }, { timeout: 5000 });
    expect(await within(card).findByText('No games scheduled')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Schedule Game' }));
    expect(await screen.findByRole('dialog', { name: 'Schedule Game' })).toBeTruthy();
  });

  it('offers members no Schedule Game button', async () => {
    serve([testClub('Member', { isOwner: false })]);
    await renderApp('/app/dashboard');
    const card = await screen.findByRole('region', { name: 'Next games' }, { timeout: 5000 });
    expect(await within(card).findByText('No games scheduled')).toBeTruthy();
    expect(within(card).queryByRole('button')).toBeNull();
  });
});
