import type { BlindClockLevel } from '@felt/domain';

/** 65_000 ms -> "1:05"; an hour or more -> "1:02:05". Partial seconds count up, so 0:00 is the end. */
export function formatClockTime(ms: number): string {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

export const formatChips = (value: number): string => value.toLocaleString('en-US');

export interface ClockLevel extends BlindClockLevel {
  small_blind: number;
  big_blind: number;
  ante_value: number;
  level_number: number;
}

export function levelName(level: ClockLevel): string {
  return level.is_break ? 'Break' : `Level ${level.level_number}`;
}

export function blindsText(level: ClockLevel): string {
  return `${formatChips(level.small_blind)} / ${formatChips(level.big_blind)}`;
}
