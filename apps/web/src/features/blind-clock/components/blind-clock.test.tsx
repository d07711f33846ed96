import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AudioCue, AudioCues } from '../audio-cues';
import type { ClockLevel } from '../clock-format';
import { BlindClock } from './blind-clock';

const level = (
  level_number: number,
  small_blind: number,
  big_blind: number,
  time_minutes = 15,
  ante_value = 0,
): ClockLevel => ({
  level_number,
  small_blind,
  big_blind,
  time_minutes,
  ante_value,
  is_break: false,
});

const LEVELS: ClockLevel[] = [
  level(1, 25, 50),
  level(2, 50, 100, 15, 10),
  {
    level_number: -1,
    small_blind: 0,
    big_blind: 0,
    ante_value: 0,
    time_minutes: 5,
    is_break: true,
  },
  level(3, 100, 200),
];

const SOUNDS = { warning_seconds: 30, alert_seconds: 10, beep_seconds: 3 };

function recordingAudio() {
  const played: AudioCue[] = [];
  const audio: AudioCues = { play: (cue) => played.push(cue), unlock: vi.fn() };
  return { audio, played };
}

function renderClock(audio: AudioCues, levels = LEVELS, sounds = SOUNDS) {
  return render(
    <BlindClock
      levels={levels}
      sounds={sounds}
      scheduleKey="club.weekly"
      title="Weekly"
      audio={audio}
    />,
  );
}

const timer = () => screen.getByRole('timer');
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const press = (key: string) => fireEvent.keyDown(window, { key });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T20:00:00Z') });
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('BlindClock', () => {
  it('shows the level, blinds, next level and time to the next break', () => {
    renderClock(recordingAudio().audio);
    expect(screen.getByText('Level 1')).toBeTruthy();
    expect(timer().textContent).toBe('15:00');
    expect(screen.getByText('25 / 50')).toBeTruthy();
    const nextLevel = screen.getByText('Next level').nextElementSibling as HTMLElement;
    expect(nextLevel.textContent).toBe('50 / 100 · ante 10');
    // Lines may break between the blinds and the ante, never inside either.
    expect(
      [...nextLevel.querySelectorAll('span')].map((part) => [
        part.textContent,
        part.classList.contains('whitespace-nowrap'),
      ]),
    ).toEqual([
      ['50 / 100', true],
      ['· ante 10', true],
    ]);
    expect(screen.getByText('in 30:00')).toBeTruthy();
  });

  it('runs from the keyboard: space, arrows left and right, up and down', () => {
    const { audio } = recordingAudio();
    renderClock(audio);
    press(' ');
    expect(audio.unlock).toHaveBeenCalled();
    advance(1000);
    expect(timer().textContent).toBe('14:59');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();

    press('ArrowUp');
    expect(timer().textContent).toBe('15:59');
    press('ArrowDown');
    press('ArrowDown');
    expect(timer().textContent).toBe('13:59');

    press('ArrowRight');
    expect(screen.getByText('Level 2')).toBeTruthy();
    expect(timer().textContent).toBe('15:00');
    expect(screen.getByText('Ante 10')).toBeTruthy();
    press('ArrowRight');
    expect(screen.getByText('Break')).toBeTruthy();
    press('ArrowLeft');
    expect(screen.getByText('Level 2')).toBeTruthy();

    press(' ');
    advance(5000);
    expect(timer().textContent).toBe('15:00');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('runs from the buttons and resets only after confirming', () => {
    renderClock(recordingAudio().audio);
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    advance(61_000);
    expect(timer().textContent).toBe('13:59');
    fireEvent.click(screen.getByRole('button', { name: 'Add a minute' }));
    expect(timer().textContent).toBe('14:59');
    fireEvent.click(screen.getByRole('button', { name: 'Remove a minute' }));
    expect(timer().textContent).toBe('13:59');
    fireEvent.click(screen.getByRole('button', { name: 'Next level' }));
    expect(screen.getByText('Level 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous level' }));
    expect(screen.getByText('Level 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reset clock' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    advance(500);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reset clock' }));
    advance(500);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(timer().textContent).toBe('15:00');
    expect(screen.getByText('Level 1')).toBeTruthy();
  });

  it('sounds the warning, the alert, a beep for each last second and the level change', () => {
    const { audio, played } = recordingAudio();
    renderClock(audio, [level(1, 25, 50, 1), level(2, 50, 100, 1)]);
    press(' ');
    advance(29_000);
    expect(played).toEqual([]);
    advance(1000);
    expect(played).toEqual(['warning']);
    advance(20_000);
    expect(played).toEqual(['warning', 'alert']);
    advance(6000);
    expect(played).toEqual(['warning', 'alert']);
    advance(1000);
    expect(played).toEqual(['warning', 'alert', 'beep']);
    advance(1000);
    advance(1000);
    expect(played).toEqual(['warning', 'alert', 'beep', 'beep', 'beep']);
    advance(1000);
    expect(played).toEqual(['warning', 'alert', 'beep', 'beep', 'beep', 'levelChange']);
    expect(screen.getByText('Level 2')).toBeTruthy();
  });

  it('stays silent when muted', () => {
    const { audio, played } = recordingAudio();
    renderClock(audio, [level(1, 25, 50, 1), level(2, 50, 100, 1)]);
    fireEvent.click(screen.getByRole('button', { name: 'Sound' }));
    press(' ');
    advance(61_000);
    expect(played).toEqual([]);
  });

  it('comes back after a reload at the same level and time', () => {
    const { audio } = recordingAudio();
    const first = renderClock(audio);
    press(' ');
    advance(5000);
    press('ArrowRight');
    advance(3000);
    first.unmount();

    advance(2000);
    renderClock(audio);
    expect(screen.getByText('Level 2')).toBeTruthy();
    expect(timer().textContent).toBe('14:55');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });
});
