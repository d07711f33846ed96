import { describe, expect, it } from 'vitest';
import {
  applyGameCommand,
  describeGameCommand,
  emptyGameState,
  foldGameLog,
  gameSeatChanges,
  gameStateView,
  previewGameBalance,
  undoableGameCommands,
  type GameCommand,
} from './index';
import { LEVELS, MINUTE, NAMES, Night, SETTINGS, T0 } from './testing/game-night';

const seated = (night: Night) => night.view().entries.filter((e) => e.status === 'seated');

describe('start', () => {
  it('copies the schedule, the settings and the registered entries, and starts the clock', () => {
    const night = new Night().start(NAMES, { checkedIn: false });
    const view = night.view(T0 + 5 * MINUTE);
    expect(view.status).toBe('running');
    expect(night.state.levels.map((level) => level.level_number)).toEqual([1, 2, -1, 3, 4]);
    expect(night.state.settings).toEqual(SETTINGS);
    expect(view.clock).toMatchObject({
      status: 'running',
      level_index: 0,
      remaining_ms: 15 * MINUTE,
      level: { small_blind: 25, big_blind: 50, level_number: 1 },
      next_level: { small_blind: 50, big_blind: 100, level_number: 2 },
      ms_to_next_break: 35 * MINUTE,
    });
    expect(view.entries.map((e) => [e.id, e.name, e.status])).toEqual(
      NAMES.map((name, index) => [String(index + 1), name, 'registered']),
    );
    expect(view.players_total).toBe(0);
    expect(view.prize_pool_cents).toBe(0);
  });

  it('keeps the clock stopped with hold_clock until resume', () => {
    const night = new Night().start(NAMES, { hold: true });
    expect(night.view(T0 + 10 * MINUTE).clock).toMatchObject({
      status: 'stopped',
      remaining_ms: 20 * MINUTE,
    });
    night.run({ type: 'resume' }, 10 * MINUTE);
    expect(night.view(night.at + MINUTE).clock.remaining_ms).toBe(19 * MINUTE);
  });

  it('later edits of the setup object change nothing', () => {
    const levels = LEVELS.map((level) => ({ ...level }));
    const settings = { ...SETTINGS };
    const result = applyGameCommand(emptyGameState(), {
      id: 's',
      at: T0,
      type: 'start',
      setup: { levels, settings, entries: [{ id: '1', name: 'Ann Lee' }] },
    });
    if (!result.ok) throw new Error(result.reason);
    (levels[0] as { big_blind: number }).big_blind = 999;
    settings.starting_stack = 1;
    expect(result.state.levels[0]?.big_blind).toBe(50);
    expect(result.state.settings?.starting_stack).toBe(5000);
  });

  it('refuses a second start, commands before the start, and a broken setup', () => {
    const fresh = new Night();
    expect(fresh.refused({ type: 'pause' })).toBe('The game has not started yet.');
    expect(fresh.refused({ type: 'bust', entry_id: '1' })).toBe('The game has not started yet.');
    const start = (setup: unknown) => fresh.refused({ type: 'start', setup } as never);
    expect(start(undefined)).toMatch(/needs the game setup/);
    expect(start({ levels: [], settings: SETTINGS, entries: [] })).toBe(
      'The game needs a blind schedule with at least one level.',
    );
    expect(
      start({ levels: LEVELS, settings: { ...SETTINGS, house_fee_cents: 3000 }, entries: [] }),
    ).toBe('The house fee cannot be more than the buy-in.');
    expect(start({ levels: LEVELS, settings: { ...SETTINGS, rebuy_chips: -1 }, entries: [] })).toBe(
      'The setting rebuy_chips must be a whole number from 0, not -1.',
    );
    expect(
      start({
        levels: LEVELS,
        settings: SETTINGS,
        entries: [
          { id: '1', name: 'A' },
          { id: '1', name: 'B' },
        ],
      }),
    ).toBe('Entry 1 is listed twice.');
    expect(
      start({ levels: [{ ...LEVELS[0], time_minutes: 0 }], settings: SETTINGS, entries: [] }),
    ).toBe('Level 1 of the schedule needs a length in minutes.');
    const night = new Night().start();
    expect(night.refused({ type: 'start', setup: night.state.settings as never })).toBe(
      'The game has already started.',
    );
  });

  it('refuses a malformed command and a command id seen before', () => {
    const night = new Night().start();
    const state = night.state;
    expect(applyGameCommand(state, { id: '', at: T0, type: 'pause' })).toEqual({
      ok: false,
      reason: 'A command needs an id.',
    });
    expect(applyGameCommand(state, { id: 'x', at: Number.NaN, type: 'pause' })).toMatchObject({
      ok: false,
    });
    expect(
      applyGameCommand(state, { id: 'x', at: T0, type: 'dance' } as unknown as GameCommand),
    ).toEqual({ ok: false, reason: 'Unknown command type "dance".' });
    expect(applyGameCommand(state, { id: 'c1', at: T0, type: 'pause' })).toEqual({
      ok: false,
      reason: 'Command c1 was already applied.',
    });
  });
});

describe('the clock', () => {
  it('pauses and resumes from the time left', () => {
    const night = new Night().start();
    night.run({ type: 'pause' }, 5 * MINUTE);
    expect(night.view(night.at + 30 * MINUTE).clock).toMatchObject({
      status: 'paused',
      remaining_ms: 15 * MINUTE,
    });
    expect(night.refused({ type: 'pause' })).toBe('The clock is not running.');
    night.run({ type: 'resume' }, 30 * MINUTE);
    const resumed = night.at;
    expect(night.refused({ type: 'resume' })).toBe('The clock is already running.');
    expect(night.view(resumed + 15 * MINUTE - 1000).clock).toMatchObject({
      level_index: 0,
      remaining_ms: 1000,
    });
    expect(night.view(resumed + 15 * MINUTE).clock.level_index).toBe(1);
  });

  it('moves a level forward and back, never past the ends', () => {
    const night = new Night().start();
    expect(night.refused({ type: 'previous_level' })).toBe('This is the first level.');
    night.run({ type: 'next_level' });
    expect(night.view().clock).toMatchObject({ level_index: 1, remaining_ms: 20 * MINUTE });
    night.run({ type: 'next_level' });
    expect(night.view().clock.level).toMatchObject({ is_break: true, level_number: -1 });
    night.run({ type: 'previous_level' });
    expect(night.view().clock.level_index).toBe(1);
    night.run({ type: 'next_level' });
    night.run({ type: 'next_level' });
    night.run({ type: 'next_level' });
    expect(night.refused({ type: 'next_level' })).toBe('Level 4 is the last level.');
  });

  it('sets the time left, running or paused, and refuses a bad value', () => {
    const night = new Night().start();
    night.run({ type: 'set_remaining', seconds: 125 });
    expect(night.view(night.at + 5000).clock.remaining_ms).toBe(120_000);
    night.run({ type: 'pause' });
    night.run({ type: 'set_remaining', seconds: 600 });
    expect(night.view(night.at + MINUTE).clock).toMatchObject({
      status: 'paused',
      remaining_ms: 600_000,
    });
    for (const seconds of [0, -5, 1.5, 86_401]) {
      expect(night.refused({ type: 'set_remaining', seconds })).toMatch(
        /The time left must be a whole number of seconds from 1 to 86400/,
      );
    }
  });

  it('stops at the end of the schedule: pause, resume and next are refused, previous goes back', () => {
    const night = new Night().start();
    night.at += 24 * 60 * MINUTE;
    expect(night.view().clock.status).toBe('finished');
    const over = 'The blind schedule is over: the clock has stopped.';
    expect(night.refused({ type: 'pause' })).toBe(over);
    expect(night.refused({ type: 'resume' })).toBe(over);
    expect(night.refused({ type: 'next_level' })).toBe(over);
    expect(night.refused({ type: 'set_remaining', seconds: 60 })).toBe(over);
    night.run({ type: 'previous_level' });
    expect(night.view().clock).toMatchObject({ status: 'paused', level_index: 4 });
  });

  it('takes an earlier time than the last command at the last command time', () => {
    const night = new Night().start();
    night.run({ type: 'pause' }, MINUTE);
    night.run({ type: 'resume' }, -30_000);
    expect(night.view(night.at + 30_000).clock.remaining_ms).toBe(19 * MINUTE);
  });
});

describe('check in and late registration', () => {
  it('checks a registered player in, once', () => {
    const night = new Night().start(NAMES, { checkedIn: false });
    night.run({ type: 'check_in', entry_id: '1' });
    expect(night.entry('Ann Lee').status).toBe('checked_in');
    expect(night.view().players_total).toBe(1);
    expect(night.refused({ type: 'check_in', entry_id: '1' })).toBe(
      'Ann Lee is already checked in.',
    );
    expect(night.refused({ type: 'check_in', entry_id: '99' })).toBe(
      'There is no entry 99 in this game.',
    );
    expect(night.refused({ type: 'check_in', entry_id: {} as never })).toBe(
      'Name the entry: an entry id, not an object.',
    );
  });

  it('seats a player checked in after the draw at the shortest table', () => {
    const night = new Night().start(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'], {
      checkedIn: false,
    });
    for (const id of ['1', '2', '3', '4', '5', '6', '7']) {
      night.run({ type: 'check_in', entry_id: id });
    }
    night.run({ type: 'draw_seats' });
    const short = night.view().tables.find((t) => t.seats.filter(Boolean).length === 3);
    night.run({ type: 'check_in', entry_id: '8' });
    expect(night.entry('H')).toMatchObject({ status: 'seated', table: short?.table });
  });

  it('late-registers a guest or a member while late registration is open', () => {
    const night = new Night().start();
    night.run({ type: 'late_register', guest_name: '  Gus Moe ' });
    night.run({ type: 'late_register', member_slug: 'hal', name: 'Hal Ray' });
    expect(night.entry('Gus Moe')).toMatchObject({ status: 'checked_in', member_slug: null });
    expect(night.entry('Hal Ray')).toMatchObject({ member_slug: 'hal' });
    expect(night.entry('Gus Moe').id).toBe('c2');
    expect(night.view().players_total).toBe(8);
    expect(night.view().late_registration_open).toBe(true);
    expect(night.view().late_registration_until_level).toBe(2);
  });

  it('refuses a late registration that names nobody, or both, or someone in the game', () => {
    const night = new Night().start(NAMES, { checkedIn: false });
    night.run({ type: 'check_in', entry_id: '2' });
    expect(night.refused({ type: 'late_register' })).toBe('Give a member or a guest name.');
    expect(night.refused({ type: 'late_register', guest_name: '  ' })).toBe(
      'Give a member or a guest name.',
    );
    expect(night.refused({ type: 'late_register', member_slug: 'x', guest_name: 'Y' })).toBe(
      'Give a member or a guest name, not both.',
    );
    expect(night.refused({ type: 'late_register', member_slug: 'x' })).toBe(
      "A member's late registration needs the member's name.",
    );
    expect(night.refused({ type: 'late_register', member_slug: 'member-1', name: 'Ann Lee' })).toBe(
      'Ann Lee is already registered: check them in instead.',
    );
    expect(
      night.refused({ type: 'late_register', member_slug: 'member-2', name: 'Bob Stone' }),
    ).toBe('Bob Stone is already in the game.');
    night.run({ type: 'check_in', entry_id: '3' });
    night.run({ type: 'bust', entry_id: '2' });
    expect(
      night.refused({ type: 'late_register', member_slug: 'member-2', name: 'Bob Stone' }),
    ).toBe('Bob Stone busted already: a busted player re-enters instead.');
  });

  it('closes late registration and check-in after the rebuy level (the break after it included)', () => {
    const night = new Night().start(NAMES, { checkedIn: false });
    night.run({ type: 'next_level' });
    night.run({ type: 'next_level' });
    expect(night.view().level_in_force).toBe(2);
    night.run({ type: 'late_register', guest_name: 'On Break' });
    night.run({ type: 'next_level' });
    expect(night.view().late_registration_open).toBe(false);
    expect(night.refused({ type: 'late_register', guest_name: 'Too Late' })).toBe(
      'Late registration closed after level 2: Too Late cannot enter.',
    );
    expect(night.refused({ type: 'check_in', entry_id: '1' })).toBe(
      'Late registration closed after level 2: Ann Lee can no longer buy in.',
    );
  });

  it('keeps late registration open through level 1 when the game has no rebuys', () => {
    const night = new Night().start(NAMES, { settings: { rebuys_allowed_until_level: 0 } });
    night.run({ type: 'late_register', guest_name: 'Early' });
    night.run({ type: 'next_level' });
    expect(night.refused({ type: 'late_register', guest_name: 'Late' })).toMatch(
      /closed after level 1/,
    );
  });
});

describe('seats', () => {
  it('draws the checked-in players over even tables, the same way for the same seed', () => {
    const names = Array.from({ length: 14 }, (_, i) => `P${i + 1}`);
    const a = new Night().start(names);
    a.run({ type: 'draw_seats' }, 1000, 42);
    const b = new Night().start(names);
    b.run({ type: 'draw_seats' }, 1000, 42);
    expect(a.view().tables).toEqual(b.view().tables);
    expect(a.view().tables.map((t) => t.seats.filter(Boolean).length)).toEqual([5, 5, 4]);
    expect(seated(a)).toHaveLength(14);
    const c = new Night().start(names);
    c.run({ type: 'draw_seats' }, 1000, 43);
    expect(c.view().tables).not.toEqual(a.view().tables);
  });

  it('draws from the command id when the server gives no seed', () => {
    const a = new Night().start();
    a.run({ type: 'draw_seats' });
    const b = new Night().start();
    b.run({ type: 'draw_seats' });
    expect(a.view().tables).toEqual(b.view().tables);
  });

  it('refuses a draw with nobody checked in, and a redraw after a bust', () => {
    const night = new Night().start(NAMES, { checkedIn: false });
    expect(night.refused({ type: 'draw_seats' })).toBe('Nobody is checked in yet.');
    night.run({ type: 'check_in', entry_id: '1' });
    night.run({ type: 'check_in', entry_id: '2' });
    night.run({ type: 'draw_seats' });
    night.run({ type: 'draw_seats' });
    night.run({ type: 'bust', entry_id: '1' });
    expect(night.refused({ type: 'draw_seats' })).toBe(
      'Seats cannot be drawn again once players have busted: balance the tables.',
    );
  });

  it('balances tables after busts, and breaks a table when the others can hold its players', () => {
    const names = Array.from({ length: 12 }, (_, i) => `P${i + 1}`);
    const night = new Night().start(names);
    expect(night.refused({ type: 'balance' })).toBe('Seats have not been drawn yet.');
    night.run({ type: 'draw_seats' });
    expect(night.refused({ type: 'balance' })).toBe('The tables are already balanced.');
    const first = night.view().tables[0]?.seats.filter((s): s is string => s !== null) ?? [];
    night.run({ type: 'bust', entry_id: first[0] as string });
    night.run({ type: 'bust', entry_id: first[1] as string });
    expect(night.view().balance_needed).toBe(true);
    night.run({ type: 'balance' });
    expect(night.view().tables.map((t) => t.seats.filter(Boolean).length)).toEqual([5, 5]);
    expect(night.view().balance_needed).toBe(false);
    for (const entry of seated(night).slice(0, 4)) {
      night.run({ type: 'bust', entry_id: entry.id });
    }
    expect(night.view().balance_needed).toBe(true);
    night.run({ type: 'balance' });
    expect(night.view().tables).toHaveLength(1);
    expect(seated(night)).toHaveLength(6);
  });

  it('previews a balance exactly as the command with the same id and seed applies it', () => {
    const names = Array.from({ length: 12 }, (_, i) => `P${i + 1}`);
    const night = new Night().start(names);
    expect(previewGameBalance(night.state, { id: 'p' })).toEqual({
      ok: false,
      reason: 'Seats have not been drawn yet.',
    });
    night.run({ type: 'draw_seats' });
    const drawn = gameSeatChanges(emptyGameState(), night.state);
    expect(drawn.moves).toHaveLength(12);
    expect(drawn.new_tables).toEqual([1, 2]);
    const second = night.view().tables[1]?.seats.filter((s): s is string => s !== null) ?? [];
    const first = night.view().tables[0]?.seats.find((s): s is string => s !== null) as string;
    for (const id of [...second.slice(0, 5), first]) night.run({ type: 'bust', entry_id: id });
    const preview = previewGameBalance(night.state, { id: 'b1', seed: 7 });
    if (!preview.ok) throw new Error(preview.reason);
    expect(preview.result.brokenTables).toEqual([2]);
    const before = night.state;
    const applied = applyGameCommand(before, { id: 'b1', seed: 7, at: night.at, type: 'balance' });
    if (!applied.ok) throw new Error(applied.reason);
    const changes = gameSeatChanges(before, applied.state);
    expect(changes.broken_tables).toEqual([2]);
    expect(changes.new_tables).toEqual([]);
    expect(
      changes.moves.map((m) => [m.entry_id, m.from?.table, m.from?.seat, m.to.table, m.to.seat]),
    ).toEqual(
      [...preview.result.moves]
        .sort((a, b) => a.toTable - b.toTable || a.toSeat - b.toSeat)
        .map((m) => [m.player, m.fromTable, m.fromSeat, m.toTable, m.toSeat]),
    );
    expect(changes.moves[0]?.name).toMatch(/^P\d+$/);
    const busted = applyGameCommand(applied.state, {
      id: 'x',
      at: night.at,
      type: 'bust',
      entry_id: changes.moves[0]?.entry_id as string,
    });
    if (!busted.ok) throw new Error(busted.reason);
    expect(gameSeatChanges(applied.state, busted.state).moves).toEqual([]);
  });

  it('moves a player to a free seat, and refuses a taken seat naming who sits there', () => {
    const night = new Night().start(NAMES.slice(0, 5));
    expect(night.refused({ type: 'move_seat', entry_id: '1', table: 1, seat: 1 })).toBe(
      'Seats have not been drawn yet.',
    );
    night.run({ type: 'draw_seats' });
    const table = night.view().tables[0];
    const free = (table?.seats.indexOf(null) ?? -1) + 1;
    expect(free).toBeGreaterThan(0);
    night.run({ type: 'move_seat', entry_id: '1', table: 1, seat: free });
    expect(night.entry('Ann Lee')).toMatchObject({ status: 'seated', table: 1, seat: free });
    expect(night.view().tables[0]?.seats.filter((s) => s === '1')).toHaveLength(1);
    const bob = night.entry('Bob Stone');
    expect(
      night.refused({
        type: 'move_seat',
        entry_id: '1',
        table: bob.table as number,
        seat: bob.seat as number,
      }),
    ).toBe(`Seat ${bob.seat} at table ${bob.table} is taken by Bob Stone.`);
    const now = night.entry('Ann Lee');
    expect(
      night.refused({
        type: 'move_seat',
        entry_id: '1',
        table: now.table as number,
        seat: now.seat as number,
      }),
    ).toBe(`Ann Lee already sits in seat ${now.seat} at table ${now.table}.`);
    expect(night.refused({ type: 'move_seat', entry_id: '1', table: 7, seat: 1 })).toBe(
      'There is no table 7.',
    );
    expect(night.refused({ type: 'move_seat', entry_id: '1', table: 1, seat: 7 })).toBe(
      'There is no seat 7: tables have seats 1 to 6.',
    );
    night.run({ type: 'bust', entry_id: '1' });
    expect(night.refused({ type: 'move_seat', entry_id: '1', table: 1, seat: free })).toBe(
      'Ann Lee is already out (5th place).',
    );
  });
});

describe('busts', () => {
  it('assigns places from the bottom and counts knockouts', () => {
    const night = new Night().start();
    night.run({ type: 'draw_seats' });
    night.run({ type: 'bust', entry_id: '1', eliminated_by_entry_id: '2' });
    night.run({ type: 'bust', entry_id: '3', eliminated_by_entry_id: '2' });
    night.run({ type: 'bust', entry_id: '4' });
    const view = night.view();
    expect(night.entry('Ann Lee')).toMatchObject({
      status: 'busted',
      table: null,
      seat: null,
      eliminated_by: '2',
      place: 6,
    });
    expect(night.entry('Cy Park').place).toBe(5);
    expect(night.entry('Di Moss')).toMatchObject({ place: 4, eliminated_by: null });
    expect(night.entry('Bob Stone')).toMatchObject({ knockouts: 2, place: null });
    expect(view.players_left).toBe(3);
    expect(view.players_total).toBe(6);
  });

  it('refuses to bust a player who is out, not checked in, or the last one', () => {
    const night = new Night().start(['A', 'B', 'C'], { checkedIn: false });
    night.run({ type: 'check_in', entry_id: '1' });
    night.run({ type: 'check_in', entry_id: '2' });
    expect(night.refused({ type: 'bust', entry_id: '3' })).toBe('C has not checked in.');
    night.run({ type: 'bust', entry_id: '1' });
    expect(night.refused({ type: 'bust', entry_id: '1' })).toBe('A is already out (2nd place).');
    expect(night.refused({ type: 'bust', entry_id: '2' })).toBe(
      'B is the last player in: finish the game instead.',
    );
  });

  it('refuses a knockout by the player themselves, by a player out, or by nobody known', () => {
    const night = new Night().start(['A', 'B', 'C', 'D']);
    night.run({ type: 'bust', entry_id: '1' });
    expect(night.refused({ type: 'bust', entry_id: '2', eliminated_by_entry_id: '2' })).toBe(
      'A player cannot knock themselves out.',
    );
    expect(night.refused({ type: 'bust', entry_id: '2', eliminated_by_entry_id: '1' })).toBe(
      'A is not in the game and cannot knock anyone out.',
    );
    expect(night.refused({ type: 'bust', entry_id: '2', eliminated_by_entry_id: '9' })).toBe(
      'There is no entry 9 in this game.',
    );
  });
});

describe('rebuys, re-entries and add-ons', () => {
  it('adds a rebuy to a player still in, who keeps the seat, up to the maximum', () => {
    const night = new Night().start();
    night.run({ type: 'draw_seats' });
    const before = night.entry('Ann Lee');
    night.run({ type: 'rebuy', entry_id: '1' });
    expect(night.entry('Ann Lee')).toMatchObject({
      rebuys: 1,
      table: before.table,
      seat: before.seat,
    });
    expect(night.refused({ type: 'rebuy', entry_id: '1' })).toBe(
      'Ann Lee has already rebought once, the most allowed.',
    );
    expect(night.view().prize_pool_cents).toBe(6 * 1800 + 2000);
  });

  it('says how many rebuys are allowed when more than one', () => {
    const night = new Night().start(NAMES, { settings: { max_rebuys: 2 } });
    night.run({ type: 'rebuy', entry_id: '1' });
    night.run({ type: 'rebuy', entry_id: '1' });
    expect(night.refused({ type: 'rebuy', entry_id: '1' })).toBe(
      'Ann Lee has already rebought 2 times, the most allowed.',
    );
  });

  it('refuses a rebuy past the rebuy level, in a game without rebuys, or for a busted player', () => {
    const night = new Night().start();
    night.run({ type: 'bust', entry_id: '2' });
    expect(night.refused({ type: 'rebuy', entry_id: '2' })).toBe(
      'Bob Stone is out: undo the bust to rebuy, or re-enter Bob Stone as a new entry.',
    );
    night.run({ type: 'next_level' });
    night.run({ type: 'next_level' });
    night.run({ type: 'rebuy', entry_id: '1' });
    night.run({ type: 'next_level' });
    expect(night.view().rebuys_open).toBe(false);
    expect(night.refused({ type: 'rebuy', entry_id: '3' })).toBe('Rebuys closed after level 2.');
    const none = new Night().start(NAMES, { settings: { max_rebuys: 0 } });
    expect(none.refused({ type: 'rebuy', entry_id: '1' })).toBe('This game has no rebuys.');
    const registered = new Night().start(NAMES, { checkedIn: false });
    expect(registered.refused({ type: 'rebuy', entry_id: '1' })).toBe(
      'Ann Lee has not checked in.',
    );
  });

  it('re-enters a busted player as a new entrant with a new random seat', () => {
    const night = new Night().start();
    night.run({ type: 'draw_seats' });
    night.run({ type: 'bust', entry_id: '1', eliminated_by_entry_id: '2' });
    const id = night.run({ type: 'reenter', entry_id: '1' });
    const view = night.view();
    const again = view.entries.find((entry) => entry.id === id);
    expect(again).toMatchObject({
      name: 'Ann Lee',
      member_slug: 'member-1',
      status: 'seated',
      reentry_of: '1',
      rebuys: 0,
    });
    expect(view.players_total).toBe(7);
    expect(view.players_left).toBe(6);
    expect(view.prize_pool_cents).toBe(7 * 1800);
    expect(night.entry('Bob Stone').knockouts).toBe(1);
    expect(night.refused({ type: 'reenter', entry_id: '1' })).toBe(
      'Ann Lee already re-entered after this bust.',
    );
    expect(night.refused({ type: 'reenter', entry_id: id })).toBe('Ann Lee is still in the game.');
    expect(describeGameCommand(night.state, night.log.at(-1) as GameCommand)).toBe(
      'Re-entry: Ann Lee',
    );
  });

  it('refuses a re-entry once late registration is closed, and for a player never checked in', () => {
    const night = new Night().start(NAMES, { checkedIn: false });
    expect(night.refused({ type: 'reenter', entry_id: '1' })).toBe('Ann Lee has not checked in.');
    night.run({ type: 'check_in', entry_id: '1' });
    night.run({ type: 'check_in', entry_id: '2' });
    night.run({ type: 'check_in', entry_id: '3' });
    night.run({ type: 'bust', entry_id: '1' });
    night.run({ type: 'set_remaining', seconds: 1 });
    night.at += 21 * MINUTE + 10 * MINUTE;
    expect(night.refused({ type: 'reenter', entry_id: '1' })).toBe(
      'Late registration closed after level 2: no more re-entries.',
    );
  });

  it('sells one add-on per player while it is offered', () => {
    const night = new Night().start();
    night.run({ type: 'addon', entry_id: '1' });
    expect(night.entry('Ann Lee').addons).toBe(1);
    expect(night.refused({ type: 'addon', entry_id: '1' })).toBe(
      'Ann Lee has already taken the add-on.',
    );
    night.run({ type: 'next_level' });
    night.run({ type: 'next_level' });
    night.run({ type: 'addon', entry_id: '2' });
    night.run({ type: 'next_level' });
    expect(night.refused({ type: 'addon', entry_id: '3' })).toBe(
      'The add-on closed after level 2.',
    );
    const view = night.view();
    expect(view.prize_pool_cents).toBe(6 * 1800 + 2 * 1000);
    expect(view.average_stack).toBe(Math.round((6 * 5000 + 2 * 3000) / 6));
    const none = new Night().start(NAMES, { settings: { addon_chips: 0, addon_price_cents: 0 } });
    expect(none.refused({ type: 'addon', entry_id: '1' })).toBe('This game has no add-on.');
  });
});

describe('finish', () => {
  it('finishes when one player is left: first place, clock stopped, nothing else accepted', () => {
    const night = new Night().start(['A', 'B', 'C']);
    expect(night.refused({ type: 'finish' })).toBe(
      '3 players are still in: bust them, or finish with a deal.',
    );
    night.run({ type: 'bust', entry_id: '1', eliminated_by_entry_id: '3' });
    night.run({ type: 'bust', entry_id: '2', eliminated_by_entry_id: '3' });
    night.run({ type: 'finish' });
    const view = night.view(night.at + 60 * MINUTE);
    expect(view.status).toBe('finished');
    expect(view.clock.status).toBe('paused');
    expect(view.entries.map((e) => [e.name, e.place, e.knockouts])).toEqual([
      ['A', 3, 0],
      ['B', 2, 0],
      ['C', 1, 2],
    ]);
    expect(night.refused({ type: 'resume' })).toBe('The game is finished.');
  });

  it('finishes with a deal among the players left, leaving their places to the results', () => {
    const night = new Night().start(['A', 'B', 'C']);
    night.run({ type: 'bust', entry_id: '1' });
    night.run({ type: 'finish', deal: true });
    const view = night.view();
    expect(view.deal).toBe(true);
    expect(view.entries.map((e) => e.place)).toEqual([3, null, null]);
  });

  it('refuses to finish a game nobody checked in to', () => {
    const night = new Night().start(['A', 'B'], { checkedIn: false });
    expect(night.refused({ type: 'finish', deal: true })).toBe(
      'Nobody is playing: check players in first.',
    );
  });
});

describe('undo', () => {
  it('undoes the last command: the state is the fold of the log without it', () => {
    const night = new Night().start();
    night.run({ type: 'draw_seats' });
    const before = night.state;
    const bust = night.run({ type: 'bust', entry_id: '1', eliminated_by_entry_id: '2' });
    night.run({ type: 'undo', command_id: bust });
    expect({ ...night.state, undone: [] }).toEqual({ ...before, undone: [] });
    expect(night.state.undone).toEqual([{ command: night.log[2], undo_id: night.log[3]?.id }]);
    expect(night.entry('Ann Lee').status).toBe('seated');
  });

  it('undoes an earlier bust nothing depends on, and the places follow', () => {
    const night = new Night().start();
    const wrong = night.run({ type: 'bust', entry_id: '1' });
    night.run({ type: 'bust', entry_id: '2' });
    night.run({ type: 'pause' });
    night.run({ type: 'undo', command_id: wrong });
    expect(night.entry('Ann Lee').status).toBe('checked_in');
    expect(night.entry('Bob Stone').place).toBe(6);
    expect(night.view().clock.status).toBe('paused');
  });

  it('names the later command that depends on the one to undo', () => {
    const night = new Night().start(NAMES, { checkedIn: false });
    night.run({ type: 'check_in', entry_id: '1' });
    const checkIn = night.run({ type: 'check_in', entry_id: '2' });
    night.run({ type: 'check_in', entry_id: '3' });
    const bust = night.run({ type: 'bust', entry_id: '2', eliminated_by_entry_id: '1' });
    const result = night.try({ type: 'undo', command_id: checkIn });
    expect(result).toEqual({
      ok: false,
      reason:
        '“Bust: Bob Stone by Ann Lee” depends on it (without it: Bob Stone has not checked in.) Undo that first.',
      blocked_by: bust,
    });
  });

  it('undoes an earlier rebuy or seat move that later commands do not build on', () => {
    const night = new Night().start(NAMES.slice(0, 5), { settings: { max_rebuys: 2 } });
    night.run({ type: 'draw_seats' });
    const first = night.run({ type: 'rebuy', entry_id: '1' });
    night.run({ type: 'rebuy', entry_id: '1' });
    night.run({ type: 'addon', entry_id: '1' });
    night.run({ type: 'undo', command_id: first });
    expect(night.entry('Ann Lee')).toMatchObject({ rebuys: 1, addons: 1 });
    const seat = night.entry('Ann Lee').seat as number;
    const free = night.view().tables[0]?.seats.indexOf(null) as number;
    const move = night.run({ type: 'move_seat', entry_id: '1', table: 1, seat: free + 1 });
    night.run({ type: 'bust', entry_id: '1' });
    night.run({ type: 'undo', command_id: move });
    night.run({ type: 'undo', command_id: night.log.at(-2)?.id as string });
    expect(night.entry('Ann Lee')).toMatchObject({ status: 'seated', table: 1, seat });
  });

  it('refuses to undo a clock command that a later clock command builds on', () => {
    const night = new Night().start();
    const next = night.run({ type: 'next_level' });
    night.run({ type: 'bust', entry_id: '1' });
    night.run({ type: 'pause' });
    expect(night.refused({ type: 'undo', command_id: next })).toBe(
      '“Pause the clock” depends on it: it would do something else without it. Undo that first.',
    );
  });

  it('refuses to undo a bust that a later balance moved players for', () => {
    const names = Array.from({ length: 12 }, (_, i) => `P${i + 1}`);
    const night = new Night().start(names);
    night.run({ type: 'draw_seats' });
    const first = night.view().tables[0]?.seats.filter((s): s is string => s !== null) ?? [];
    const bust = night.run({ type: 'bust', entry_id: first[0] as string });
    night.run({ type: 'bust', entry_id: first[1] as string });
    const balance = night.run({ type: 'balance' });
    const result = night.try({ type: 'undo', command_id: bust });
    expect(result).toMatchObject({ ok: false, blocked_by: balance });
  });

  it('undoes a finish, and refuses to undo the start, an undo, or an unknown command', () => {
    const night = new Night().start(['A', 'B']);
    night.run({ type: 'bust', entry_id: '1' });
    const finish = night.run({ type: 'finish' });
    const undo = night.run({ type: 'undo', command_id: finish });
    expect(night.view().status).toBe('running');
    expect(night.refused({ type: 'undo', command_id: finish })).toBe(
      'That command was already undone.',
    );
    expect(night.refused({ type: 'undo', command_id: undo })).toBe(
      'An undo cannot be undone: do the action again.',
    );
    expect(night.refused({ type: 'undo', command_id: 'c1' })).toBe(
      'The start of the game cannot be undone.',
    );
    expect(night.refused({ type: 'undo', command_id: 'nope' })).toBe(
      'There is no command nope in this game.',
    );
    expect(night.refused({ type: 'undo', command_id: '' })).toBe(
      'Name the command to undo by its id.',
    );
  });

  it('replays: folding the same log, undos included, gives the same state', () => {
    const night = new Night().start();
    night.run({ type: 'draw_seats' });
    const bust = night.run({ type: 'bust', entry_id: '1', eliminated_by_entry_id: '2' });
    night.run({ type: 'undo', command_id: bust });
    night.run({ type: 'bust', entry_id: '1', eliminated_by_entry_id: '3' });
    expect(foldGameLog(night.log)).toEqual(night.state);
    expect(() => foldGameLog([...night.log, ...night.log.slice(-1)])).toThrow(
      /was already applied/,
    );
  });
});

describe('labels', () => {
  it('names every command for the undo list, newest first', () => {
    const night = new Night().start();
    night.run({ type: 'pause' });
    night.run({ type: 'resume' });
    night.run({ type: 'next_level' });
    night.run({ type: 'previous_level' });
    night.run({ type: 'set_remaining', seconds: 725 });
    night.run({ type: 'late_register', guest_name: 'Gus Moe' });
    night.run({ type: 'draw_seats' });
    const free = night.view().tables[0]?.seats.indexOf(null) ?? -1;
    if (free >= 0) night.run({ type: 'move_seat', entry_id: '1', table: 1, seat: free + 1 });
    night.run({ type: 'bust', entry_id: '1', eliminated_by_entry_id: '2' });
    night.run({ type: 'bust', entry_id: '3' });
    night.run({ type: 'rebuy', entry_id: '2' });
    night.run({ type: 'addon', entry_id: '2' });
    night.run({ type: 'reenter', entry_id: '3' });
    const balance = night.try({ type: 'balance' });
    const labels = undoableGameCommands(night.state).map((command) => command.label);
    expect(labels).toEqual(
      [
        balance.ok ? ['Balance tables'] : [],
        'Re-entry: Cy Park',
        'Add-on: Bob Stone',
        'Rebuy: Bob Stone',
        'Bust: Cy Park',
        'Bust: Ann Lee by Bob Stone',
        free >= 0 ? [`Move: Ann Lee to table 1, seat ${free + 1}`] : [],
        'Draw seats',
        'Late registration: Gus Moe',
        'Set the clock to 12:05',
        'Previous level',
        'Next level',
        'Resume the clock',
        'Pause the clock',
      ].flat(),
    );
    const state = night.state;
    expect(describeGameCommand(state, night.log[0] as GameCommand)).toBe('Start the game');
    expect(describeGameCommand(state, { id: 'u', at: 0, type: 'undo', command_id: 'c2' })).toBe(
      'Undo: Pause the clock',
    );
    expect(describeGameCommand(state, { id: 'f', at: 0, type: 'finish', deal: true })).toBe(
      'Finish with a deal',
    );
    expect(describeGameCommand(state, { id: 'k', at: 0, type: 'check_in', entry_id: '9' })).toBe(
      'Check in: entry 9',
    );
  });
});

describe('gameStateView', () => {
  it('answers an empty game before the start', () => {
    expect(gameStateView(emptyGameState(), T0)).toMatchObject({
      status: 'scheduled',
      clock: { status: 'stopped', level: null, remaining_ms: 0 },
      entries: [],
      players_total: 0,
      average_stack: 0,
      prize_pool_cents: 0,
      late_registration_open: false,
    });
  });
});
