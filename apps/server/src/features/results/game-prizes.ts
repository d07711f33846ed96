import { computePayouts, type PayoutStructure } from '@felt/domain';

/*
 * The seam between recording and the game's money (decision 0028). Recording asks one question
 * of the payouts: what does each place of this game win? Today the answer is the domain's
 * `computePayouts` over the prize pool with the settings cascade's structure. A game's own
 * structure (a director's custom percentages) or an accepted deal (amounts and places fixed at
 * the table) is the payouts feature's (decision 0027): it plugs in through `custom`, and
 * recording calls nothing else.
 */

export interface GamePrizesInput {
  prizePoolCents: number;
  /** Entries that bought in (re-entries count again). */
  entrants: number;
  /** The cascade's `payout_structure` (a preset name or entrant ranges). */
  structure: PayoutStructure;
  roundingUnitCents: number;
  /**
   * What the payouts feature fixed for this game, when it did: its own percentages (in place of
   * the cascade's structure), or the amounts by place of an accepted deal (used as they are).
   */
  custom?: { percentages?: readonly number[] | null; amountsByPlace?: readonly number[] | null };
}

/** The amount of each place in cents, first place first (places past the paid ones win 0). */
export function gamePrizes(input: GamePrizesInput): number[] {
  const fixed = input.custom?.amountsByPlace;
  if (fixed && fixed.length > 0) return [...fixed];
  const percentages = input.custom?.percentages;
  const structure: PayoutStructure =
    percentages && percentages.length > 0
      ? [{ min_entrants: 1, max_entrants: null, percentages }]
      : input.structure;
  if (input.entrants < 1) return [];
  return computePayouts({
    prizePoolCents: input.prizePoolCents,
    entrants: input.entrants,
    structure,
    roundingUnitCents: input.roundingUnitCents,
  });
}

/** The prize of `place` (1-based) from `gamePrizes`' amounts. */
export const prizeOfPlace = (amounts: readonly number[], place: number): number =>
  amounts[place - 1] ?? 0;
