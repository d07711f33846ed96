import type { Club } from '@felt/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, testClub, TEST_CLUB_SLUG } from '../../../testing/club-page-harness';
import {
  LEAGUES_PATH,
  league,
  list,
  schedule,
  season,
  seasonsPath,
} from '../../../testing/fixtures';
import { EditGamePage, NewGamePage } from '../routes/game-form-pages';
import { FRIDAY_SLUG, game, gamePath, GAMES_PATH } from '../testing/game-fixtures';

const YEAR = season({ slug: 'year', title: '2026', is_active: true });
const SPRING = season({ slug: 'spring', id: 2, title: 'Spring', is_active: false });
const MAIN = league({ slug: 'main-league', season_count: 2, active_season: YEAR });
const SCHEDULES_PATH = `/api/clubs/${TEST_CLUB_SLUG}/blind-schedules/`;
const DEEP = schedule({ slug: 'deep-stack', title: 'Deep Stack', is_default: true });
const TURBO = schedule({ slug: 'turbo', id: 2, title: 'Turbo' });

const ROUTES = (
  <>
    <Route path="/app/games/new" element={<NewGamePage />} />
    <Route path="/app/games/:gameSlug/edit" element={<EditGamePage />} />
    <Route path="/app/game/:gameSlug" element={<p>The game page</p>} />
    <Route path="/app/games" element={<p>The games list</p>} />
  </>
);

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [`GET ${LEAGUES_PATH}`]: jsonResponse(200, list([MAIN])),
    [`GET ${seasonsPath('main-league')}`]: jsonResponse(200, list([YEAR, SPRING])),
    [`GET ${SCHEDULES_PATH}`]: jsonResponse(200, list([DEEP, TURBO])),
    ...extra,
  });
}

const renderAt = (path: string, role: Club['role'] = 'Owner', timezone = 'America/New_York') =>
  renderClubPage(path, ROUTES, [testClub(role, { timezone })]);

const location = () => screen.getByTestId('location').textContent;
const form = () => screen.findByRole('form', { name: 'Schedule Game' });

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('the Schedule Game form', () => {
  it('suggests the active season and sends the start typed on the club’s clock as an instant', async () => {
    const user = userEvent.setup();
    const api = serve({
      [`POST ${GAMES_PATH}`]: ({ body }) =>
        jsonResponse(201, game({ title: (body as { title: string }).title })),
    });
    renderAt('/app/games/new');
    const scheduleForm = await form();
    const seasonPicker = within(scheduleForm).getByLabelText('Season');
    expect((seasonPicker as HTMLSelectElement).value).toBe('year');
    expect(
      within(seasonPicker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No league (a one-off game)', '2026 (active)', 'Spring']);

    await user.type(screen.getByLabelText('Title'), 'Friday Night');
    await user.type(screen.getByLabelText('Date'), '2026-11-27');
    await user.type(screen.getByLabelText('Start time'), '19:30');
    await user.selectOptions(screen.getByLabelText('Blind structure'), 'turbo');
    await user.type(screen.getByLabelText('Max players'), '10');
    await user.type(screen.getByLabelText('Location'), 'Back room');
    await user.click(screen.getByRole('button', { name: 'Schedule Game' }));

    await waitFor(() => expect(location()).toBe(`/app/game/${FRIDAY_SLUG}`));
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      {
        title: 'Friday Night',
        // 7:30 PM in New York (the club's zone) on Nov 27 is 00:30 UTC on Nov 28.
        starts_at: '2026-11-28T00:30:00.000Z',
        season_slug: 'year',
        blind_schedule_slug: 'turbo',
        max_players: 10,
        location: 'Back room',
        notes: '',
      },
    ]);
  });

  it("takes the start on the club's clock, not the viewer's", async () => {
    const user = userEvent.setup();
    const api = serve({ [`POST ${GAMES_PATH}`]: jsonResponse(201, game()) });
    // Ada's own zone is New York; the club plays in Chicago.
    renderAt('/app/games/new', 'Owner', 'America/Chicago');
    await form();
    expect(screen.getByText("On the club's clock (Central time).")).toBeTruthy();
    await user.type(screen.getByLabelText('Title'), 'Friday Night');
    await user.type(screen.getByLabelText('Date'), '2026-11-27');
    await user.type(screen.getByLabelText('Start time'), '19:30');
    await user.click(screen.getByRole('button', { name: 'Schedule Game' }));
    await waitFor(() => expect(location()).toBe(`/app/game/${FRIDAY_SLUG}`));
    // 7:30 PM in Chicago on Nov 27 is 01:30 UTC on Nov 28.
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      starts_at: '2026-11-28T01:30:00.000Z',
    });
  });

  it('sends no season, no structure and no limit when left so', async () => {
    const user = userEvent.setup();
    const api = serve({ [`POST ${GAMES_PATH}`]: jsonResponse(201, game()) });
    renderAt('/app/games/new');
    await form();
    await user.type(screen.getByLabelText('Title'), 'One-off');
    await user.type(screen.getByLabelText('Date'), '2026-07-03');
    await user.type(screen.getByLabelText('Start time'), '18:00');
    await user.selectOptions(screen.getByLabelText('Season'), '');
    await user.click(screen.getByRole('button', { name: 'Schedule Game' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      starts_at: '2026-07-03T22:00:00.000Z',
      season_slug: null,
      blind_schedule_slug: null,
      max_players: null,
    });
  });

  it('says what is missing or wrong next to each field and sends nothing', async () => {
    const user = userEvent.setup();
    const api = serve();
    renderAt('/app/games/new');
    await form();
    await user.type(screen.getByLabelText('Title'), '   ');
    await user.type(screen.getByLabelText('Max players'), '1');
    await user.click(screen.getByRole('button', { name: 'Schedule Game' }));

    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    const described = (field: HTMLElement) =>
      document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(described(title)).toBe('This field may not be blank.');
    expect(described(screen.getByLabelText('Date'))).toBe('Date is required');
    expect(described(screen.getByLabelText('Start time'))).toBe('Start time is required');
    expect(described(screen.getByLabelText('Max players'))).toBe(
      'Enter a whole number of players from 2 to 1000, or leave it blank for no limit.',
    );
    expect(document.activeElement).toBe(title);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('puts the server’s field errors under their fields, and its reason above the buttons', async () => {
    const user = userEvent.setup();
    let answer = jsonResponse(400, {
      starts_at: ['Enter a valid date and time.'],
      blind_schedule_slug: ['Choose a blind structure of this club.'],
    });
    serve({ [`POST ${GAMES_PATH}`]: () => answer.clone() });
    renderAt('/app/games/new');
    await form();
    await user.type(screen.getByLabelText('Title'), 'Friday Night');
    await user.type(screen.getByLabelText('Date'), '2026-11-27');
    await user.type(screen.getByLabelText('Start time'), '19:30');
    await user.click(screen.getByRole('button', { name: 'Schedule Game' }));

    expect(await screen.findByText('Enter a valid date and time.')).toBeTruthy();
    expect(screen.getByText('Choose a blind structure of this club.')).toBeTruthy();
    expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Date'));
    expect(screen.queryByRole('alert')).toBeNull();

    answer = jsonResponse(403, {
      detail: 'Your plan allows 8 games a month.',
      code: 'plan_limit_reached',
    });
    await user.click(screen.getByRole('button', { name: 'Schedule Game' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to schedule the game.');
    expect(alert.textContent).toContain('Your plan allows 8 games a month.');
    expect(location()).toBe('/app/games/new');
  });

  it('is read-only for Demo', async () => {
    serve();
    renderAt('/app/games/new', 'Demo');
    await form();
    expect(screen.getByText('Demo Mode: games are read-only.')).toBeTruthy();
    expect(screen.getByLabelText('Title').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Schedule Game' })).toBeNull();
  });
});

describe('editing a game', () => {
  const SCHEDULED = game({
    season_slug: 'spring',
    league_slug: 'main-league',
    blind_schedule_slug: 'deep-stack',
    max_players: 9,
    notes: 'Bring chips',
  });

  it('opens on the game as it is, on the club’s clock, and sends only what changed', async () => {
    const user = userEvent.setup();
    const api = serve({
      [`GET ${gamePath(FRIDAY_SLUG)}`]: jsonResponse(200, SCHEDULED),
      [`PATCH ${gamePath(FRIDAY_SLUG)}`]: ({ body }) =>
        jsonResponse(200, { ...SCHEDULED, ...(body as object) }),
    });
    renderAt(`/app/games/${FRIDAY_SLUG}/edit`);
    const editForm = await screen.findByRole('form', { name: 'Edit Friday Night' });
    const value = (label: string) =>
      (within(editForm).getByLabelText(label) as HTMLInputElement).value;
    expect(value('Title')).toBe('Friday Night');
    expect(value('Date')).toBe('2026-11-27');
    expect(value('Start time')).toBe('19:30');
    expect(value('Season')).toBe('spring');
    expect(value('Blind structure')).toBe('deep-stack');
    expect(value('Max players')).toBe('9');
    expect(value('Notes')).toBe('Bring chips');

    await user.clear(screen.getByLabelText('Location'));
    await user.type(screen.getByLabelText('Location'), 'Dana’s basement');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location()).toBe(`/app/game/${FRIDAY_SLUG}`));
    expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { location: 'Dana’s basement' },
    ]);
  });

  it('maps a refused seat limit onto its field', async () => {
    const user = userEvent.setup();
    serve({
      [`GET ${gamePath(FRIDAY_SLUG)}`]: jsonResponse(200, SCHEDULED),
      [`PATCH ${gamePath(FRIDAY_SLUG)}`]: jsonResponse(400, {
        max_players: ['3 players are already registered: the limit cannot be lower.'],
      }),
    });
    renderAt(`/app/games/${FRIDAY_SLUG}/edit`);
    await screen.findByRole('form', { name: 'Edit Friday Night' });
    await user.clear(screen.getByLabelText('Max players'));
    await user.type(screen.getByLabelText('Max players'), '2');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('3 players are already registered: the limit cannot be lower.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Max players').getAttribute('aria-invalid')).toBe('true');
  });

  it('does not offer to change a game that is no longer scheduled', async () => {
    serve({
      [`GET ${gamePath(FRIDAY_SLUG)}`]: jsonResponse(200, { ...SCHEDULED, status: 'cancelled' }),
    });
    renderAt(`/app/games/${FRIDAY_SLUG}/edit`);
    expect(await screen.findByText('Only a scheduled game can be changed.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
