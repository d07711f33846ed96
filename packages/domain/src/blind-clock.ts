/**
 * Blind clock arithmetic: pure functions over a small, JSON-friendly state.
 *
 * The state never counts ticks. While running it holds `startedAt`, the moment the current level
 * would have begun had it never been paused or adjusted, so the level ends at startedAt + its
 * length and everything shown is derived from the caller's `now`. A page can therefore render at
 * any rate, sleep in a background tab, or be reloaded from localStorage a day later and still show
 * the right level: `settleBlindClock` walks over every level whose time has passed, taking each
 * next level's start from the previous level's end so no rounding builds up.
 *
 * When the clock is not running it holds `pausedRemainingMs` instead. 'stopped' is a clock that
 * has not been started since it was created or reset (a screen offers "start" rather than
 * "resume"); 'finished' is the end of the last level.
 */

/** What the clock needs from a level; generated levels and stored blind levels both fit. */
export interface BlindClockLevel {
  time_minutes: number;
  is_break: boolean;
}

export const BLIND_CLOCK_STATUSES = ['stopped', 'running', 'paused', 'finished'] as const;
export type BlindClockStatus = (typeof BLIND_CLOCK_STATUSES)[number];

export interface BlindClockState {
  status: BlindClockStatus;
  /** Index into the schedule's levels, breaks included. */
  levelIndex: number;
  /** Epoch ms; set only while running (see the top of the file). */
  startedAt: number | null;
  /** Ms left in the current level; set whenever the clock is not running. */
  pausedRemainingMs: number | null;
}

export interface BlindClockView<L extends BlindClockLevel = BlindClockLevel> {
  /** The state advanced to `now`; store it so later reads start from there. */
  state: BlindClockState;
  status: BlindClockStatus;
  levelIndex: number;
  /** Null only for an empty schedule. */
  level: L | null;
  levelMs: number;
  remainingMs: number;
  /** Time played in the level; never negative, even after minutes were added. */
  elapsedMs: number;
  /** The level after this one, or null on the last level. */
  nextLevel: L | null;
  /** Index of the first break after the current level, or null when none is left. */
  nextBreakIndex: number | null;
  /** Time until that break starts, or null when none is left. */
  msToNextBreak: number | null;
}

export type BlindClockAction =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'toggle' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'addMinute'; direction: 1 | -1 }
  | { type: 'reset' };

const MINUTE_MS = 60_000;

/** A level's length; a missing or negative length counts as zero so one bad row cannot stall the clock. */
export function levelDurationMs(level: BlindClockLevel | undefined): number {
  const minutes = level?.time_minutes;
  return typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0
    ? Math.round(minutes * MINUTE_MS)
    : 0;
}

function heldAt(
  levels: readonly BlindClockLevel[],
  levelIndex: number,
  status: 'stopped' | 'paused',
): BlindClockState {
  return {
    status,
    levelIndex,
    startedAt: null,
    pausedRemainingMs: levelDurationMs(levels[levelIndex]),
  };
}

function runningAt(levelIndex: number, startedAt: number): BlindClockState {
  return { status: 'running', levelIndex, startedAt, pausedRemainingMs: null };
}

function finishedAt(levels: readonly BlindClockLevel[]): BlindClockState {
  return {
    status: 'finished',
    levelIndex: Math.max(0, levels.length - 1),
    startedAt: null,
    pausedRemainingMs: 0,
  };
}

/** A new clock, stopped at the start of the first level. */
export function createBlindClock(levels: readonly BlindClockLevel[]): BlindClockState {
  return heldAt(levels, 0, 'stopped');
}

export const resetBlindClock = createBlindClock;

/**
 * The state advanced to `now`: a running clock moves past every level that has ended (possibly
 * many, after a long absence) and finishes after the last one. Returns the same object when
 * nothing changed.
 */
export function settleBlindClock(
  levels: readonly BlindClockLevel[],
  state: BlindClockState,
  now: number,
): BlindClockState {
  if (state.status !== 'running' || state.startedAt === null) return state;
  let levelIndex = state.levelIndex;
  let startedAt = state.startedAt;
  let endsAt = startedAt + levelDurationMs(levels[levelIndex]);
  if (now < endsAt) return state;
  while (now >= endsAt) {
    levelIndex += 1;
    if (levelIndex >= levels.length) return finishedAt(levels);
    startedAt = endsAt;
    endsAt = startedAt + levelDurationMs(levels[levelIndex]);
  }
  return runningAt(levelIndex, startedAt);
}

function remainingMsOf(
  levels: readonly BlindClockLevel[],
  settled: BlindClockState,
  now: number,
): number {
  if (settled.status === 'running' && settled.startedAt !== null) {
    return settled.startedAt + levelDurationMs(levels[settled.levelIndex]) - now;
  }
  return Math.max(0, settled.pausedRemainingMs ?? 0);
}

/** Everything a clock screen shows, at `now`. */
export function readBlindClock<L extends BlindClockLevel>(
  levels: readonly L[],
  state: BlindClockState,
  now: number,
): BlindClockView<L> {
  const settled = settleBlindClock(levels, state, now);
  const { levelIndex } = settled;
  const levelMs = levelDurationMs(levels[levelIndex]);
  const remainingMs = remainingMsOf(levels, settled, now);

  let nextBreakIndex: number | null = null;
  let msToNextBreak: number | null = null;
  let untilIndex = remainingMs;
  for (let index = levelIndex + 1; index < levels.length; index += 1) {
    if (levels[index]?.is_break) {
      nextBreakIndex = index;
      msToNextBreak = untilIndex;
      break;
    }
    untilIndex += levelDurationMs(levels[index]);
  }
  const finished = settled.status === 'finished';
  return {
    state: settled,
    status: settled.status,
    levelIndex,
    level: levels[levelIndex] ?? null,
    levelMs,
    remainingMs,
    elapsedMs: Math.max(0, levelMs - remainingMs),
    nextLevel: finished ? null : (levels[levelIndex + 1] ?? null),
    nextBreakIndex: finished ? null : nextBreakIndex,
    msToNextBreak: finished ? null : msToNextBreak,
  };
}

/** Starts a stopped clock, or resumes a paused one, from where it was held. */
export function startBlindClock(
  levels: readonly BlindClockLevel[],
  state: BlindClockState,
  now: number,
): BlindClockState {
  if (levels.length === 0) return state;
  if (state.status !== 'stopped' && state.status !== 'paused') return state;
  const remaining = state.pausedRemainingMs ?? levelDurationMs(levels[state.levelIndex]);
  const startedAt = now - (levelDurationMs(levels[state.levelIndex]) - remaining);
  return settleBlindClock(levels, runningAt(state.levelIndex, startedAt), now);
}

export const resumeBlindClock = startBlindClock;

export function pauseBlindClock(
  levels: readonly BlindClockLevel[],
  state: BlindClockState,
  now: number,
): BlindClockState {
  const settled = settleBlindClock(levels, state, now);
  if (settled.status !== 'running') return settled;
  return {
    status: 'paused',
    levelIndex: settled.levelIndex,
    startedAt: null,
    pausedRemainingMs: remainingMsOf(levels, settled, now),
  };
}

/** The space bar: start, pause or resume. */
export function toggleBlindClock(
  levels: readonly BlindClockLevel[],
  state: BlindClockState,
  now: number,
): BlindClockState {
  const settled = settleBlindClock(levels, state, now);
  return settled.status === 'running'
    ? pauseBlindClock(levels, settled, now)
    : startBlindClock(levels, settled, now);
}

/** Jumps to the start of `levelIndex`, keeping the clock running or held. */
function restartAt(
  levels: readonly BlindClockLevel[],
  settled: BlindClockState,
  levelIndex: number,
  now: number,
): BlindClockState {
  if (settled.status === 'running')
    return settleBlindClock(levels, runningAt(levelIndex, now), now);
  return heldAt(levels, levelIndex, settled.status === 'stopped' ? 'stopped' : 'paused');
}

/** The next level from its start; past the last level the clock finishes. */
export function nextBlindLevel(
  levels: readonly BlindClockLevel[],
  state: BlindClockState,
  now: number,
): BlindClockState {
  const settled = settleBlindClock(levels, state, now);
  if (settled.status === 'finished' || levels.length === 0) return settled;
  if (settled.levelIndex + 1 >= levels.length) return finishedAt(levels);
  return restartAt(levels, settled, settled.levelIndex + 1, now);
}

/**
 * The previous level from its start (the first level restarts). A finished clock goes back to the
 * start of the last level, paused.
 */
export function previousBlindLevel(
  levels: readonly BlindClockLevel[],
  state: BlindClockState,
  now: number,
): BlindClockState {
  const settled = settleBlindClock(levels, state, now);
  if (levels.length === 0) return settled;
  if (settled.status === 'finished') return heldAt(levels, levels.length - 1, 'paused');
  return restartAt(levels, settled, Math.max(0, settled.levelIndex - 1), now);
}

/**
 * Adds or removes a minute of the current level. Taking away more than is left ends the level, as
 * if the time had run out.
 */
export function addBlindClockMinute(
  levels: readonly BlindClockLevel[],
  state: BlindClockState,
  now: number,
  direction: 1 | -1,
): BlindClockState {
  const settled = settleBlindClock(levels, state, now);
  if (settled.status === 'finished' || levels.length === 0) return settled;
  const remaining = remainingMsOf(levels, settled, now) + direction * MINUTE_MS;
  if (remaining <= 0) return nextBlindLevel(levels, settled, now);
  if (settled.status === 'running') {
    return runningAt(
      settled.levelIndex,
      now - (levelDurationMs(levels[settled.levelIndex]) - remaining),
    );
  }
  return { ...settled, pausedRemainingMs: remaining };
}

export function applyBlindClockAction(
  levels: readonly BlindClockLevel[],
  state: BlindClockState,
  action: BlindClockAction,
  now: number,
): BlindClockState {
  switch (action.type) {
    case 'start':
    case 'resume':
      return startBlindClock(levels, state, now);
    case 'pause':
      return pauseBlindClock(levels, state, now);
    case 'toggle':
      return toggleBlindClock(levels, state, now);
    case 'next':
      return nextBlindLevel(levels, state, now);
    case 'previous':
      return previousBlindLevel(levels, state, now);
    case 'addMinute':
      return addBlindClockMinute(levels, state, now, action.direction);
    case 'reset':
      return resetBlindClock(levels);
  }
}

const STORAGE_VERSION = 1;

/** Text for localStorage; read it back with `parseBlindClock`. */
export function serializeBlindClock(state: BlindClockState): string {
  return JSON.stringify({ v: STORAGE_VERSION, ...state });
}

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The state stored by `serializeBlindClock`, or null when the text is missing, damaged, from
 * another version, or points past the end of `levels` (the schedule changed since): the caller
 * then starts a new clock.
 */
export function parseBlindClock(
  text: string | null | undefined,
  levels: readonly BlindClockLevel[],
): BlindClockState | null {
  if (!text) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { v, status, levelIndex, startedAt, pausedRemainingMs } = raw as Record<string, unknown>;
  if (v !== STORAGE_VERSION) return null;
  if (!(BLIND_CLOCK_STATUSES as readonly unknown[]).includes(status)) return null;
  if (typeof levelIndex !== 'number' || !Number.isInteger(levelIndex) || levelIndex < 0) {
    return null;
  }
  if (levels.length > 0 ? levelIndex >= levels.length : levelIndex !== 0) return null;
  const typedStatus = status as BlindClockStatus;
  if (typedStatus === 'running') {
    if (!isFiniteNumber(startedAt) || pausedRemainingMs !== null) return null;
    return runningAt(levelIndex, startedAt);
  }
  if (startedAt !== null || !isFiniteNumber(pausedRemainingMs) || pausedRemainingMs < 0) {
    return null;
  }
  return { status: typedStatus, levelIndex, startedAt: null, pausedRemainingMs };
}
