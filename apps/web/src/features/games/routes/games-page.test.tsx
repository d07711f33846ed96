import type { Club, Game } from '@felt/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { paths } from '../../../lib/paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, testClub, TEST_CLUB_SLUG } from '../../../testing/club-page-harness';
import { LEAGUES_PATH, league, list, season, seasonsPath } from '../../../testing/fixtures';
import { game, gamesListPath, onAdasClock } from '../testing/game-fixtures';
import { GamesPage } from './games-page';

const YEAR = season({ slug: 'year', title: '2026' });
const MAIN = league({ slug: 'main-league', season_count: 1, active_season: YEAR });
const HIDDEN_PATH = `/api/clubs/${TEST_CLUB_SLUG}/seasons/hidden/`;

const FRIDAY = game({
  season_slug: 'year',
  league_slug: 'main-league',
  max_players: 10,
  registered_count: 10,
  waitlist_count: 2,
  seats_left: 0,
  my_entry: {
    id: 9,
    status: 'waitlisted',
    waitlist_position: 2,
    member_slug: 'ada-lovelace',
    name: 'Ada Lovelace',
    joined_by_link: false,
    created_at: '2026-11-20T12:00:00Z',
  },
});
const RUNNING = game({
  slug: 'thursday-2026-11-26',
  title: 'Thursday Turbo',
  status: 'running',
  starts_at: '2026-11-27T00:00:00.000Z',
  location: '',
  registered_count: 7,
});

const ROUTES = (
  <>
    <Route path="/app/games" element={<GamesPage />} />
    <Route path="/app/games/new" element={<p>The new game form</p>} />
  </>
);

function serve(games: Record<string, Game[] | { count: number; results: Game[] }>) {
  const handlers: Parameters<typeof fakeApi>[0] = {
    [`GET ${LEAGUES_PATH}`]: jsonResponse(200, list([MAIN])),
    [`GET ${seasonsPath('main-league')}`]: jsonResponse(200, list([YEAR])),
    [`GET ${HIDDEN_PATH}`]: jsonResponse(200, { slug: 'hidden-thursday-poker' }),
  };
  for (const [query, answer] of Object.entries(games)) {
    handlers[`GET ${gamesListPath(query)}`] = jsonResponse(
      200,
      Array.isArray(answer) ? list(answer) : { next: null, previous: null, ...answer },
    );
  }
  return fakeApi(handlers);
}

const renderAt = (path = '/app/games', role: Club['role'] = 'Owner') =>
  renderClubPage(path, ROUTES, [testClub(role, { isOwner: role === 'Owner' })]);

const location = () => screen.getByTestId('location').textContent;
const gameList = (name = 'Upcoming games') => screen.findByRole('list', { name });

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('GamesPage', () => {
  it('lists the upcoming games, running ones first, each as the viewer needs it', async () => {
    serve({ 'when=upcoming': [RUNNING, FRIDAY] });
    renderAt();
    const cards = within(await gameList()).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Thursday Turbo',
      'Friday Night',
    ]);

    const friday = cards[1]!;
    expect(within(friday).getByRole('link', { name: 'Friday Night' }).getAttribute('href')).toBe(
      '/app/game/friday-night-2026-11-27',
    );
    // 00:30 UTC on Nov 28 is the evening of Friday, Nov 27 on Ada's New York clock.
    const time = onAdasClock(FRIDAY.starts_at, {
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    expect(friday.textContent).toContain(time);
    expect(friday.textContent).toContain(
      onAdasClock(FRIDAY.starts_at, {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
      }),
    );
    expect(friday.textContent).toContain('Back room');
    expect(friday.textContent).toContain('10/10 seats taken');
    expect(friday.textContent).toContain('2 on the waitlist');
    expect(friday.textContent).toContain('Waitlisted #2');
    expect(friday.textContent).toContain('Main League · 2026');

    const running = cards[0]!;
    expect(running.textContent).toContain('Running');
    expect(running.textContent).toContain('7 registered');
    expect(running.textContent).not.toContain('waitlist');
  });

  it('shows past games on their own tab', async () => {
    const user = userEvent.setup();
    const api = serve({
      'when=upcoming': [FRIDAY],
      'when=past': [game({ slug: 'old', title: 'Last Spring', status: 'recorded' })],
    });
    renderAt();
    await gameList();
    const tabs = screen.getByRole('navigation', { name: 'Which games' });
    expect(within(tabs).getByRole('link', { name: 'Upcoming' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.click(within(tabs).getByRole('link', { name: 'Past' }));
    expect(within(await gameList('Past games')).getByText('Last Spring')).toBeTruthy();
    expect(location()).toBe('/app/games?when=past');
    expect(api.calls.map((call) => call.path)).toContain(gamesListPath('when=past'));
  });

  it('filters by a league or one of its seasons, and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    serve({
      'when=upcoming': [RUNNING, FRIDAY],
      'when=upcoming&season=year': [FRIDAY],
      'when=upcoming&season=hidden-thursday-poker': [],
      'when=upcoming&league=main-league': [FRIDAY],
    });
    renderAt();
    await gameList();
    const picker = screen.getByRole('combobox', { name: 'League or season' });
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All games', 'All of Main League', '2026 (active)', 'No league (one-off games)']),
    );
    expect(within(picker).getByRole('group', { name: 'Main League' })).toBeTruthy();

    await user.selectOptions(picker, 'year');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Upcoming games' })).getAllByRole('article'),
      ).toHaveLength(1),
    );
    expect(location()).toBe('/app/games?season=year');

    await user.selectOptions(picker, 'All of Main League');
    await waitFor(() => expect(location()).toBe('/app/games?league=main-league'));
    expect(within(await gameList()).getAllByRole('article')).toHaveLength(1);
    expect((picker as HTMLSelectElement).value).toBe('league:main-league');

    await user.selectOptions(picker, 'hidden-thursday-poker');
    expect(await screen.findByText('No games scheduled outside a league')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Show all seasons' }));
    await waitFor(() => expect(location()).toBe('/app/games'));
    expect(await gameList()).toBeTruthy();
  });

  it('pages through a long list, 25 at a time', async () => {
    const user = userEvent.setup();
    const many = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        game({ id: from + i, slug: `game-${from + i}`, title: `Game ${from + i}` }),
      );
    serve({
      'when=upcoming': { count: 30, results: many(1, 25) },
      'when=upcoming&page=2': { count: 30, results: many(26, 5) },
    });
    renderAt();
    expect(within(await gameList()).getAllByRole('article')).toHaveLength(25);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages.textContent).toContain('Page 1 of 2');
    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeTruthy());
    expect(
      within(screen.getByRole('list', { name: 'Upcoming games' })).getAllByRole('article'),
    ).toHaveLength(5);
    expect(location()).toBe('/app/games?page=2');
  });

  it('offers owners and managers to schedule the first game', async () => {
    serve({ 'when=upcoming': [] });
    renderAt();
    expect(await screen.findByText('No games scheduled')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Schedule Game' });
    // The page's own button and the empty state's.
    expect(links).toHaveLength(2);
    expect(links.every((link) => link.getAttribute('href') === '/app/games/new')).toBe(true);
  });

  it('offers owners and managers to enter a past game of the season listed, back to this list', async () => {
    serve({ 'when=past&season=year': [] });
    renderAt('/app/games?when=past&season=year');
    const link = await screen.findByRole('link', { name: 'Enter a past game' });
    expect(link.getAttribute('href')).toBe(
      paths.seasonGame('year', undefined, { caller: '/app/games?when=past&season=year' }),
    );
  });

  it.each(['Member', 'Demo'] as const)('offers a %s no Schedule Game', async (role) => {
    serve({ 'when=upcoming': [] });
    renderAt('/app/games', role);
    expect(await screen.findByText('No games scheduled')).toBeTruthy();
    expect(
      screen.getByText(
        'When the club owner or a manager schedules a game, it appears here for you to RSVP.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Schedule Game' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Enter a past game' })).toBeNull();
  });

  it('says so when the games cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      [`GET ${LEAGUES_PATH}`]: jsonResponse(200, list([])),
      [`GET ${HIDDEN_PATH}`]: jsonResponse(200, { slug: 'hidden-thursday-poker' }),
      [`GET ${gamesListPath('when=upcoming')}`]: () =>
        fail ? jsonResponse(500, { detail: 'Server error.' }) : jsonResponse(200, list([FRIDAY])),
    });
    renderAt();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load games.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await gameList()).getByText('Friday Night')).toBeTruthy();
  });
});
