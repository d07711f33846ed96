/*
 * The live game night's fold (issue 13, decision 0022): `applyGameCommand(state, command)`
 * answers the state after the command, or a refusal whose reason a person can read (the server
 * answers it as a 409, and the state does not change). The server folds every command it
 * appends; a screen folds a command it just made to show it at once. Randomness comes from the
 * command (`seed`, else its id) and time from its `at`, so replaying a log always gives the
 * same state.
 */

import {
  nextBlindLevel,
  pauseBlindClock,
  previousBlindLevel,
  readBlindClock,
  startBlindClock,
  createBlindClock,
  type BlindClockState,
} from './blind-clock';
import {
  commandRandom,
  emptyGameState,
  gameTotals,
  GAME_COMMAND_TYPES,
  lateRegistrationUntil,
  levelInForce,
  numberGameLevels,
  placeOf,
  type GameCommand,
  type GameCommandBase,
  type GameEntry,
  type GameSettings,
  type GameSetup,
  type GameState,
  GAME_SETTINGS_FIELDS,
} from './game-state';
import { describeGameCommand, levelLabel, ordinal } from './game-view';
import { describe as describeValue } from './input-guards';
import { randomIndex, shuffled } from './random-draw';
import { MAX_SEATS_PER_TABLE, drawSeats, type Table } from './seat-draw';
import { applySeatMoves, balanceTables, type BalanceResult } from './table-balancing';

export type GameCommandResult =
  | { ok: true; state: GameState }
  | {
      ok: false;
      reason: string;
      /** For a refused undo: the later command that depends on the one to undo. */
      blocked_by?: string;
    };

type Refusal = Extract<GameCommandResult, { ok: false }>;

const refuse = (reason: string, blockedBy?: string): Refusal =>
  blockedBy === undefined ? { ok: false, reason } : { ok: false, reason, blocked_by: blockedBy };

const ok = (state: GameState): GameCommandResult => ({ ok: true, state });

/** The longest a level can be set to: a day. */
export const MAX_REMAINING_SECONDS = 86_400;

/**
 * The state after `command`, or a refusal. The command is added to `state.log` (an undo takes
 * its target out of it instead); `state` itself is never changed.
 */
export function applyGameCommand(state: GameState, command: GameCommand): GameCommandResult {
  const shape = checkCommand(command);
  if (shape) return refuse(shape);
  if (commandIds(state).has(command.id)) {
    return refuse(`Command ${command.id} was already applied.`);
  }
  if (command.type === 'undo') return undo(state, command);
  const result = step(state, command);
  if (!result.ok) return result;
  return ok({ ...result.state, log: [...state.log, command] });
}

/** The state after every command of `commands` in turn; throws at the first refusal. */
export function foldGameLog(
  commands: readonly GameCommand[],
  from: GameState = emptyGameState(),
): GameState {
  let state = from;
  for (const command of commands) {
    const result = applyGameCommand(state, command);
    if (!result.ok) {
      throw new Error(`Command ${command.id} (${command.type}) is refused: ${result.reason}`);
    }
    state = result.state;
  }
  return state;
}

function commandIds(state: GameState): Set<string> {
  const ids = new Set(state.log.map((command) => command.id));
  for (const { command, undo_id } of state.undone) {
    ids.add(command.id);
    ids.add(undo_id);
  }
  return ids;
}

function checkCommand(command: unknown): string | null {
  if (typeof command !== 'object' || command === null) return 'A command must be an object.';
  const { id, at, type } = command as Record<string, unknown>;
  if (typeof id !== 'string' || id.trim() === '') return 'A command needs an id.';
  if (typeof at !== 'number' || !Number.isFinite(at)) {
    return 'A command needs the time it was appended (at, epoch milliseconds).';
  }
  if (!(GAME_COMMAND_TYPES as readonly unknown[]).includes(type)) {
    return `Unknown command type ${describeValue(type)}.`;
  }
  return null;
}

/** One command's effect, without the log's bookkeeping; exceptions become refusals. */
function step(state: GameState, command: GameCommand): GameCommandResult {
  try {
    return stepUnguarded(state, command);
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }
}

function stepUnguarded(state: GameState, command: GameCommand): GameCommandResult {
  const at = state.last_at === null ? command.at : Math.max(state.last_at, command.at);
  if (command.type === 'start') return start(state, command, at);
  if (state.status === 'scheduled') return refuse('The game has not started yet.');
  if (state.status === 'finished') return refuse('The game is finished.');
  const settings = state.settings as GameSettings;
  const current: GameState = { ...state, last_at: at };
  switch (command.type) {
    case 'pause':
    case 'resume':
    case 'next_level':
    case 'previous_level':
    case 'set_remaining':
      return clockCommand(current, command, at);
    case 'check_in':
      return checkIn(current, command, settings, at);
    case 'late_register':
      return lateRegister(current, command, settings, at);
    case 'draw_seats':
      return drawTheSeats(current, command, settings);
    case 'balance':
      return balance(current, command, settings);
    case 'break_table':
      return breakTable(current, command, settings);
    case 'move_seat':
      return moveSeat(current, command, settings);
    case 'bust':
      return bust(current, command);
    case 'rebuy':
      return rebuy(current, command, settings, at);
    case 'reenter':
      return reenter(current, command, settings, at);
    case 'addon':
      return addon(current, command, settings, at);
    case 'finish':
      return finish(current, command, at);
    case 'undo':
      return refuse('An undo is applied by applyGameCommand.');
  }
}

// ---------------------------------------------------------------------------------------------
// start

function checkSetup(setup: unknown): string | GameSetup {
  if (typeof setup !== 'object' || setup === null) {
    return 'start needs the game setup (levels, settings, entries); the server adds it.';
  }
  const { levels, settings, entries } = setup as Record<string, unknown>;
  if (!Array.isArray(levels) || levels.length === 0) {
    return 'The game needs a blind schedule with at least one level.';
  }
  for (const [index, level] of levels.entries()) {
    const row = (level ?? {}) as Record<string, unknown>;
    const minutes = row.time_minutes;
    if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) {
      return `Level ${index + 1} of the schedule needs a length in minutes.`;
    }
    for (const field of ['small_blind', 'big_blind', 'ante_value'] as const) {
      const value = row[field];
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
        return `Level ${index + 1} of the schedule has no valid ${field.replace('_', ' ')}.`;
      }
    }
    if (typeof row.is_break !== 'boolean') return `Level ${index + 1} must say if it is a break.`;
  }
  if (typeof settings !== 'object' || settings === null) return 'start needs the game settings.';
  const values = settings as Record<string, unknown>;
  for (const field of GAME_SETTINGS_FIELDS) {
    const value = values[field];
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
      return `The setting ${field} must be a whole number from 0, not ${describeValue(value)}.`;
    }
  }
  const checked = settings as GameSettings;
  if (checked.starting_stack < 1) return 'The starting stack must be at least 1 chip.';
  if (checked.seats_per_table < 2 || checked.seats_per_table > MAX_SEATS_PER_TABLE) {
    return `Seats per table must be from 2 to ${MAX_SEATS_PER_TABLE}.`;
  }
  if (checked.house_fee_cents > checked.default_buy_in_cents) {
    return 'The house fee cannot be more than the buy-in.';
  }
  if (!Array.isArray(entries)) return 'start needs the list of registered entries.';
  const ids = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const row = (entry ?? {}) as Record<string, unknown>;
    if (typeof row.id !== 'string' || row.id === '') return `Entry ${index + 1} needs an id.`;
    if (ids.has(row.id)) return `Entry ${row.id} is listed twice.`;
    ids.add(row.id);
    if (typeof row.name !== 'string' || row.name.trim() === '') {
      return `Entry ${row.id} needs a name.`;
    }
  }
  return setup as GameSetup;
}

function start(
  state: GameState,
  command: Extract<GameCommand, { type: 'start' }>,
  at: number,
): GameCommandResult {
  if (state.status !== 'scheduled') return refuse('The game has already started.');
  const setup = checkSetup(command.setup);
  if (typeof setup === 'string') return refuse(setup);
  const levels = numberGameLevels(setup.levels);
  const settings = Object.fromEntries(
    GAME_SETTINGS_FIELDS.map((field) => [field, setup.settings[field]]),
  ) as unknown as GameSettings;
  const stopped = createBlindClock(levels);
  return ok({
    ...state,
    status: 'running',
    levels,
    settings,
    clock: command.hold_clock === true ? stopped : startBlindClock(levels, stopped, at),
    entries: setup.entries.map((entry) => ({
      id: entry.id,
      name: entry.name.trim(),
      member_slug: entry.member_slug ?? null,
      state: entry.checked_in === true ? 'in' : 'registered',
      rebuys: 0,
      addons: 0,
      eliminated_by: null,
      reentry_of: null,
    })),
    last_at: at,
  });
}

// ---------------------------------------------------------------------------------------------
// The clock: the blind-clock functions over the copied levels, at the command's time.

type ClockCommand = Extract<
  GameCommand,
  { type: 'pause' | 'resume' | 'next_level' | 'previous_level' | 'set_remaining' }
>;

function clockCommand(state: GameState, command: ClockCommand, at: number): GameCommandResult {
  const { levels } = state;
  const view = readBlindClock(levels, state.clock, at);
  const settled = view.state;
  const over = 'The blind schedule is over: the clock has stopped.';
  const withClock = (clock: BlindClockState) => ok({ ...state, clock });
  switch (command.type) {
    case 'pause':
      if (settled.status === 'finished') return refuse(over);
      if (settled.status !== 'running') return refuse('The clock is not running.');
      return withClock(pauseBlindClock(levels, settled, at));
    case 'resume':
      if (settled.status === 'finished') return refuse(over);
      if (settled.status === 'running') return refuse('The clock is already running.');
      return withClock(startBlindClock(levels, settled, at));
    case 'next_level':
      if (settled.status === 'finished') return refuse(over);
      if (settled.levelIndex >= levels.length - 1) {
        return refuse(`${capitalize(levelLabel(levels, settled.levelIndex))} is the last level.`);
      }
      return withClock(nextBlindLevel(levels, settled, at));
    case 'previous_level':
      if (settled.status !== 'finished' && settled.levelIndex === 0) {
        return refuse('This is the first level.');
      }
      return withClock(previousBlindLevel(levels, settled, at));
    case 'set_remaining': {
      const seconds = command.seconds;
      if (
        typeof seconds !== 'number' ||
        !Number.isSafeInteger(seconds) ||
        seconds < 1 ||
        seconds > MAX_REMAINING_SECONDS
      ) {
        return refuse(
          `The time left must be a whole number of seconds from 1 to ${MAX_REMAINING_SECONDS}, not ${describeValue(seconds)}.`,
        );
      }
      if (settled.status === 'finished') return refuse(over);
      const remaining = seconds * 1000;
      if (settled.status === 'running') {
        return withClock({
          status: 'running',
          levelIndex: settled.levelIndex,
          startedAt: at - (view.levelMs - remaining),
          pausedRemainingMs: null,
        });
      }
      return withClock({ ...settled, pausedRemainingMs: remaining });
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Entries

function entryIdOf(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return null;
}

function findEntry(state: GameState, value: unknown): GameEntry | Refusal {
  const id = entryIdOf(value);
  if (id === null) return refuse(`Name the entry: an entry id, not ${describeValue(value)}.`);
  const entry = state.entries.find((candidate) => candidate.id === id);
  return entry ?? refuse(`There is no entry ${id} in this game.`);
}

const isRefusal = (value: GameEntry | Refusal): value is Refusal => (value as Refusal).ok === false;

function replaceEntry(state: GameState, entry: GameEntry): GameEntry[] {
  return state.entries.map((candidate) => (candidate.id === entry.id ? entry : candidate));
}

/** Why `entry` cannot act as a player still in the game, or null. */
function notIn(state: GameState, entry: GameEntry): Refusal | null {
  if (entry.state === 'registered') return refuse(`${entry.name} has not checked in.`);
  if (entry.state === 'busted') {
    const place = placeOf(state, entry, gameTotals(state).playersLeft);
    return refuse(
      `${entry.name} is already out${place === null ? '' : ` (${ordinal(place)} place)`}.`,
    );
  }
  return null;
}

function lateWindow(state: GameState, settings: GameSettings, at: number, what: string) {
  const until = lateRegistrationUntil(settings);
  return levelInForce(state, at) > until
    ? refuse(`Late registration closed after level ${until}: ${what}.`)
    : null;
}

/**
 * A player arriving after the draw: a random seat at one of the tables with the fewest players
 * (a new table when every table is full); nothing when seats are not drawn yet.
 */
function seatNewPlayer(
  tables: readonly Table[],
  seatsPerTable: number,
  entryId: string,
  random: () => number,
): Table[] {
  if (tables.length === 0) return [...tables];
  const countOf = (table: Table) => table.seats.filter((seat) => seat !== null).length;
  const open = tables.filter((table) => countOf(table) < seatsPerTable);
  if (open.length === 0) {
    const number = Math.max(...tables.map((table) => table.table)) + 1;
    const seats = new Array<string | null>(seatsPerTable).fill(null);
    seats[randomIndex(random, seatsPerTable)] = entryId;
    return [...tables, { table: number, seats }];
  }
  const fewest = Math.min(...open.map(countOf));
  const candidates = open.filter((table) => countOf(table) === fewest);
  const chosen = candidates[randomIndex(random, candidates.length)] as Table;
  const seats = Array.from({ length: seatsPerTable }, (_, index) => chosen.seats[index] ?? null);
  const free = seats.flatMap((seat, index) => (seat === null ? [index] : []));
  seats[free[randomIndex(random, free.length)] as number] = entryId;
  return tables.map((table) => (table.table === chosen.table ? { ...table, seats } : table));
}

function checkIn(
  state: GameState,
  command: Extract<GameCommand, { type: 'check_in' }>,
  settings: GameSettings,
  at: number,
): GameCommandResult {
  const entry = findEntry(state, command.entry_id);
  if (isRefusal(entry)) return entry;
  if (entry.state === 'in') return refuse(`${entry.name} is already checked in.`);
  if (entry.state === 'busted') return refuse(`${entry.name} is already out.`);
  const closed = lateWindow(state, settings, at, `${entry.name} can no longer buy in`);
  if (closed) return closed;
  return ok({
    ...state,
    entries: replaceEntry(state, { ...entry, state: 'in' }),
    tables: seatNewPlayer(state.tables, settings.seats_per_table, entry.id, commandRandom(command)),
  });
}

function lateRegister(
  state: GameState,
  command: Extract<GameCommand, { type: 'late_register' }>,
  settings: GameSettings,
  at: number,
): GameCommandResult {
  const member = typeof command.member_slug === 'string' ? command.member_slug.trim() : '';
  const guest = typeof command.guest_name === 'string' ? command.guest_name.trim() : '';
  if (member && guest) return refuse('Give a member or a guest name, not both.');
  if (!member && !guest) return refuse('Give a member or a guest name.');
  const name = member ? (typeof command.name === 'string' ? command.name.trim() : '') : guest;
  if (!name) return refuse("A member's late registration needs the member's name.");
  if (member) {
    const entries = state.entries.filter((entry) => entry.member_slug === member);
    if (entries.some((entry) => entry.state === 'in')) {
      return refuse(`${name} is already in the game.`);
    }
    if (entries.some((entry) => entry.state === 'registered')) {
      return refuse(`${name} is already registered: check them in instead.`);
    }
    if (entries.some((entry) => entry.state === 'busted')) {
      return refuse(`${name} busted already: a busted player re-enters instead.`);
    }
  }
  const closed = lateWindow(state, settings, at, `${name} cannot enter`);
  if (closed) return closed;
  const entry: GameEntry = {
    id: command.id,
    name,
    member_slug: member || null,
    state: 'in',
    rebuys: 0,
    addons: 0,
    eliminated_by: null,
    reentry_of: null,
  };
  return ok({
    ...state,
    entries: [...state.entries, entry],
    tables: seatNewPlayer(state.tables, settings.seats_per_table, entry.id, commandRandom(command)),
  });
}

// ---------------------------------------------------------------------------------------------
// Seats

function drawTheSeats(
  state: GameState,
  command: GameCommand,
  settings: GameSettings,
): GameCommandResult {
  if (state.bust_order.length > 0) {
    return refuse('Seats cannot be drawn again once players have busted: balance the tables.');
  }
  const players = state.entries.filter((entry) => entry.state === 'in').map((entry) => entry.id);
  if (players.length === 0) return refuse('Nobody is checked in yet.');
  return ok({
    ...state,
    tables: drawSeats(players, { seatsPerTable: settings.seats_per_table }, commandRandom(command)),
  });
}

function balanceMoves(
  state: GameState,
  command: GameCommandBase,
  settings: GameSettings,
): BalanceResult | Refusal {
  if (state.tables.length === 0) return refuse('Seats have not been drawn yet.');
  const result = balanceTables(
    state.tables,
    { seatsPerTable: settings.seats_per_table },
    commandRandom(command),
  );
  if (result.moves.length === 0 && result.brokenTables.length === 0) {
    return refuse('The tables are already balanced.');
  }
  return result;
}

function balance(
  state: GameState,
  command: GameCommand,
  settings: GameSettings,
): GameCommandResult {
  const result = balanceMoves(state, command, settings);
  if ('ok' in result) return result;
  return ok({ ...state, tables: applySeatMoves(state.tables, result) });
}

/**
 * The moves a `balance` command with this id and seed would make now, for the seating screen
 * to show before anyone stands up (the same draw as the command, so the preview is what is
 * applied when the command carries the same id and seed), or why it would be refused.
 */
export function previewGameBalance(
  state: GameState,
  command: Pick<GameCommandBase, 'id' | 'seed'>,
): { ok: true; result: BalanceResult } | Refusal {
  if (state.status !== 'running' || state.settings === null) {
    return refuse(
      state.status === 'finished' ? 'The game is finished.' : 'The game has not started yet.',
    );
  }
  const result = balanceMoves(state, { at: state.last_at ?? 0, ...command }, state.settings);
  return 'ok' in result ? result : { ok: true, result };
}

/**
 * Closes the table the director names (a table the balancing would keep, a room needed
 * elsewhere): its players, in a drawn order, each take a random free seat at one of the other
 * tables holding the fewest players, so the tables stay as even as they were. Refused when they
 * do not fit in the other tables' free seats.
 */
function breakTable(
  state: GameState,
  command: Extract<GameCommand, { type: 'break_table' }>,
  settings: GameSettings,
): GameCommandResult {
  if (state.tables.length === 0) return refuse('Seats have not been drawn yet.');
  const number = command.table;
  const table = state.tables.find((candidate) => candidate.table === number);
  if (!table) return refuse(`There is no table ${describeValue(number)}.`);
  const others = state.tables.filter((candidate) => candidate.table !== number);
  if (others.length === 0) {
    return refuse(`Table ${number} is the only table: its players have nowhere to go.`);
  }
  const seatsPerTable = settings.seats_per_table;
  const players = table.seats.flatMap((player, index) =>
    player === null ? [] : [{ player, seat: index + 1 }],
  );
  const freeSeats = new Map(
    others.map((other) => {
      const free: number[] = [];
      for (let seat = 1; seat <= seatsPerTable; seat += 1) {
        if ((other.seats[seat - 1] ?? null) === null) free.push(seat);
      }
      return [other.table, free];
    }),
  );
  const free = [...freeSeats.values()].reduce((sum, seats) => sum + seats.length, 0);
  if (players.length > free) {
    const many =
      players.length === 1 ? 'its 1 player does not' : `its ${players.length} players do not`;
    const room = free === 1 ? 'the 1 free seat' : `the ${free} free seats`;
    return refuse(`Table ${number} cannot break: ${many} fit in ${room} at the other tables.`);
  }
  const counts = new Map(
    others.map((other) => [other.table, other.seats.filter((seat) => seat !== null).length]),
  );
  const random = commandRandom(command);
  const moves = shuffled(players, random).map(({ player, seat }) => {
    const open = others.filter((other) => (freeSeats.get(other.table)?.length ?? 0) > 0);
    const fewest = Math.min(...open.map((other) => counts.get(other.table) ?? 0));
    const candidates = open.filter((other) => counts.get(other.table) === fewest);
    const chosen = (candidates[randomIndex(random, candidates.length)] as Table).table;
    const seats = freeSeats.get(chosen) as number[];
    const [toSeat] = seats.splice(randomIndex(random, seats.length), 1) as [number];
    counts.set(chosen, fewest + 1);
    return { player, fromTable: number, fromSeat: seat, toTable: chosen, toSeat };
  });
  return ok({ ...state, tables: applySeatMoves(state.tables, { moves, brokenTables: [number] }) });
}

function moveSeat(
  state: GameState,
  command: Extract<GameCommand, { type: 'move_seat' }>,
  settings: GameSettings,
): GameCommandResult {
  const entry = findEntry(state, command.entry_id);
  if (isRefusal(entry)) return entry;
  const out = notIn(state, entry);
  if (out) return out;
  if (state.tables.length === 0) return refuse('Seats have not been drawn yet.');
  const { table: number, seat } = command;
  const table = state.tables.find((candidate) => candidate.table === number);
  if (!table) return refuse(`There is no table ${describeValue(number)}.`);
  if (
    typeof seat !== 'number' ||
    !Number.isSafeInteger(seat) ||
    seat < 1 ||
    seat > settings.seats_per_table
  ) {
    return refuse(
      `There is no seat ${describeValue(seat)}: tables have seats 1 to ${settings.seats_per_table}.`,
    );
  }
  const sitting = table.seats[seat - 1] ?? null;
  if (sitting === entry.id) {
    return refuse(`${entry.name} already sits in seat ${seat} at table ${number}.`);
  }
  if (sitting !== null) {
    const other = state.entries.find((candidate) => candidate.id === sitting);
    return refuse(`Seat ${seat} at table ${number} is taken by ${other?.name ?? sitting}.`);
  }
  const tables = state.tables.map((candidate) => {
    const seats = Array.from(
      { length: Math.max(candidate.seats.length, settings.seats_per_table) },
      (_, index) => (candidate.seats[index] === entry.id ? null : (candidate.seats[index] ?? null)),
    );
    if (candidate.table === number) seats[seat - 1] = entry.id;
    return { table: candidate.table, seats };
  });
  return ok({ ...state, tables });
}

function unseat(tables: readonly Table[], entryId: string): Table[] {
  return tables.map((table) =>
    table.seats.includes(entryId)
      ? { ...table, seats: table.seats.map((seat) => (seat === entryId ? null : seat)) }
      : table,
  );
}

// ---------------------------------------------------------------------------------------------
// Busts, rebuys, re-entries, add-ons

function bust(
  state: GameState,
  command: Extract<GameCommand, { type: 'bust' }>,
): GameCommandResult {
  const entry = findEntry(state, command.entry_id);
  if (isRefusal(entry)) return entry;
  const out = notIn(state, entry);
  if (out) return out;
  if (gameTotals(state).playersLeft <= 1) {
    return refuse(`${entry.name} is the last player in: finish the game instead.`);
  }
  let eliminatedBy: string | null = null;
  const named = command.eliminated_by_entry_id;
  if (named !== undefined && named !== null && named !== '') {
    const eliminator = findEntry(state, named);
    if (isRefusal(eliminator)) return eliminator;
    if (eliminator.id === entry.id) return refuse('A player cannot knock themselves out.');
    if (eliminator.state !== 'in') {
      return refuse(`${eliminator.name} is not in the game and cannot knock anyone out.`);
    }
    eliminatedBy = eliminator.id;
  }
  return ok({
    ...state,
    entries: replaceEntry(state, { ...entry, state: 'busted', eliminated_by: eliminatedBy }),
    tables: unseat(state.tables, entry.id),
    bust_order: [...state.bust_order, entry.id],
  });
}

function rebuy(
  state: GameState,
  command: Extract<GameCommand, { type: 'rebuy' }>,
  settings: GameSettings,
  at: number,
): GameCommandResult {
  const entry = findEntry(state, command.entry_id);
  if (isRefusal(entry)) return entry;
  if (entry.state === 'busted') {
    return refuse(
      `${entry.name} is out: undo the bust to rebuy, or re-enter ${entry.name} as a new entry.`,
    );
  }
  const out = notIn(state, entry);
  if (out) return out;
  const until = settings.rebuys_allowed_until_level;
  const most = settings.max_rebuys;
  if (until === 0 || most === 0) return refuse('This game has no rebuys.');
  if (levelInForce(state, at) > until) return refuse(`Rebuys closed after level ${until}.`);
  if (entry.rebuys >= most) {
    return refuse(
      `${entry.name} has already rebought ${most === 1 ? 'once' : `${most} times`}, the most allowed.`,
    );
  }
  return ok({ ...state, entries: replaceEntry(state, { ...entry, rebuys: entry.rebuys + 1 }) });
}

function reenter(
  state: GameState,
  command: Extract<GameCommand, { type: 'reenter' }>,
  settings: GameSettings,
  at: number,
): GameCommandResult {
  const entry = findEntry(state, command.entry_id);
  if (isRefusal(entry)) return entry;
  if (entry.state === 'registered') return refuse(`${entry.name} has not checked in.`);
  if (entry.state === 'in') return refuse(`${entry.name} is still in the game.`);
  if (state.entries.some((candidate) => candidate.reentry_of === entry.id)) {
    return refuse(`${entry.name} already re-entered after this bust.`);
  }
  const closed = lateWindow(state, settings, at, 'no more re-entries');
  if (closed) return closed;
  const reentry: GameEntry = {
    id: command.id,
    name: entry.name,
    member_slug: entry.member_slug,
    state: 'in',
    rebuys: 0,
    addons: 0,
    eliminated_by: null,
    reentry_of: entry.id,
  };
  return ok({
    ...state,
    entries: [...state.entries, reentry],
    tables: seatNewPlayer(
      state.tables,
      settings.seats_per_table,
      reentry.id,
      commandRandom(command),
    ),
  });
}

function addon(
  state: GameState,
  command: Extract<GameCommand, { type: 'addon' }>,
  settings: GameSettings,
  at: number,
): GameCommandResult {
  const entry = findEntry(state, command.entry_id);
  if (isRefusal(entry)) return entry;
  const out = notIn(state, entry);
  if (out) return out;
  if (settings.addon_chips === 0 && settings.addon_price_cents === 0) {
    return refuse('This game has no add-on.');
  }
  if (entry.addons >= 1) return refuse(`${entry.name} has already taken the add-on.`);
  const until = lateRegistrationUntil(settings);
  if (levelInForce(state, at) > until) return refuse(`The add-on closed after level ${until}.`);
  return ok({ ...state, entries: replaceEntry(state, { ...entry, addons: entry.addons + 1 }) });
}

function finish(
  state: GameState,
  command: Extract<GameCommand, { type: 'finish' }>,
  at: number,
): GameCommandResult {
  const left = gameTotals(state).playersLeft;
  if (left === 0) return refuse('Nobody is playing: check players in first.');
  const deal = command.deal === true && left > 1;
  if (!deal && left > 1) {
    return refuse(`${left} players are still in: bust them, or finish with a deal.`);
  }
  return ok({
    ...state,
    status: 'finished',
    deal,
    clock: pauseBlindClock(state.levels, state.clock, at),
  });
}

// ---------------------------------------------------------------------------------------------
// Undo: the log without the command, if every later command still does exactly what it did.

/**
 * What a command changed, as text: two runs of the same command compare equal when it did the
 * same thing to the same players (the same seats, the same entry fields, the same clock). Places
 * and counts are derived, so they are left out, and rebuys and add-ons count as "one more": a
 * later bust still "busts Ann", a later rebuy still "adds a rebuy", after an earlier one is undone.
 */
function effectOf(before: GameState, after: GameState): string {
  const effect: unknown[] = [];
  if (before.status !== after.status) effect.push(['status', after.status]);
  if (before.deal !== after.deal) effect.push(['deal', after.deal]);
  if (JSON.stringify(before.clock) !== JSON.stringify(after.clock)) {
    effect.push(['clock', after.clock]);
  }
  if (JSON.stringify(before.settings) !== JSON.stringify(after.settings)) {
    effect.push(['settings', after.settings]);
  }
  const old = new Map(before.entries.map((entry) => [entry.id, entry]));
  for (const entry of after.entries) {
    const was = old.get(entry.id);
    if (!was) {
      effect.push(['entry', entry]);
      continue;
    }
    for (const field of ['name', 'member_slug', 'state', 'eliminated_by', 'reentry_of'] as const) {
      if (was[field] !== entry[field]) effect.push([entry.id, field, entry[field]]);
    }
    for (const field of ['rebuys', 'addons'] as const) {
      if (was[field] !== entry[field])
        effect.push([entry.id, field, '+', entry[field] - was[field]]);
    }
  }
  const places = (tables: readonly Table[]) => {
    const map = new Map<string, string>();
    for (const table of tables) {
      table.seats.forEach((seat, index) => {
        if (seat !== null) map.set(seat, `${table.table}:${index + 1}`);
      });
    }
    return map;
  };
  const sat = places(before.tables);
  const sits = places(after.tables);
  for (const player of [...new Set([...sat.keys(), ...sits.keys()])].sort()) {
    if (sat.get(player) !== sits.get(player)) effect.push([player, sits.get(player) ?? null]);
  }
  const numbers = (tables: readonly Table[]) => tables.map((table) => table.table).join();
  if (numbers(before.tables) !== numbers(after.tables)) {
    effect.push(['tables', numbers(after.tables)]);
  }
  const busted = after.bust_order.filter((id) => !before.bust_order.includes(id));
  if (busted.length > 0) effect.push(['busted', busted]);
  return JSON.stringify(effect);
}

function undo(
  state: GameState,
  command: Extract<GameCommand, { type: 'undo' }>,
): GameCommandResult {
  const target = command.command_id;
  if (typeof target !== 'string' || target === '') {
    return refuse('Name the command to undo by its id.');
  }
  const index = state.log.findIndex((candidate) => candidate.id === target);
  if (index < 0) {
    if (state.undone.some((entry) => entry.command.id === target)) {
      return refuse('That command was already undone.');
    }
    if (state.undone.some((entry) => entry.undo_id === target)) {
      return refuse('An undo cannot be undone: do the action again.');
    }
    return refuse(`There is no command ${target} in this game.`);
  }
  const undone = state.log[index] as GameCommand;
  if (undone.type === 'start') return refuse('The start of the game cannot be undone.');

  let before = emptyGameState();
  for (const earlier of state.log.slice(0, index)) {
    const result = step(before, earlier);
    if (!result.ok) return refuse(`The log does not replay: ${result.reason}`);
    before = result.state;
  }
  const first = step(before, undone);
  if (!first.ok) return refuse(`The log does not replay: ${first.reason}`);
  let original = first.state;
  let replay = before;
  for (const later of state.log.slice(index + 1)) {
    const was = step(original, later);
    if (!was.ok) return refuse(`The log does not replay: ${was.reason}`);
    const now = step(replay, later);
    const label = describeGameCommand(state, later);
    if (!now.ok) {
      return refuse(
        `“${label}” depends on it (without it: ${now.reason}) Undo that first.`,
        later.id,
      );
    }
    if (effectOf(original, was.state) !== effectOf(replay, now.state)) {
      return refuse(
        `“${label}” depends on it: it would do something else without it. Undo that first.`,
        later.id,
      );
    }
    original = was.state;
    replay = now.state;
  }
  return ok({
    ...replay,
    log: state.log.filter((_, at) => at !== index),
    undone: [...state.undone, { command: undone, undo_id: command.id }],
  });
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
