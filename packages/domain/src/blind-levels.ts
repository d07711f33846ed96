/**
 * The numbering rules of a blind schedule's levels (SPEC.md section 5), shared by the server,
 * which stores them, and the browser, which can show a change before the server answers.
 *
 * - A break has no blinds and no ante, and its level_number is -1.
 * - Levels are ordered by sort_order, which runs 1..n with no gaps; a new level goes at the end
 *   (max sort_order + 1).
 * - Playing levels are numbered 1..k in that order (a new one gets max level_number + 1), so after
 *   a delete, a swap or a level turned into a break the numbers stay contiguous.
 */

/** The values a level carries besides its identity and position. */
export interface BlindLevelValues {
  time_minutes: number;
  small_blind: number;
  big_blind: number;
  ante_value: number;
  is_break: boolean;
}

export interface BlindLevelPosition {
  /** 1..k for playing levels, -1 for breaks. */
  level_number: number;
  /** 1..n, breaks included. */
  sort_order: number;
}

/** Length of a break when none is given (SPEC.md section 9). */
export const BREAK_MINUTES = 5;
export const BREAK_LEVEL_NUMBER = -1;

/** The level as stored: a break keeps its length and nothing else. */
export function asStoredBlindLevel<T extends BlindLevelValues>(level: T): T {
  if (!level.is_break) return level;
  return { ...level, small_blind: 0, big_blind: 0, ante_value: 0 };
}

/**
 * The levels in the given order with breaks cleared, sort_order 1..n and playing levels
 * numbered 1..k.
 */
export function numberBlindLevels<T extends BlindLevelValues>(
  levels: readonly T[],
): Array<T & BlindLevelPosition> {
  let playing = 0;
  return levels.map((level, index) => {
    const stored = asStoredBlindLevel(level);
    return {
      ...stored,
      level_number: stored.is_break ? BREAK_LEVEL_NUMBER : (playing += 1),
      sort_order: index + 1,
    };
  });
}

export interface BlindScheduleTotals {
  /** Playing levels (breaks not counted). */
  levelCount: number;
  breakCount: number;
  /** Every level's length, breaks included. */
  totalMinutes: number;
}

export function blindScheduleTotals(
  levels: readonly Pick<BlindLevelValues, 'is_break' | 'time_minutes'>[],
): BlindScheduleTotals {
  let levelCount = 0;
  let breakCount = 0;
  let totalMinutes = 0;
  for (const level of levels) {
    if (level.is_break) breakCount += 1;
    else levelCount += 1;
    totalMinutes += level.time_minutes;
  }
  return { levelCount, breakCount, totalMinutes };
}
