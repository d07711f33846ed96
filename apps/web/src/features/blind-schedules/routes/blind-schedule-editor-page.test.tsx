import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRoutePattern } from '../../../lib/app-pages';
import { paths } from '../../../lib/paths';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { schedule } from '../../../testing/fixtures';
import { CLUB_PATH, club, level, renderSchedules } from '../testing/render-schedules';
import { BlindScheduleEditorPage } from './blind-schedule-editor-page';

const PATH = `${CLUB_PATH}standard/`;
const LEVELS = [
  level({ slug: 'l1', id: 1, small_blind: 25, big_blind: 50, level_number: 1, sort_order: 1 }),
  level({ slug: 'l2', id: 2, small_blind: 50, big_blind: 100, level_number: 2, sort_order: 2 }),
  level({
    slug: 'b1',
    id: 3,
    small_blind: 0,
    big_blind: 0,
    is_break: true,
    time_minutes: 5,
    level_number: -1,
    sort_order: 3,
  }),
];
const STANDARD = schedule({
  slug: 'standard',
  title: 'Standard',
  levels: LEVELS,
  level_count: 2,
  break_count: 1,
  total_minutes: 45,
});

const denied = () =>
  jsonResponse(403, { detail: 'Demo users cannot change anything.', code: 'demo_read_only' });

function renderEditor(handlers: Parameters<typeof fakeApi>[0], role: 'Owner' | 'Member' = 'Owner') {
  const api = fakeApi({ [`GET ${PATH}`]: jsonResponse(200, STANDARD), ...handlers });
  renderSchedules(
    paths.blindSchedule('standard'),
    <Route path={appRoutePattern('blindSchedule')} element={<BlindScheduleEditorPage />} />,
    [club(role)],
  );
  return api;
}

const gets = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === PATH).length;

beforeEach(() => resetBrowser());
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('BlindScheduleEditorPage', () => {
  it("says 'Failed to load schedule details' when the schedule cannot load", async () => {
    renderEditor({ [`GET ${PATH}`]: jsonResponse(404, { detail: 'Not found.' }) });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load schedule details',
    );
  });

  it('shows the levels read-only to a member, with a link to the clock', async () => {
    renderEditor({}, 'Member');
    expect(await screen.findByRole('heading', { name: 'Standard' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Level 2' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Break' })).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add level' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Run on the clock' }).getAttribute('href')).toBe(
      paths.clock({ clubSlug: 'thursday-poker', schedule: 'standard' }),
    );
  });

  it("renames, showing 'Title error: ...' and 'Failed to update schedule'", async () => {
    let attempt = 0;
    const { calls } = renderEditor({
      [`PATCH ${PATH}`]: () =>
        ++attempt === 1
          ? jsonResponse(400, { title: ['A blind schedule with this title already exists.'] })
          : denied(),
    });
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Turbo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Title error: A blind schedule with this title already exists.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to update schedule');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      title: 'Turbo',
      warning_seconds: 60,
      alert_seconds: 10,
      beep_seconds: 5,
    });
  });

  it('checks the sounds in order before saving, and keeps a typed title while a level saves', async () => {
    const { calls } = renderEditor({
      [`PATCH ${PATH}levels/l2/`]: jsonResponse(200, { ...LEVELS[1], big_blind: 150 }),
    });
    // Nothing to save until something is edited: the button says so by being off.
    const title = await screen.findByLabelText('Title');
    const save = () => screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    expect(save().disabled).toBe(true);
    fireEvent.change(title, { target: { value: 'Turbo' } });
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.change(screen.getByLabelText(/Alert \(seconds left\)/), { target: { value: '70' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Alert seconds must not be more than warning seconds.'),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    const input = screen.getByLabelText('Level 2 big blind');
    fireEvent.change(input, { target: { value: '150' } });
    fireEvent.blur(input);
    await waitFor(() => expect(gets(calls)).toBe(2));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Turbo');
  });

  it('after saving the title, takes a newer title from the server like any saved field', async () => {
    const user = userEvent.setup();
    let gets = 0;
    renderEditor({
      [`GET ${PATH}`]: () =>
        jsonResponse(200, { ...STANDARD, title: ++gets <= 2 ? 'Standard' : 'Renamed elsewhere' }),
      [`PATCH ${PATH}`]: jsonResponse(200, { ...STANDARD, title: 'Turbo' }),
      [`PATCH ${PATH}levels/l2/`]: jsonResponse(200, { ...LEVELS[1], big_blind: 150 }),
    });
    const title = await screen.findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Turbo');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(gets).toBe(2));
    // Another tab renames it; a level save brings the new title.
    const input = screen.getByLabelText('Level 2 big blind');
    await user.clear(input);
    await user.type(input, '150{Enter}');
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('Renamed elsewhere'));
  });

  it('saves an edited level when the field is left, then refetches the schedule', async () => {
    const { calls } = renderEditor({
      [`PATCH ${PATH}levels/l2/`]: jsonResponse(200, { ...LEVELS[1], big_blind: 150 }),
    });
    const input = await screen.findByLabelText('Level 2 big blind');
    fireEvent.change(input, { target: { value: '150' } });
    fireEvent.blur(input);
    await waitFor(() => expect(gets(calls)).toBe(2));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      time_minutes: 20,
      small_blind: 50,
      big_blind: 150,
      ante_value: 0,
      is_break: false,
    });
  });

  it('shows Saving... and then Saved at the cell that changed, and says what saves what', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    renderEditor({
      [`PATCH ${PATH}levels/l2/`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(
      await screen.findByText('Each level saves on its own when you leave a value or press Enter.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Levels save as you edit them; this saves the title and sounds.'),
    ).toBeTruthy();
    const input = screen.getByLabelText('Level 2 big blind');
    await user.clear(input);
    await user.type(input, '150{Enter}');
    const cell = input.closest('td') as HTMLElement;
    expect((await within(cell).findByRole('status')).textContent).toBe('Saving...');
    answer(jsonResponse(200, { ...LEVELS[1], big_blind: 150 }));
    await waitFor(() => expect(within(cell).getByRole('status').textContent).toBe('Saved'));
    expect((input as HTMLInputElement).value).toBe('150');
    const small = screen.getByLabelText('Level 2 small blind').closest('td') as HTMLElement;
    expect(within(small).queryByRole('status')).toBeNull();
  });

  it('keeps a value the rules refuse at its cell, as typed, until it is undone', async () => {
    const user = userEvent.setup();
    const { calls } = renderEditor({});
    const input = await screen.findByLabelText('Level 2 big blind');
    await user.clear(input);
    await user.type(input, '40');
    await user.tab();
    expect(await screen.findByText('Big blind must be at least the small blind.')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('40');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Undo changes to Level 2' }));
    expect((input as HTMLInputElement).value).toBe('100');
    expect(screen.queryByText('Big blind must be at least the small blind.')).toBeNull();
  });

  it("puts the server's field error at its cell and keeps the typed value", async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { calls } = renderEditor({
      [`PATCH ${PATH}levels/l1/`]: () =>
        ++attempt === 1
          ? jsonResponse(400, { ante_value: ['Ensure this value is less than or equal to 10.'] })
          : denied(),
    });
    const ante = await screen.findByLabelText('Level 1 ante');
    await user.clear(ante);
    await user.type(ante, '25{Enter}');
    expect(await screen.findByText('Ensure this value is less than or equal to 10.')).toBeTruthy();
    expect((ante as HTMLInputElement).value).toBe('25');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(gets(calls)).toBe(1);

    // A refusal that names no field is said at the row.
    await user.type(ante, '{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Level 1 is not saved: Demo users cannot change anything.',
    );
    expect((ante as HTMLInputElement).value).toBe('25');
  });

  it("adds a level after the last one and a break, or says 'Failed to create level'", async () => {
    let attempt = 0;
    const { calls } = renderEditor({
      [`POST ${PATH}levels/`]: () => (++attempt === 1 ? jsonResponse(201, LEVELS[0]) : denied()),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add level' }));
    await waitFor(() => expect(gets(calls)).toBe(2));
    fireEvent.click(screen.getByRole('button', { name: 'Add break' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to create level');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { small_blind: 100, big_blind: 200, time_minutes: 20, ante_value: 0, is_break: false },
      { small_blind: 0, big_blind: 0, time_minutes: 5, ante_value: 0, is_break: true },
    ]);
  });

  it("swaps with the level below, or says 'Failed to swap levels'", async () => {
    const { calls } = renderEditor({ [`POST ${PATH}levels/swap/`]: denied() });
    fireEvent.click(await screen.findByRole('button', { name: 'Move Level 1 down' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to swap levels');
    expect(calls.find((call) => call.path === `${PATH}levels/swap/`)?.body).toEqual([
      { slug: 'l1' },
      { slug: 'l2' },
    ]);
    expect(
      (screen.getByRole('button', { name: 'Move Level 1 up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("says 'Failed to delete level' for a level that cannot be deleted", async () => {
    renderEditor({ [`DELETE ${PATH}levels/b1/`]: denied() });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Break at row 3' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to delete level');
  });

  it('deletes every level only after confirming', async () => {
    const { calls } = renderEditor({
      [`DELETE ${PATH}levels/delete-all/`]: new Response(null, { status: 204 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete all' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete all levels?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete all' }));
    await waitFor(() => expect(gets(calls)).toBe(2));
    expect(calls.some((call) => call.path === `${PATH}levels/delete-all/`)).toBe(true);
  });

  it("sets every playing level's length at once, or says 'Failed to bulk update levels'", async () => {
    const { calls } = renderEditor({ [`PATCH ${PATH}levels/bulk-update/`]: denied() });
    const minutes = await screen.findByLabelText("Every level's length (minutes)");
    fireEvent.change(minutes, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to all levels' }));
    await waitFor(() => expect(minutes.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((call) => call.path === `${PATH}levels/bulk-update/`)).toBe(false);

    fireEvent.change(minutes, { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply to all levels' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to bulk update levels',
    );
    expect(calls.find((call) => call.path === `${PATH}levels/bulk-update/`)?.body).toEqual([
      { slug: 'l1', time_minutes: 30 },
      { slug: 'l2', time_minutes: 30 },
    ]);
  });
});
