import { acceptedDealSchema, type AcceptedDeal } from '@felt/contract';
import { computePayouts, type PayoutStructure } from '@felt/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findGamePayout } from '../payouts/payouts.repository';

/*
 * The seam between recording and the game's money (decisions 0027 and 0028). Recording asks
 * the payouts one question: what does each place of this game win? The answer is the domain's
 * `computePayouts` over the prize pool with the structure in force — the game's own percentages
 * (a director's call on the night, `game_payout.percentages`), else the settings cascade's
 * structure — and, when the night ended with an accepted deal, the deal's places and amounts
 * for the players who made it. The payouts feature stores those decisions; recording reads them
 * here and nowhere else.
 */

export interface GamePrizesInput {
  prizePoolCents: number;
  /** Entries that bought in (re-entries count again). */
  entrants: number;
  /** The cascade's `payout_structure` (a preset name or entrant ranges). */
  structure: PayoutStructure;
  roundingUnitCents: number;
  /** The game's own percentages, first place first, in place of the cascade's structure. */
  percentages?: readonly number[] | null;
}

/** The amount of each paid place in cents, first place first (places past them win 0). */
export function gamePrizes(input: GamePrizesInput): number[] {
  if (input.entrants < 1) return [];
  const structure: PayoutStructure =
    input.percentages && input.percentages.length > 0
      ? [{ min_entrants: 1, max_entrants: null, percentages: input.percentages }]
      : input.structure;
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

/** What the payouts feature decided for the game: its own percentages and an accepted deal. */
export interface GameMoneyDecisions {
  percentages: number[] | null;
  deal: AcceptedDeal | null;
}

export async function gameMoneyDecisions(
  db: Kysely<Database>,
  gameId: number,
): Promise<GameMoneyDecisions> {
  const stored = await findGamePayout(db, gameId);
  const deal = acceptedDealSchema.safeParse(stored?.deal ?? null);
  return {
    percentages: stored?.percentages ?? null,
    deal: deal.success ? deal.data : null,
  };
}
