import { describe, expect, it } from 'vitest';
import { blindScheduleTotals, numberBlindLevels } from './index';

const level = (small: number, minutes = 20) => ({
  time_minutes: minutes,
  small_blind: small,
  big_blind: small * 2,
  ante_value: 0,
  is_break: false,
});
const pause = (minutes = 5) => ({ ...level(0, minutes), is_break: true });

describe('numberBlindLevels', () => {
  it('numbers playing levels 1..k, breaks -1, and orders everything 1..n', () => {
    const numbered = numberBlindLevels([level(100), level(200), pause(), level(300)]);
    expect(numbered.map((l) => [l.sort_order, l.level_number])).toEqual([
      [1, 1],
      [2, 2],
      [3, -1],
      [4, 3],
    ]);
  });

  it('clears the blinds and ante of a break but keeps its length', () => {
    const [numbered] = numberBlindLevels([
      { time_minutes: 10, small_blind: 50, big_blind: 100, ante_value: 25, is_break: true },
    ]);
    expect(numbered).toEqual({
      time_minutes: 10,
      small_blind: 0,
      big_blind: 0,
      ante_value: 0,
      is_break: true,
      level_number: -1,
      sort_order: 1,
    });
  });

  it('keeps numbers contiguous once a level turns into a break', () => {
    const numbered = numberBlindLevels([level(100), { ...level(200), is_break: true }, level(300)]);
    expect(numbered.map((l) => l.level_number)).toEqual([1, -1, 2]);
  });
});

describe('blindScheduleTotals', () => {
  it('counts playing levels and breaks apart and adds up every minute', () => {
    expect(blindScheduleTotals([level(100, 15), pause(5), level(200, 15)])).toEqual({
      levelCount: 2,
      breakCount: 1,
      totalMinutes: 35,
    });
    expect(blindScheduleTotals([])).toEqual({ levelCount: 0, breakCount: 0, totalMinutes: 0 });
  });
});
