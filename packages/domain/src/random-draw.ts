import { describe } from './input-guards';

/**
 * The injected random source, checked on every draw: a value outside [0, 1) would pick a seat or
 * player that does not exist.
 */
export function randomIndex(random: () => number, length: number): number {
  const value = random();
  if (typeof value !== 'number' || !(value >= 0 && value < 1)) {
    throw new Error(
      `random() must return a number from 0 up to (not including) 1, not ${describe(value)}.`,
    );
  }
  return Math.floor(value * length);
}

/** Fisher-Yates with the injected random source: the same sequence gives the same order. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomIndex(random, i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
