import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawSeats } from './index';
import type { Table } from './index';
import { seededRandom as seeded } from './testing/seeded-random';
import { PROPERTY_TIMEOUT } from './testing/property-timeout';

const RUNS = 3000;

const playerIds = (count: number) => Array.from({ length: count }, (_, i) => `p${i + 1}`);
const seated = (tables: Table[]) =>
  tables.flatMap((table) => table.seats.filter((seat): seat is string => seat !== null));
const sizes = (tables: Table[]) => tables.map((table) => seated([table]).length);

const draw = fc.record({
  players: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 300 })),
  seatsPerTable: fc.integer({ min: 2, max: 12 }),
  seed: fc.nat(),
});

describe('drawSeats', PROPERTY_TIMEOUT, () => {
  it('seats everyone exactly once over the fewest tables, numbered from 1, as even as possible', () => {
    fc.assert(
      fc.property(draw, ({ players, seatsPerTable, seed }) => {
        const ids = playerIds(players);
        const tables = drawSeats(ids, { seatsPerTable }, seeded(seed));
        const counts = sizes(tables);
        const facts = {
          tables: tables.length,
          numbers: tables.map((table) => table.table).join(),
          seatsEach: tables.every((table) => table.seats.length === seatsPerTable),
          everyoneOnce: seated(tables).sort().join(),
          spread: counts.length > 0 ? Math.max(...counts) - Math.min(...counts) : 0,
        };
        expect(facts).toEqual({
          tables: Math.ceil(players / seatsPerTable),
          numbers: tables.map((_, i) => i + 1).join(),
          seatsEach: true,
          everyoneOnce: [...ids].sort().join(),
          spread: facts.spread <= 1 ? facts.spread : 'at most 1',
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('gives the same draw for the same random sequence', () => {
    fc.assert(
      fc.property(draw, ({ players, seatsPerTable, seed }) => {
        const ids = playerIds(players);
        const once = JSON.stringify(drawSeats(ids, { seatsPerTable }, seeded(seed)));
        expect(JSON.stringify(drawSeats(ids, { seatsPerTable }, seeded(seed)))).toBe(once);
      }),
      { numRuns: RUNS },
    );
  });

  it('draws: every player lands in every seat about equally often', () => {
    const random = seeded(7);
    const ids = playerIds(18);
    const hits = new Map<string, number>();
    const DRAWS = 4000;
    for (let i = 0; i < DRAWS; i += 1) {
      const tables = drawSeats(ids, { seatsPerTable: 9 }, random);
      const table = tables.find((t) => t.seats.includes('p1')) as Table;
      const key = `${table.table}/${table.seats.indexOf('p1') + 1}`;
      hits.set(key, (hits.get(key) ?? 0) + 1);
    }
    // 2 tables x 9 seats: 4000 / 18 = 222 each; a fair draw stays well within 150-300.
    expect(hits.size).toBe(18);
    for (const count of hits.values()) {
      expect(count).toBeGreaterThan(150);
      expect(count).toBeLessThan(300);
    }
  });

  it('leaves the empty seats of a short table anywhere, not always at the end', () => {
    const random = seeded(11);
    const emptyAt = new Set<number>();
    for (let i = 0; i < 200; i += 1) {
      const [table] = drawSeats(playerIds(7), { seatsPerTable: 9 }, random);
      table?.seats.forEach((seat, index) => {
        if (seat === null) emptyAt.add(index + 1);
      });
    }
    expect([...emptyAt].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('splits 20 players over 9-seat tables as 7, 7, 6', () => {
    const tables = drawSeats(playerIds(20), { seatsPerTable: 9 }, seeded(3));
    expect(sizes(tables).sort()).toEqual([6, 7, 7]);
  });

  it('does not change the list it is given', () => {
    const ids = playerIds(10);
    drawSeats(ids, { seatsPerTable: 4 }, seeded(1));
    expect(ids).toEqual(playerIds(10));
  });

  it.each([
    [['a', 'b'], { seatsPerTable: 1 }, Math.random, 'Seats per table must be at least 2, not 1.'],
    [
      ['a', 'b'],
      { seatsPerTable: 8.5 },
      Math.random,
      'Seats per table must be a whole number, not 8.5.',
    ],
    [['a', 'b', 'a'], { seatsPerTable: 9 }, Math.random, 'Player a is listed twice'],
    [['a', ''], { seatsPerTable: 9 }, Math.random, 'Player id 2 must be a non-empty player id'],
    [
      ['a', 'b'],
      { seatsPerTable: 9 },
      () => 1,
      'random() must return a number from 0 up to (not including) 1, not 1.',
    ],
  ])('refuses %j with %j', (ids, options, random, message) => {
    expect(() => drawSeats(ids, options, random)).toThrow(message);
  });
});
