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
 * The sidebar's Schedule Game modal (SPEC.md section 2) in the whole app: the shell, its panels
 * and the pages they lead to. The dashboard's Next game card has its own tests
 * (features/dashboard/routes/dashboard-page.test.tsx).
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
