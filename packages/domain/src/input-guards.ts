/*
 * The checks every game-night rule runs on its input before computing anything, so a bad value
 * is refused with a sentence the screens can show instead of turning into a wrong payout.
 */

/** A whole number from `min` up (and at most `max`), or an Error naming `what` and the value. */
export function requireWholeNumber(
  value: unknown,
  what: string,
  min: number,
  max: number = Number.MAX_SAFE_INTEGER,
): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new Error(`${what} must be a whole number, not ${describe(value)}.`);
  }
  if (value < min) throw new Error(`${what} must be at least ${min}, not ${value}.`);
  if (value > max) throw new Error(`${what} must be at most ${max}, not ${value}.`);
  return value;
}

/** Whole cents from 0 up. */
export function requireCents(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new Error(`${what} must be a whole number of cents, not ${describe(value)}.`);
  }
  if (value < 0) throw new Error(`${what} cannot be negative (${value} cents).`);
  return value;
}

/** A finite number from 0 up (points may have decimals). */
export function requireNonNegative(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`${what} must be a number, not ${describe(value)}.`);
  }
  if (value < 0) throw new Error(`${what} cannot be negative (${value}).`);
  return value;
}

export function requireArray(value: unknown, what: string): readonly unknown[] {
  if (!Array.isArray(value)) throw new Error(`${what} must be a list, not ${describe(value)}.`);
  return value;
}

export function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'an object';
  return String(value);
}
