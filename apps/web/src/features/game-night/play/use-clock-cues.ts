import type { GameClockView } from '@felt/domain';
import { useEffect, useRef } from 'react';
import { cuesBetween, type AudioCues, type ClockSounds } from '../../blind-clock';

/**
 * Plays the blind clock's cues as the game's clock passes the schedule's warning, alert and beep
 * seconds, and at each new level: the same sounds as the blind clock, read from the server's
 * clock at the screen's corrected now, so every screen in the room sounds at the same second.
 */
export function useClockCues(
  clock: GameClockView | null,
  sounds: ClockSounds,
  audio: AudioCues,
  muted: boolean,
): void {
  const levelIndex = clock?.level_index ?? -1;
  const remainingMs = clock?.remaining_ms ?? 0;
  const status = clock?.status ?? 'stopped';
  const previous = useRef<{ levelIndex: number; remainingMs: number; status: typeof status }>(null);
  useEffect(() => {
    const current = { levelIndex, remainingMs, status };
    const before = previous.current;
    previous.current = current;
    // The first reading (the page just opened) is no change.
    if (!before || levelIndex < 0 || muted) return;
    for (const cue of cuesBetween(before, current, sounds)) audio.play(cue);
  }, [levelIndex, remainingMs, status, sounds, audio, muted]);
}
