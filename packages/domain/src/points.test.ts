import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POINTS_FORMULAS, gamePoints } from './index';
import type { GamePointsInput } from './index';
import { PROPERTY_TIMEOUT } from './testing/property-timeout';

const RUNS = 3000;

const hasAtMostTwoDecimals = (value: number) => Number(value.toFixed(2)) === value;

const finish = fc.integer({ min: 1, max: 500 }).chain((entrants) =>
  fc.record({
    entrants: fc.constant(entrants),
    place: fc.integer({ min: 1, max: entrants }),
    knockouts: fc.integer({ min: 0, max: entrants - 1 }),
  }),
);

const anyInput: fc.Arbitrary<GamePointsInput> = fc
  .record({
    finish,
    formula: fc.constantFrom(...POINTS_FORMULAS),
    buyInCents: fc.oneof(fc.constantFrom(0, 500, 1000, 2000, 5000, 10_000), fc.nat(1_000_000)),
    pointsTable: fc.array(
      fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.double({ min: 0, max: 1000, noNaN: true })),
      { maxLength: 20 },
    ),
    participationPoints: fc.oneof(
      fc.constant(0),
      fc.integer({ min: 0, max: 50 }),
      fc.double({ min: 0, max: 50, noNaN: true }),
    ),
    knockoutPoints: fc.oneof(
      fc.constant(0),
      fc.constantFrom(0.5, 1, 2.25),
      fc.double({ min: 0, max: 20, noNaN: true }),
    ),
  })
  .map(({ finish: f, ...rest }) => ({ ...rest, ...f }));

describe('gamePoints', PROPERTY_TIMEOUT, () => {
  it.each([
    // linear: n - place + 1
    [{ formula: 'linear', entrants: 10, place: 1 }, 10],
    [{ formula: 'linear', entrants: 10, place: 10 }, 1],
    [{ formula: 'linear', entrants: 24, place: 5 }, 20],
    [{ formula: 'linear', entrants: 1, place: 1 }, 1],
    // fixed table: by place, 0 past its end
    [{ formula: 'fixed_table', entrants: 12, place: 2, pointsTable: [10, 7, 5, 3, 1] }, 7],
    [{ formula: 'fixed_table', entrants: 12, place: 5, pointsTable: [10, 7, 5, 3, 1] }, 1],
    [{ formula: 'fixed_table', entrants: 12, place: 6, pointsTable: [10, 7, 5, 3, 1] }, 0],
    [{ formula: 'fixed_table', entrants: 12, place: 1 }, 0],
    // pokerstars: 10 * sqrt(16) / sqrt(1) * (1 + log10(20.25)) = 40 * 2.3064250 = 92.257
    [{ formula: 'pokerstars', entrants: 16, place: 1, buyInCents: 2000 }, 92.26],
    // 10 * 4 / 2 * 2.3064250 = 46.1285
    [{ formula: 'pokerstars', entrants: 16, place: 4, buyInCents: 2000 }, 46.13],
    // freeroll: 10 * sqrt(10) * (1 + log10(0.25)) = 31.6228 * 0.39794 = 12.584
    [{ formula: 'pokerstars', entrants: 10, place: 1, buyInCents: 0 }, 12.58],
    // 10 * sqrt(9) / sqrt(3) * (1 + log10(25.25)) = 17.3205 * 2.4022613 = 41.608
    [{ formula: 'pokerstars', entrants: 9, place: 3, buyInCents: 2500 }, 41.61],
    // participation and knockouts on top: 8 + 2 + 3 * 0.5
    [
      {
        formula: 'linear',
        entrants: 10,
        place: 3,
        knockouts: 3,
        participationPoints: 2,
        knockoutPoints: 0.5,
      },
      11.5,
    ],
    [
      {
        formula: 'fixed_table',
        entrants: 8,
        place: 7,
        pointsTable: [10, 6, 3],
        knockouts: 1,
        participationPoints: 1,
        knockoutPoints: 2,
      },
      3,
    ],
    // half away from zero on the printed value: 1.005 -> 1.01, 2.675 -> 2.68
    [{ formula: 'fixed_table', entrants: 2, place: 1, pointsTable: [1.005] }, 1.01],
    [{ formula: 'fixed_table', entrants: 2, place: 1, pointsTable: [2.675] }, 2.68],
  ] as Array<[GamePointsInput, number]>)('%j earns %d', (input, expected) => {
    expect(gamePoints(input)).toBe(expected);
  });

  it('rounds every result to at most 2 decimals', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const points = gamePoints(input);
        expect(Number.isFinite(points)).toBe(true);
        expect(hasAtMostTwoDecimals(points)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('adds participation points and knockout points on top of the formula, to the cent', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const bare = gamePoints({ ...input, participationPoints: 0, knockoutPoints: 0 });
        const expected =
          bare +
          (input.participationPoints ?? 0) +
          (input.knockoutPoints ?? 0) * (input.knockouts ?? 0);
        // Each part is rounded on its own here, the total once in gamePoints.
        expect(Math.abs(gamePoints(input) - expected)).toBeLessThanOrEqual(0.0101);
      }),
      { numRuns: RUNS },
    );
  });

  it('gives linear points n - place + 1', () => {
    fc.assert(
      fc.property(finish, ({ entrants, place }) => {
        expect(gamePoints({ formula: 'linear', entrants, place })).toBe(entrants - place + 1);
      }),
      { numRuns: RUNS },
    );
  });

  it('never gives a better finish fewer points under linear and pokerstars', () => {
    fc.assert(
      fc.property(
        finish.filter((f) => f.place > 1),
        fc.constantFrom('linear' as const, 'pokerstars' as const),
        fc.nat(100_000),
        ({ entrants, place }, formula, buyInCents) => {
          const worse = gamePoints({ formula, entrants, place, buyInCents });
          const better = gamePoints({ formula, entrants, place: place - 1, buyInCents });
          expect(better).toBeGreaterThanOrEqual(worse);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('gives pokerstars points that grow with the field and the buy-in', () => {
    fc.assert(
      fc.property(
        finish,
        fc.nat(100_000),
        fc.integer({ min: 1, max: 10_000 }),
        (f, buyIn, more) => {
          const base = gamePoints({ formula: 'pokerstars', ...f, buyInCents: buyIn });
          const biggerField = gamePoints({
            formula: 'pokerstars',
            ...f,
            entrants: f.entrants + more,
            buyInCents: buyIn,
          });
          const biggerBuyIn = gamePoints({ formula: 'pokerstars', ...f, buyInCents: buyIn + more });
          expect(biggerField).toBeGreaterThanOrEqual(base);
          expect(biggerBuyIn).toBeGreaterThanOrEqual(base);
          const exact =
            ((10 * Math.sqrt(f.entrants)) / Math.sqrt(f.place)) *
            (1 + Math.log10(buyIn / 100 + 0.25));
          expect(Math.abs(base - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it.each([
    [{ entrants: 0 }, 'The number of entrants must be at least 1, not 0.'],
    [{ place: 0 }, 'The place must be at least 1, not 0.'],
    [{ place: 11 }, 'Place 11 is impossible with 10 entrants.'],
    [{ place: 1.5 }, 'The place must be a whole number, not 1.5.'],
    [{ knockouts: -1 }, 'The number of knockouts must be at least 0, not -1.'],
    [{ knockouts: 10 }, 'The number of knockouts must be at most 9, not 10.'],
    [{ participationPoints: -1 }, 'Participation points cannot be negative (-1).'],
    [{ knockoutPoints: Number.NaN }, 'Points per knockout must be a number, not NaN.'],
    [{ formula: 'golf' }, 'Unknown points formula "golf": use linear, fixed_table, pokerstars.'],
    [{ formula: 'pokerstars' }, 'The pokerstars formula needs the buy-in (buyInCents).'],
    [{ formula: 'pokerstars', buyInCents: -100 }, 'The buy-in cannot be negative (-100 cents).'],
    [
      { formula: 'fixed_table', pointsTable: [10, -2] },
      'Points for place 2 cannot be negative (-2).',
    ],
  ])('refuses %j', (change, message) => {
    const base: GamePointsInput = { formula: 'linear', entrants: 10, place: 3 };
    expect(() => gamePoints({ ...base, ...change } as GamePointsInput)).toThrow(message);
  });
});
