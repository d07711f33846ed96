import type { Club } from '@felt/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutePattern } from '../../../lib/app-pages';
import { paths } from '../../../lib/paths';
import { ADA, fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { renderClubPage, testClub, TEST_CLUB_SLUG } from '../../../testing/club-page-harness';
import {
  LEAGUES_PATH,
  league,
  list,
  season,
  seasonPath,
  seasonsPath,
} from '../../../testing/fixtures';
import {
  activeLeagueStorageKey,
  seasonChoiceStorageKey,
} from '../../../lib/club/active-season-store';
import { FALL, SUMMER, TODAY, Y2025, YEAR } from '../testing/league-fixtures';
import { SeasonsPage } from './seasons-page';

const MAIN = league({ slug: 'main-league', season_count: 3 });
const TURBO = league({ slug: 'turbo-league', id: 2, name: 'Turbo League', season_count: 1 });

const SEASONS = [SUMMER, YEAR, FALL, Y2025];

const renderPage = (clubs: Club[] = [testClub('Owner')]) =>
  renderClubPage(
    paths.seasons(),
    <Route path={appRoutePattern('seasons')} element={<SeasonsPage />} />,
    clubs,
  );

const apiWith = (extra: Parameters<typeof fakeApi>[0] = {}) =>
  fakeApi({
    [`GET ${LEAGUES_PATH}`]: jsonResponse(200, list([MAIN])),
    [`GET ${seasonsPath('main-league')}`]: jsonResponse(200, list(SEASONS)),
    ...extra,
  });

const rows = () =>
  within(screen.getByRole('list', { name: 'Seasons of Main League' })).getAllByRole('listitem');

beforeEach(() => {
  resetBrowser();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  resetBrowser();
});

describe('SeasonsPage', () => {
  it('lists every season in the order the server gives, each saying when it runs and whether it is active, once', async () => {
    apiWith();
    renderPage();
    await screen.findByRole('list', { name: 'Seasons of Main League' });
    expect(rows().map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Summer Series',
      '2026',
      'Fall',
      '2025',
    ]);
    const [summer, year, fall, old] = rows();
    expect(within(summer!).getByText('Running')).toBeTruthy();
    // An owner sees the active state once: on the switch, not beside it as a badge too.
    const summerSwitch = within(summer!).getByRole('switch', { name: 'Active: Summer Series' });
    expect(summerSwitch.textContent).toBe('Inactive');
    expect(within(summer!).getAllByText(/^(Active|Inactive)$/)).toHaveLength(1);
    expect(within(year!).getByRole('switch', { name: 'Active: 2026' }).textContent).toBe('Active');
    expect(within(year!).getByText('The league dashboard shows this season.')).toBeTruthy();
    expect(within(summer!).queryByText('The league dashboard shows this season.')).toBeNull();
    expect(within(fall!).getByText('Upcoming')).toBeTruthy();
    expect(within(fall!).getByText('Starts in 78 days')).toBeTruthy();
    expect(within(old!).getByText('Ended')).toBeTruthy();
    expect(within(year!).getByRole('link', { name: 'Settings of 2026' }).getAttribute('href')).toBe(
      paths.settings.season('year'),
    );
    expect(screen.getByText('4 seasons')).toBeTruthy();
  });

  it('creates a season, showing the server’s end date error under its field', async () => {
    let attempt = 0;
    const { calls } = apiWith({
      [`POST ${seasonsPath('main-league')}`]: () =>
        ++attempt === 1
          ? jsonResponse(400, { end_date: ['End date must be on or after the begin date.'] })
          : jsonResponse(201, season({ slug: 'winter', title: 'Winter' })),
    });
    renderPage();
    await screen.findByRole('list', { name: 'Seasons of Main League' });
    fireEvent.click(screen.getByRole('button', { name: 'New season' }));
    const dialog = await screen.findByRole('dialog', { name: 'New season' });
    fireEvent.change(within(dialog).getByLabelText('Season title'), {
      target: { value: ' Winter ' },
    });
    fireEvent.change(within(dialog).getByLabelText('Begin date'), {
      target: { value: '2026-12-01' },
    });
    fireEvent.change(within(dialog).getByLabelText('End date'), {
      target: { value: '2027-02-28' },
    });
    fireEvent.click(within(dialog).getByLabelText('Active'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create season' }));

    const endDate = within(dialog).getByLabelText('End date');
    await waitFor(() => expect(endDate.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('End date must be on or after the begin date.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create season' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New season' })).toBeNull());
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(posts).toEqual([
      { title: 'Winter', begin_date: '2026-12-01', end_date: '2027-02-28', is_active: false },
      { title: 'Winter', begin_date: '2026-12-01', end_date: '2027-02-28', is_active: false },
    ]);
  });

  it('refuses an end date before the begin date before asking the server', async () => {
    const { calls } = apiWith();
    renderPage();
    await screen.findByRole('list', { name: 'Seasons of Main League' });
    fireEvent.click(screen.getByRole('button', { name: 'New season' }));
    const dialog = await screen.findByRole('dialog', { name: 'New season' });
    fireEvent.change(within(dialog).getByLabelText('Season title'), { target: { value: 'Odd' } });
    fireEvent.change(within(dialog).getByLabelText('Begin date'), {
      target: { value: '2026-12-01' },
    });
    fireEvent.change(within(dialog).getByLabelText('End date'), {
      target: { value: '2026-11-01' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create season' }));
    expect(
      await within(dialog).findByText('End date must be on or after the begin date.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says which fields are missing before asking the server', async () => {
    const { calls } = apiWith();
    renderPage();
    await screen.findByRole('list', { name: 'Seasons of Main League' });
    fireEvent.click(screen.getByRole('button', { name: 'New season' }));
    const dialog = await screen.findByRole('dialog', { name: 'New season' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create season' }));

    for (const label of ['Begin date', 'End date']) {
      const field = within(dialog).getByLabelText(label);
      await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    }
    expect(within(dialog).getByText('Begin date is required')).toBeTruthy();
    expect(within(dialog).getByText('End date is required')).toBeTruthy();
    expect(within(dialog).getByLabelText('Season title').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows a plan limit above the form', async () => {
    apiWith({
      [`POST ${seasonsPath('main-league')}`]: jsonResponse(403, {
        detail: 'Your plan allows 4 seasons. Upgrade to create more.',
        code: 'plan_limit_reached',
      }),
    });
    renderPage();
    await screen.findByRole('list', { name: 'Seasons of Main League' });
    fireEvent.click(screen.getByRole('button', { name: 'New season' }));
    const dialog = await screen.findByRole('dialog', { name: 'New season' });
    fireEvent.change(within(dialog).getByLabelText('Season title'), { target: { value: 'More' } });
    fireEvent.change(within(dialog).getByLabelText('Begin date'), {
      target: { value: '2027-01-01' },
    });
    fireEvent.change(within(dialog).getByLabelText('End date'), {
      target: { value: '2027-12-31' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create season' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Failed to create season');
    expect(alert.textContent).toContain('Your plan allows 4 seasons. Upgrade to create more.');
  });

  it('edits the title and dates', async () => {
    const { calls } = apiWith({
      [`PATCH ${seasonPath('fall')}`]: jsonResponse(200, { ...FALL, title: 'Autumn' }),
    });
    renderPage();
    await screen.findByRole('list', { name: 'Seasons of Main League' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit Fall' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit season' });
    expect(within(dialog).queryByLabelText('Active')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Season title'), {
      target: { value: 'Autumn' },
    });
    fireEvent.change(within(dialog).getByLabelText('End date'), {
      target: { value: '2026-12-15' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save season' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit season' })).toBeNull());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      title: 'Autumn',
      begin_date: '2026-09-01',
      end_date: '2026-12-15',
    });
  });

  it('activates and deactivates with PATCH {is_active}', async () => {
    const { calls } = apiWith({
      [`PATCH ${seasonPath('summer')}`]: jsonResponse(200, { ...SUMMER, is_active: true }),
      [`PATCH ${seasonPath('year')}`]: jsonResponse(200, { ...YEAR, is_active: false }),
    });
    renderPage();
    const summerSwitch = await screen.findByRole('switch', { name: 'Active: Summer Series' });
    expect(summerSwitch.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Active: 2026' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(summerSwitch);
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Active: 2026' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Active: 2026' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PATCH')).toMatchObject([
      { path: seasonPath('summer'), body: { is_active: true } },
      { path: seasonPath('year'), body: { is_active: false } },
    ]);
  });

  it("says 'Season not found. It may have been deleted.' when a season went away meanwhile", async () => {
    apiWith({
      [`PATCH ${seasonPath('fall')}`]: jsonResponse(404, {
        detail: 'Not found.',
        code: 'not_found',
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('switch', { name: 'Active: Fall' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Season not found. It may have been deleted.',
    );
  });

  it('deletes a season after confirmation', async () => {
    const { calls } = apiWith({
      [`DELETE ${seasonPath('y2025')}`]: new Response(null, { status: 204 }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 2025' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete 2025?' });
    expect(confirm.textContent).toContain('This cannot be undone.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete 2025' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete season' }),
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        seasonPath('y2025'),
      ]),
    );
  });

  it('deleting the season the dashboard shows forgets it without a not-found notice', async () => {
    const key = seasonChoiceStorageKey(ADA.id, TEST_CLUB_SLUG, 'main-league');
    localStorage.setItem(key, 'y2025');
    let deleted = false;
    apiWith({
      [`GET ${seasonsPath('main-league')}`]: () =>
        jsonResponse(200, list(deleted ? [SUMMER, YEAR, FALL] : SEASONS)),
      [`DELETE ${seasonPath('y2025')}`]: () => {
        deleted = true;
        return new Response(null, { status: 204 });
      },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 2025' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete season' }),
    );
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(localStorage.getItem(key)).toBeNull();
    expect(screen.queryByText('Season not found. It may have been deleted.')).toBeNull();
  });

  it.each([
    [404, { detail: 'Not found.' }, ['No seasons found for this league.']],
    [
      403,
      { detail: 'Forbidden' },
      ['Failed to load seasons.', 'You do not have permission to view seasons for this league.'],
    ],
    [
      500,
      { detail: 'Internal Server Error' },
      ['Failed to load seasons.', 'Server error: Internal Server Error'],
    ],
    [502, 'Bad gateway', ['Failed to load seasons.', 'Server error: 502']],
  ])('shows SPEC.md section 8’s message for a %i', async (status, body, texts) => {
    apiWith({
      [`GET ${seasonsPath('main-league')}`]: () =>
        typeof body === 'string'
          ? new Response(body, { status, headers: { 'Content-Type': 'text/plain' } })
          : jsonResponse(status, body),
    });
    renderPage();
    const box = await screen.findByText(texts[0]!);
    const alert = box.closest('[role="alert"], [role="status"]');
    for (const text of texts) expect(alert?.textContent).toContain(text);
  });

  it('says when the server cannot be reached', async () => {
    apiWith({
      [`GET ${seasonsPath('main-league')}`]: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load seasons.');
    expect(alert.textContent).toContain('No response from server. Please check your connection.');
  });

  it("says 'Failed to fetch leagues' when the leagues cannot load", async () => {
    apiWith({ [`GET ${LEAGUES_PATH}`]: jsonResponse(500, { detail: 'boom' }) });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch leagues');
  });

  it('says a remembered season is gone, once', async () => {
    const key = seasonChoiceStorageKey(ADA.id, TEST_CLUB_SLUG, 'main-league');
    localStorage.setItem(key, 'deleted-elsewhere');
    apiWith();
    renderPage();
    const notice = await screen.findByText('Season not found. It may have been deleted.');
    expect(localStorage.getItem(key)).toBeNull();
    fireEvent.click(
      within(notice.closest('[role="alert"]')!).getByRole('button', { name: 'Dismiss' }),
    );
    expect(screen.queryByText('Season not found. It may have been deleted.')).toBeNull();
  });

  it('greets an empty league with the create form', async () => {
    const { calls } = apiWith({
      [`GET ${seasonsPath('main-league')}`]: jsonResponse(200, list([])),
      [`POST ${seasonsPath('main-league')}`]: jsonResponse(201, YEAR),
    });
    renderPage();
    expect(await screen.findByText('Main League has no seasons yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New season' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Season title'), { target: { value: '2026' } });
    fireEvent.change(screen.getByLabelText('Begin date'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create season' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        title: '2026',
        begin_date: '2026-01-01',
        end_date: '2026-12-31',
        is_active: true,
      }),
    );
  });

  it('shows the remembered league, and another one when picked', async () => {
    localStorage.setItem(activeLeagueStorageKey(ADA.id, TEST_CLUB_SLUG), 'turbo-league');
    apiWith({
      [`GET ${LEAGUES_PATH}`]: jsonResponse(200, list([MAIN, TURBO])),
      [`GET ${seasonsPath('turbo-league')}`]: jsonResponse(
        200,
        list([season({ slug: 'turbo-2026', title: 'Turbo 2026', league_slug: 'turbo-league' })]),
      ),
    });
    renderPage();
    expect(await screen.findByRole('list', { name: 'Seasons of Turbo League' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turbo League' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Main League' }));
    expect(await screen.findByRole('list', { name: 'Seasons of Main League' })).toBeTruthy();
    expect(localStorage.getItem(activeLeagueStorageKey(ADA.id, TEST_CLUB_SLUG))).toBe(
      'main-league',
    );
  });

  it('shows Demo everything and no write controls', async () => {
    apiWith();
    renderPage([testClub('Demo')]);
    await screen.findByRole('list', { name: 'Seasons of Main League' });
    expect(rows()).toHaveLength(4);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: /New season|Edit|Delete/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Settings of 2026' })).toBeTruthy();
  });

  it('shows an empty league to Demo without a form', async () => {
    apiWith({ [`GET ${seasonsPath('main-league')}`]: jsonResponse(200, list([])) });
    renderPage([testClub('Demo')]);
    expect(await screen.findByText('Main League has no seasons yet')).toBeTruthy();
    expect(screen.queryByLabelText('Season title')).toBeNull();
  });
});
