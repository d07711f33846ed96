import { describe, expect, it, vi } from 'vitest';
import { createAudioCues, cuesBetween, type CueAudioContext } from './audio-cues';

function fakeContext(state: AudioContextState = 'running') {
  const frequencies: number[] = [];
  const param = () => ({
    value: 0,
    setValueAtTime: vi.fn(),
    exponentialRampToValueAtTime: vi.fn(),
  });
  const context = {
    currentTime: 0,
    destination: {},
    state,
    resume: vi.fn(async () => undefined),
    createGain: () => ({ gain: param(), connect: vi.fn() }),
    createOscillator: () => {
      const frequency = param();
      return {
        type: 'sine',
        frequency: new Proxy(frequency, {
          set(target, key, value: number) {
            if (key === 'value') frequencies.push(value);
            return Reflect.set(target, key, value);
          },
        }),
        connect: vi.fn(),
        start: vi.fn(),
        stop: vi.fn(),
      };
    },
  };
  return { context: context as unknown as CueAudioContext, frequencies };
}

describe('createAudioCues', () => {
  it('plays each cue as notes on the injected context, created once', () => {
    const { context, frequencies } = fakeContext();
    const factory = vi.fn(() => context);
    const cues = createAudioCues(factory);
    cues.play('beep');
    cues.play('alert');
    expect(factory).toHaveBeenCalledTimes(1);
    expect(frequencies).toEqual([1000, 880, 880, 880]);
  });

  it('resumes a suspended context when unlocked by a gesture', () => {
    const { context } = fakeContext('suspended');
    createAudioCues(() => context).unlock();
    expect(context.resume).toHaveBeenCalled();
  });

  it('stays quiet without Web Audio', () => {
    expect(() => createAudioCues(() => null).play('warning')).not.toThrow();
  });
});

describe('cuesBetween', () => {
  const sounds = { warning_seconds: 60, alert_seconds: 10, beep_seconds: 5 };
  const at = (remainingMs: number, levelIndex = 0, status = 'running' as const) => ({
    remainingMs,
    levelIndex,
    status,
  });

  it('is silent when time is added or the clock is reset', () => {
    expect(cuesBetween(at(55_000), at(115_000), sounds)).toEqual([]);
    expect(cuesBetween(at(55_000, 2), { ...at(900_000), status: 'stopped' }, sounds)).toEqual([]);
  });

  it('sounds every threshold passed in one jump once', () => {
    expect(cuesBetween(at(61_000), at(4_000), sounds)).toEqual(['warning', 'alert', 'beep']);
  });
});
