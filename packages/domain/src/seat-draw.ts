/*
 * The seat draw (DESIGN.md section 4 "Seating", issue 11 section 4): a random draw over the
 * fewest tables that hold everyone, as even as possible. The random source is injected so the
 * server can draw with its own and tests can replay a draw.
 */

import { describe, requireArray, requireWholeNumber } from './input-guards';
import { shuffled } from './random-draw';

/** One table: seat 1 is index 0, `null` an empty seat, strings are player ids. */
export interface Table {
  table: number;
  seats: (string | null)[];
}

export interface SeatingOptions {
  seatsPerTable: number;
}

/** Far above any real table (the settings allow 12); it keeps a typo from allocating millions. */
export const MAX_SEATS_PER_TABLE = 100;

export function checkSeatsPerTable(options: SeatingOptions): number {
  if (typeof options !== 'object' || options === null) {
    throw new Error('Seating needs { seatsPerTable }.');
  }
  return requireWholeNumber(options.seatsPerTable, 'Seats per table', 2, MAX_SEATS_PER_TABLE);
}

export function checkRandom(random: () => number): void {
  if (typeof random !== 'function') {
    throw new Error('random must be a function returning numbers from 0 up to 1.');
  }
}

export function checkPlayerId(value: unknown, what: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Error(`${what} must be a non-empty player id, not ${describe(value)}.`);
  }
  return value;
}

/**
 * Seats every player exactly once, at random, over ceil(players / seatsPerTable) tables numbered
 * from 1 whose sizes differ by at most one. The same `random` sequence gives the same draw.
 */
export function drawSeats(
  playerIds: readonly string[],
  options: SeatingOptions,
  random: () => number = Math.random,
): Table[] {
  const seatsPerTable = checkSeatsPerTable(options);
  checkRandom(random);
  const players = requireArray(playerIds, 'The player ids').map((id, index) =>
    checkPlayerId(id, `Player id ${index + 1}`),
  );
  const seen = new Set<string>();
  for (const id of players) {
    if (seen.has(id)) throw new Error(`Player ${id} is listed twice; each player gets one seat.`);
    seen.add(id);
  }
  if (players.length === 0) return [];

  const count = Math.ceil(players.length / seatsPerTable);
  const order = shuffled(players, random);
  const seatNumbers = Array.from({ length: seatsPerTable }, (_, seat) => seat);
  let next = 0;
  return Array.from({ length: count }, (_, index) => {
    const size = Math.floor(players.length / count) + (index < players.length % count ? 1 : 0);
    const seats: (string | null)[] = new Array<string | null>(seatsPerTable).fill(null);
    // Which seats are filled is drawn too, so a short table's gaps are not always at the end.
    for (const seat of shuffled(seatNumbers, random).slice(0, size)) {
      seats[seat] = order[next] as string;
      next += 1;
    }
    return { table: index + 1, seats };
  });
}
