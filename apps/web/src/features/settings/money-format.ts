const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 2000 -> "$20.00". */
export function formatCents(cents: number): string {
  return DOLLARS.format(cents / 100);
}

/** What a dollar input shows for `cents`: 2000 -> "20.00". */
export function centsToDollarInput(cents: number): string {
  return (cents / 100).toFixed(2);
}

const AMOUNT = /^(?:\d+(?:\.\d{0,2})?|\.\d{1,2})$/;

/**
 * A typed dollar amount in cents: "20", "$20.50", "1,000", ".5" -> 2000, 2050, 100000, 50.
 * Null when it is not a non-negative amount with at most two decimals.
 */
export function parseDollarInput(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^\$\s*/, '')
    .replaceAll(',', '');
  if (!AMOUNT.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  // Integer arithmetic, so "0.29" is 29 cents and not 28.999999999999996.
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
}
