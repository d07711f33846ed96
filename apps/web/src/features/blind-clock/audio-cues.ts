/**
 * The clock's sounds, synthesised with Web Audio so no sound files ship with the app. The
 * AudioContext comes from a factory so tests (and a browser test's init script) can hand in a
 * recording fake instead of the speakers.
 */

export type AudioCue = 'warning' | 'alert' | 'beep' | 'levelChange';

export const AUDIO_CUES: readonly AudioCue[] = ['warning', 'alert', 'beep', 'levelChange'];

/** The part of AudioContext the cues use. */
export type CueAudioContext = Pick<
  AudioContext,
  'currentTime' | 'destination' | 'state' | 'resume' | 'createOscillator' | 'createGain'
>;

export type AudioContextFactory = () => CueAudioContext | null;

interface Note {
  frequency: number;
  /** Seconds after the cue starts. */
  at: number;
  length: number;
  type: OscillatorType;
}

/* Distinct shapes so a room can tell them apart without looking: two soft notes a minute out,
 * three sharp ones at the alert, a short tick per final second, a rising chord for a new level. */
const NOTES: Record<AudioCue, Note[]> = {
  warning: [
    { frequency: 660, at: 0, length: 0.25, type: 'sine' },
    { frequency: 660, at: 0.35, length: 0.25, type: 'sine' },
  ],
  alert: [
    { frequency: 880, at: 0, length: 0.18, type: 'square' },
    { frequency: 880, at: 0.25, length: 0.18, type: 'square' },
    { frequency: 880, at: 0.5, length: 0.18, type: 'square' },
  ],
  beep: [{ frequency: 1000, at: 0, length: 0.12, type: 'square' }],
  levelChange: [
    { frequency: 523.25, at: 0, length: 0.3, type: 'triangle' },
    { frequency: 659.25, at: 0.18, length: 0.3, type: 'triangle' },
    { frequency: 783.99, at: 0.36, length: 0.6, type: 'triangle' },
  ],
};

const PEAK_GAIN = 0.35;

export const browserAudioContextFactory: AudioContextFactory = () => {
  if (typeof window === 'undefined') return null;
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Context ? new Context() : null;
};

export interface AudioCues {
  play(cue: AudioCue): void;
  /**
   * Browsers keep audio suspended until a user gesture; call from a click or key press (the
   * start button) so later cues, fired by a timer, can be heard.
   */
  unlock(): void;
}

export function createAudioCues(
  factory: AudioContextFactory = browserAudioContextFactory,
): AudioCues {
  let context: CueAudioContext | null | undefined;

  const getContext = (): CueAudioContext | null => {
    if (context === undefined) {
      try {
        context = factory();
      } catch {
        context = null;
      }
    }
    if (context && context.state === 'suspended') void context.resume().catch(() => undefined);
    return context;
  };

  return {
    unlock() {
      getContext();
    },
    play(cue) {
      const ctx = getContext();
      if (!ctx) return;
      const start = ctx.currentTime;
      for (const note of NOTES[cue]) {
        const oscillator = ctx.createOscillator();
        const gain = ctx.createGain();
        oscillator.type = note.type;
        oscillator.frequency.value = note.frequency;
        const from = start + note.at;
        const to = from + note.length;
        gain.gain.setValueAtTime(0.0001, from);
        gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, from + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, to);
        oscillator.connect(gain);
        gain.connect(ctx.destination);
        oscillator.start(from);
        oscillator.stop(to + 0.05);
      }
    },
  };
}

/** What a screen's sounds are set to (a blind schedule's fields). */
export interface ClockSounds {
  warning_seconds: number;
  alert_seconds: number;
  beep_seconds: number;
}

export interface ClockMoment {
  levelIndex: number;
  remainingMs: number;
  status: 'stopped' | 'running' | 'paused' | 'finished';
}

/**
 * The cues due between two readings of the clock: a level change (or the end of the last
 * level), else each sound threshold the remaining time crossed on its way down. A reset, which
 * stops the clock, is silent. Adding time moves away from the thresholds, so it never sounds.
 */
export function cuesBetween(
  previous: ClockMoment,
  current: ClockMoment,
  sounds: ClockSounds,
): AudioCue[] {
  if (current.status === 'stopped') return [];
  if (
    current.levelIndex !== previous.levelIndex ||
    (current.status === 'finished' && previous.status === 'running')
  ) {
    return ['levelChange'];
  }
  if (current.status !== 'running' || previous.status !== 'running') return [];
  const crossed = (seconds: number) =>
    seconds > 0 &&
    previous.remainingMs > seconds * 1000 &&
    current.remainingMs <= seconds * 1000 &&
    current.remainingMs > 0;
  const cues: AudioCue[] = [];
  if (crossed(sounds.warning_seconds)) cues.push('warning');
  if (crossed(sounds.alert_seconds)) cues.push('alert');
  for (let second = 1; second <= sounds.beep_seconds; second += 1) {
    if (crossed(second)) {
      cues.push('beep');
      break;
    }
  }
  return cues;
}
