import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { timeZoneOptions, TimeZonePicker } from './time-zone-picker';

afterEach(cleanup);

function Picker({ initial = 'America/New_York', seen }: { initial?: string; seen: string[] }) {
  const [zone, setZone] = useState(initial);
  return (
    <TimeZonePicker
      label="Time zone"
      hint="Game times use it."
      value={zone}
      onChange={(next) => {
        seen.push(next);
        setZone(next);
      }}
    />
  );
}

const optionNames = () =>
  screen.getAllByRole('option').map((option) => option.textContent?.replace(/GMT.*$/, ''));

describe('TimeZonePicker', () => {
  it("lists SPEC.md's six zones first, with their labels", async () => {
    const user = userEvent.setup();
    render(<Picker seen={[]} />);
    const input = screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement;
    expect(input.value).toBe('Eastern');
    await user.click(input);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(6));
    expect(optionNames()).toEqual([
      'EasternAmerica/New_York',
      'CentralAmerica/Chicago',
      'MountainAmerica/Denver',
      'PacificAmerica/Los_Angeles',
      'AlaskaAmerica/Anchorage',
      'HawaiiPacific/Honolulu',
    ]);
    expect(screen.getByRole('option', { name: /Eastern/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('finds any other IANA zone by typing and picks it', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(<Picker seen={seen} />);
    const input = screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement;
    await user.click(input);
    await user.clear(input);
    await user.type(input, 'lond');
    const london = await screen.findByRole('option', { name: /Europe\/London/ });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.click(london);
    expect(seen).toEqual(['Europe/London']);
    await waitFor(() => expect(input.value).toBe('Europe/London'));
  });

  it('finds the six by their label too, and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Picker seen={[]} />);
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    await user.click(input);
    await user.clear(input);
    await user.type(input, 'centr');
    await waitFor(() => expect(optionNames()[0]).toBe('CentralAmerica/Chicago'));
    await user.clear(input);
    await user.type(input, 'Atlantis');
    expect(
      await screen.findByText('No time zone matches "Atlantis". Try a city, such as London.', {
        selector: 'p:not([role])',
      }),
    ).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('shows a zone outside the six as it is stored', () => {
    render(<Picker initial="Asia/Tokyo" seen={[]} />);
    expect((screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement).value).toBe(
      'Asia/Tokyo',
    );
    expect(timeZoneOptions('', 'Asia/Tokyo').zones).toHaveLength(7);
  });

  it('lists at most 50 matches and says there are more', () => {
    const { zones, more } = timeZoneOptions('a', 'America/New_York');
    expect(zones).toHaveLength(50);
    expect(more).toBe(true);
    expect(zones.slice(0, 6)).toEqual([
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Los_Angeles',
      'America/Anchorage',
      'Pacific/Honolulu',
    ]);
  });
});
