/**
 * Blind structure wizard (SPEC.md section 5, "Generated blind structure"; defaults in section 9).
 *
 * The browser dialog and the server both run this, so the limits and the validator live here too.
 *
 * Timing. Let T = duration * 60 minutes. For a level length L, a schedule of n playing levels gets
 * breaks by the break rule below, and takes n * L + 5 * breaks minutes. The level count for L is the
 * n >= 1 whose total time is closest to T (a tie goes to the shorter schedule): that is "playing
 * time / L, where playing time is T minus the break time", rounded to the nearest level. The level
 * length is the first of 15, 20, 25, 30 whose level count is 8 to 20, else 25 (so very short and
 * very long tournaments get 25-minute levels and fewer than 8 or more than 20 of them).
 *
 * Breaks. A 5-minute break follows a playing level when the play since the start or the previous
 * break has reached 90 minutes, fewer than breakCount breaks have been placed, and at least 30
 * minutes of play are still scheduled after it (so a break never ends the schedule). With a fixed
 * level length this puts break j after playing level j * ceil(90 / L).
 *
 * Blinds. Start BB = stack / 100 (slow), 50 (balanced) or 25 (fast), rounded to the nearest
 * multiple of the smallest chip, and never under two chips (so a one-chip small blind fits under
 * it). Target BB = 7.5 % (6.5 % for bba) of the total chips, (players + 6 if rebuys) * stack.
 * Level 7 repeats level 6, so the growth steps are the playing levels after the first, less that
 * repeat. Step k of g aims at the ideal geometric value start * (target / start) ^ (k / g), which
 * ends exactly on the target. Each step then takes the small blind on a ladder (below) that is
 * nearest the ideal small blind (ideal BB / 2) on a log scale, among the rungs strictly above the
 * previous small blind, and posts BB = 2 * SB. Choosing only rungs above the previous small blind
 * is what keeps blinds strictly increasing and each small blind at least one chip over the last,
 * whatever the rounding does; when the ideal lies below the next rung the level simply takes the
 * next rung. Because the ideal sequence is fixed in advance, a level pushed up by rounding does not
 * push the later ones: they go back to following the ideal as soon as it overtakes them.
 *
 * Which ladder. A schedule that asks for less growth per level than its ladder's rungs are apart
 * (a long game with few chips: 4 players for 8 hours needs about 1.13x a level) climbs one rung
 * per level and would end far above the target, so the ladders are tried from the roundest to the
 * finest and the first one whose climb stays with the ideal is used: every level within
 * sqrt(1.5) of its ideal or at most a doubling over the level before (a raise forced by the
 * rounding), and the last level within sqrt(1.5) of the target (decision 0009, 2026-11-24). The
 * ladders, all holding only multiples of the chip:
 *   1. nice values m * 10^e for m in 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 (100, 150, 200, 250, 300,
 *      400, 500, 600, 800, 1000, ...), plus 1 to 4 chips (a 25 chip gives 25, 50, 75, 100);
 *   2. the same with the in-between values tournaments also post (m in 1, 1.2, 1.4, 1.5, 1.6,
 *      1.8, 2, 2.2, 2.5, 2.8, 3, 3.5, 4, 4.5, 5, 5.5, 6, 7, 8, 9), rungs at most 1.2x apart;
 *   3. values with at most 2, then 3, 4, ... significant digits (1,300, then 1,350, ...);
 *   4. when none of those keeps up: every chip multiple, ending on the one nearest the target, or,
 *      when one chip a level (the least SPEC.md allows) already passes the target, on the start
 *      plus one chip per step. Each level is then also capped so that the levels after it still
 *      have a chip each to climb to that end, which makes the end exact.
 * The first two ladders are not dense enough for an odd chip such as 7 (almost no nice value is a
 * multiple of it), so wherever two of their rungs are more than 1.5x apart (or the ladder runs
 * out) the gap is filled with c times a count from the same list (5, 6, 8, 10, 12, 15, 20 ...
 * chips). The round-number ladders are not filled: one with wide gaps fails the check above and
 * the next, finer one is tried. Every chip multiple from two chips up is at most 1.5x from the
 * next, so the last big blind always ends within sqrt(1.5) of the target (half the widest gap
 * between rungs: within one step of the ladder) unless one chip a level already passes it.
 *
 * Only the first level can be off the ladder: its BB follows the stack literally, and when that BB
 * is an odd number of chips the small blind is the nearest chip multiple to half of it, rounding
 * down (e.g. 10/30 with a 10 chip).
 */

import { BREAK_MINUTES } from './blind-levels';

export const BLIND_PACES = ['slow', 'balanced', 'fast'] as const;
export type BlindPace = (typeof BLIND_PACES)[number];

export const ANTE_TYPES = ['none', 'traditional', 'bba'] as const;
export type AnteType = (typeof ANTE_TYPES)[number];

/** Blind structure wizard inputs (SPEC.md section 3). */
export interface BlindStructureWizardInput {
  playerCount: number;
  /** Hours. */
  duration: number;
  pace: BlindPace;
  startingStack: number;
  smallestChip: number;
  allowRebuys: boolean;
  anteType: AnteType;
  breakCount: number;
}

/** One generated level, shaped like the blind level entity (SPEC.md section 3) minus ids. */
export interface GeneratedBlindLevel {
  is_break: boolean;
  time_minutes: number;
  small_blind: number;
  big_blind: number;
  ante_value: number;
  /** 1..n for playing levels, -1 for breaks. */
  level_number: number;
}

/** SPEC.md section 9. */
export const DEFAULT_WIZARD_INPUT: Readonly<BlindStructureWizardInput> = Object.freeze({
  playerCount: 8,
  duration: 3,
  pace: 'balanced',
  startingStack: 5000,
  smallestChip: 100,
  allowRebuys: true,
  anteType: 'none',
  breakCount: 2,
});

/**
 * Accepted ranges. Whole numbers everywhere except the duration (hours, e.g. 2.5). Besides these,
 * the smallest chip may be at most half the starting stack: the first big blind is at least two
 * chips and a player must be able to post it.
 */
export const WIZARD_LIMITS = Object.freeze({
  playerCount: Object.freeze({ min: 2, max: 1000 }),
  duration: Object.freeze({ min: 0.5, max: 24 }),
  startingStack: Object.freeze({ min: 2, max: 10_000_000 }),
  smallestChip: Object.freeze({ min: 1, max: 100_000 }),
  breakCount: Object.freeze({ min: 0, max: 10 }),
});

export interface WizardInputIssue {
  field: keyof BlindStructureWizardInput;
  message: string;
}

const formatCount = (value: number): string => value.toLocaleString('en-US');

function wholeInRange(value: unknown, range: { min: number; max: number }): boolean {
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max
  );
}

/**
 * Every problem with the input, in field order; empty when the wizard can run. Checks the runtime
 * values too, so it also guards input that arrived as JSON.
 */
export function validateWizardInput(input: BlindStructureWizardInput): WizardInputIssue[] {
  const issues: WizardInputIssue[] = [];
  const { playerCount, duration, startingStack, smallestChip, breakCount } = WIZARD_LIMITS;

  if (!wholeInRange(input.playerCount, playerCount)) {
    issues.push({
      field: 'playerCount',
      message: `Players must be a whole number from ${playerCount.min} to ${formatCount(playerCount.max)}`,
    });
  }
  if (
    typeof input.duration !== 'number' ||
    !Number.isFinite(input.duration) ||
    input.duration < duration.min ||
    input.duration > duration.max
  ) {
    issues.push({
      field: 'duration',
      message: `Duration must be from ${duration.min} to ${duration.max} hours`,
    });
  }
  if (!(BLIND_PACES as readonly unknown[]).includes(input.pace)) {
    issues.push({ field: 'pace', message: 'Pace must be slow, balanced or fast' });
  }
  const stackOk = wholeInRange(input.startingStack, startingStack);
  if (!stackOk) {
    issues.push({
      field: 'startingStack',
      message: `Starting stack must be a whole number from ${startingStack.min} to ${formatCount(startingStack.max)}`,
    });
  }
  if (!wholeInRange(input.smallestChip, smallestChip)) {
    issues.push({
      field: 'smallestChip',
      message: `Smallest chip must be a whole number from ${smallestChip.min} to ${formatCount(smallestChip.max)}`,
    });
  } else if (stackOk && input.smallestChip * 2 > input.startingStack) {
    issues.push({
      field: 'smallestChip',
      message: 'Smallest chip must be at most half the starting stack',
    });
  }
  if (typeof input.allowRebuys !== 'boolean') {
    issues.push({ field: 'allowRebuys', message: 'Allow rebuys must be yes or no' });
  }
  if (!(ANTE_TYPES as readonly unknown[]).includes(input.anteType)) {
    issues.push({ field: 'anteType', message: 'Ante type must be none, traditional or bba' });
  }
  if (!wholeInRange(input.breakCount, breakCount)) {
    issues.push({
      field: 'breakCount',
      message: `Breaks must be a whole number from ${breakCount.min} to ${breakCount.max}`,
    });
  }
  return issues;
}

const LEVEL_LENGTHS = [15, 20, 25, 30] as const;
const FALLBACK_LEVEL_LENGTH = 25;
const MIN_LEVELS = 8;
const MAX_LEVELS = 20;
const PLAY_BEFORE_BREAK_MINUTES = 90;
const PLAY_AFTER_BREAK_MINUTES = 30;
const ANTE_LEVEL = 7;
const REBUY_EXTRA_STACKS = 6;
const START_BB_DIVISOR: Record<BlindPace, number> = { slow: 100, balanced: 50, fast: 25 };

interface Timing {
  levelMinutes: number;
  levelCount: number;
  /** Playing level numbers (1-based) that a break follows. */
  breaksAfter: number[];
}

function breaksAfter(levelCount: number, levelMinutes: number, breakCount: number): number[] {
  const every = Math.ceil(PLAY_BEFORE_BREAK_MINUTES / levelMinutes);
  const after: number[] = [];
  for (let level = every; after.length < breakCount; level += every) {
    if ((levelCount - level) * levelMinutes < PLAY_AFTER_BREAK_MINUTES) break;
    after.push(level);
  }
  return after;
}

function totalMinutes(levelCount: number, levelMinutes: number, breakCount: number): number {
  return (
    levelCount * levelMinutes +
    BREAK_MINUTES * breaksAfter(levelCount, levelMinutes, breakCount).length
  );
}

/** Total time grows with every level, so the closest total sits where it first reaches the target. */
function levelCountFor(targetMinutes: number, levelMinutes: number, breakCount: number): number {
  let count = 1;
  while (totalMinutes(count, levelMinutes, breakCount) < targetMinutes) count += 1;
  if (count === 1) return 1;
  const over = totalMinutes(count, levelMinutes, breakCount) - targetMinutes;
  const under = targetMinutes - totalMinutes(count - 1, levelMinutes, breakCount);
  return under <= over ? count - 1 : count;
}

function planTiming(durationHours: number, breakCount: number): Timing {
  const targetMinutes = durationHours * 60;
  let levelMinutes: number = FALLBACK_LEVEL_LENGTH;
  let levelCount = levelCountFor(targetMinutes, FALLBACK_LEVEL_LENGTH, breakCount);
  for (const length of LEVEL_LENGTHS) {
    const count = levelCountFor(targetMinutes, length, breakCount);
    if (count >= MIN_LEVELS && count <= MAX_LEVELS) {
      levelMinutes = length;
      levelCount = count;
      break;
    }
  }
  return {
    levelMinutes,
    levelCount,
    breaksAfter: breaksAfter(levelCount, levelMinutes, breakCount),
  };
}

/** Keeps every big blind (twice the small blind) and its sums exactly representable. */
const LADDER_CEILING = Math.floor(Number.MAX_SAFE_INTEGER / 8);
const NICE_MANTISSAS_X10 = [10, 12, 15, 20, 25, 30, 40, 50, 60, 80] as const;
/** The nice values plus the in-between ones tournaments also post, at most 1.2x apart. */
const FINER_MANTISSAS_X10 = [
  10, 12, 14, 15, 16, 18, 20, 22, 25, 28, 30, 35, 40, 45, 50, 55, 60, 70, 80, 90,
] as const;
const FEW_CHIPS = [1, 2, 3, 4] as const;
const MAX_RUNG_GAP = 1.5;
/** How far a level may sit from its ideal big blind: half the widest rung gap, on a log scale. */
const ROUNDING_BAND = Math.sqrt(MAX_RUNG_GAP);
/** The round-number ladders tried after the nice ones: 2, 3, ... significant digits. */
const FIRST_ROUND_DIGITS = 2;

/** m * 10^e for the mantissas, as whole numbers from 1 up to `ceiling`, ascending. */
function niceNumbers(ceiling: number, mantissas: readonly number[]): number[] {
  const values: number[] = [];
  for (let scale = 1; ; scale *= 10) {
    for (const mantissa of mantissas) {
      if ((mantissa * scale) % 10 !== 0) continue;
      const value = (mantissa * scale) / 10;
      if (value > ceiling) return values;
      values.push(value);
    }
  }
}

/** Small blind rungs of nice values for a smallest chip; see the comment at the top of the file. */
function smallBlindLadder(chip: number, mantissas: readonly number[]): number[] {
  const base = new Set<number>(FEW_CHIPS.map((count) => count * chip));
  for (const value of niceNumbers(LADDER_CEILING, mantissas)) {
    if (value >= chip && value % chip === 0) base.add(value);
  }
  const sortedBase = [...base].sort((a, b) => a - b);
  const fillers = niceNumbers(Math.floor(LADDER_CEILING / chip), mantissas).map(
    (count) => count * chip,
  );

  const ladder: number[] = [];
  let filler = 0;
  sortedBase.forEach((rung, index) => {
    ladder.push(rung);
    const next = sortedBase[index + 1] ?? Number.POSITIVE_INFINITY;
    if (next / rung <= MAX_RUNG_GAP) return;
    while (filler < fillers.length && (fillers[filler] ?? 0) <= rung) filler += 1;
    while (filler < fillers.length && (fillers[filler] ?? 0) < next) {
      ladder.push(fillers[filler] ?? 0);
      filler += 1;
    }
  });
  return ladder;
}

/** The values a small blind may take, ascending. Every rung is a whole multiple of the chip. */
interface Ladder {
  /** The lowest rung above `value`; undefined past the top. */
  above(value: number): number | undefined;
  /** The highest rung at or below `value`; undefined under the first rung. */
  atOrBelow(value: number): number | undefined;
}

function listLadder(rungs: readonly number[]): Ladder {
  /** Index of the first rung above `value`. */
  const firstAbove = (value: number): number => {
    let low = 0;
    let high = rungs.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((rungs[middle] ?? 0) <= value) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return {
    above: (value) => rungs[firstAbove(value)],
    atOrBelow: (value) => rungs[firstAbove(value) - 1],
  };
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * Chip multiples with at most `digits` significant digits (every chip multiple when `digits` is
 * Infinity). In the decade [10^e, 10^(e+1)) those are the multiples of lcm(chip, 10^(e+1-digits)),
 * so the rungs are computed rather than listed: the finer ladders would be long.
 */
function roundNumberLadder(chip: number, digits: number): Ladder {
  const stepIn = (decade: number): number => {
    const roundTo = Math.max(1, (decade * 10) / 10 ** digits);
    return (chip / greatestCommonDivisor(chip, roundTo)) * roundTo;
  };
  const decadeOf = (value: number): number => {
    let decade = 1;
    while (decade * 10 <= value) decade *= 10;
    return decade;
  };
  return {
    above(value) {
      const from = Math.max(Math.floor(value) + 1, chip);
      for (let decade = decadeOf(from); decade <= LADDER_CEILING; decade *= 10) {
        const step = stepIn(decade);
        const rung = Math.ceil(Math.max(from, decade) / step) * step;
        if (rung < decade * 10) return rung <= LADDER_CEILING ? rung : undefined;
      }
      return undefined;
    },
    atOrBelow(value) {
      if (value < chip) return undefined;
      // Decades wholly under the chip hold no rung.
      for (let decade = decadeOf(value); decade * 10 > chip; decade /= 10) {
        const step = stepIn(decade);
        const rung = Math.floor(Math.min(value, decade * 10 - 1) / step) * step;
        if (rung >= decade && rung >= chip) return rung;
      }
      return undefined;
    },
  };
}

/** The rung nearest `ideal` on a log scale (a tie goes down), but at least `lowest` (a rung). */
function nearestRung(ladder: Ladder, ideal: number, lowest: number): number {
  if (ideal <= lowest) return lowest;
  const below = ladder.atOrBelow(ideal) ?? lowest;
  const above = ladder.above(below);
  return above !== undefined && Math.log(ideal / below) > Math.log(above / ideal) ? above : below;
}

interface Blinds {
  small: number;
  big: number;
}

/**
 * The small blind of each growth step: the rung nearest the step's ideal among those above the
 * previous small blind, and at most `cap(step)` when a cap is given. Undefined when the ladder
 * runs out.
 */
function climb(
  ladder: Ladder,
  start: Blinds,
  idealSmalls: readonly number[],
  cap?: (step: number) => number,
): number[] | undefined {
  const smalls: number[] = [];
  let previous = start.small;
  for (const [step, ideal] of idealSmalls.entries()) {
    const lowest = ladder.above(previous);
    if (lowest === undefined) return undefined;
    const nearest = nearestRung(ladder, ideal, lowest);
    const small = cap === undefined ? nearest : Math.min(nearest, cap(step));
    smalls.push(small);
    previous = small;
  }
  return smalls;
}

/**
 * Whether a climb keeps every level within the rounding band of its ideal, except a level pushed
 * at most one doubling above it by the raise over the previous level, and ends within the band of
 * the target (the last ideal).
 */
function followsIdeal(start: Blinds, smalls: readonly number[], idealSmalls: readonly number[]) {
  let previousBig = start.big;
  return smalls.every((small, step) => {
    const big = 2 * small;
    const idealBig = 2 * (idealSmalls[step] ?? 0);
    const last = step === smalls.length - 1;
    const fits =
      big >= idealBig / ROUNDING_BAND &&
      (big <= idealBig * ROUNDING_BAND || (!last && big <= 2 * previousBig));
    previousBig = big;
    return fits;
  });
}

const roundToChip = (value: number, chip: number): number => Math.round(value / chip) * chip;

/** The small blind of each growth step; see the comment at the top of the file. */
function growthSmallBlinds(start: Blinds, targetBig: number, steps: number, chip: number) {
  const idealSmalls = Array.from(
    { length: steps },
    (_, index) => (start.big * (targetBig / start.big) ** ((index + 1) / steps)) / 2,
  );
  // Built one at a time: most schedules stay with the first.
  const ladders: (() => Ladder)[] = [
    () => listLadder(smallBlindLadder(chip, NICE_MANTISSAS_X10)),
    () => listLadder(smallBlindLadder(chip, FINER_MANTISSAS_X10)),
  ];
  // Past the target's number of digits every finer ladder is just every chip multiple.
  for (let digits = FIRST_ROUND_DIGITS; 10 ** (digits - 1) <= targetBig; digits += 1) {
    ladders.push(() => roundNumberLadder(chip, digits));
  }
  for (const ladder of ladders) {
    const smalls = climb(ladder(), start, idealSmalls);
    if (smalls !== undefined && followsIdeal(start, smalls, idealSmalls)) return smalls;
  }

  // Even every chip multiple does not follow the ideal: the target is at or under what one chip
  // per level reaches, or close to it. End on the chip multiple nearest the target or on that
  // minimum, and let no level take a rung the later ones would need.
  const everyChip = roundNumberLadder(chip, Number.POSITIVE_INFINITY);
  const final = Math.max(nearestRung(everyChip, targetBig / 2, chip), start.small + steps * chip);
  const smalls = climb(everyChip, start, idealSmalls, (step) => final - (steps - 1 - step) * chip);
  if (smalls === undefined) throw new Error('Blind structure outgrew the chip ladder');
  return smalls;
}

function playingBlinds(input: BlindStructureWizardInput, levelCount: number): Blinds[] {
  const chip = input.smallestChip;
  const startBig = Math.max(
    2 * chip,
    roundToChip(input.startingStack / START_BB_DIVISOR[input.pace], chip),
  );
  const start: Blinds = { small: Math.floor(startBig / chip / 2) * chip, big: startBig };
  const totalChips =
    (input.playerCount + (input.allowRebuys ? REBUY_EXTRA_STACKS : 0)) * input.startingStack;
  const targetBig = totalChips * (input.anteType === 'bba' ? 0.065 : 0.075);

  const repeatsLevel6 = levelCount >= ANTE_LEVEL;
  const steps = levelCount - 1 - (repeatsLevel6 ? 1 : 0);
  const smalls = growthSmallBlinds(start, targetBig, steps, chip);
  const blinds: Blinds[] = [start];
  let step = 0;
  for (let level = 2; level <= levelCount; level += 1) {
    const previous = blinds[blinds.length - 1] ?? start;
    if (level === ANTE_LEVEL) {
      blinds.push({ ...previous });
      continue;
    }
    const small = smalls[step] ?? previous.small;
    blinds.push({ small, big: 2 * small });
    step += 1;
  }
  return blinds;
}

function anteFor(input: BlindStructureWizardInput, levelNumber: number, bigBlind: number): number {
  if (levelNumber < ANTE_LEVEL) return 0;
  switch (input.anteType) {
    case 'none':
      return 0;
    case 'traditional':
      return Math.max(input.smallestChip, roundToChip(bigBlind / 10, input.smallestChip));
    case 'bba':
      return bigBlind;
  }
}

/**
 * The ordered levels of a generated tournament structure, breaks included.
 * @throws RangeError when the input is outside WIZARD_LIMITS (the message lists every problem).
 */
export function generateBlindStructure(input: BlindStructureWizardInput): GeneratedBlindLevel[] {
  const issues = validateWizardInput(input);
  if (issues.length > 0) {
    throw new RangeError(
      `Invalid blind structure wizard input: ${issues.map((issue) => issue.message).join('; ')}`,
    );
  }
  const timing = planTiming(input.duration, input.breakCount);
  const blinds = playingBlinds(input, timing.levelCount);
  const breaks = new Set(timing.breaksAfter);
  const levels: GeneratedBlindLevel[] = [];
  blinds.forEach(({ small, big }, index) => {
    const levelNumber = index + 1;
    levels.push({
      is_break: false,
      time_minutes: timing.levelMinutes,
      small_blind: small,
      big_blind: big,
      ante_value: anteFor(input, levelNumber, big),
      level_number: levelNumber,
    });
    if (breaks.has(levelNumber)) {
      levels.push({
        is_break: true,
        time_minutes: BREAK_MINUTES,
        small_blind: 0,
        big_blind: 0,
        ante_value: 0,
        level_number: -1,
      });
    }
  });
  return levels;
}

/**
 * What the wizard fits of what it was asked (issue 19 item 8): the schedule's length against the
 * duration, and the breaks placed against the breaks asked. The same timing as
 * generateBlindStructure, so `placed` is exactly what its levels add up to.
 */
export interface BlindStructureFit {
  levelMinutes: number;
  levelCount: number;
  asked: { breaks: number; minutes: number };
  placed: { breaks: number; minutes: number };
}

/** @throws RangeError when the input is outside WIZARD_LIMITS, as generateBlindStructure does. */
export function blindStructureFit(input: BlindStructureWizardInput): BlindStructureFit {
  const issues = validateWizardInput(input);
  if (issues.length > 0) {
    throw new RangeError(
      `Invalid blind structure wizard input: ${issues.map((issue) => issue.message).join('; ')}`,
    );
  }
  const timing = planTiming(input.duration, input.breakCount);
  const breaks = timing.breaksAfter.length;
  return {
    levelMinutes: timing.levelMinutes,
    levelCount: timing.levelCount,
    asked: { breaks: input.breakCount, minutes: input.duration * 60 },
    placed: {
      breaks,
      minutes: timing.levelCount * timing.levelMinutes + breaks * BREAK_MINUTES,
    },
  };
}

const plural = (count: number, one: string, many: string): string =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** 235 -> "3 h 55 min", 240 -> "4 h", 45 -> "45 min". */
function formatLength(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * The differences between what was asked and what fits, one sentence each, for the wizard's
 * preview: "2 breaks asked, 1 fits: ..." and "4 hours asked: the levels come to 3 h 55 min
 * (...)". Empty when the schedule is what was asked.
 */
export function blindStructureFitNotes(fit: BlindStructureFit): string[] {
  const notes: string[] = [];
  const { asked, placed } = fit;
  if (placed.breaks < asked.breaks) {
    const fits =
      placed.breaks === 0
        ? 'none fits'
        : `${formatCount(placed.breaks)} ${placed.breaks === 1 ? 'fits' : 'fit'}`;
    notes.push(
      `${plural(asked.breaks, 'break', 'breaks')} asked, ${fits}: a break comes after ${PLAY_BEFORE_BREAK_MINUTES} minutes of play and needs ${PLAY_AFTER_BREAK_MINUTES} minutes of play after it.`,
    );
  }
  if (placed.minutes !== asked.minutes) {
    const hours = asked.minutes / 60;
    const shownHours = hours.toLocaleString('en-US', { maximumFractionDigits: 2 });
    const parts = [
      `${plural(fit.levelCount, 'level', 'levels')} of ${fit.levelMinutes} minutes`,
      ...(placed.breaks > 0
        ? [`${plural(placed.breaks, 'break', 'breaks')} of ${BREAK_MINUTES}`]
        : []),
    ];
    notes.push(
      `${shownHours} ${hours === 1 ? 'hour' : 'hours'} asked: the levels come to ${formatLength(placed.minutes)} (${parts.join(', ')}).`,
    );
  }
  return notes;
}
