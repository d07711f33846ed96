/*
 * Payouts (DESIGN.md section 4, issue 11 section 1): what each paid place gets from the prize
 * pool, by a preset or by custom entrant ranges. Amounts are integer cents, first place first.
 *
 * Rounding: every place after the first gets its exact share rounded DOWN to a multiple of the
 * rounding unit; first place gets what is left, so the amounts always add up to the pool
 * exactly and the winner, not a lower place, absorbs the rounding. Shares are computed exactly
 * (the percentages as the decimals they were typed as, in BigInt), so 27% of $1,100 is $297.00
 * and never $296.99999 rounded down a whole unit.
 */

import { describe, requireArray, requireCents, requireWholeNumber } from './input-guards';

export const PAYOUT_PRESETS = ['standard', 'winner_takes_all', 'top_heavy', 'flat'] as const;
export type PayoutPreset = (typeof PAYOUT_PRESETS)[number];

/**
 * One entrant range of a payout structure, as the settings store it: `max_entrants` null means
 * "and more"; `percentages` are the paid places' shares, first place first, adding up to 100.
 */
export interface PayoutRange {
  min_entrants: number;
  max_entrants: number | null;
  percentages: number[];
}

/** What `computePayouts` reads from a range; a frozen preset or a settings value both fit. */
export interface PayoutRangeInput {
  readonly min_entrants: number;
  readonly max_entrants: number | null;
  readonly percentages: readonly number[];
}

export type PayoutStructure = PayoutPreset | readonly PayoutRangeInput[];

function ranges(
  ...rows: Array<[min: number, max: number | null, percentages: number[]]>
): readonly PayoutRange[] {
  return Object.freeze(
    rows.map(([min_entrants, max_entrants, percentages]) =>
      Object.freeze({ min_entrants, max_entrants, percentages: Object.freeze(percentages) }),
    ),
  ) as readonly PayoutRange[];
}

/**
 * Every preset's table, defined only here: the contract's preset list, the settings screen's
 * percentages and `computePayouts` all read this. `standard` is DESIGN.md section 4's table.
 * Frozen, so a caller cannot change what every club is paid.
 */
export const PAYOUT_PRESET_RANGES: Readonly<Record<PayoutPreset, readonly PayoutRange[]>> =
  Object.freeze({
    standard: ranges(
      [2, 6, [65, 35]],
      [7, 10, [50, 30, 20]],
      [11, 20, [45, 27, 17, 11]],
      [21, null, [40, 24, 16, 12, 8]],
    ),
    winner_takes_all: ranges([2, null, [100]]),
    top_heavy: ranges(
      [2, 6, [70, 30]],
      [7, 10, [60, 30, 10]],
      [11, 20, [50, 30, 20]],
      [21, null, [45, 27, 18, 10]],
    ),
    flat: ranges(
      [2, 6, [60, 40]],
      [7, 10, [40, 30, 20, 10]],
      [11, 20, [30, 22, 17, 13, 10, 8]],
      [21, null, [25, 18, 14, 11, 9, 8, 8, 7]],
    ),
  });

/** The contract's tolerance for percentages typed with decimals (33.33 + 33.33 + 33.34). */
const PERCENT_SUM_TOLERANCE = 0.001;

export interface ComputePayoutsInput {
  prizePoolCents: number;
  entrants: number;
  structure: PayoutStructure;
  roundingUnitCents: number;
}

function isPreset(value: unknown): value is PayoutPreset {
  return typeof value === 'string' && (PAYOUT_PRESETS as readonly string[]).includes(value);
}

function entrantsLabel(range: PayoutRangeInput): string {
  return range.max_entrants === null
    ? `${range.min_entrants}+`
    : `${range.min_entrants}-${range.max_entrants}`;
}

function checkRange(value: unknown, index: number): PayoutRangeInput {
  const what = `Payout range ${index + 1}`;
  if (typeof value !== 'object' || value === null) {
    throw new Error(`${what} must be an object with min_entrants, max_entrants and percentages.`);
  }
  const range = value as PayoutRangeInput;
  requireWholeNumber(range.min_entrants, `${what}'s min_entrants`, 1);
  if (range.max_entrants !== null) {
    requireWholeNumber(range.max_entrants, `${what}'s max_entrants`, range.min_entrants);
  }
  const percentages = requireArray(range.percentages, `${what}'s percentages`);
  if (percentages.length === 0) throw new Error(`${what} (${entrantsLabel(range)}) pays no place.`);
  for (const percentage of percentages) {
    if (typeof percentage !== 'number' || !Number.isFinite(percentage)) {
      throw new Error(`${what}'s percentages must be numbers, not ${describe(percentage)}.`);
    }
    if (percentage < 0 || percentage > 100) {
      throw new Error(`${what}'s percentages must be from 0 to 100, not ${percentage}.`);
    }
  }
  const sum = (percentages as number[]).reduce((a, b) => a + b, 0);
  if (Math.abs(sum - 100) > PERCENT_SUM_TOLERANCE) {
    throw new Error(
      `${what} (${entrantsLabel(range)} entrants) has percentages adding up to ${sum}, not 100.`,
    );
  }
  return range;
}

/** The structure's entrant ranges, each checked. */
function rangesOf(structure: PayoutStructure): readonly PayoutRangeInput[] {
  if (isPreset(structure)) return PAYOUT_PRESET_RANGES[structure];
  if (typeof structure === 'string') {
    throw new Error(
      `Unknown payout preset ${JSON.stringify(structure)}: use ${PAYOUT_PRESETS.join(', ')} or entrant ranges.`,
    );
  }
  if (structure === undefined || structure === null) {
    throw new Error('A payout structure is required: a preset name or entrant ranges.');
  }
  const list = requireArray(structure, 'The payout structure').map(checkRange);
  if (list.length === 0) throw new Error('The payout structure has no entrant ranges.');
  return list;
}

/** The percentages for `entrants`: those of the one range whose min..max holds it. */
export function payoutPercentages(structure: PayoutStructure, entrants: number): readonly number[] {
  const holding = rangesOf(structure).filter(
    (range) =>
      range.min_entrants <= entrants &&
      (range.max_entrants === null || entrants <= range.max_entrants),
  );
  if (holding.length === 0) throw new Error(`No payout range covers ${entrants} entrants.`);
  if (holding.length > 1) {
    throw new Error(
      `Payout ranges ${holding.map(entrantsLabel).join(' and ')} overlap at ${entrants} entrants.`,
    );
  }
  return (holding[0] as PayoutRangeInput).percentages;
}

/** A percentage exactly as the decimal it prints as: 33.33 -> 3333 / 100. */
function asFraction(value: number): { numerator: bigint; denominator: bigint } {
  const [mantissa = '0', exponentText = '0'] = value.toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const numerator = BigInt(whole + fraction);
  const exponent = Number(exponentText) - fraction.length;
  return exponent >= 0
    ? { numerator: numerator * 10n ** BigInt(exponent), denominator: 1n }
    : { numerator, denominator: 10n ** BigInt(-exponent) };
}

/**
 * The amount of each paid place in cents, first place first, adding up to the prize pool
 * exactly. Never more places than entrants (the shares of places beyond them go to first);
 * one entrant takes the whole pool.
 */
export function computePayouts(input: ComputePayoutsInput): number[] {
  if (typeof input !== 'object' || input === null) {
    throw new Error(
      'computePayouts takes { prizePoolCents, entrants, structure, roundingUnitCents }.',
    );
  }
  const pool = requireCents(input.prizePoolCents, 'The prize pool');
  const entrants = requireWholeNumber(input.entrants, 'The number of entrants', 1);
  const unit = requireWholeNumber(input.roundingUnitCents, 'The rounding unit (cents)', 1);
  if (entrants === 1) {
    // A malformed structure is refused even when a lone entrant never reads it.
    rangesOf(input.structure);
    return [pool];
  }
  const percentages = payoutPercentages(input.structure, entrants);
  const places = Math.min(percentages.length, entrants);
  const amounts: number[] = [0];
  let paidBelowFirst = 0;
  for (let place = 1; place < places; place += 1) {
    const { numerator, denominator } = asFraction(percentages[place] as number);
    const units = (BigInt(pool) * numerator) / (100n * BigInt(unit) * denominator);
    const amount = Number(units) * unit;
    amounts.push(amount);
    paidBelowFirst += amount;
  }
  const first = pool - paidBelowFirst;
  if (first < 0) {
    throw new Error('The payout percentages pay out more than the prize pool.');
  }
  amounts[0] = first;
  return amounts;
}
