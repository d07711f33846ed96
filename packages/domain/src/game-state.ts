/*
 * The live game night's state (issue 13, decision 0022): what a fold of the game's command log
 * holds. Plain JSON, so the server can store a snapshot and the screens can fold a command they
 * just sent before the server confirms it. The commands are in game-commands.ts, the GET state
 * shape and the undo list's labels in game-view.ts.
 */

import { numberBlindLevels, type BlindLevelPosition, type BlindLevelValues } from './blind-levels';
import { createBlindClock, readBlindClock, type BlindClockState } from './blind-clock';
import type { Table } from './seat-draw';

/** A level of the schedule as copied into the game by `start`. */
export type GameLevel = BlindLevelValues & BlindLevelPosition;

/**
 * The game's effective settings that the night reads, copied by `start` from the settings
 * cascade (the contract's field names, so the server passes the resolved values as they are).
 */
export interface GameSettings {
  default_buy_in_cents: number;
  house_fee_cents: number;
  rebuy_price_cents: number;
  rebuy_chips: number;
  /** 0: no rebuys. Late registration and re-entry stay open through level max(1, this). */
  rebuys_allowed_until_level: number;
  /** 0: no rebuys. */
  max_rebuys: number;
  addon_price_cents: number;
  addon_chips: number;
  starting_stack: number;
  /** Paid by the eliminator's victim outside the prize pool; the night only counts knockouts. */
  bounty_cents: number;
  seats_per_table: number;
}

export const GAME_SETTINGS_FIELDS = [
  'default_buy_in_cents',
  'house_fee_cents',
  'rebuy_price_cents',
  'rebuy_chips',
  'rebuys_allowed_until_level',
  'max_rebuys',
  'addon_price_cents',
  'addon_chips',
  'starting_stack',
  'bounty_cents',
  'seats_per_table',
] as const satisfies readonly (keyof GameSettings)[];

/** A registered entry as `start` copies it (the server's entry id as a string). */
export interface GameSetupEntry {
  id: string;
  name: string;
  member_slug?: string | null;
  /** True when the player is already checked in at the start. */
  checked_in?: boolean;
}

/** What `start` copies into the game; the server fills it in when it appends the command. */
export interface GameSetup {
  levels: readonly BlindLevelValues[];
  settings: GameSettings;
  entries: readonly GameSetupEntry[];
}

/**
 * `registered`: entered before the night, not checked in (not an entrant); `in`: bought in and
 * still playing (seated when a table holds the id); `busted`: out.
 */
export const GAME_ENTRY_STATES = ['registered', 'in', 'busted'] as const;
export type GameEntryState = (typeof GAME_ENTRY_STATES)[number];

export interface GameEntry {
  id: string;
  name: string;
  member_slug: string | null;
  state: GameEntryState;
  rebuys: number;
  addons: number;
  /** The entry that knocked this one out, when named. */
  eliminated_by: string | null;
  /** The busted entry this one re-entered from. */
  reentry_of: string | null;
}

export const GAME_STATUSES_LIVE = ['scheduled', 'running', 'finished'] as const;
export type GameLiveStatus = (typeof GAME_STATUSES_LIVE)[number];

/** A command of the log; `at` and `seed` are set by the server when it appends the command. */
export interface GameCommandBase {
  /** Made by the client (a UUID): the same id twice is the same command. */
  id: string;
  /** The server's clock when the command was appended, epoch ms. */
  at: number;
  /**
   * The random draw's seed (draw_seats, balance, break_table, late_register, reenter, check_in);
   * else from the id.
   */
  seed?: number;
}

export type GameCommandBody =
  | { type: 'start'; setup: GameSetup; hold_clock?: boolean }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'next_level' }
  | { type: 'previous_level' }
  | { type: 'set_remaining'; seconds: number }
  | { type: 'check_in'; entry_id: string }
  | {
      type: 'late_register';
      member_slug?: string | null;
      guest_name?: string | null;
      /** The member's name, added by the server for a member_slug. */
      name?: string | null;
    }
  | { type: 'draw_seats' }
  | { type: 'balance' }
  /** Closes a table the director chooses: its players take random free seats at the others. */
  | { type: 'break_table'; table: number }
  | { type: 'move_seat'; entry_id: string; table: number; seat: number }
  | { type: 'bust'; entry_id: string; eliminated_by_entry_id?: string | null }
  | { type: 'rebuy'; entry_id: string }
  | { type: 'reenter'; entry_id: string }
  | { type: 'addon'; entry_id: string }
  | { type: 'undo'; command_id: string }
  | { type: 'finish'; deal?: boolean };

export type GameCommand = GameCommandBase & GameCommandBody;
export type GameCommandType = GameCommand['type'];

export const GAME_COMMAND_TYPES = [
  'start',
  'pause',
  'resume',
  'next_level',
  'previous_level',
  'set_remaining',
  'check_in',
  'late_register',
  'draw_seats',
  'balance',
  'break_table',
  'move_seat',
  'bust',
  'rebuy',
  'reenter',
  'addon',
  'undo',
  'finish',
] as const satisfies readonly GameCommandType[];

export interface GameState {
  status: GameLiveStatus;
  /** The schedule as `start` copied it, numbered. */
  levels: GameLevel[];
  /** Null until `start`. */
  settings: GameSettings | null;
  clock: BlindClockState;
  /** In the order they entered: the registered ones first, then late and re-entries. */
  entries: GameEntry[];
  /** Player ids are entry ids. */
  tables: Table[];
  /** Busted entry ids, first out first: places come from here. */
  bust_order: string[];
  /** True when `finish` ended the night with a deal among the players left. */
  deal: boolean;
  /** The latest command time seen; an earlier `at` is taken as this one. */
  last_at: number | null;
  /** The commands in force, in order: the state is their fold. */
  log: GameCommand[];
  /** Commands taken back, with the undo that did it. */
  undone: { command: GameCommand; undo_id: string }[];
}

/** The state before `start`: nothing copied yet. */
export function emptyGameState(): GameState {
  return {
    status: 'scheduled',
    levels: [],
    settings: null,
    clock: createBlindClock([]),
    entries: [],
    tables: [],
    bust_order: [],
    deal: false,
    last_at: null,
    log: [],
    undone: [],
  };
}

export function numberGameLevels(levels: readonly BlindLevelValues[]): GameLevel[] {
  return numberBlindLevels(
    levels.map(({ time_minutes, small_blind, big_blind, ante_value, is_break }) => ({
      time_minutes,
      small_blind,
      big_blind,
      ante_value,
      is_break,
    })),
  );
}

/**
 * The playing level in force at `now`, numbered from 1 as announced: a break counts as the level
 * before it (the break after level 6 is still "level 6" for rebuys and the add-on).
 */
export function levelInForce(state: GameState, now: number): number {
  const { levelIndex } = readBlindClock(state.levels, state.clock, now);
  let played = 0;
  for (let index = 0; index <= levelIndex && index < state.levels.length; index += 1) {
    if (!state.levels[index]?.is_break) played += 1;
  }
  return Math.max(1, played);
}

/** The last level at which late registration and re-entry are open. */
export function lateRegistrationUntil(settings: GameSettings): number {
  return Math.max(1, settings.rebuys_allowed_until_level);
}

export const isEntrant = (entry: GameEntry) => entry.state !== 'registered';

export interface GameTotals {
  /** Entries that bought in (re-entries and late registrations included). */
  entrants: number;
  playersLeft: number;
  busted: number;
  rebuys: number;
  addons: number;
  totalChips: number;
  prizePoolCents: number;
}

export function gameTotals(state: GameState): GameTotals {
  const settings = state.settings;
  let entrants = 0;
  let playersLeft = 0;
  let busted = 0;
  let rebuys = 0;
  let addons = 0;
  for (const entry of state.entries) {
    if (!isEntrant(entry)) continue;
    entrants += 1;
    if (entry.state === 'in') playersLeft += 1;
    else busted += 1;
    rebuys += entry.rebuys;
    addons += entry.addons;
  }
  if (!settings) {
    return { entrants, playersLeft, busted, rebuys, addons, totalChips: 0, prizePoolCents: 0 };
  }
  return {
    entrants,
    playersLeft,
    busted,
    rebuys,
    addons,
    totalChips:
      entrants * settings.starting_stack +
      rebuys * settings.rebuy_chips +
      addons * settings.addon_chips,
    prizePoolCents:
      entrants * (settings.default_buy_in_cents - settings.house_fee_cents) +
      rebuys * settings.rebuy_price_cents +
      addons * settings.addon_price_cents,
  };
}

/** Where an entry sits, 1-based, or null. */
export function seatOf(
  tables: readonly Table[],
  entryId: string,
): { table: number; seat: number } | null {
  for (const table of tables) {
    const index = table.seats.indexOf(entryId);
    if (index >= 0) return { table: table.table, seat: index + 1 };
  }
  return null;
}

/**
 * The entry's finishing place: a busted entry ranks below everyone still in and everyone who
 * busted after it, so places stay 1..entrants even when late registrations arrive after early
 * busts; the last player in is first once the game is finished without a deal.
 */
export function placeOf(state: GameState, entry: GameEntry, playersLeft: number): number | null {
  if (entry.state === 'busted') {
    const index = state.bust_order.indexOf(entry.id);
    return index < 0 ? null : playersLeft + (state.bust_order.length - index);
  }
  if (entry.state === 'in' && state.status === 'finished' && !state.deal && playersLeft === 1) {
    return 1;
  }
  return null;
}

/** A small seeded generator (mulberry32): the same seed gives the same draw on every replay. */
export function seededRandom(seed: number): () => number {
  let value = seed >>> 0;
  return () => {
    value = (value + 0x6d2b79f5) >>> 0;
    let t = value;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a over the UTF-16 code units: a seed from a command id when the server gave none. */
export function seedFromId(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index += 1) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function commandRandom(command: GameCommandBase): () => number {
  const seed =
    typeof command.seed === 'number' && Number.isFinite(command.seed)
      ? command.seed
      : seedFromId(command.id);
  return seededRandom(seed);
}
