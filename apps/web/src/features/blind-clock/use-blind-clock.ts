import {
  applyBlindClockAction,
  createBlindClock,
  parseBlindClock,
  readBlindClock,
  serializeBlindClock,
  type BlindClockAction,
  type BlindClockLevel,
  type BlindClockState,
  type BlindClockView,
} from '@felt/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cuesBetween, type AudioCues, type ClockSounds } from './audio-cues';

/** Often enough that the seconds never visibly lag; the time itself comes from Date.now(). */
export const CLOCK_TICK_MS = 250;

export function blindClockStorageKey(scheduleKey: string): string {
  return `felt.blind-clock.${scheduleKey}`;
}

function readStored<L extends BlindClockLevel>(key: string, levels: readonly L[]): BlindClockState {
  try {
    return parseBlindClock(window.localStorage.getItem(key), levels) ?? createBlindClock(levels);
  } catch {
    return createBlindClock(levels);
  }
}

/**
 * One screen's clock for one schedule: the state lives in localStorage under `scheduleKey`, so
 * a reload (or a browser restart) shows the same level and time; what is shown is derived
 * from timestamps on every tick, and the cues of `sounds` play as thresholds pass.
 */
export function useBlindClock<L extends BlindClockLevel>({
  levels,
  scheduleKey,
  sounds,
  audio,
  muted,
}: {
  levels: readonly L[];
  scheduleKey: string;
  sounds: ClockSounds;
  audio: AudioCues;
  muted: boolean;
}): { view: BlindClockView<L>; dispatch: (action: BlindClockAction) => void } {
  const storageKey = blindClockStorageKey(scheduleKey);
  const [state, setState] = useState<BlindClockState>(() => readStored(storageKey, levels));
  const [now, setNow] = useState(() => Date.now());
  const view = readBlindClock(levels, state, now);

  const running = view.status === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);

  useEffect(() => {
    try {
      window.localStorage.setItem(storageKey, serializeBlindClock(state));
    } catch {
      // Private mode or a full quota: the clock still runs, it just will not survive a reload.
    }
  }, [storageKey, state]);

  const previous = useRef({
    levelIndex: view.levelIndex,
    remainingMs: view.remainingMs,
    status: view.status,
  });
  useEffect(() => {
    const current = {
      levelIndex: view.levelIndex,
      remainingMs: view.remainingMs,
      status: view.status,
    };
    const cues = cuesBetween(previous.current, current, sounds);
    previous.current = current;
    if (muted) return;
    for (const cue of cues) audio.play(cue);
  }, [view.levelIndex, view.remainingMs, view.status, sounds, audio, muted]);

  const dispatch = useCallback(
    (action: BlindClockAction) => {
      const at = Date.now();
      if (action.type === 'start' || action.type === 'toggle' || action.type === 'resume') {
        audio.unlock();
      }
      setNow(at);
      setState((current) => applyBlindClockAction(levels, current, action, at));
    },
    [audio, levels],
  );

  return { view, dispatch };
}
