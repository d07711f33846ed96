import { DEFAULT_WIZARD_INPUT, generateBlindStructure } from '@felt/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, resetBrowser } from '../../../testing/app-harness';
import { schedule } from '../../../testing/fixtures';
import { CLUB_SETTINGS, settingsResponse } from '../../settings/testing/settings-fixtures';
import { CLUB_PATH, renderSchedules } from '../testing/render-schedules';
import { WizardDialog } from './wizard-dialog';

const onSaved = vi.fn();

function renderWizard() {
  renderSchedules(
    '/',
    <Route
      path="/"
      element={<WizardDialog open clubSlug="thursday-poker" onClose={() => {}} onSaved={onSaved} />}
    />,
  );
}

const previewRows = () =>
  within(screen.getByRole('table', { name: 'Generated levels' })).getAllByRole('row').length - 1;

beforeEach(() => {
  resetBrowser();
  onSaved.mockReset();
});
afterEach(() => {
  cleanup();
  resetBrowser();
});

it('starts from the default inputs and previews their structure', () => {
  fakeApi({});
  renderWizard();
  expect((screen.getByLabelText('Players') as HTMLInputElement).value).toBe('8');
  expect((screen.getByLabelText('Duration (hours)') as HTMLInputElement).value).toBe('3');
  expect((screen.getByLabelText('Starting stack') as HTMLInputElement).value).toBe('5000');
  expect((screen.getByLabelText('Smallest chip') as HTMLInputElement).value).toBe('100');
  expect((screen.getByLabelText('Breaks') as HTMLInputElement).value).toBe('2');
  expect((screen.getByLabelText('Pace') as HTMLSelectElement).value).toBe('balanced');
  expect((screen.getByLabelText('Ante') as HTMLSelectElement).value).toBe('none');
  expect((screen.getByLabelText('Allow rebuys') as HTMLInputElement).checked).toBe(true);
  expect(previewRows()).toBe(generateBlindStructure({ ...DEFAULT_WIZARD_INPUT }).length);
  expect(screen.getByRole('img', { name: /Big blind rises from 200 to/ })).toBeTruthy();
});

it("starts from the club's starting stack and rebuy rule, keeping what was typed", async () => {
  const user = userEvent.setup();
  let answer: (response: Response) => void = () => undefined;
  fakeApi({
    [`GET ${CLUB_SETTINGS}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
  });
  renderWizard();
  await user.clear(screen.getByLabelText('Players'));
  await user.type(screen.getByLabelText('Players'), '12');
  answer(
    jsonResponse(
      200,
      settingsResponse({
        starting_stack: { value: 20_000, source: 'club', overridden: true },
        max_rebuys: { value: 0, source: 'club', overridden: true },
      }),
    ),
  );
  expect(
    await screen.findByText('From Club Settings: a starting stack of 20,000, no rebuys.'),
  ).toBeTruthy();
  expect((screen.getByLabelText('Starting stack') as HTMLInputElement).value).toBe('20000');
  expect((screen.getByLabelText('Allow rebuys') as HTMLInputElement).checked).toBe(false);
  expect((screen.getByLabelText('Players') as HTMLInputElement).value).toBe('12');
  expect((screen.getByLabelText('Smallest chip') as HTMLInputElement).value).toBe('100');
  expect(previewRows()).toBe(
    generateBlindStructure({
      ...DEFAULT_WIZARD_INPUT,
      playerCount: 12,
      startingStack: 20_000,
      allowRebuys: false,
    }).length,
  );
});

it('explains where the structure differs from what was asked', async () => {
  const user = userEvent.setup();
  fakeApi({});
  renderWizard();
  const notes = () =>
    within(screen.getByRole('list', { name: 'What fits' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  expect(notes()).toEqual([
    '2 breaks asked, 1 fits: a break comes after 90 minutes of play and needs 30 minutes of play after it.',
    '3 hours asked: the levels come to 3 h 5 min (12 levels of 15 minutes, 1 break of 5).',
  ]);
  await user.clear(screen.getByLabelText('Duration (hours)'));
  await user.type(screen.getByLabelText('Duration (hours)'), '4');
  expect(notes()).toEqual([
    '4 hours asked: the levels come to 3 h 55 min (15 levels of 15 minutes, 2 breaks of 5).',
  ]);
  await user.clear(screen.getByLabelText('Breaks'));
  await user.type(screen.getByLabelText('Breaks'), '0');
  expect(screen.queryByRole('list', { name: 'What fits' })).toBeNull();
});

it('updates the preview as the inputs change, and stops on a bad value', async () => {
  fakeApi({});
  renderWizard();
  fireEvent.change(screen.getByLabelText('Duration (hours)'), { target: { value: '6' } });
  expect(previewRows()).toBe(
    generateBlindStructure({ ...DEFAULT_WIZARD_INPUT, duration: 6 }).length,
  );

  fireEvent.change(screen.getByLabelText('Ante'), { target: { value: 'traditional' } });
  const withAntes = generateBlindStructure({
    ...DEFAULT_WIZARD_INPUT,
    duration: 6,
    anteType: 'traditional',
  });
  const firstAnte = withAntes.find((level) => level.ante_value > 0);
  expect(firstAnte).toBeTruthy();
  expect(
    screen.getAllByRole('cell', { name: firstAnte!.ante_value.toLocaleString('en-US') }).length,
  ).toBeGreaterThan(0);

  fireEvent.change(screen.getByLabelText('Duration (hours)'), { target: { value: '0' } });
  expect(await screen.findByText('Duration must be from 0.5 to 24 hours')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
  expect(
    (screen.getByRole('button', { name: 'Save as new schedule' }) as HTMLButtonElement).disabled,
  ).toBe(true);
});

it('saves the same input with the title through generate/, showing title errors', async () => {
  let attempt = 0;
  const saved = schedule({ slug: 'deep', title: 'Deep' });
  const { calls } = fakeApi({
    [`POST ${CLUB_PATH}generate/`]: () =>
      ++attempt === 1
        ? jsonResponse(400, { title: ['Ensure this field has no more than 100 characters.'] })
        : jsonResponse(201, saved),
  });
  renderWizard();
  fireEvent.change(screen.getByLabelText('Players'), { target: { value: '20' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save as new schedule' }));
  // A blank title is the contract's rule: said at the field, nothing sent.
  expect(await screen.findByText('Title error: This field may not be blank.')).toBeTruthy();
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

  // The server's own title error reads the same way, at the field.
  fireEvent.change(screen.getByLabelText(/Schedule title/), { target: { value: 'Long' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save as new schedule' }));
  expect(
    await screen.findByText('Title error: Ensure this field has no more than 100 characters.'),
  ).toBeTruthy();
  expect(screen.queryByRole('alert', { name: /Failed/ })).toBeNull();

  fireEvent.change(screen.getByLabelText(/Schedule title/), { target: { value: 'Deep' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save as new schedule' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
  expect(calls.at(-1)?.body).toEqual({ ...DEFAULT_WIZARD_INPUT, playerCount: 20, title: 'Deep' });
});
