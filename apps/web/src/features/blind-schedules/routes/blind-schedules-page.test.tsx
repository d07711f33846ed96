import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRoutePattern } from '../../../lib/app-pages';
import { paths } from '../../../lib/paths';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { schedule } from '../../../testing/fixtures';
import { CLUB_PATH, club, renderSchedules } from '../testing/render-schedules';
import { BlindSchedulesPage } from './blind-schedules-page';

const STANDARD = schedule({ slug: 'standard', title: 'Standard', is_default: true });
const TURBO = schedule({
  slug: 'turbo',
  id: 2,
  title: 'Turbo',
  level_count: 1,
  break_count: 0,
  total_minutes: 45,
});
const LIST = { count: 2, next: null, previous: null, results: [STANDARD, TURBO] };

const renderPage = (clubs = [club()]) =>
  renderSchedules(
    paths.blindSchedules(),
    <Route path={appRoutePattern('blindSchedules')} element={<BlindSchedulesPage />} />,
    clubs,
  );

beforeEach(() => resetBrowser());
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('BlindSchedulesPage', () => {
  it('shows each schedule with its default badge, levels and length', async () => {
    fakeApi({ [`GET ${CLUB_PATH}`]: jsonResponse(200, LIST) });
    renderPage();
    const standard = await screen.findByRole('listitem', { name: 'Standard' });
    expect(within(standard).getByText('Default')).toBeTruthy();
    expect(within(standard).getByText('12 levels')).toBeTruthy();
    expect(within(standard).getByText('3h 5m')).toBeTruthy();
    const turbo = screen.getByRole('listitem', { name: 'Turbo' });
    expect(within(turbo).queryByText('Default')).toBeNull();
    expect(within(turbo).getByText('1 level')).toBeTruthy();
    expect(within(turbo).getByText('45m')).toBeTruthy();
    expect(within(turbo).getByRole('button', { name: 'Set Turbo as default' })).toBeTruthy();
  });

  it('hides every write action from members and the demo', async () => {
    for (const role of ['Member', 'Demo'] as const) {
      fakeApi({ [`GET ${CLUB_PATH}`]: jsonResponse(200, LIST) });
      renderPage([club(role)]);
      await screen.findByRole('listitem', { name: 'Standard' });
      expect(screen.queryByRole('button', { name: /Clone|Delete|default|Create/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Build with wizard' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Open Standard' })).toBeTruthy();
      cleanup();
    }
  });

  it("says 'Failed to load blind schedules' when the list cannot load", async () => {
    fakeApi({
      [`GET ${CLUB_PATH}`]: jsonResponse(403, { detail: 'Nope', code: 'permission_denied' }),
    });
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load blind schedules',
    );
  });

  it("says 'No club selected' without a club", () => {
    fakeApi({});
    renderPage([]);
    expect(screen.getByRole('alert').textContent).toContain('No club selected');
  });

  it("shows a taken title as 'Title error: ...' and opens a new schedule in the editor", async () => {
    let attempt = 0;
    const { calls } = fakeApi({
      [`GET ${CLUB_PATH}`]: jsonResponse(200, LIST),
      [`POST ${CLUB_PATH}`]: () =>
        ++attempt === 1
          ? jsonResponse(400, { title: ['A blind schedule with this title already exists.'] })
          : jsonResponse(201, schedule({ slug: 'friday', title: 'Friday' })),
    });
    renderPage();
    await screen.findByRole('listitem', { name: 'Standard' });
    fireEvent.change(screen.getByLabelText('New schedule title'), {
      target: { value: 'Standard' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create schedule' }));
    expect(
      await screen.findByText('Title error: A blind schedule with this title already exists.'),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/New schedule title/), { target: { value: 'Friday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create schedule' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(paths.blindSchedule('friday')),
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { title: 'Standard' },
      { title: 'Friday' },
    ]);
  });

  it("says 'Failed to create schedule' with the server's reason", async () => {
    fakeApi({
      [`GET ${CLUB_PATH}`]: jsonResponse(200, LIST),
      [`POST ${CLUB_PATH}`]: jsonResponse(403, {
        detail: 'Your plan allows 2 blind schedules. Upgrade to create more.',
        code: 'plan_limit_reached',
      }),
    });
    renderPage();
    await screen.findByRole('listitem', { name: 'Standard' });
    fireEvent.change(screen.getByLabelText('New schedule title'), { target: { value: 'More' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create schedule' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to create schedule');
    expect(alert.textContent).toContain('Your plan allows 2 blind schedules.');
  });

  it("clones, and says 'Failed to clone schedule' when it cannot", async () => {
    const { calls } = fakeApi({
      [`GET ${CLUB_PATH}`]: jsonResponse(200, LIST),
      [`POST ${CLUB_PATH}turbo/clone/`]: jsonResponse(403, {
        detail: 'Demo',
        code: 'demo_read_only',
      }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Clone Turbo' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to clone schedule');
    expect(calls.some((call) => call.path === `${CLUB_PATH}turbo/clone/`)).toBe(true);
  });

  it("deletes only after confirming, and says 'Failed to delete schedule' when it cannot", async () => {
    const { calls } = fakeApi({
      [`GET ${CLUB_PATH}`]: jsonResponse(200, LIST),
      [`DELETE ${CLUB_PATH}turbo/`]: jsonResponse(404, { detail: 'Not found.' }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Turbo' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Turbo?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Turbo' }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to delete schedule');
  });

  it('makes another schedule the default', async () => {
    const { calls } = fakeApi({
      [`GET ${CLUB_PATH}`]: jsonResponse(200, LIST),
      [`PATCH ${CLUB_PATH}turbo/`]: jsonResponse(200, { ...TURBO, is_default: true }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Set Turbo as default' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ is_default: true }),
    );
  });
});
