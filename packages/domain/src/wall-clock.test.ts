import { describe, expect, it } from 'vitest';
import { instantOfWallClock, knownTimeZone, wallClockInputs } from './wall-clock';

const NY = 'America/New_York';

describe('instantOfWallClock', () => {
  it('reads the date and time on the zone’s clock', () => {
    expect(instantOfWallClock('2026-11-27', '19:00', NY)).toBe('2026-11-28T00:00:00.000Z');
    expect(instantOfWallClock('2026-07-03', '19:30', NY)).toBe('2026-07-03T23:30:00.000Z');
    expect(instantOfWallClock('2026-07-03', '19:30', 'Asia/Kolkata')).toBe(
      '2026-07-03T14:00:00.000Z',
    );
    expect(instantOfWallClock('2026-07-03', '19:30', 'UTC')).toBe('2026-07-03T19:30:00.000Z');
    expect(instantOfWallClock('2026-01-15', '19:00', 'Australia/Sydney')).toBe(
      '2026-01-15T08:00:00.000Z',
    );
  });

  it('handles the daylight saving nights', () => {
    expect(instantOfWallClock('2026-03-08', '01:30', NY)).toBe('2026-03-08T06:30:00.000Z');
    expect(instantOfWallClock('2026-03-08', '04:00', NY)).toBe('2026-03-08T08:00:00.000Z');
    // 2:30 does not exist that night: an hour later, as the wall clock would read it.
    expect(instantOfWallClock('2026-03-08', '02:30', NY)).toBe('2026-03-08T07:30:00.000Z');
    expect(instantOfWallClock('2026-11-01', '12:00', NY)).toBe('2026-11-01T17:00:00.000Z');
    // The evening of either change reads the new offset.
    expect(instantOfWallClock('2026-03-08', '19:00', NY)).toBe('2026-03-08T23:00:00.000Z');
    expect(instantOfWallClock('2026-11-01', '19:00', NY)).toBe('2026-11-02T00:00:00.000Z');
  });

  it('refuses what is not a real date or time', () => {
    expect(instantOfWallClock('2026-02-30', '19:00', NY)).toBeNull();
    expect(instantOfWallClock('2026-11-27', '24:00', NY)).toBeNull();
    expect(instantOfWallClock('', '19:00', NY)).toBeNull();
    expect(instantOfWallClock('2026-11-27', '', NY)).toBeNull();
    expect(instantOfWallClock('friday', '7pm', NY)).toBeNull();
  });

  it('goes back to the same inputs', () => {
    for (const iso of ['2026-11-28T00:00:00.000Z', '2026-03-08T07:30:00.000Z']) {
      const inputs = wallClockInputs(iso, NY)!;
      expect(instantOfWallClock(inputs.date, inputs.time, NY)).toBe(iso);
    }
    expect(wallClockInputs('2026-11-28T00:30:00Z', NY)).toEqual({
      date: '2026-11-27',
      time: '19:30',
    });
    expect(wallClockInputs('not a date', NY)).toBeNull();
  });
});

describe('knownTimeZone', () => {
  it('keeps a zone Intl knows and drops one it does not', () => {
    expect(knownTimeZone(NY)).toBe(NY);
    expect(knownTimeZone('Mars/Olympus_Mons')).toBeUndefined();
    expect(knownTimeZone(undefined)).toBeUndefined();
  });
});
