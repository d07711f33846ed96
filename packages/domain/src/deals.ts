/*
 * Deals (DESIGN.md section 4, issue 11 section 2): what each player still in a tournament gets
 * if the remaining prizes are split now, by ICM or by chip chop. Cents in, whole cents out.
 *
 * ICM is Malmuth-Harville: a player finishes first with probability stack / all chips, and
 * each later place goes the same way among the players not yet placed. The probability that a
 * given set of players took the top places depends only on the set, not on their order, so the
 * model is a walk over subsets of players (2^n states, n <= 10) instead of over the n! finishing
 * orders: exact, and about ten thousand steps for ten players.
 *
 * Rounding: the exact amounts are cut to whole cents and the cents left over go one each to the
 * largest fractions (largest remainder; ties to the bigger stack, then to the earlier player), so
 * the deal adds up to exactly the prizes that can still be won.
 */

import { describe, requireArray, requireCents } from './input-guards';

/** Exact ICM is a walk over 2^n subsets: ten players is 1,024 states; more is refused. */
export const ICM_MAX_PLAYERS = 10;

function checkStacks(value: unknown): number[] {
  const stacks = requireArray(value, 'The stacks');
  if (stacks.length === 0) throw new Error('A deal needs at least one player with chips.');
  stacks.forEach((stack, index) => {
    if (typeof stack !== 'number' || !Number.isSafeInteger(stack)) {
      throw new Error(
        `Player ${index + 1}'s stack must be a whole number of chips, not ${describe(stack)}.`,
      );
    }
    if (stack <= 0) {
      throw new Error(
        `Player ${index + 1}'s stack must be more than 0 chips (${stack}); a player without chips is out of the deal.`,
      );
    }
  });
  return stacks as number[];
}

/** The prizes still in play: one per remaining player, 0 for places that are not paid. */
function checkPayouts(value: unknown, players: number): number[] {
  const payouts = requireArray(value, 'The payouts');
  payouts.forEach((payout, index) => requireCents(payout, `Payout for place ${index + 1}`));
  return Array.from({ length: players }, (_, place) => (payouts[place] as number | undefined) ?? 0);
}

/**
 * Whole cents adding up to `total`, each the floor of its exact amount plus one cent for the
 * largest fractions. `exact` must add up to `total` (up to floating-point noise).
 */
function largestRemainder(exact: readonly number[], total: number, stacks: readonly number[]) {
  const cents = exact.map((amount) => Math.floor(amount));
  // The floors never add up to more than the total; noise can at most leave one cent each.
  let left = total - cents.reduce((a, b) => a + b, 0);
  // Fractions in millionths of a cent: two amounts that tie exactly (x.5 and y.5) can come out
  // of the arithmetic a hair apart, and the tie rule, not that noise, must decide.
  const order = exact
    .map((amount, index) => ({ index, fraction: Math.round((amount - Math.floor(amount)) * 1e6) }))
    .sort(
      (a, b) =>
        b.fraction - a.fraction ||
        (stacks[b.index] as number) - (stacks[a.index] as number) ||
        a.index - b.index,
    );
  for (let i = 0; left > 0; i = (i + 1) % order.length) {
    const { index } = order[i] as { index: number };
    cents[index] = (cents[index] as number) + 1;
    left -= 1;
  }
  return cents;
}

/**
 * Each player's exact Malmuth-Harville equity (fractional cents), in the order of `stacks`.
 * `reach[set]` is the probability that exactly the players in `set` took the top |set| places.
 */
function exactIcm(stacks: readonly number[], payouts: readonly number[]): number[] {
  const n = stacks.length;
  const paid = payouts.reduce((last, payout, place) => (payout > 0 ? place + 1 : last), 0);
  const total = stacks.reduce((a, b) => a + b, 0);
  const chipsIn = new Float64Array(1 << n);
  const popcount = new Uint8Array(1 << n);
  for (let set = 1; set < 1 << n; set += 1) {
    const low = Math.log2(set & -set);
    chipsIn[set] = (chipsIn[set & (set - 1)] as number) + (stacks[low] as number);
    popcount[set] = (popcount[set & (set - 1)] as number) + 1;
  }
  const reach = new Float64Array(1 << n);
  reach[0] = 1;
  const equity = new Array<number>(n).fill(0);
  // Sets in increasing order: every set is complete before any superset reads it.
  for (let set = 0; set < 1 << n; set += 1) {
    const chance = reach[set] as number;
    const place = popcount[set] as number;
    if (chance === 0 || place >= paid) continue;
    const left = total - (chipsIn[set] as number);
    const prize = payouts[place] as number;
    for (let player = 0; player < n; player += 1) {
      const bit = 1 << player;
      if (set & bit) continue;
      const next = (chance * (stacks[player] as number)) / left;
      equity[player] = (equity[player] as number) + next * prize;
      reach[set | bit] = (reach[set | bit] as number) + next;
    }
  }
  return equity;
}

/**
 * Each player's Independent Chip Model equity in whole cents, in the order of `stacks`, adding
 * up exactly to the payouts still to be won (the first `stacks.length` of them; missing places
 * pay 0). Exact for up to 10 players; more is refused.
 */
export function icmEquity(stacks: number[], payoutsCents: number[]): number[] {
  const chips = checkStacks(stacks);
  if (chips.length > ICM_MAX_PLAYERS) {
    throw new Error(
      `ICM is computed exactly for at most ${ICM_MAX_PLAYERS} players, and ${chips.length} are left; use chip chop, or wait until fewer remain.`,
    );
  }
  const prizes = checkPayouts(payoutsCents, chips.length);
  const total = prizes.reduce((a, b) => a + b, 0);
  return largestRemainder(exactIcm(chips, prizes), total, chips);
}

/**
 * Chip chop: every player is guaranteed the smallest prize still in play (0 when fewer places
 * are paid than players remain), and the rest of the remaining pool is split in proportion to
 * chips. Whole cents, adding up exactly to the payouts still to be won.
 */
export function chipChop(stacks: number[], payoutsCents: number[]): number[] {
  const chips = checkStacks(stacks);
  const prizes = checkPayouts(payoutsCents, chips.length);
  const total = prizes.reduce((a, b) => a + b, 0);
  const floor = Math.min(...prizes);
  const rest = total - floor * chips.length;
  const allChips = chips.reduce((a, b) => a + b, 0);
  const exact = chips.map((stack) => floor + (rest * stack) / allChips);
  return largestRemainder(exact, total, chips);
}
