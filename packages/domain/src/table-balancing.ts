/*
 * Table balancing (DESIGN.md section 4 "Seating", issue 11 section 4): what the tournament
 * director announces as players bust.
 *
 * 1. Tables close until the fewest that hold everyone remain, ceil(players / seatsPerTable): a
 *    table breaks as soon as the others have room for its players. Empty tables close first;
 *    then the highest-numbered table breaks, a break order everyone knows in advance.
 * 2. The remaining tables end with floor or ceil of players / tables each (differing by at most
 *    one). The larger size goes to the tables that hold the most players already, so the fewest
 *    players have to move: everyone from a broken table, plus from each table holding more than
 *    its final size just the surplus, which goes to the short tables (TDA rule 11: players move
 *    from the full tables toward the short ones, never the other way).
 * 3. Who moves from a table with a surplus is drawn at random (we do not track the button, so the
 *    TDA's "next big blind moves" cannot apply), the short table each mover goes to is drawn,
 *    and each mover takes a random empty seat there.
 *
 * `applySeatMoves` applies a result to the tables, separately, so screens can show the moves
 * before anyone stands up.
 */

import { describe, requireArray, requireWholeNumber } from './input-guards';
import { shuffled } from './random-draw';
import {
  MAX_SEATS_PER_TABLE,
  checkPlayerId,
  checkRandom,
  checkSeatsPerTable,
  type SeatingOptions,
  type Table,
} from './seat-draw';

/** Seats are numbered from 1, as announced: seat 1 is `seats[0]`. */
export interface SeatMove {
  player: string;
  fromTable: number;
  fromSeat: number;
  toTable: number;
  toSeat: number;
}

export interface BalanceResult {
  moves: SeatMove[];
  /** Every table that closed, in ascending order; its players are among the moves. */
  brokenTables: number[];
}

/**
 * Checks the tables' shape: distinct table numbers, seats of player ids or null, nobody twice,
 * nobody beyond seat `maxSeats`. A shorter seats list is a table whose last seats are empty.
 */
function checkTables(value: unknown, maxSeats: number): Table[] {
  const tables = requireArray(value, 'The tables');
  const numbers = new Set<number>();
  const players = new Map<string, number>();
  tables.forEach((entry, index) => {
    if (typeof entry !== 'object' || entry === null) {
      throw new Error(`Table entry ${index + 1} must be an object with table and seats.`);
    }
    const table = entry as Table;
    const number = requireWholeNumber(table.table, `Table entry ${index + 1}'s table number`, 1);
    if (numbers.has(number)) throw new Error(`Table ${number} is listed twice.`);
    numbers.add(number);
    const seats = requireArray(table.seats, `Table ${number}'s seats`);
    seats.forEach((seat, at) => {
      if (seat === null) return;
      if (at >= maxSeats) {
        throw new Error(
          `Table ${number} has a player in seat ${at + 1}, but tables have ${maxSeats} seats.`,
        );
      }
      const id = checkPlayerId(seat, `Seat ${at + 1} at table ${number}`);
      const other = players.get(id);
      if (other !== undefined) {
        throw new Error(`Player ${id} sits at table ${other} and at table ${number}.`);
      }
      players.set(id, number);
    });
  });
  return tables as Table[];
}

interface Seated {
  player: string;
  table: number;
  /** 1-based. */
  seat: number;
}

function seatedAt(table: Table): Seated[] {
  const seated: Seated[] = [];
  table.seats.forEach((player, index) => {
    if (player !== null) seated.push({ player, table: table.table, seat: index + 1 });
  });
  return seated;
}

/**
 * The moves (and tables to close) that leave the fewest tables holding everyone, sizes within
 * one of each other, moving no more players than needed. Does not change `tables`.
 */
export function balanceTables(
  tables: readonly Table[],
  options: SeatingOptions,
  random: () => number = Math.random,
): BalanceResult {
  const seatsPerTable = checkSeatsPerTable(options);
  checkRandom(random);
  const ordered = [...checkTables(tables, seatsPerTable)].sort((a, b) => a.table - b.table);
  const occupied = new Map(ordered.map((table) => [table.table, seatedAt(table)]));
  const playerCount = [...occupied.values()].reduce((sum, seated) => sum + seated.length, 0);
  const needed = Math.ceil(playerCount / seatsPerTable);

  const broken = new Set(
    ordered.filter((t) => occupied.get(t.table)?.length === 0).map((t) => t.table),
  );
  const staying = ordered.filter((table) => !broken.has(table.table));
  while (staying.length > needed) broken.add((staying.pop() as Table).table);

  // Final sizes: floor(n / t) everywhere, one more at the `extra` tables holding the most now.
  const base = needed === 0 ? 0 : Math.floor(playerCount / needed);
  const extra = needed === 0 ? 0 : playerCount % needed;
  const bySize = [...staying].sort(
    (a, b) =>
      (occupied.get(b.table)?.length ?? 0) - (occupied.get(a.table)?.length ?? 0) ||
      a.table - b.table,
  );
  const finalSize = new Map(
    bySize.map((table, index) => [table.table, base + (index < extra ? 1 : 0)]),
  );

  const movers: Seated[] = ordered
    .filter((table) => broken.has(table.table))
    .flatMap((table) => occupied.get(table.table) ?? []);
  const arrivals: number[] = [];
  for (const table of staying) {
    const seated = occupied.get(table.table) ?? [];
    const size = finalSize.get(table.table) ?? 0;
    if (seated.length > size) {
      const leaving = shuffled(seated, random).slice(0, seated.length - size);
      movers.push(...leaving.sort((a, b) => a.seat - b.seat));
    }
    for (let i = seated.length; i < size; i += 1) arrivals.push(table.table);
  }

  const destinations = shuffled(arrivals, random);
  const freeSeats = new Map(
    staying.map((table) => {
      const taken = new Set((occupied.get(table.table) ?? []).map((seated) => seated.seat));
      const free: number[] = [];
      for (let seat = 1; seat <= seatsPerTable; seat += 1) if (!taken.has(seat)) free.push(seat);
      return [table.table, shuffled(free, random)];
    }),
  );
  const moves = movers.map((mover, index) => {
    const toTable = destinations[index] as number;
    const toSeat = freeSeats.get(toTable)?.shift() as number;
    return {
      player: mover.player,
      fromTable: mover.table,
      fromSeat: mover.seat,
      toTable,
      toSeat,
    };
  });
  return { moves, brokenTables: [...broken].sort((a, b) => a - b) };
}

function checkMove(value: unknown, index: number): SeatMove {
  const what = `Move ${index + 1}`;
  if (typeof value !== 'object' || value === null) {
    throw new Error(`${what} must be an object with player, fromTable, fromSeat, toTable, toSeat.`);
  }
  const move = value as SeatMove;
  checkPlayerId(move.player, `${what}'s player`);
  requireWholeNumber(move.fromTable, `${what}'s fromTable`, 1);
  requireWholeNumber(move.fromSeat, `${what}'s fromSeat`, 1);
  requireWholeNumber(move.toTable, `${what}'s toTable`, 1);
  requireWholeNumber(move.toSeat, `${what}'s toSeat`, 1, MAX_SEATS_PER_TABLE);
  return move;
}

/**
 * The tables after `result`'s moves, in order, without the broken ones; `tables` is unchanged.
 * Refuses moves that do not fit the tables: a player not in the seat named, a seat taken, a
 * move to a closing table, or a closing table left with players in it.
 */
export function applySeatMoves(tables: readonly Table[], result: BalanceResult): Table[] {
  const checked = checkTables(tables, MAX_SEATS_PER_TABLE);
  if (typeof result !== 'object' || result === null) {
    throw new Error(
      'applySeatMoves takes the { moves, brokenTables } that balanceTables returned.',
    );
  }
  const moves = requireArray(result.moves, 'The moves').map(checkMove);
  const broken = new Set(
    requireArray(result.brokenTables, 'The broken tables').map((number) => {
      const table = requireWholeNumber(number, 'A broken table number', 1);
      if (!checked.some((t) => t.table === table)) {
        throw new Error(`Table ${table} cannot break: there is no table ${table}.`);
      }
      return table;
    }),
  );
  const seats = new Map(checked.map((table) => [table.table, [...table.seats]]));
  const at = (number: number, what: string) => {
    const row = seats.get(number);
    if (!row) throw new Error(`${what}: there is no table ${number}.`);
    return row;
  };
  moves.forEach((move, index) => {
    const what = `Move ${index + 1} (${move.player})`;
    const from = at(move.fromTable, what);
    if (from[move.fromSeat - 1] !== move.player) {
      throw new Error(
        `${what}: ${move.player} does not sit in seat ${move.fromSeat} at table ${move.fromTable}.`,
      );
    }
    if (broken.has(move.toTable)) {
      throw new Error(`${what}: table ${move.toTable} is breaking, nobody can move there.`);
    }
    const to = at(move.toTable, what);
    const sitting = to[move.toSeat - 1];
    if (sitting !== null && sitting !== undefined) {
      throw new Error(
        `${what}: seat ${move.toSeat} at table ${move.toTable} is taken by ${describe(sitting)}.`,
      );
    }
    from[move.fromSeat - 1] = null;
    while (to.length < move.toSeat) to.push(null);
    to[move.toSeat - 1] = move.player;
  });
  for (const number of broken) {
    const left = (seats.get(number) ?? []).find((player) => player !== null);
    if (left) {
      throw new Error(`Table ${number} is breaking, but ${left} still sits there with no move.`);
    }
  }
  return checked
    .filter((table) => !broken.has(table.table))
    .map((table) => ({ table: table.table, seats: seats.get(table.table) ?? [] }));
}
