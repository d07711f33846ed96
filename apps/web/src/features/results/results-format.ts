const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 2000 -> "$20.00"; -500 -> "-$5.00". */
export function formatMoney(cents: number): string {
  return DOLLARS.format(cents / 100);
}

/** Points as a table shows them: 12 -> "12", 12.5 -> "12.50". */
export function formatPoints(points: number): string {
  return Number.isInteger(points) ? String(points) : points.toFixed(2);
}

/** 1 -> "1st", 2 -> "2nd", 3 -> "3rd", 11 -> "11th", 22 -> "22nd". */
export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th';
  return `${place}${suffix}`;
}

/** "Best 5 results count" / "Every game counts". */
export function countingRule(bestResultsCount: number): string {
  return bestResultsCount === 0
    ? 'Every game counts'
    : `Best ${bestResultsCount} result${bestResultsCount === 1 ? '' : 's'} count`;
}

const FORMULAS: Record<string, string> = {
  linear: 'Linear points (players - place + 1)',
  fixed_table: 'Points by place (the season’s table)',
  pokerstars: 'PokerStars-style points',
};

export const formulaLabel = (formula: string) => FORMULAS[formula] ?? formula;
