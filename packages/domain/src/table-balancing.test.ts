import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySeatMoves, balanceTables, drawSeats } from './index';
import type { BalanceResult, Table } from './index';
import { seededRandom } from './testing/seeded-random';
import { PROPERTY_TIMEOUT } from './testing/property-timeout';

const RUNS = 2000;

const seated = (tables: readonly Table[]) =>
  tables.flatMap((table) => table.seats.filter((seat): seat is string => seat !== null));
const count = (table: Table) => seated([table]).length;

/**
 * Tables mid-tournament: distinct numbers (not always 1..n), seats filled at random, some tables
 * fuller than others, some empty. The seats come from the seed, which keeps generation cheap.
 */
const floor = fc
  .record({
    seatsPerTable: fc.integer({ min: 2, max: 12 }),
    numbers: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 30 }),
    busy: fc.oneof(
      fc.constantFrom(0, 0.1, 0.5, 0.9, 1),
      fc.double({ min: 0, max: 1, noNaN: true }),
    ),
    seed: fc.nat(),
  })
  .map(({ seatsPerTable, numbers, busy, seed }) => {
    let next = 0;
    const random = seededRandom(seed);
    const tables: Table[] = numbers.map((table) => {
      const fullness = busy * random() * 2;
      return {
        table,
        seats: Array.from({ length: seatsPerTable }, () => {
          if (random() >= fullness) return null;
          next += 1;
          return `p${next}`;
        }),
      };
    });
    return { tables, seatsPerTable, seed };
  });

/** The fewest moves possible once the lowest-numbered tables that are needed stay open. */
function fewestMoves(tables: readonly Table[], seatsPerTable: number, broken: number[]): number {
  const players = seated(tables).length;
  const needed = Math.ceil(players / seatsPerTable);
  const staying = tables.filter((table) => !broken.includes(table.table));
  const fromBroken = players - staying.reduce((sum, table) => sum + count(table), 0);
  if (needed === 0) return 0;
  const base = Math.floor(players / needed);
  const extra = players % needed;
  // The fullest tables keep the larger size; every table holds its size at most.
  const sizes = staying.map(count).sort((a, b) => b - a);
  const surplus = sizes.reduce(
    (sum, size, index) => sum + Math.max(0, size - (base + (index < extra ? 1 : 0))),
    0,
  );
  return fromBroken + surplus;
}

function play(tables: Table[], seatsPerTable: number, seed: number) {
  const result = balanceTables(tables, { seatsPerTable }, seededRandom(seed));
  return { result, after: applySeatMoves(tables, result) };
}

describe('balanceTables', PROPERTY_TIMEOUT, () => {
  it('leaves the fewest tables that hold everyone, within one player of each other, everyone seated once', () => {
    fc.assert(
      fc.property(floor, ({ tables, seatsPerTable, seed }) => {
        const { after } = play(tables, seatsPerTable, seed);
        const players = seated(tables).length;
        const sizes = after.map(count);
        expect({
          tables: after.length,
          evenWithinOne: sizes.length === 0 || Math.max(...sizes) - Math.min(...sizes) <= 1,
          everyone: seated(after).sort().join(),
        }).toEqual({
          tables: Math.ceil(players / seatsPerTable),
          evenWithinOne: true,
          everyone: seated(tables).sort().join(),
        });
        expect(Math.max(0, ...sizes)).toBeLessThanOrEqual(seatsPerTable);
      }),
      { numRuns: RUNS },
    );
  });

  it('closes empty tables, then breaks the highest-numbered ones, and keeps the rest open', () => {
    fc.assert(
      fc.property(floor, ({ tables, seatsPerTable, seed }) => {
        const { result, after } = play(tables, seatsPerTable, seed);
        const needed = Math.ceil(seated(tables).length / seatsPerTable);
        const occupied = tables
          .filter((table) => count(table) > 0)
          .map((table) => table.table)
          .sort((a, b) => a - b);
        const keep = occupied.slice(0, needed);
        expect(after.map((table) => table.table).sort((a, b) => a - b)).toEqual(keep);
        expect(result.brokenTables).toEqual(
          tables
            .map((table) => table.table)
            .filter((number) => !keep.includes(number))
            .sort((a, b) => a - b),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('moves no more players than needed, only toward open tables, into seats that were empty', () => {
    fc.assert(
      fc.property(floor, ({ tables, seatsPerTable, seed }) => {
        const { result } = play(tables, seatsPerTable, seed);
        expect(result.moves).toHaveLength(fewestMoves(tables, seatsPerTable, result.brokenTables));
        const before = new Map(tables.map((table) => [table.table, table.seats]));
        const giving = new Set(result.moves.map((move) => move.fromTable));
        const arrivals = new Set<string>();
        const wrong: string[] = [];
        for (const move of result.moves) {
          const seat = `${move.toTable}/${move.toSeat}`;
          if (result.brokenTables.includes(move.toTable)) wrong.push(`${seat} is breaking`);
          if (before.get(move.fromTable)?.[move.fromSeat - 1] !== move.player) {
            wrong.push(`${move.player} was not at ${move.fromTable}/${move.fromSeat}`);
          }
          if ((before.get(move.toTable)?.[move.toSeat - 1] ?? null) !== null) {
            wrong.push(`${seat} was taken`);
          }
          if (move.toSeat > seatsPerTable) wrong.push(`${seat} does not exist`);
          if (arrivals.has(seat)) wrong.push(`${seat} given twice`);
          // Players go from full tables toward short ones, never both ways.
          if (giving.has(move.toTable)) wrong.push(`table ${move.toTable} gives and takes`);
          arrivals.add(seat);
        }
        expect(wrong).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('leaves players who do not move in their seats', () => {
    fc.assert(
      fc.property(floor, ({ tables, seatsPerTable, seed }) => {
        const { result, after } = play(tables, seatsPerTable, seed);
        const moved = new Set(result.moves.map((move) => move.player));
        const now = new Map(after.map((table) => [table.table, table.seats]));
        const wandered = tables.flatMap((table) =>
          table.seats.filter(
            (player, index) =>
              player !== null && !moved.has(player) && now.get(table.table)?.[index] !== player,
          ),
        );
        expect(wandered).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('gives the same moves for the same random sequence, and does not change the tables given', () => {
    fc.assert(
      fc.property(floor, ({ tables, seatsPerTable, seed }) => {
        const copy = JSON.stringify(tables);
        const once = JSON.stringify(balanceTables(tables, { seatsPerTable }, seededRandom(seed)));
        const again = JSON.stringify(balanceTables(tables, { seatsPerTable }, seededRandom(seed)));
        expect(again).toBe(once);
        expect(JSON.stringify(tables)).toBe(copy);
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps a tournament balanced from the draw to the final table as players bust', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 50 }),
        fc.integer({ min: 2, max: 10 }),
        fc.nat(),
        (players, seatsPerTable, seed) => {
          const random = seededRandom(seed);
          let tables = drawSeats(
            Array.from({ length: players }, (_, i) => `p${i}`),
            { seatsPerTable },
            random,
          );
          for (let left = players; left > 1; left -= 1) {
            const everyone = seated(tables);
            const out = everyone[Math.floor(random() * everyone.length)];
            tables = tables.map((table) => ({
              table: table.table,
              seats: table.seats.map((seat) => (seat === out ? null : seat)),
            }));
            tables = applySeatMoves(tables, balanceTables(tables, { seatsPerTable }, random));
            const sizes = tables.map(count);
            if (tables.length !== Math.ceil((left - 1) / seatsPerTable)) return false;
            if (Math.max(...sizes) - Math.min(...sizes) > 1) return false;
          }
          return tables.length === 1 && seated(tables).length === 1;
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('moves the surplus of a full table to the short one', () => {
    const tables: Table[] = [
      { table: 1, seats: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] },
      { table: 2, seats: ['j', null, 'k', null, 'l', null, 'm', null, 'n'] },
    ];
    const result = balanceTables(tables, { seatsPerTable: 9 }, seededRandom(5));
    expect(result.brokenTables).toEqual([]);
    expect(result.moves).toHaveLength(2);
    for (const move of result.moves) {
      expect(move).toMatchObject({ fromTable: 1, toTable: 2 });
      expect([2, 4, 6, 8]).toContain(move.toSeat);
    }
    expect(applySeatMoves(tables, result).map(count)).toEqual([7, 7]);
  });

  it('breaks the highest-numbered table as soon as the others can hold its players', () => {
    const tables: Table[] = [
      { table: 1, seats: ['a', 'b', 'c', 'd', null, null] },
      { table: 2, seats: [null, 'e', null, 'f', null, null] },
      { table: 3, seats: ['g', 'h', 'i', null, null, null] },
    ];
    // 9 players, 6 seats: two tables; table 3 breaks though table 2 is shorter.
    const result = balanceTables(tables, { seatsPerTable: 6 }, seededRandom(9));
    expect(result.brokenTables).toEqual([3]);
    expect(result.moves.map((move) => move.player).sort()).toEqual(['g', 'h', 'i']);
    // Table 1 keeps its 4 (5 is the larger size), table 2 takes two and table 1 one: 5 / 4.
    const after = applySeatMoves(tables, result);
    expect(after.map((table) => table.table)).toEqual([1, 2]);
    expect(after.map(count)).toEqual([5, 4]);
  });

  it('closes an empty table without moving anyone, and a room with nobody closes every table', () => {
    const tables: Table[] = [
      { table: 1, seats: [null, null, null] },
      { table: 2, seats: ['a', 'b', null] },
      { table: 3, seats: ['c', null, 'd'] },
    ];
    expect(balanceTables(tables, { seatsPerTable: 3 })).toEqual({ moves: [], brokenTables: [1] });
    const empty = tables.map((table) => ({ ...table, seats: [null, null, null] }));
    expect(balanceTables(empty, { seatsPerTable: 3 })).toEqual({
      moves: [],
      brokenTables: [1, 2, 3],
    });
  });

  it('treats a shorter seats list as a table whose last seats are empty', () => {
    const tables: Table[] = [
      { table: 1, seats: ['a', 'b', 'c', 'd', 'e'] },
      { table: 2, seats: ['f'] },
    ];
    const result = balanceTables(tables, { seatsPerTable: 5 }, seededRandom(2));
    expect(result.moves).toHaveLength(2);
    const after = applySeatMoves(tables, result);
    expect(after.map(count)).toEqual([3, 3]);
  });

  it.each([
    [[{ table: 1, seats: ['a', 'a'] }], 'Player a sits at table 1 and at table 1.'],
    [
      [
        { table: 1, seats: ['a'] },
        { table: 1, seats: ['b'] },
      ],
      'Table 1 is listed twice.',
    ],
    [[{ table: 0, seats: ['a'] }], "Table entry 1's table number must be at least 1, not 0."],
    [
      [{ table: 1, seats: [null, null, 'a'] }],
      'Table 1 has a player in seat 3, but tables have 2 seats.',
    ],
    [[{ table: 1, seats: [7] }], 'Seat 1 at table 1 must be a non-empty player id, not 7.'],
  ])('refuses tables %j', (tables, message) => {
    expect(() => balanceTables(tables as Table[], { seatsPerTable: 2 })).toThrow(message);
  });

  it('refuses fewer than 2 seats per table and a random source out of range', () => {
    expect(() => balanceTables([], { seatsPerTable: 1 })).toThrow(
      'Seats per table must be at least 2, not 1.',
    );
    const tables: Table[] = [
      { table: 1, seats: ['a', 'b', 'c'] },
      { table: 2, seats: ['d', null, null] },
    ];
    expect(() => balanceTables(tables, { seatsPerTable: 3 }, () => -0.5)).toThrow(
      'random() must return a number from 0 up to (not including) 1, not -0.5.',
    );
  });
});

describe('applySeatMoves', PROPERTY_TIMEOUT, () => {
  const tables: Table[] = [
    { table: 1, seats: ['a', 'b', 'c'] },
    { table: 2, seats: ['d', null, null] },
    { table: 3, seats: ['e', null, null] },
  ];
  const move = (change: Partial<BalanceResult['moves'][number]>) => ({
    player: 'c',
    fromTable: 1,
    fromSeat: 3,
    toTable: 2,
    toSeat: 2,
    ...change,
  });

  it('moves players and drops the broken tables, leaving the input as it was', () => {
    const copy = JSON.stringify(tables);
    const after = applySeatMoves(tables, {
      moves: [move({}), move({ player: 'e', fromTable: 3, fromSeat: 1, toTable: 2, toSeat: 3 })],
      brokenTables: [3],
    });
    expect(after).toEqual([
      { table: 1, seats: ['a', 'b', null] },
      { table: 2, seats: ['d', 'c', 'e'] },
    ]);
    expect(JSON.stringify(tables)).toBe(copy);
  });

  it.each([
    [
      { moves: [move({ toSeat: 1 })], brokenTables: [] },
      'Move 1 (c): seat 1 at table 2 is taken by "d".',
    ],
    [
      { moves: [move({ fromSeat: 2 })], brokenTables: [] },
      'Move 1 (c): c does not sit in seat 2 at table 1.',
    ],
    [
      { moves: [move({ toTable: 3 })], brokenTables: [3] },
      'Move 1 (c): table 3 is breaking, nobody can move there.',
    ],
    [{ moves: [move({ toTable: 9 })], brokenTables: [] }, 'Move 1 (c): there is no table 9.'],
    [{ moves: [], brokenTables: [3] }, 'Table 3 is breaking, but e still sits there with no move.'],
    [{ moves: [], brokenTables: [4] }, 'Table 4 cannot break: there is no table 4.'],
  ])('refuses %j', (result, message) => {
    expect(() => applySeatMoves(tables, result)).toThrow(message);
  });
});
