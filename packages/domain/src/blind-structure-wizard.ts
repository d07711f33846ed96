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
 * ends exactly on the target. Each step then takes the small blind on the "nice" ladder (below)
 * that is nearest the ideal small blind (ideal BB / 2) on a log scale, among the rungs strictly
 * above the previous small blind, and posts BB = 2 * SB. Choosing only rungs above the previous
 * small blind is what keeps blinds strictly increasing and each small blind at least one chip over
 * the last, whatever the rounding does; when the ideal lies below the next rung (a target under the
 * start, or growth slower than the ladder allows) the level simply takes the next rung. Because the
 * ideal sequence is fixed in advance, a level pushed up by rounding does not push the later ones:
 * they go back to following the ideal as soon as it overtakes them. The price of nice values is that
 * a schedule asking for less growth than about 1.2x per level (a long event with few chips, say 24
 * hours heads-up) climbs one rung per level and ends above the target; we accept that rather than
 * post blinds like 1,100/2,200.
 *
 * The ladder (small blinds, for smallest chip c) holds only multiples of c: 1 to 4 chips (so a 25
 * chip gives 25, 50, 75, 100), plus the usual tournament values m * 10^e for m in 1, 1.2, 1.5, 2,
 * 2.5, 3, 4, 5, 6, 8 that are multiples of c (100, 150, 200, 250, 300, 400, 500, 600, 800, 1000,
 * 1200, 1500, 2000 ...). An odd chip such as 7 has almost none of those, so wherever two rungs are
 * more than 1.5x apart (or the ladder runs out) the gap is filled with c times a nice count (5, 6, 8,
 * 10, 12, 15, 20 ... chips). Apart from the first step (one chip to two), neighbouring rungs are
 * therefore at most 1.5x apart and the chosen big blind is within a factor sqrt(1.5) of its ideal
 * unless it had to take the next rung.
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
const FEW_CHIPS = [1, 2, 3, 4] as const;
const MAX_RUNG_GAP = 1.5;

/** m * 10^e for the nice mantissas, as whole numbers from 1 up to `ceiling`, ascending. */
function niceNumbers(ceiling: number): number[] {
  const values: number[] = [];
  for (let scale = 1; ; scale *= 10) {
    for (const mantissa of NICE_MANTISSAS_X10) {
      if ((mantissa * scale) % 10 !== 0) continue;
      const value = (mantissa * scale) / 10;
      if (value > ceiling) return values;
      values.push(value);
    }
  }
}

/** Small blind rungs for a smallest chip; see the comment at the top of the file. */
function smallBlindLadder(chip: number): number[] {
  const base = new Set<number>(FEW_CHIPS.map((count) => count * chip));
  for (const value of niceNumbers(LADDER_CEILING)) {
    if (value >= chip && value % chip === 0) base.add(value);
  }
  const sortedBase = [...base].sort((a, b) => a - b);
  const fillers = niceNumbers(Math.floor(LADDER_CEILING / chip)).map((count) => count * chip);

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

const roundToChip = (value: number, chip: number): number => Math.round(value / chip) * chip;

interface Blinds {
  small: number;
  big: number;
}

function playingBlinds(input: BlindStructureWizardInput, levelCount: number): Blinds[] {
  const chip = input.smallestChip;
  const startBig = Math.max(
    2 * chip,
    roundToChip(input.startingStack / START_BB_DIVISOR[input.pace], chip),
  );
  const startSmall = Math.floor(startBig / chip / 2) * chip;
  const totalChips =
    (input.playerCount + (input.allowRebuys ? REBUY_EXTRA_STACKS : 0)) * input.startingStack;
  const targetBig = totalChips * (input.anteType === 'bba' ? 0.065 : 0.075);

  const repeatsLevel6 = levelCount >= ANTE_LEVEL;
  const steps = levelCount - 1 - (repeatsLevel6 ? 1 : 0);
  const ladder = smallBlindLadder(chip);
  const blinds: Blinds[] = [{ small: startSmall, big: startBig }];
  let rung = 0;
  let step = 0;
  for (let level = 2; level <= levelCount; level += 1) {
    const previous = blinds[blinds.length - 1] ?? { small: startSmall, big: startBig };
    if (level === ANTE_LEVEL) {
      blinds.push({ ...previous });
      continue;
    }
    step += 1;
    const idealSmall = (startBig * (targetBig / startBig) ** (step / steps)) / 2;
    while (rung < ladder.length && (ladder[rung] ?? 0) <= previous.small) rung += 1;
    // Walk up to the first rung at or above the ideal; it or the rung before it is the nearest.
    let pick = rung;
    while (pick + 1 < ladder.length && (ladder[pick] ?? 0) < idealSmall) pick += 1;
    const above = ladder[pick];
    const below = pick > rung ? ladder[pick - 1] : undefined;
    if (above === undefined) {
      throw new Error('Blind structure outgrew the chip ladder');
    }
    const small =
      below !== undefined && Math.log(idealSmall / below) <= Math.log(above / idealSmall)
        ? below
        : above;
    blinds.push({ small, big: 2 * small });
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
