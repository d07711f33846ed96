import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBlindClockMinute,
  applyBlindClockAction,
  createBlindClock,
  nextBlindLevel,
  parseBlindClock,
  pauseBlindClock,
  previousBlindLevel,
  readBlindClock,
  resetBlindClock,
  resumeBlindClock,
  serializeBlindClock,
  settleBlindClock,
  startBlindClock,
  toggleBlindClock,
} from './index';
import type { BlindClockAction, BlindClockLevel, BlindClockState } from './index';

const MIN = 60_000;
const T0 = Date.UTC(2026, 0, 10, 19, 0, 0);

const level = (minutes: number, label: string) => ({
  time_minutes: minutes,
  is_break: false,
  label,
});
const breakLevel = (minutes: number) => ({ time_minutes: minutes, is_break: true, label: 'break' });

/** 100/200 and 200/400 for 20 minutes, a 5-minute break, then two more 20-minute levels. */
const LEVELS = [level(20, 'L1'), level(20, 'L2'), breakLevel(5), level(20, 'L3'), level(20, 'L4')];

function runningSince(startedAt: number): BlindClockState {
  return startBlindClock(LEVELS, createBlindClock(LEVELS), startedAt);
}

describe('blind clock', () => {
  it('starts stopped on the first level with its full time', () => {
    const view = readBlindClock(LEVELS, createBlindClock(LEVELS), T0);
    expect(view).toMatchObject({
      status: 'stopped',
      levelIndex: 0,
      remainingMs: 20 * MIN,
      elapsedMs: 0,
      nextBreakIndex: 2,
      msToNextBreak: 40 * MIN,
    });
    expect(view.level?.label).toBe('L1');
    expect(view.nextLevel?.label).toBe('L2');
  });

  it('runs through a level change and a break from timestamps alone', () => {
    const clock = runningSince(T0);
    expect(readBlindClock(LEVELS, clock, T0 + 5 * MIN)).toMatchObject({
      levelIndex: 0,
      remainingMs: 15 * MIN,
      elapsedMs: 5 * MIN,
      msToNextBreak: 35 * MIN,
    });
    expect(readBlindClock(LEVELS, clock, T0 + 20 * MIN - 1)).toMatchObject({
      levelIndex: 0,
      remainingMs: 1,
    });
    expect(readBlindClock(LEVELS, clock, T0 + 20 * MIN)).toMatchObject({
      status: 'running',
      levelIndex: 1,
      remainingMs: 20 * MIN,
      msToNextBreak: 20 * MIN,
    });
    const onBreak = readBlindClock(LEVELS, clock, T0 + 41 * MIN);
    expect(onBreak).toMatchObject({ levelIndex: 2, remainingMs: 4 * MIN, msToNextBreak: null });
    expect(onBreak.level?.is_break).toBe(true);
    expect(onBreak.nextLevel?.label).toBe('L3');
    expect(readBlindClock(LEVELS, clock, T0 + 45 * MIN)).toMatchObject({
      levelIndex: 3,
      remainingMs: 20 * MIN,
    });
  });

  it('freezes the time while paused and resumes where it stopped', () => {
    const paused = pauseBlindClock(LEVELS, runningSince(T0), T0 + 5 * MIN);
    expect(paused).toEqual({
      status: 'paused',
      levelIndex: 0,
      startedAt: null,
      pausedRemainingMs: 15 * MIN,
    });
    expect(readBlindClock(LEVELS, paused, T0 + 3 * 60 * MIN).remainingMs).toBe(15 * MIN);

    const resumedAt = T0 + 2 * 60 * MIN;
    const resumed = resumeBlindClock(LEVELS, paused, resumedAt);
    expect(readBlindClock(LEVELS, resumed, resumedAt + 10 * MIN)).toMatchObject({
      status: 'running',
      levelIndex: 0,
      remainingMs: 5 * MIN,
    });
    expect(readBlindClock(LEVELS, resumed, resumedAt + 15 * MIN)).toMatchObject({
      levelIndex: 1,
      remainingMs: 20 * MIN,
    });
  });

  it('adds and removes a minute while running, paused or stopped', () => {
    const now = T0 + 5 * MIN;
    const plus = addBlindClockMinute(LEVELS, runningSince(T0), now, 1);
    expect(readBlindClock(LEVELS, plus, now).remainingMs).toBe(16 * MIN);
    expect(readBlindClock(LEVELS, plus, T0 + 20 * MIN).levelIndex).toBe(0);
    expect(readBlindClock(LEVELS, plus, T0 + 21 * MIN).levelIndex).toBe(1);

    const minus = addBlindClockMinute(LEVELS, runningSince(T0), now, -1);
    expect(readBlindClock(LEVELS, minus, now).remainingMs).toBe(14 * MIN);

    const paused = pauseBlindClock(LEVELS, runningSince(T0), now);
    expect(addBlindClockMinute(LEVELS, paused, now, 1).pausedRemainingMs).toBe(16 * MIN);

    const stopped = addBlindClockMinute(LEVELS, createBlindClock(LEVELS), T0, 1);
    expect(stopped).toMatchObject({ status: 'stopped', pausedRemainingMs: 21 * MIN });
    expect(readBlindClock(LEVELS, startBlindClock(LEVELS, stopped, T0), T0).remainingMs).toBe(
      21 * MIN,
    );
  });

  it('ends the level when a minute is taken from less than a minute', () => {
    const now = T0 + 19 * MIN + 30_000;
    const running = addBlindClockMinute(LEVELS, runningSince(T0), now, -1);
    expect(readBlindClock(LEVELS, running, now)).toMatchObject({
      status: 'running',
      levelIndex: 1,
      remainingMs: 20 * MIN,
    });
    const paused = addBlindClockMinute(
      LEVELS,
      pauseBlindClock(LEVELS, runningSince(T0), now),
      now,
      -1,
    );
    expect(paused).toEqual({
      status: 'paused',
      levelIndex: 1,
      startedAt: null,
      pausedRemainingMs: 20 * MIN,
    });
  });

  it('moves to the next and previous level from their start', () => {
    const now = T0 + 5 * MIN;
    const next = nextBlindLevel(LEVELS, runningSince(T0), now);
    expect(readBlindClock(LEVELS, next, now + MIN)).toMatchObject({
      status: 'running',
      levelIndex: 1,
      remainingMs: 19 * MIN,
    });
    const back = previousBlindLevel(LEVELS, next, now + MIN);
    expect(readBlindClock(LEVELS, back, now + MIN)).toMatchObject({
      levelIndex: 0,
      remainingMs: 20 * MIN,
    });
    // On the first level, previous restarts it.
    expect(
      readBlindClock(LEVELS, previousBlindLevel(LEVELS, back, now + 2 * MIN), now + 2 * MIN),
    ).toMatchObject({ levelIndex: 0, remainingMs: 20 * MIN });
    // A stopped clock stays stopped while the director picks the level to start from.
    const picked = nextBlindLevel(LEVELS, createBlindClock(LEVELS), now);
    expect(picked).toMatchObject({ status: 'stopped', levelIndex: 1, pausedRemainingMs: 20 * MIN });
  });

  it('survives a reload through localStorage text', () => {
    const clock = addBlindClockMinute(LEVELS, runningSince(T0), T0 + 3 * MIN, 1);
    const text = serializeBlindClock(clock);
    const restored = parseBlindClock(text, LEVELS);
    expect(restored).toEqual(clock);
    const later = T0 + 30 * MIN;
    expect(readBlindClock(LEVELS, restored as BlindClockState, later)).toEqual(
      readBlindClock(LEVELS, clock, later),
    );

    const paused = pauseBlindClock(LEVELS, clock, T0 + 4 * MIN);
    expect(parseBlindClock(serializeBlindClock(paused), LEVELS)).toEqual(paused);
  });

  it('refuses damaged or outdated stored text so the page can start a new clock', () => {
    const good = JSON.parse(serializeBlindClock(runningSince(T0))) as Record<string, unknown>;
    const variants = [
      null,
      '',
      'not json',
      '[]',
      JSON.stringify({ ...good, v: 2 }),
      JSON.stringify({ ...good, status: 'sprinting' }),
      JSON.stringify({ ...good, levelIndex: 5 }),
      JSON.stringify({ ...good, levelIndex: -1 }),
      JSON.stringify({ ...good, startedAt: null }),
      JSON.stringify({ ...good, status: 'paused' }),
      JSON.stringify({ ...good, status: 'paused', startedAt: null, pausedRemainingMs: -5 }),
    ];
    for (const text of variants) expect(parseBlindClock(text, LEVELS)).toBeNull();
  });

  it('catches up over several levels after a long absence', () => {
    const clock = runningSince(T0);
    const settled = settleBlindClock(LEVELS, clock, T0 + 50 * MIN);
    // Level 4 (index 3) began when the break ended, 45 minutes in: no drift from the jumps.
    expect(settled).toEqual({
      status: 'running',
      levelIndex: 3,
      startedAt: T0 + 45 * MIN,
      pausedRemainingMs: null,
    });
    expect(readBlindClock(LEVELS, clock, T0 + 50 * MIN).remainingMs).toBe(15 * MIN);
    expect(settleBlindClock(LEVELS, settled, T0 + 51 * MIN)).toBe(settled);
  });

  it('finishes at the end of the schedule and can step back into the last level', () => {
    const finished = readBlindClock(LEVELS, runningSince(T0), T0 + 24 * 60 * MIN);
    expect(finished).toMatchObject({
      status: 'finished',
      levelIndex: 4,
      remainingMs: 0,
      nextLevel: null,
      msToNextBreak: null,
    });
    expect(finished.level?.label).toBe('L4');
    const state = finished.state;
    expect(nextBlindLevel(LEVELS, state, T0)).toBe(state);
    expect(startBlindClock(LEVELS, state, T0)).toBe(state);
    expect(pauseBlindClock(LEVELS, state, T0)).toBe(state);
    expect(addBlindClockMinute(LEVELS, state, T0, 1)).toBe(state);
    expect(previousBlindLevel(LEVELS, state, T0)).toEqual({
      status: 'paused',
      levelIndex: 4,
      startedAt: null,
      pausedRemainingMs: 20 * MIN,
    });

    const onLast = nextBlindLevel(LEVELS, runningSince(T0), T0 + 70 * MIN);
    expect(onLast.levelIndex).toBe(4);
    expect(nextBlindLevel(LEVELS, onLast, T0 + 71 * MIN).status).toBe('finished');
  });

  it('toggles between running and paused, and resets to a stopped first level', () => {
    const running = toggleBlindClock(LEVELS, createBlindClock(LEVELS), T0);
    expect(running.status).toBe('running');
    const paused = toggleBlindClock(LEVELS, running, T0 + MIN);
    expect(paused).toMatchObject({ status: 'paused', pausedRemainingMs: 19 * MIN });
    expect(toggleBlindClock(LEVELS, paused, T0 + 2 * MIN).status).toBe('running');
    expect(resetBlindClock(LEVELS)).toEqual(createBlindClock(LEVELS));
  });

  it('skips levels without a length and copes with an empty schedule', () => {
    const levels = [level(10, 'A'), level(0, 'empty'), level(Number.NaN, 'bad'), level(10, 'B')];
    const clock = startBlindClock(levels, createBlindClock(levels), T0);
    expect(readBlindClock(levels, clock, T0 + 10 * MIN)).toMatchObject({
      levelIndex: 3,
      remainingMs: 10 * MIN,
    });

    const empty: BlindClockLevel[] = [];
    const none = createBlindClock(empty);
    expect(startBlindClock(empty, none, T0)).toBe(none);
    expect(readBlindClock(empty, none, T0)).toMatchObject({ level: null, remainingMs: 0 });
    expect(nextBlindLevel(empty, none, T0)).toBe(none);
    expect(parseBlindClock(serializeBlindClock(none), empty)).toEqual(none);
  });

  it('gives the same answer however often it is read, across any sequence of actions', () => {
    const action: fc.Arbitrary<BlindClockAction> = fc.oneof(
      fc.constantFrom<BlindClockAction>(
        { type: 'start' },
        { type: 'pause' },
        { type: 'resume' },
        { type: 'toggle' },
        { type: 'next' },
        { type: 'previous' },
        { type: 'reset' },
      ),
      fc
        .constantFrom(1 as const, -1 as const)
        .map((direction): BlindClockAction => ({ type: 'addMinute', direction })),
    );
    const steps = fc.array(fc.tuple(action, fc.integer({ min: 0, max: 30 * MIN })), {
      maxLength: 30,
    });
    fc.assert(
      fc.property(steps, fc.integer({ min: 15, max: 300 }), (sequence, readEvery) => {
        let now = T0;
        let state = createBlindClock(LEVELS);
        for (const [next, wait] of sequence) {
          // Reading in small steps (a ticking screen) must match one read at the end.
          const direct = readBlindClock(LEVELS, state, now + wait);
          let ticked = state;
          for (let t = now; t < now + wait; t += readEvery * 1000) {
            ticked = readBlindClock(LEVELS, ticked, t).state;
          }
          expect(readBlindClock(LEVELS, ticked, now + wait)).toEqual(direct);
          now += wait;
          state = applyBlindClockAction(LEVELS, state, next, now);

          const view = readBlindClock(LEVELS, state, now);
          expect(view.levelIndex).toBeGreaterThanOrEqual(0);
          expect(view.levelIndex).toBeLessThan(LEVELS.length);
          expect(view.remainingMs).toBeGreaterThanOrEqual(0);
          expect(view.status === 'finished' || view.remainingMs > 0).toBe(true);
          expect(parseBlindClock(serializeBlindClock(state), LEVELS)).toEqual(state);
        }
      }),
      { numRuns: 300 },
    );
  });
});
