import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { appRoutePattern } from '../../../lib/app-pages';
import { paths } from '../../../lib/paths';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { schedule } from '../../../testing/fixtures';
import { CLUB_PATH, level, renderSchedules } from '../../blind-schedules/testing/render-schedules';
import { BlindClockPage } from './blind-clock-page';

const SCHEDULES = [
  schedule({
    slug: 'standard',
    title: 'Standard',
    is_default: true,
    levels: [level({ slug: 'a', small_blind: 50, big_blind: 100, time_minutes: 20 })],
  }),
  schedule({
    slug: 'turbo',
    title: 'Turbo',
    levels: [level({ slug: 'b', small_blind: 75, big_blind: 150, time_minutes: 10 })],
  }),
];

const ROUTES = (
  <>
    <Route path={appRoutePattern('clock')} element={<BlindClockPage audioFactory={() => null} />} />
    <Route
      path={appRoutePattern('clubClock')}
      element={<BlindClockPage audioFactory={() => null} />}
    />
  </>
);

beforeEach(() => resetBrowser());
afterEach(() => {
  cleanup();
  resetBrowser();
});

it("runs the club's default schedule first and switches to another", async () => {
  fakeApi({
    [`GET ${CLUB_PATH}`]: jsonResponse(200, {
      count: 2,
      next: null,
      previous: null,
      results: SCHEDULES,
    }),
  });
  renderSchedules(paths.clock({ clubSlug: 'thursday-poker' }), ROUTES);
  expect(await screen.findByRole('heading', { name: 'Standard' })).toBeTruthy();
  expect(screen.getByRole('timer').textContent).toBe('20:00');
  expect(screen.getByText('50 / 100')).toBeTruthy();
  const picker = screen.getByLabelText('Schedule') as HTMLSelectElement;
  expect(Array.from(picker.options).map((option) => option.text)).toEqual(['Standard', 'Turbo']);

  fireEvent.change(picker, { target: { value: 'thursday-poker.turbo' } });
  expect(screen.getByRole('heading', { name: 'Turbo' })).toBeTruthy();
  expect(screen.getByRole('timer').textContent).toBe('10:00');
});

it("offers the wizard's default structure on the unscoped clock", async () => {
  fakeApi({
    [`GET ${CLUB_PATH}`]: jsonResponse(200, {
      count: 2,
      next: null,
      previous: null,
      results: SCHEDULES,
    }),
  });
  renderSchedules(paths.clock({ schedule: 'turbo' }), ROUTES);
  expect(await screen.findByRole('heading', { name: 'Turbo' })).toBeTruthy();
  const picker = screen.getByLabelText('Schedule') as HTMLSelectElement;
  fireEvent.change(picker, { target: { value: 'wizard-default' } });
  expect(
    screen.getByRole('heading', { name: 'Standard structure (wizard defaults)' }),
  ).toBeTruthy();
  expect(screen.getByText('Level 1')).toBeTruthy();
  expect(screen.getByText('100 / 200')).toBeTruthy();
});

it("says 'Failed to load blind schedules' for a club whose list fails", async () => {
  fakeApi({ [`GET ${CLUB_PATH}`]: jsonResponse(403, { detail: 'No.' }) });
  renderSchedules(paths.clock({ clubSlug: 'thursday-poker' }), ROUTES);
  expect((await screen.findByRole('alert')).textContent).toContain(
    'Failed to load blind schedules',
  );
});
