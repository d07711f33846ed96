/*
 * Points for one finish (DESIGN.md section 4, issue 11 section 3), by the season's formula:
 *   linear       entrants - place + 1
 *   fixed_table  pointsTable[place - 1], 0 past the table's end
 *   pokerstars   10 * sqrt(entrants) / sqrt(place) * (1 + log10(buy-in in dollars + 0.25))
 * plus participation points for playing and knockout points per knockout, the total rounded to
 * 2 decimals (half away from zero) so stored standings and screens agree to the hundredth.
 */

import {
  describe,
  requireArray,
  requireCents,
  requireNonNegative,
  requireWholeNumber,
} from './input-guards';

export const POINTS_FORMULAS = ['linear', 'fixed_table', 'pokerstars'] as const;
export type PointsFormula = (typeof POINTS_FORMULAS)[number];

export interface GamePointsInput {
  formula: PointsFormula;
  entrants: number;
  /** Finish position, 1 = winner. */
  place: number;
  /** The game's buy-in; the pokerstars formula needs it. */
  buyInCents?: number;
  knockouts?: number;
  /** Points by place for `fixed_table`, first place first. */
  pointsTable?: readonly number[];
  participationPoints?: number;
  knockoutPoints?: number;
}

/**
 * To 2 decimals, half away from zero, deciding on the value as printed to 12 significant
 * digits: 1.005 is stored as 1.00499999999999989..., and a player expects 1.01.
 */
export function roundPoints(value: number): number {
  const hundredths = Number((value * 100).toPrecision(12));
  const rounded = Math.sign(hundredths) * Math.round(Math.abs(hundredths));
  // `+ 0` turns -0 into 0.
  return rounded / 100 + 0;
}

function formulaPoints(input: GamePointsInput, entrants: number, place: number): number {
  switch (input.formula) {
    case 'linear':
      return entrants - place + 1;
    case 'fixed_table': {
      const table = requireArray(input.pointsTable ?? [], 'The points table');
      table.forEach((points, index) => requireNonNegative(points, `Points for place ${index + 1}`));
      return (table[place - 1] as number | undefined) ?? 0;
    }
    case 'pokerstars': {
      if (input.buyInCents === undefined) {
        throw new Error('The pokerstars formula needs the buy-in (buyInCents).');
      }
      const dollars = requireCents(input.buyInCents, 'The buy-in') / 100;
      return ((10 * Math.sqrt(entrants)) / Math.sqrt(place)) * (1 + Math.log10(dollars + 0.25));
    }
    default:
      throw new Error(
        `Unknown points formula ${describe(input.formula)}: use ${POINTS_FORMULAS.join(', ')}.`,
      );
  }
}

/** The points one finish earns, rounded to 2 decimals. */
export function gamePoints(input: GamePointsInput): number {
  if (typeof input !== 'object' || input === null) {
    throw new Error('gamePoints takes { formula, entrants, place, ... }.');
  }
  const entrants = requireWholeNumber(input.entrants, 'The number of entrants', 1);
  const place = requireWholeNumber(input.place, 'The place', 1);
  if (place > entrants) {
    throw new Error(`Place ${place} is impossible with ${entrants} entrants.`);
  }
  // Everyone but the winner was knocked out by someone, so nobody can knock out more.
  const knockouts = requireWholeNumber(
    input.knockouts ?? 0,
    'The number of knockouts',
    0,
    entrants - 1,
  );
  const participation = requireNonNegative(input.participationPoints ?? 0, 'Participation points');
  const perKnockout = requireNonNegative(input.knockoutPoints ?? 0, 'Points per knockout');
  return roundPoints(
    formulaPoints(input, entrants, place) + participation + perKnockout * knockouts,
  );
}
