import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYOUT_PRESETS, PAYOUT_PRESET_RANGES, computePayouts } from './index';
import type { PayoutRange, PayoutStructure } from './index';
import { PROPERTY_TIMEOUT } from './testing/property-timeout';

const RUNS = 3000;

/** Integer percentages adding up to 100, `places` of them (some may be 0). */
const integerPercentages = (places: number) =>
  fc
    .array(fc.integer({ min: 0, max: 1000 }), { minLength: places, maxLength: places })
    .map((weights) => {
      const total = weights.reduce((a, b) => a + b, 0) || 1;
      const shares = weights.map((w) => Math.floor((w * 100) / total));
      shares[0] = (shares[0] ?? 0) + 100 - shares.reduce((a, b) => a + b, 0);
      return shares;
    });

/** Custom ranges as the contract takes them: from 2, back to back, the last open-ended. */
const customStructure: fc.Arbitrary<PayoutRange[]> = fc
  .array(
    fc
      .record({ width: fc.integer({ min: 1, max: 15 }), places: fc.integer({ min: 1, max: 12 }) })
      .chain(({ width, places }) =>
        integerPercentages(places).map((percentages) => ({ width, percentages })),
      ),
    { minLength: 1, maxLength: 5 },
  )
  .map((rows) => {
    let min = 2;
    return rows.map(({ width, percentages }, index) => {
      const last = index === rows.length - 1;
      const range = { min_entrants: min, max_entrants: last ? null : min + width - 1, percentages };
      min += width;
      return range;
    });
  });

const structure: fc.Arbitrary<PayoutStructure> = fc.oneof(
  fc.constantFrom(...PAYOUT_PRESETS),
  customStructure,
);

const input = fc.record({
  prizePoolCents: fc.oneof(
    fc.integer({ min: 0, max: 10_000_000 }),
    fc.integer({ min: 0, max: 100 }).map((dollars) => dollars * 1000),
  ),
  entrants: fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 500 })),
  structure,
  roundingUnitCents: fc.constantFrom(1, 5, 25, 100, 500, 1000, 2500, 7),
});

/** The percentages an independent reading of the structure gives for `entrants`. */
function percentagesFor(value: PayoutStructure, entrants: number): readonly number[] {
  const list = typeof value === 'string' ? PAYOUT_PRESET_RANGES[value] : value;
  const range = list.find(
    (r) => r.min_entrants <= entrants && (r.max_entrants === null || entrants <= r.max_entrants),
  );
  if (!range) throw new Error('test structure does not cover entrants');
  return range.percentages;
}

describe('computePayouts', PROPERTY_TIMEOUT, () => {
  it("pays the issue's example: 11 entrants, $1,100, $5 unit, standard", () => {
    expect(
      computePayouts({
        prizePoolCents: 110_000,
        entrants: 11,
        structure: 'standard',
        roundingUnitCents: 500,
      }),
    ).toEqual([50_000, 29_500, 18_500, 12_000]);
  });

  it.each([
    // standard 2-6: 65/35 of $100, $1 unit
    ['standard', 5, 10_000, 100, [6_500, 3_500]],
    // standard 7-10: 50/30/20 of $170 at $5: 30% = 5100 -> 5000, 20% = 3400 -> 3000
    ['standard', 8, 17_000, 500, [9_000, 5_000, 3_000]],
    // standard 21+: 24% of 250000 = 60000, 16% = 40000, 12% = 30000, 8% = 20000
    ['standard', 25, 250_000, 100, [100_000, 60_000, 40_000, 30_000, 20_000]],
    ['winner_takes_all', 40, 123_456, 500, [123_456]],
    // top_heavy 7-10: 60/30/10 of $95 at $1: 30% = 2850 -> 2800, 10% = 950 -> 900
    ['top_heavy', 9, 9_500, 100, [5_800, 2_800, 900]],
    ['top_heavy', 3, 6_000, 100, [4_200, 1_800]],
    ['top_heavy', 15, 30_000, 500, [15_000, 9_000, 6_000]],
    // top_heavy 21+: 27% of 100000 = 27000, 18% = 18000, 10% = 10000
    ['top_heavy', 21, 100_000, 1_000, [45_000, 27_000, 18_000, 10_000]],
    ['flat', 6, 12_000, 100, [7_200, 4_800]],
    ['flat', 10, 20_000, 500, [8_000, 6_000, 4_000, 2_000]],
    // flat 11-20 of $330 at $5: 22% = 7260 -> 7000, 17% = 5610 -> 5500, 13% = 4290 -> 4000,
    // 10% = 3300 -> 3000, 8% = 2640 -> 2500; first 33000 - 22000 = 11000
    ['flat', 11, 33_000, 500, [11_000, 7_000, 5_500, 4_000, 3_000, 2_500]],
    ['flat', 30, 100_000, 100, [25_000, 18_000, 14_000, 11_000, 9_000, 8_000, 8_000, 7_000]],
  ] as const)(
    '%s with %i entrants and %i cents at unit %i pays %j',
    (preset, entrants, pool, unit, expected) => {
      expect(
        computePayouts({
          prizePoolCents: pool,
          entrants,
          structure: preset,
          roundingUnitCents: unit,
        }),
      ).toEqual(expected);
    },
  );

  it('gives the shares of places beyond the entrants to first place', () => {
    const structure = [{ min_entrants: 2, max_entrants: null, percentages: [50, 30, 20] }];
    expect(
      computePayouts({ prizePoolCents: 10_000, entrants: 2, structure, roundingUnitCents: 100 }),
    ).toEqual([7_000, 3_000]);
  });

  it('gives one entrant the whole pool', () => {
    for (const preset of PAYOUT_PRESETS) {
      expect(
        computePayouts({
          prizePoolCents: 4_321,
          entrants: 1,
          structure: preset,
          roundingUnitCents: 500,
        }),
      ).toEqual([4_321]);
    }
  });

  it('reads typed decimals exactly (33.33% of $3,000 is $999.90, not a cent less)', () => {
    const structure = [{ min_entrants: 2, max_entrants: null, percentages: [33.34, 33.33, 33.33] }];
    expect(
      computePayouts({ prizePoolCents: 300_000, entrants: 3, structure, roundingUnitCents: 1 }),
    ).toEqual([100_020, 99_990, 99_990]);
    expect(
      computePayouts({ prizePoolCents: 300_000, entrants: 3, structure, roundingUnitCents: 10 }),
    ).toEqual([100_020, 99_990, 99_990]);
  });

  it('always adds up to the prize pool exactly', () => {
    fc.assert(
      fc.property(input, (args) => {
        const amounts = computePayouts(args);
        expect(amounts.reduce((a, b) => a + b, 0)).toBe(args.prizePoolCents);
      }),
      { numRuns: RUNS },
    );
  });

  it('pays as many places as the range lists, but never more than the entrants', () => {
    fc.assert(
      fc.property(input, (args) => {
        const amounts = computePayouts(args);
        const expected =
          args.entrants === 1
            ? 1
            : Math.min(percentagesFor(args.structure, args.entrants).length, args.entrants);
        expect(amounts).toHaveLength(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('rounds every place after the first down to the unit, and first place takes the rest', () => {
    fc.assert(
      fc.property(
        input.filter((args) => args.entrants > 1),
        (args) => {
          const amounts = computePayouts(args);
          const percentages = percentagesFor(args.structure, args.entrants);
          const unit = args.roundingUnitCents;
          amounts.slice(1).forEach((amount, index) => {
            // Integer percentages: pool * p stays well inside exact integers.
            const exactTimes100 = args.prizePoolCents * (percentages[index + 1] as number);
            expect(amount % unit).toBe(0);
            expect(amount * 100).toBeLessThanOrEqual(exactTimes100);
            expect((amount + unit) * 100).toBeGreaterThan(exactTimes100);
          });
          // First place gets at least its own exact share plus those of unpaid places.
          const unpaid = percentages.slice(amounts.length).reduce((a, b) => a + b, 0);
          const firstExactTimes100 = args.prizePoolCents * ((percentages[0] as number) + unpaid);
          expect((amounts[0] as number) * 100).toBeGreaterThanOrEqual(firstExactTimes100);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('never pays a lower place more than a higher one under any preset', () => {
    fc.assert(
      fc.property(
        input.filter((args) => typeof args.structure === 'string'),
        (args) => {
          const amounts = computePayouts(args);
          for (let i = 1; i < amounts.length; i += 1) {
            expect(amounts[i]).toBeLessThanOrEqual(amounts[i - 1] as number);
            expect(amounts[i]).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('holds presets that are valid structures: from 2 entrants, back to back, adding up to 100, places descending', () => {
    expect(Object.keys(PAYOUT_PRESET_RANGES).sort()).toEqual([...PAYOUT_PRESETS].sort());
    for (const preset of PAYOUT_PRESETS) {
      const list = PAYOUT_PRESET_RANGES[preset];
      let next = 2;
      list.forEach((range, index) => {
        expect(range.min_entrants).toBe(next);
        expect(range.max_entrants === null).toBe(index === list.length - 1);
        expect(range.percentages.reduce((a, b) => a + b, 0)).toBe(100);
        expect([...range.percentages].sort((a, b) => b - a)).toEqual(range.percentages);
        next = (range.max_entrants ?? 0) + 1;
      });
    }
    expect(PAYOUT_PRESET_RANGES.top_heavy.map((range) => range.percentages)).toEqual([
      [70, 30],
      [60, 30, 10],
      [50, 30, 20],
      [45, 27, 18, 10],
    ]);
    expect(PAYOUT_PRESET_RANGES.flat.map((range) => range.percentages)).toEqual([
      [60, 40],
      [40, 30, 20, 10],
      [30, 22, 17, 13, 10, 8],
      [25, 18, 14, 11, 9, 8, 8, 7],
    ]);
    expect(PAYOUT_PRESET_RANGES.winner_takes_all.map((range) => range.percentages)).toEqual([
      [100],
    ]);
  });

  it('keeps the preset tables frozen', () => {
    const standard = PAYOUT_PRESET_RANGES.standard[0] as PayoutRange;
    expect(() => {
      standard.percentages[0] = 99;
    }).toThrow(TypeError);
    expect(standard.percentages).toEqual([65, 35]);
  });

  it.each([
    [{ prizePoolCents: -1 }, 'The prize pool cannot be negative (-1 cents).'],
    [{ prizePoolCents: 10.5 }, 'The prize pool must be a whole number of cents, not 10.5.'],
    [{ entrants: 0 }, 'The number of entrants must be at least 1, not 0.'],
    [{ entrants: 2.5 }, 'The number of entrants must be a whole number, not 2.5.'],
    [{ roundingUnitCents: 0 }, 'The rounding unit (cents) must be at least 1, not 0.'],
    [{ structure: 'generous' }, 'Unknown payout preset "generous"'],
    [{ structure: [] }, 'The payout structure has no entrant ranges.'],
    [
      { structure: [{ min_entrants: 2, max_entrants: null, percentages: [60, 30] }] },
      'Payout range 1 (2+ entrants) has percentages adding up to 90, not 100.',
    ],
    [
      { structure: [{ min_entrants: 2, max_entrants: 5, percentages: [100] }] },
      'No payout range covers 10 entrants.',
    ],
    [
      {
        structure: [
          { min_entrants: 2, max_entrants: 10, percentages: [100] },
          { min_entrants: 8, max_entrants: null, percentages: [100] },
        ],
      },
      'Payout ranges 2-10 and 8+ overlap at 10 entrants.',
    ],
    [
      { structure: [{ min_entrants: 2, max_entrants: null, percentages: [120, -20] }] },
      "Payout range 1's percentages must be from 0 to 100, not 120.",
    ],
  ])('refuses %j', (change, message) => {
    const base = {
      prizePoolCents: 10_000,
      entrants: 10,
      structure: 'standard' as PayoutStructure,
      roundingUnitCents: 100,
    };
    expect(() => computePayouts({ ...base, ...change } as typeof base)).toThrow(message);
  });
});
