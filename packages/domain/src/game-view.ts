/*
 * What the live game screens read from the state (issue 13, decision 0022): the GET state shape
 * at a given `now` (the server adds version and server_time) and a label for each command of
 * the undo list.
 */

import { readBlindClock, type BlindClockStatus } from './blind-clock';
import {
  gameTotals,
  lateRegistrationUntil,
  levelInForce,
  placeOf,
  seatOf,
  type GameCommand,
  type GameCommandType,
  type GameLevel,
  type GameLiveStatus,
  type GameState,
} from './game-state';
import type { Table } from './seat-draw';

export const GAME_ENTRY_VIEW_STATUSES = ['registered', 'checked_in', 'seated', 'busted'] as const;
export type GameEntryViewStatus = (typeof GAME_ENTRY_VIEW_STATUSES)[number];

export interface GameClockView {
  status: BlindClockStatus;
  level_index: number;
  remaining_ms: number;
  level: GameLevel | null;
  next_level: GameLevel | null;
  ms_to_next_break: number | null;
}

export interface GameEntryView {
  id: string;
  name: string;
  member_slug: string | null;
  status: GameEntryViewStatus;
  table: number | null;
  seat: number | null;
  rebuys: number;
  addons: number;
  knockouts: number;
  eliminated_by: string | null;
  place: number | null;
  /** The busted entry this one re-entered from. */
  reentry_of: string | null;
}

export interface GameStateView {
  status: GameLiveStatus;
  clock: GameClockView;
  entries: GameEntryView[];
  tables: Table[];
  /** Entrants: every entry that bought in, re-entries and late registrations included. */
  players_total: number;
  players_left: number;
  /** Chips in play / players left, rounded; 0 when nobody is left. */
  average_stack: number;
  /** Buy-ins less the house fee, plus rebuys and add-ons; bounties are outside the pool. */
  prize_pool_cents: number;
  /** The playing level in force (a break counts as the level before it), from 1. */
  level_in_force: number;
  late_registration_open: boolean;
  late_registration_until_level: number;
  rebuys_open: boolean;
  /** True when `balance` would move someone or close a table. */
  balance_needed: boolean;
  /** True when the game finished with a deal: the places left are the results' to decide. */
  deal: boolean;
}

export function levelLabel(levels: readonly GameLevel[], index: number): string {
  const level = levels[index];
  if (!level) return `level ${index + 1}`;
  return level.is_break ? 'the break' : `level ${level.level_number}`;
}

export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th';
  return `${place}${suffix}`;
}

/** True when the tables are not as balanceTables leaves them. */
function balanceNeeded(tables: readonly Table[], seatsPerTable: number): boolean {
  if (tables.length === 0) return false;
  const counts = tables.map((table) => table.seats.filter((seat) => seat !== null).length);
  const players = counts.reduce((sum, count) => sum + count, 0);
  if (counts.some((count) => count === 0)) return true;
  if (tables.length > Math.ceil(players / seatsPerTable)) return true;
  return Math.max(...counts) - Math.min(...counts) > 1;
}

/** The state as the GET state endpoint answers it, at `now` (the server's corrected time). */
export function gameStateView(state: GameState, now: number): GameStateView {
  const clock = readBlindClock(state.levels, state.clock, now);
  const totals = gameTotals(state);
  const knockouts = new Map<string, number>();
  for (const entry of state.entries) {
    if (entry.eliminated_by !== null) {
      knockouts.set(entry.eliminated_by, (knockouts.get(entry.eliminated_by) ?? 0) + 1);
    }
  }
  const entries = state.entries.map((entry): GameEntryView => {
    const where = seatOf(state.tables, entry.id);
    const status: GameEntryViewStatus =
      entry.state === 'in' ? (where ? 'seated' : 'checked_in') : entry.state;
    return {
      id: entry.id,
      name: entry.name,
      member_slug: entry.member_slug,
      status,
      table: where?.table ?? null,
      seat: where?.seat ?? null,
      rebuys: entry.rebuys,
      addons: entry.addons,
      knockouts: knockouts.get(entry.id) ?? 0,
      eliminated_by: entry.eliminated_by,
      place: placeOf(state, entry, totals.playersLeft),
      reentry_of: entry.reentry_of,
    };
  });
  const running = state.status === 'running';
  const level = levelInForce(state, now);
  const settings = state.settings;
  const lateUntil = settings ? lateRegistrationUntil(settings) : 0;
  return {
    status: state.status,
    clock: {
      status: clock.status,
      level_index: clock.levelIndex,
      remaining_ms: clock.remainingMs,
      level: clock.level,
      next_level: clock.nextLevel,
      ms_to_next_break: clock.msToNextBreak,
    },
    entries,
    tables: state.tables.map((table) => ({ table: table.table, seats: [...table.seats] })),
    players_total: totals.entrants,
    players_left: totals.playersLeft,
    average_stack:
      totals.playersLeft === 0 ? 0 : Math.round(totals.totalChips / totals.playersLeft),
    prize_pool_cents: totals.prizePoolCents,
    level_in_force: level,
    late_registration_open: running && level <= lateUntil,
    late_registration_until_level: lateUntil,
    rebuys_open:
      running &&
      settings !== null &&
      settings.max_rebuys > 0 &&
      level <= settings.rebuys_allowed_until_level,
    balance_needed:
      running && settings !== null && balanceNeeded(state.tables, settings.seats_per_table),
    deal: state.deal,
  };
}

function minutesAndSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

function nameOf(state: GameState, id: unknown): string {
  const entry = state.entries.find((candidate) => candidate.id === String(id));
  if (!entry) return `entry ${String(id)}`;
  return entry.reentry_of === null ? entry.name : `${entry.name} (re-entry)`;
}

const LABELS: Record<Exclude<GameCommandType, 'undo'>, (state: GameState, c: never) => string> = {
  start: () => 'Start the game',
  pause: () => 'Pause the clock',
  resume: () => 'Resume the clock',
  next_level: () => 'Next level',
  previous_level: () => 'Previous level',
  set_remaining: (_, c: { seconds: number }) =>
    `Set the clock to ${minutesAndSeconds(Number(c.seconds))}`,
  check_in: (state, c: { entry_id: string }) => `Check in: ${nameOf(state, c.entry_id)}`,
  late_register: (_, c: { name?: string | null; guest_name?: string | null }) =>
    `Late registration: ${(c.guest_name || c.name || 'a player').trim()}`,
  draw_seats: () => 'Draw seats',
  balance: () => 'Balance tables',
  break_table: (_, c: { table: number }) => `Break table ${c.table}`,
  move_seat: (state, c: { entry_id: string; table: number; seat: number }) =>
    `Move: ${nameOf(state, c.entry_id)} to table ${c.table}, seat ${c.seat}`,
  bust: (state, c: { entry_id: string; eliminated_by_entry_id?: string | null }) =>
    c.eliminated_by_entry_id
      ? `Bust: ${nameOf(state, c.entry_id)} by ${nameOf(state, c.eliminated_by_entry_id)}`
      : `Bust: ${nameOf(state, c.entry_id)}`,
  rebuy: (state, c: { entry_id: string }) => `Rebuy: ${nameOf(state, c.entry_id)}`,
  reenter: (state, c: { entry_id: string }) => `Re-entry: ${nameOf(state, c.entry_id)}`,
  addon: (state, c: { entry_id: string }) => `Add-on: ${nameOf(state, c.entry_id)}`,
  finish: (_, c: { deal?: boolean }) => (c.deal ? 'Finish with a deal' : 'Finish the game'),
};

/** A label a person reads in the undo list: "Bust: Ann Lee by Bob Stone". */
export function describeGameCommand(state: GameState, command: GameCommand): string {
  if (command.type === 'undo') {
    const target =
      state.log.find((candidate) => candidate.id === command.command_id) ??
      state.undone.find((entry) => entry.command.id === command.command_id)?.command;
    return target && target.type !== 'undo'
      ? `Undo: ${describeGameCommand(state, target)}`
      : 'Undo';
  }
  const label = LABELS[command.type] as (state: GameState, c: GameCommand) => string;
  return label(state, command);
}

export interface UndoableGameCommand {
  id: string;
  type: GameCommandType;
  at: number;
  label: string;
}

/** The commands in force, newest first, that an undo can name (everything but the start). */
export function undoableGameCommands(state: GameState): UndoableGameCommand[] {
  return state.log
    .filter((command) => command.type !== 'start')
    .reverse()
    .map((command) => ({
      id: command.id,
      type: command.type,
      at: command.at,
      label: describeGameCommand(state, command),
    }));
}

export interface GameSeat {
  table: number;
  seat: number;
}

export interface GameSeatChange {
  entry_id: string;
  name: string;
  /** Null for a player who had no seat (the draw, a late arrival). */
  from: GameSeat | null;
  to: GameSeat;
}

export interface GameSeatChanges {
  /** Players seated somewhere new, by table and seat of arrival. */
  moves: GameSeatChange[];
  /** Tables that closed, ascending. */
  broken_tables: number[];
  /** Tables that opened, ascending. */
  new_tables: number[];
}

/**
 * What changed at the tables between two states (two versions a screen received), for the
 * announcements a TV shows: who sits where now and which tables broke. A player leaving a seat
 * by busting is not a move.
 */
export function gameSeatChanges(before: GameState, after: GameState): GameSeatChanges {
  const seatsOf = (tables: readonly Table[]) => {
    const map = new Map<string, GameSeat>();
    for (const table of tables) {
      table.seats.forEach((seat, index) => {
        if (seat !== null) map.set(seat, { table: table.table, seat: index + 1 });
      });
    }
    return map;
  };
  const was = seatsOf(before.tables);
  const moves: GameSeatChange[] = [];
  for (const [entryId, to] of seatsOf(after.tables)) {
    const from = was.get(entryId) ?? null;
    if (from && from.table === to.table && from.seat === to.seat) continue;
    moves.push({ entry_id: entryId, name: nameOf(after, entryId), from, to });
  }
  moves.sort((a, b) => a.to.table - b.to.table || a.to.seat - b.to.seat);
  const numbers = (tables: readonly Table[]) => new Set(tables.map((table) => table.table));
  const old = numbers(before.tables);
  const now = numbers(after.tables);
  return {
    moves,
    broken_tables: [...old].filter((table) => !now.has(table)).sort((a, b) => a - b),
    new_tables: [...now].filter((table) => !old.has(table)).sort((a, b) => a - b),
  };
}
