import {
  applyGameCommand,
  emptyGameState,
  gameStateView,
  undoableGameCommands,
  type GameCommand,
  type GameCommandBody,
  type GameSettings,
  type GameState,
} from '@felt/domain';
import type { PlayView } from '../play/play-types';

/* A night built with the domain itself, so the screens are tested on real states. */

export const T0 = Date.UTC(2026, 10, 24, 19, 0, 0);

export const NIGHT_SETTINGS: GameSettings = {
  default_buy_in_cents: 2000,
  house_fee_cents: 0,
  rebuy_price_cents: 2000,
  rebuy_chips: 5000,
  rebuys_allowed_until_level: 2,
  max_rebuys: 2,
  addon_price_cents: 1000,
  addon_chips: 5000,
  starting_stack: 5000,
  bounty_cents: 0,
  seats_per_table: 6,
};

export const NIGHT_LEVELS = [
  { time_minutes: 20, small_blind: 25, big_blind: 50, ante_value: 0, is_break: false },
  { time_minutes: 20, small_blind: 50, big_blind: 100, ante_value: 0, is_break: false },
  { time_minutes: 10, small_blind: 0, big_blind: 0, ante_value: 0, is_break: true },
  { time_minutes: 20, small_blind: 100, big_blind: 200, ante_value: 25, is_break: false },
];

export const NIGHT_PLAYERS = [
  { id: '1', name: 'Ann Lee', member_slug: 'ann-lee' },
  { id: '2', name: 'Bob Stone', member_slug: 'bob-stone' },
  { id: '3', name: 'Cat Diaz', member_slug: 'cat-diaz' },
  { id: '4', name: 'Dan Wu', member_slug: null },
  { id: '5', name: 'Eve Moss', member_slug: 'eve-moss' },
];

let counter = 0;

/** Applies each command at `at` (ms after T0), throwing at a refusal. */
export function night(
  bodies: readonly (GameCommandBody & { at?: number; id?: string; seed?: number })[],
  from: GameState = emptyGameState(),
): GameState {
  let state = from;
  for (const body of bodies) {
    counter += 1;
    const command = {
      ...body,
      id: body.id ?? `c${counter}`,
      at: T0 + (body.at ?? 0),
    } as GameCommand;
    const result = applyGameCommand(state, command);
    if (!result.ok) throw new Error(`${command.type} refused: ${result.reason}`);
    state = result.state;
  }
  return state;
}

export const startCommand = (): GameCommandBody => ({
  type: 'start',
  setup: { levels: NIGHT_LEVELS, settings: NIGHT_SETTINGS, entries: NIGHT_PLAYERS },
  hold_clock: true,
});

/** Started, everyone checked in, seats drawn, the clock running from T0. */
export function runningNight(): GameState {
  return night([
    startCommand(),
    ...NIGHT_PLAYERS.map((player) => ({ type: 'check_in' as const, entry_id: player.id })),
    { type: 'draw_seats', seed: 7 },
    { type: 'resume' },
  ]);
}

export function playView(state: GameState, now = T0): PlayView {
  return { ...gameStateView(state, now), undo: undoableGameCommands(state) };
}
