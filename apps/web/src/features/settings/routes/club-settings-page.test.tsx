import { SETTINGS_MESSAGES, type SettingsValues } from '@felt/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../../lib/paths';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { league, LEAGUES_PATH, list, season, seasonsPath } from '../../../testing/fixtures';
import {
  CLUB_SCHEDULES,
  CLUB_SETTINGS,
  renderSettings,
  SCHEDULES,
  settingsResponse,
} from '../testing/settings-fixtures';
import { sourceOf } from '../testing/source-of';

const CLUB = settingsResponse({
  default_buy_in_cents: { value: 3000, source: 'club', overridden: true },
  bounty_cents: { value: 500, source: 'club', overridden: true },
});

const LEAGUES = list([
  league({ slug: 'main-league', season_count: 1 }),
  league({ slug: 'cash', name: 'Cash Nights', season_count: 0 }),
]);
const SEASONS = list([
  season({ slug: 'spring-2026', title: 'Spring 2026' }),
  season({ slug: 'fall-2025', title: 'Fall 2025', is_active: false }),
]);

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [`GET ${CLUB_SETTINGS}`]: jsonResponse(200, CLUB),
    [`GET ${CLUB_SCHEDULES}`]: jsonResponse(200, SCHEDULES),
    [`GET ${LEAGUES_PATH}`]: jsonResponse(200, LEAGUES),
    [`GET ${seasonsPath('main-league')}`]: jsonResponse(200, SEASONS),
    ...extra,
  });
}

const patches = (calls: ReturnType<typeof fakeApi>['calls']) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

beforeEach(() => resetBrowser());
afterEach(() => {
  cleanup();
  resetBrowser();
});

describe('ClubSettingsPage', () => {
  it('says which values are defaults and which the club set, and links to its leagues and seasons', async () => {
    api();
    renderSettings(paths.settings.club());
    const buyIn = await screen.findByLabelText('Buy-in');
    expect((buyIn as HTMLInputElement).value).toBe('30.00');
    expect(document.title).toBe('Club Settings · Felt');
    expect(sourceOf('Buy-in')).toBe('Set for this club');
    expect(sourceOf('Starting stack')).toBe('Default');
    expect(screen.getByRole('button', { name: 'Reset Buy-in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reset Starting stack' })).toBeNull();

    const leagues = screen.getByRole('list', { name: 'Leagues' });
    const main = await within(leagues).findByRole('link', { name: /Main League/ });
    expect(main.getAttribute('href')).toBe(paths.settings.league('main-league'));
    const spring = await within(leagues).findByRole('link', { name: /Spring 2026/ });
    expect(spring.getAttribute('href')).toBe(paths.settings.season('spring-2026'));
    expect(within(leagues).getByRole('link', { name: /Cash Nights/ })).toBeTruthy();
  });

  it('saves only the changed fields, with dollars sent as cents', async () => {
    // The answer waits until the test has seen the button say it is saving.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { calls } = api({
      [`PATCH ${CLUB_SETTINGS}`]: async (call) => {
        await answered;
        const body = call.body as Record<string, number>;
        return jsonResponse(
          200,
          settingsResponse({
            default_buy_in_cents: {
              value: body.default_buy_in_cents ?? 0,
              source: 'club',
              overridden: true,
            },
            bounty_cents: { value: 500, source: 'club', overridden: true },
            starting_stack: { value: body.starting_stack ?? 0, source: 'club', overridden: true },
          }),
        );
      },
    });
    renderSettings(paths.settings.club());
    const buyIn = await screen.findByLabelText('Buy-in');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    // Typing what is already saved changes nothing.
    fireEvent.change(buyIn, { target: { value: '30' } });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(buyIn, { target: { value: '$25.50' } });
    fireEvent.change(screen.getByLabelText('Starting stack'), { target: { value: '10,000' } });
    expect(sourceOf('Buy-in')).toBe('Changed, not saved yet');
    const status = document.getElementById(save.getAttribute('aria-describedby') ?? '');
    expect(status?.textContent).toBe('2 unsaved changes');
    fireEvent.click(save);
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeTruthy();
    answer();
    expect(await screen.findByText('Club settings saved.')).toBeTruthy();
    expect(patches(calls)).toEqual([{ default_buy_in_cents: 2550, starting_stack: 10000 }]);
    expect((screen.getByLabelText('Buy-in') as HTMLInputElement).value).toBe('25.50');
    expect(sourceOf('Starting stack')).toBe('Set for this club');
    expect(
      (screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('resets an override to the default by sending null', async () => {
    const { calls } = api({
      [`PATCH ${CLUB_SETTINGS}`]: jsonResponse(
        200,
        settingsResponse({
          default_buy_in_cents: { value: 3000, source: 'club', overridden: true },
        }),
      ),
    });
    renderSettings(paths.settings.club());
    await screen.findByLabelText('Bounty');
    fireEvent.click(screen.getByRole('button', { name: 'Reset Bounty' }));
    expect((screen.getByLabelText('Bounty') as HTMLInputElement).value).toBe('0.00');
    expect(sourceOf('Bounty')).toBe('Will go back to the default $0.00');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Club settings saved.');
    expect(patches(calls)).toEqual([{ bounty_cents: null }]);
    expect(sourceOf('Bounty')).toBe('Default');
  });

  it('undoes a change before it is saved', async () => {
    api();
    renderSettings(paths.settings.club());
    const buyIn = await screen.findByLabelText('Buy-in');
    fireEvent.change(buyIn, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Undo the change to Buy-in' }));
    expect((buyIn as HTMLInputElement).value).toBe('30.00');
    expect(sourceOf('Buy-in')).toBe('Set for this club');
  });

  it('checks values in the browser with the contract rules before sending', async () => {
    const { calls } = api();
    renderSettings(paths.settings.club());
    const buyIn = await screen.findByLabelText('Buy-in');
    fireEvent.change(buyIn, { target: { value: 'twenty' } });
    fireEvent.blur(buyIn);
    expect(screen.getByText('Enter an amount in dollars, like 20 or 12.50.')).toBeTruthy();
    expect(buyIn.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Seats per table'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.atLeast(2))).toBeTruthy();
    expect(screen.getByText('Some settings need fixing before they can be saved.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(buyIn));
    expect(patches(calls)).toEqual([]);
  });

  it('shows the server’s field errors under their fields', async () => {
    const { calls } = api({
      [`PATCH ${CLUB_SETTINGS}`]: jsonResponse(400, {
        default_blind_schedule_slug: [SETTINGS_MESSAGES.unknownSchedule],
      }),
    });
    renderSettings(paths.settings.club());
    const schedule = await screen.findByLabelText('Blind schedule');
    await within(schedule).findByRole('option', { name: 'Turbo' });
    expect(within(schedule).getByRole('option', { name: 'Club default (Standard)' })).toBeTruthy();
    fireEvent.change(schedule, { target: { value: 'turbo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(SETTINGS_MESSAGES.unknownSchedule)).toBeTruthy();
    expect(schedule.getAttribute('aria-invalid')).toBe('true');
    expect(patches(calls)).toEqual([{ default_blind_schedule_slug: 'turbo' }]);
  });

  it('shows everything read-only to the demo: inputs disabled, no reset, no save', async () => {
    api();
    renderSettings(paths.settings.club(), 'Demo');
    const buyIn = await screen.findByLabelText('Buy-in');
    expect(screen.getByText(/Demo accounts are read-only/)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Club settings' });
    const controls = form.querySelectorAll('input, select, button');
    expect(controls.length).toBeGreaterThan(20);
    for (const control of controls) expect(control.matches(':disabled')).toBe(true);
    expect(buyIn.matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: /Reset|Save/ })).toBeNull();
  });

  it('edits a custom payout with a live total and clear errors', async () => {
    const { calls } = api({
      [`PATCH ${CLUB_SETTINGS}`]: (call) =>
        jsonResponse(
          200,
          settingsResponse({
            payout_structure: {
              value: (call.body as { payout_structure: never }).payout_structure,
              source: 'club',
              overridden: true,
            },
          }),
        ),
    });
    renderSettings(paths.settings.club());
    await screen.findByLabelText('Buy-in');
    expect(screen.getByRole('table', { name: 'What the standard structure pays' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Custom/ }));

    // Custom starts from the standard table.
    const ranges = screen.getByRole('list', { name: 'Entrant ranges' });
    expect(within(ranges).getAllByRole('listitem')).toHaveLength(4);
    const first = within(ranges).getByRole('listitem', { name: /Range 1/ });
    expect(within(first).getByText('Total 100%')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Range 1, 1st place (%)'), { target: { value: '60' } });
    expect(within(first).getByText('Total 95%, 5% left to assign')).toBeTruthy();
    expect(within(first).getByText(SETTINGS_MESSAGES.payoutSum)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Range 1: most entrants'), { target: { value: '' } });
    expect(
      within(first).getByText(
        'Only the last range can be open-ended. Enter its largest number of entrants.',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Range 1: most entrants'), { target: { value: '8' } });
    // The next range follows on.
    expect(within(ranges).getByRole('listitem', { name: /Range 2/ }).textContent).toContain(
      '9-10 entrants',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(patches(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove place from range 1' }));
    fireEvent.change(screen.getByLabelText('Range 1, 1st place (%)'), { target: { value: '100' } });
    expect(within(first).getByText('Total 100%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove range 4' }));
    fireEvent.change(screen.getByLabelText('Range 3: most entrants (empty for and more)'), {
      target: { value: '' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Club settings saved.');
    expect(patches(calls)).toEqual([
      {
        payout_structure: [
          { min_entrants: 2, max_entrants: 8, percentages: [100] },
          { min_entrants: 9, max_entrants: 10, percentages: [50, 30, 20] },
          { min_entrants: 11, max_entrants: null, percentages: [45, 27, 17, 11] },
        ],
      },
    ]);
  });

  it('files a server payout error under the range it names', async () => {
    api({
      [`PATCH ${CLUB_SETTINGS}`]: jsonResponse(400, {
        'payout_structure.1.percentages': [SETTINGS_MESSAGES.payoutSum],
      }),
    });
    renderSettings(paths.settings.club());
    await screen.findByLabelText('Buy-in');
    fireEvent.click(screen.getByRole('radio', { name: /Custom/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const second = await screen.findByRole('listitem', { name: /Range 2/ });
    expect(await within(second).findByText(SETTINGS_MESSAGES.payoutSum)).toBeTruthy();
  });

  it("shows every preset's percentages by entrants, and the chosen preset's table", async () => {
    api();
    renderSettings(paths.settings.club());
    await screen.findByLabelText('Buy-in');
    const description = (name: RegExp) => {
      const radio = screen.getByRole('radio', { name });
      return document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent;
    };
    expect(description(/^Standard/)).toContain(
      '2-6: 65 / 35 · 7-10: 50 / 30 / 20 · 11-20: 45 / 27 / 17 / 11 · 21+: 40 / 24 / 16 / 12 / 8',
    );
    expect(description(/^Winner takes all/)).toContain('2+: 100');
    expect(description(/^Top heavy/)).toContain(
      '2-6: 70 / 30 · 7-10: 60 / 30 / 10 · 11-20: 50 / 30 / 20 · 21+: 45 / 27 / 18 / 10',
    );
    expect(description(/^Flat/)).toContain(
      '2-6: 60 / 40 · 7-10: 40 / 30 / 20 / 10 · 11-20: 30 / 22 / 17 / 13 / 10 / 8 · 21+: 25 / 18 / 14 / 11 / 9 / 8 / 8 / 7',
    );

    fireEvent.click(screen.getByRole('radio', { name: /^Top heavy/ }));
    expect(screen.queryByRole('table', { name: 'What the standard structure pays' })).toBeNull();
    const table = screen.getByRole('table', { name: 'What the top heavy structure pays' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['2-6', '70 / 30'],
      ['7-10', '60 / 30 / 10'],
      ['11-20', '50 / 30 / 20'],
      ['21+', '45 / 27 / 18 / 10'],
    ]);
    fireEvent.click(screen.getByRole('radio', { name: /^Winner takes all/ }));
    const winner = screen.getByRole('table', { name: 'What the winner takes all structure pays' });
    expect(within(winner).getByRole('cell', { name: '2+' })).toBeTruthy();
  });

  it('edits the points fields: a table by place, points for playing and knockouts, best results', async () => {
    const { calls } = api({
      [`PATCH ${CLUB_SETTINGS}`]: (call) => {
        const body = call.body as SettingsValues;
        return jsonResponse(
          200,
          settingsResponse({
            points_formula: { value: body.points_formula, source: 'club', overridden: true },
            points_table: { value: body.points_table, source: 'club', overridden: true },
            participation_points: {
              value: body.participation_points,
              source: 'club',
              overridden: true,
            },
            knockout_points: { value: body.knockout_points, source: 'club', overridden: true },
            best_results_count: {
              value: body.best_results_count,
              source: 'club',
              overridden: true,
            },
          }),
        );
      },
    });
    renderSettings(paths.settings.club());
    const table = (await screen.findByLabelText('Points by place')) as HTMLInputElement;
    expect(table.value).toBe('25, 18, 15, 12, 10, 8, 6, 4, 2, 1');
    expect((screen.getByLabelText('Points for playing') as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText('Points per knockout') as HTMLInputElement).value).toBe('0');
    expect((screen.getByLabelText('Best results that count') as HTMLInputElement).value).toBe('0');
    expect(sourceOf('Best results that count')).toBe('Default');
    const note =
      'Points by place only count with the Fixed table formula; the other points apply to every formula.';
    expect(screen.getByText(note)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /^Fixed table/ }));
    expect(screen.queryByText(note)).toBeNull();
    fireEvent.change(table, { target: { value: '10, 7, five' } });
    fireEvent.blur(table);
    expect(screen.getByText('Enter numbers separated by commas, like 10, 7, 5.')).toBeTruthy();
    fireEvent.change(table, { target: { value: '10, 7, 5.5' } });
    fireEvent.change(screen.getByLabelText('Points for playing'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Points per knockout'), { target: { value: '0.5' } });
    fireEvent.change(screen.getByLabelText('Best results that count'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Club settings saved.')).toBeTruthy();
    expect(patches(calls)).toEqual([
      {
        points_formula: 'fixed_table',
        points_table: [10, 7, 5.5],
        participation_points: 1,
        knockout_points: 0.5,
        best_results_count: 8,
      },
    ]);
    expect((screen.getByLabelText('Points by place') as HTMLInputElement).value).toBe('10, 7, 5.5');
    expect(sourceOf('Points per knockout')).toBe('Set for this club');
  });
});

describe("the club's name and time zone on Club Settings", () => {
  const CLUB_PATH = '/api/clubs/thursday-poker/';

  it('lets the owner rename the club, showing the refusal at the field', async () => {
    let attempt = 0;
    const { calls } = api({
      [`PATCH ${CLUB_PATH}`]: (call) =>
        ++attempt === 1
          ? jsonResponse(400, { name: ['Ensure this field has no more than 100 characters.'] })
          : jsonResponse(200, {
              id: 1,
              slug: 'thursday-poker',
              name: (call.body as { name: string }).name,
              role: 'Owner',
              isOwner: true,
              memberCount: 12,
              has_blind_structures: true,
              timezone: 'America/New_York',
            }),
    });
    renderSettings(paths.settings.club());
    const form = await screen.findByRole('form', { name: 'Club' });
    const name = within(form).getByLabelText('Club name') as HTMLInputElement;
    const rename = within(form).getByRole('button', { name: 'Save club' }) as HTMLButtonElement;
    expect(name.value).toBe('Thursday Poker');
    expect(rename.disabled).toBe(true);

    fireEvent.change(name, { target: { value: 'Friday Felt' } });
    await waitFor(() => expect(rename.disabled).toBe(false));
    fireEvent.click(rename);
    expect(
      await within(form).findByText('Ensure this field has no more than 100 characters.'),
    ).toBeTruthy();

    fireEvent.click(rename);
    expect(await screen.findByText('Club renamed.')).toBeTruthy();
    expect(calls.filter((call) => call.path === CLUB_PATH).map((call) => call.body)).toEqual([
      { name: 'Friday Felt' },
      { name: 'Friday Felt' },
    ]);
    await waitFor(() => expect(rename.disabled).toBe(true));
  });

  it('is not offered to a manager, who reads the name in the subtitle', async () => {
    api();
    renderSettings(paths.settings.club(), 'Club Manager');
    await screen.findByLabelText('Buy-in');
    expect(screen.queryByRole('form', { name: 'Club' })).toBeNull();
    expect(screen.getByText('Thursday Poker')).toBeTruthy();
    expect(screen.getByText('Eastern')).toBeTruthy();
  });

  it('lets the owner move the club to another time zone, showing a refusal at the field', async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const { calls } = api({
      [`PATCH ${CLUB_PATH}`]: (call) =>
        ++attempt === 1
          ? jsonResponse(400, {
              timezone: ['Choose a time zone from the list, such as Eastern or Europe/London.'],
            })
          : jsonResponse(200, {
              id: 1,
              slug: 'thursday-poker',
              name: 'Thursday Poker',
              role: 'Owner',
              isOwner: true,
              memberCount: 12,
              has_blind_structures: true,
              timezone: (call.body as { timezone: string }).timezone,
            }),
    });
    renderSettings(paths.settings.club());
    const form = await screen.findByRole('form', { name: 'Club' });
    const zone = within(form).getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement;
    const save = within(form).getByRole('button', { name: 'Save club' }) as HTMLButtonElement;
    expect(zone.value).toBe('Eastern');

    await user.click(zone);
    await user.clear(zone);
    await user.type(zone, 'berlin');
    await user.click(await screen.findByRole('option', { name: /Europe\/Berlin/ }));
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect(
      await within(form).findByText(
        'Choose a time zone from the list, such as Eastern or Europe/London.',
      ),
    ).toBeTruthy();
    expect(zone.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(save);
    expect(await screen.findByText('Time zone changed.')).toBeTruthy();
    expect(calls.filter((call) => call.path === CLUB_PATH).map((call) => call.body)).toEqual([
      { timezone: 'Europe/Berlin' },
      { timezone: 'Europe/Berlin' },
    ]);
    await waitFor(() => expect(save.disabled).toBe(true));
    expect(zone.value).toBe('Europe/Berlin');
  });
});
