import {
  applyGameCommand,
  applySeatMoves,
  emptyGameState,
  gameStateView,
  previewGameBalance,
  type GameCommand,
  type GameCommandBody,
  type GameState,
} from '@felt/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SeatingScreen, type SeatingScreenProps } from './seating-screen';

/* The seating screen on states made by the domain itself: what it shows is what a night holds. */

const T0 = Date.UTC(2026, 10, 24, 19, 0, 0);
const NAMES = [
  'Ann Lee',
  'Bob Stone',
  'Cat Diaz',
  'Dan Wu',
  'Eve Moss',
  'Fay Orr',
  'Gus Hale',
  'Hal Ito',
  'Ivy Ng',
];
const SEED_RANDOM = () => 0.25;
const SEED = Math.floor(0.25 * 0x1_0000_0000);

let counter = 0;
function night(bodies: readonly (GameCommandBody & { seed?: number })[], from = emptyGameState()) {
  let state = from;
  for (const body of bodies) {
    counter += 1;
    const command = { id: `c${counter}`, at: T0 + counter, ...body } as GameCommand;
    const result = applyGameCommand(state, command);
    if (!result.ok) throw new Error(`${body.type} refused: ${result.reason}`);
    state = result.state;
  }
  return state;
}

function started(checkedIn: boolean, seats = 5, names = NAMES): GameState {
  return night([
    {
      type: 'start',
      hold_clock: true,
      setup: {
        levels: [
          { time_minutes: 20, small_blind: 25, big_blind: 50, ante_value: 0, is_break: false },
        ],
        settings: {
          default_buy_in_cents: 2000,
          house_fee_cents: 0,
          rebuy_price_cents: 0,
          rebuy_chips: 0,
          rebuys_allowed_until_level: 1,
          max_rebuys: 0,
          addon_price_cents: 0,
          addon_chips: 0,
          starting_stack: 5000,
          bounty_cents: 0,
          seats_per_table: seats,
        },
        entries: names.map((name, index) => ({
          id: String(index + 1),
          name,
          member_slug: `member-${index + 1}`,
          checked_in: checkedIn,
        })),
      },
    },
  ]);
}

/** Nine players drawn at tables of five (5 and 4). */
const drawn = () => night([{ type: 'draw_seats', seed: 3 }], started(true));

/** Three busts at the table of five: 2 and 4, uneven. */
function uneven(): GameState {
  let state = drawn();
  const big = state.tables.find((table) => table.seats.filter(Boolean).length === 5)!;
  for (const id of big.seats.filter(Boolean).slice(0, 3)) {
    state = night([{ type: 'bust', entry_id: id as string }], state);
  }
  return state;
}

const nameOf = (state: GameState, id: string) =>
  state.entries.find((entry) => entry.id === id)!.name;

function props(state: GameState, overrides: Partial<SeatingScreenProps> = {}): SeatingScreenProps {
  return {
    title: 'Friday Night',
    state,
    view: gameStateView(state, T0 + 60_000),
    canDirect: true,
    viewerMemberSlug: null,
    onCommand: vi.fn(),
    refusal: null,
    onDismissRefusal: vi.fn(),
    random: SEED_RANDOM,
    printedAt: 'Nov 24, 2026, 7:00 PM',
    ...overrides,
  };
}

const table = (number: number) => screen.getByRole('region', { name: `Table ${number}` });
const seatsAt = (number: number) =>
  within(
    within(table(number)).getByRole('list', { name: `Seats at table ${number}` }),
  ).getAllByRole('listitem');

/** What a browser's drag carries from the seat picked up to the seat it is dropped on. */
function dragData() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => void data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    get types() {
      return [...data.keys()];
    },
    effectAllowed: 'all',
    dropEffect: 'none',
  };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the tables', () => {
  it('draws each table with its numbered seats and the names on them', () => {
    const state = drawn();
    render(<SeatingScreen {...props(state)} />);
    expect(screen.getByText('9 players at 2 tables · 5 seats a table')).toBeTruthy();
    for (const { table: number, seats } of state.tables) {
      const items = seatsAt(number);
      expect(items).toHaveLength(5);
      seats.forEach((id, index) => {
        const text = items[index]!.textContent ?? '';
        expect(text).toContain(String(index + 1));
        expect(text).toContain(id === null ? 'open' : nameOf(state, id));
      });
    }
  });

  it('shows a member everything read-only, with their own seat highlighted and named', () => {
    const state = drawn();
    const ivy = state.entries.find((entry) => entry.name === 'Ivy Ng')!;
    const where = state.tables
      .flatMap((t) => t.seats.map((id, index) => ({ id, table: t.table, seat: index + 1 })))
      .find((seat) => seat.id === ivy.id)!;
    render(
      <SeatingScreen {...props(state, { canDirect: false, viewerMemberSlug: ivy.member_slug })} />,
    );

    expect(screen.getByText('Your seat').parentElement?.textContent).toContain(
      `Table ${where.table}, seat ${where.seat}.`,
    );
    const mine = seatsAt(where.table)[where.seat - 1]!;
    expect(mine.querySelector('[aria-current="true"]')?.textContent).toContain('Ivy Ng');
    expect(mine.textContent).toContain('your seat');
    expect(document.querySelectorAll('[aria-current="true"]')).toHaveLength(1);
    for (const label of [/Move$/, /Draw seats/, /Balance now/, /Break table/, /Check in/]) {
      expect(screen.queryAllByRole('button', { name: label })).toHaveLength(0);
    }
    expect(screen.getByRole('button', { name: 'Print seat list' })).toBeTruthy();
  });
});

describe('check-in and the draw', () => {
  it('checks registered players in, one or all, and draws the seats', () => {
    const onCommand = vi.fn();
    const state = night([{ type: 'check_in', entry_id: '1' }], started(false));
    render(<SeatingScreen {...props(state, { onCommand })} />);
    expect(screen.getByText('1 player checked in · 8 to check in')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Waiting for a seat' })).getByText('Ann Lee'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Check in Bob Stone' }));
    expect(onCommand).toHaveBeenLastCalledWith({ type: 'check_in', entry_id: '2' });
    fireEvent.click(screen.getByRole('button', { name: 'Check in all 8' }));
    expect(onCommand).toHaveBeenCalledTimes(9);

    fireEvent.click(screen.getByRole('button', { name: 'Draw seats' }));
    expect(onCommand).toHaveBeenLastCalledWith({ type: 'draw_seats', seed: SEED });
  });

  it('asks before a redraw, and offers none once a player busted', () => {
    const onCommand = vi.fn();
    const { unmount } = render(<SeatingScreen {...props(drawn(), { onCommand })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Redraw seats' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Redraw every seat?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Redraw seats' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'draw_seats', seed: SEED });
    unmount();
    render(<SeatingScreen {...props(uneven())} />);
    expect(screen.queryByRole('button', { name: /draw seats/i })).toBeNull();
  });

  it('offers a director Start the game before the start, with the clock held', () => {
    const onCommand = vi.fn();
    render(<SeatingScreen {...props(emptyGameState(), { onCommand })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start the game' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'start', hold_clock: true });
  });
});

describe('a late arrival', () => {
  it('registers a guest by name, or a member found by name, while late registration is open', () => {
    const onCommand = vi.fn();
    const onText = vi.fn();
    const state = drawn();
    const search = {
      text: 'a',
      onText,
      pending: false,
      results: [
        { slug: 'member-1', name: 'Ann Lee' },
        { slug: 'zoe-quinn', name: 'Zoe Quinn' },
      ],
    };
    const { rerender } = render(
      <SeatingScreen {...props(state, { onCommand, memberSearch: search })} />,
    );
    const section = screen.getByRole('region', { name: 'Late arrival' });
    // Ann has an entry already: she is not offered again.
    expect(
      within(section).getByRole<HTMLButtonElement>('button', { name: 'Ann Lee (in the game)' })
        .disabled,
    ).toBe(true);
    fireEvent.click(within(section).getByRole('button', { name: 'Add Zoe Quinn' }));
    expect(onCommand).toHaveBeenLastCalledWith({ type: 'late_register', member_slug: 'zoe-quinn' });
    expect(onText).toHaveBeenLastCalledWith('');

    fireEvent.change(within(section).getByRole('textbox', { name: 'Name' }), {
      target: { value: '  Walk In  ' },
    });
    expect(onText).toHaveBeenLastCalledWith('  Walk In  ');
    rerender(
      <SeatingScreen
        {...props(state, {
          onCommand,
          memberSearch: { ...search, text: '  Walk In  ', results: [] },
        })}
      />,
    );
    expect(within(section).getByText('No member of the club is called that.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Add Walk In as a guest' }));
    expect(onCommand).toHaveBeenLastCalledWith({ type: 'late_register', guest_name: 'Walk In' });
  });

  it('is not offered once late registration is closed, nor to a member', () => {
    const state = drawn();
    const closed = { ...gameStateView(state, T0), late_registration_open: false };
    const { unmount } = render(<SeatingScreen {...props(state, { view: closed })} />);
    expect(screen.queryByRole('region', { name: 'Late arrival' })).toBeNull();
    unmount();
    render(<SeatingScreen {...props(state, { canDirect: false })} />);
    expect(screen.queryByRole('region', { name: 'Late arrival' })).toBeNull();
  });
});

describe('Balance now', () => {
  it('shows the moves of the preview first, then applies them with its seed', () => {
    const onCommand = vi.fn();
    const state = uneven();
    render(<SeatingScreen {...props(state, { onCommand })} />);
    expect(screen.getByText('The tables are uneven')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Balance now' }));
    const dialog = screen.getByRole('dialog', { name: 'Balance the tables' });
    const preview = previewGameBalance(state, { id: 'any', seed: SEED });
    if (!preview.ok) throw new Error(preview.reason);
    expect(preview.result.moves).toHaveLength(1);
    const [move] = preview.result.moves;
    const rows = within(dialog).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `${nameOf(state, move!.player)}table ${move!.fromTable}, seat ${move!.fromSeat}table ${move!.toTable}, seat ${move!.toSeat}`,
    ]);
    expect(onCommand).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply these moves' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'balance', seed: SEED });
    // The same seed on the server's state applies exactly what was shown.
    const applied = night([{ type: 'balance', seed: SEED }], state);
    expect(applied.tables).toEqual(applySeatMoves(state.tables, preview.result));
  });

  it('says so when the tables are already balanced', () => {
    render(<SeatingScreen {...props(drawn())} />);
    fireEvent.click(screen.getByRole('button', { name: 'Balance now' }));
    const dialog = screen.getByRole('dialog', { name: 'Balance the tables' });
    expect(within(dialog).getByText('The tables are already balanced.')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Apply these moves' })).toBeNull();
  });
});

describe('moving a player', () => {
  it('moves by the picker: a table, then one of its open seats (taken ones named, not offered)', () => {
    const onCommand = vi.fn();
    const state = drawn();
    render(<SeatingScreen {...props(state, { onCommand })} />);
    const one = state.tables[0]!;
    const two = state.tables[1]!;
    const mover = one.seats.find(Boolean)!;
    const moverName = nameOf(state, mover);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`: ${moverName}\\. Move$`) }));

    const dialog = screen.getByRole('dialog', { name: `Move ${moverName}` });
    const tableSelect = within(dialog).getByRole('combobox', { name: 'Table' });
    fireEvent.change(tableSelect, { target: { value: String(two.table) } });
    const seatSelect = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Seat' });
    const options = within(seatSelect).getAllByRole<HTMLOptionElement>('option');
    two.seats.forEach((id, index) => {
      expect(options[index]!.disabled).toBe(id !== null);
      expect(options[index]!.textContent).toBe(
        `Seat ${index + 1} · ${id === null ? 'open' : nameOf(state, id)}`,
      );
    });
    const open = two.seats.indexOf(null) + 1;
    expect(seatSelect.value).toBe(String(open));
    fireEvent.click(
      within(dialog).getByRole('button', { name: `Move to table ${two.table}, seat ${open}` }),
    );
    expect(onCommand).toHaveBeenCalledWith({
      type: 'move_seat',
      entry_id: mover,
      table: two.table,
      seat: open,
    });
  });

  it("moves by drag and drop, and shows the server's reason when the seat was taken", () => {
    const onCommand = vi.fn();
    const state = drawn();
    const { rerender } = render(<SeatingScreen {...props(state, { onCommand })} />);
    const two = state.tables[1]!;
    const mover = state.tables[0]!.seats.find(Boolean)!;
    const button = screen.getByRole('button', {
      name: new RegExp(`: ${nameOf(state, mover)}\\. Move$`),
    });
    const open = two.seats.indexOf(null);
    let dataTransfer = dragData();
    fireEvent.dragStart(button, { dataTransfer });
    expect(fireEvent.dragOver(seatsAt(two.table)[open]!, { dataTransfer })).toBe(false);
    fireEvent.drop(seatsAt(two.table)[open]!, { dataTransfer });
    expect(onCommand).toHaveBeenLastCalledWith({
      type: 'move_seat',
      entry_id: mover,
      table: two.table,
      seat: open + 1,
    });

    // A drop on a seat someone holds is sent too: the server says who sits there.
    const taken = two.seats.findIndex(Boolean);
    dataTransfer = dragData();
    fireEvent.dragStart(button, { dataTransfer });
    fireEvent.drop(seatsAt(two.table)[taken]!, { dataTransfer });
    expect(onCommand).toHaveBeenLastCalledWith({
      type: 'move_seat',
      entry_id: mover,
      table: two.table,
      seat: taken + 1,
    });
    const reason = `Seat ${taken + 1} at table ${two.table} is taken by ${nameOf(state, two.seats[taken]!)}.`;
    const onDismissRefusal = vi.fn();
    rerender(
      <SeatingScreen
        {...props(state, { onCommand, refusal: { id: 'x', detail: reason }, onDismissRefusal })}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(reason);
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(onDismissRefusal).toHaveBeenCalled();
  });
});

describe('Break table', () => {
  it('says why a table cannot break when the others have no room, and sends nothing', () => {
    const onCommand = vi.fn();
    // Five and four at tables of five; two busts at table 2 leave 5 and 2: no room anywhere.
    let state = drawn();
    const two = state.tables[1]!;
    for (const id of two.seats.filter(Boolean).slice(0, 2)) {
      state = night([{ type: 'bust', entry_id: id as string }], state);
    }
    render(<SeatingScreen {...props(state, { onCommand })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Break table 2' }));
    let dialog = screen.getByRole('dialog', { name: 'Break table 2' });
    expect(
      within(dialog).getByText(/Table 2 cannot break: its \d players do not fit/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    fireEvent.click(screen.getByRole('button', { name: 'Break table 1' }));
    dialog = screen.getByRole('dialog', { name: 'Break table 1' });
    expect(within(dialog).getByText(/cannot break/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onCommand).not.toHaveBeenCalled();
  });

  it('lists where each player of the table goes, then breaks it with the seed of what was shown', () => {
    const onCommand = vi.fn();
    let state = drawn();
    // One bust at table 1 and three at table 2 leave 4 and 1: the last one fits at table 1.
    const one = state.tables[0]!;
    state = night([{ type: 'bust', entry_id: one.seats.find(Boolean) as string }], state);
    const two = state.tables[1]!;
    for (const id of two.seats.filter(Boolean).slice(0, 3)) {
      state = night([{ type: 'bust', entry_id: id as string }], state);
    }
    const last = state.tables[1]!.seats.find(Boolean)!;
    render(<SeatingScreen {...props(state, { onCommand })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Break table 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Break table 2' });
    const after = night([{ type: 'break_table', table: 2, seed: SEED }], state);
    const seat = after.tables[0]!.seats.indexOf(last) + 1;
    expect(within(dialog).getByText('Table 2 breaks.')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      `${nameOf(state, last)}table 2, seat ${state.tables[1]!.seats.indexOf(last) + 1}table 1, seat ${seat}`,
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Break table 2' }));
    expect(onCommand).toHaveBeenCalledWith({ type: 'break_table', table: 2, seed: SEED });
  });
});

describe('the seat list', () => {
  it('prints one block per table with the names by seat', () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const state = drawn();
    render(<SeatingScreen {...props(state, { canDirect: false })} />);
    const sheet = screen.getByTestId('seat-list-print');
    expect(sheet.parentElement).toBe(document.body);
    expect(within(sheet).getByRole('heading', { level: 1 }).textContent).toBe('Friday Night');
    for (const { table: number, seats } of state.tables) {
      const block = within(sheet).getByRole('heading', { name: `Table ${number}` }).parentElement!;
      expect(
        within(block)
          .getAllByRole('listitem')
          .map((row) => row.textContent),
      ).toEqual(
        seats.map((id, index) => `Seat ${index + 1}${id === null ? '—' : nameOf(state, id)}`),
      );
    }
    fireEvent.click(screen.getByRole('button', { name: 'Print seat list' }));
    expect(print).toHaveBeenCalled();
  });
});
