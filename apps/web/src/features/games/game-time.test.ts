import { describe, expect, it } from 'vitest';
import {
  gameWhenLabel,
  instantOfWallClock,
  knownTimeZone,
  viewerTimeNote,
  wallClockInputs,
} from './game-time';

const NY = 'America/New_York';

describe('instantOfWallClock', () => {
  it('reads a date and time on the zone’s clock as the UTC instant', () => {
    expect(instantOfWallClock('2026-11-27', '19:00', NY)).toBe('2026-11-28T00:00:00.000Z');
    expect(instantOfWallClock('2026-07-03', '19:30', NY)).toBe('2026-07-03T23:30:00.000Z');
    expect(instantOfWallClock('2026-07-03', '19:30', 'Asia/Kolkata')).toBe(
      '2026-07-03T14:00:00.000Z',
    );
    expect(instantOfWallClock('2026-07-03', '19:30', 'UTC')).toBe('2026-07-03T19:30:00.000Z');
  });

  it('gets the hours right on both sides of a daylight saving change', () => {
    // New York springs forward at 2:00 on March 8, 2026 and falls back at 2:00 on November 1.
    expect(instantOfWallClock('2026-03-08', '01:30', NY)).toBe('2026-03-08T06:30:00.000Z');
    expect(instantOfWallClock('2026-03-08', '04:00', NY)).toBe('2026-03-08T08:00:00.000Z');
    // 2:30 does not happen that night: an hour later, as the clock on the wall shows it.
    expect(instantOfWallClock('2026-03-08', '02:30', NY)).toBe('2026-03-08T07:30:00.000Z');
    expect(instantOfWallClock('2026-11-01', '12:00', NY)).toBe('2026-11-01T17:00:00.000Z');
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
  });
});

describe('labels', () => {
  it('say the day and time on the viewer’s clock, zone named', () => {
    const label = gameWhenLabel('2026-11-28T00:30:00Z', NY);
    expect(label).toContain('27');
    expect(label).toMatch(/7:30/);
    expect(label).toMatch(/EST|GMT-5/);
    expect(gameWhenLabel('not a date', NY)).toBe('');
  });

  it('fall back to the browser’s zone for an unknown one', () => {
    expect(knownTimeZone('Mars/Olympus_Mons')).toBeUndefined();
    expect(knownTimeZone(NY)).toBe(NY);
    expect(gameWhenLabel('2026-11-28T00:30:00Z', 'Mars/Olympus_Mons')).not.toBe('');
  });
});

describe('viewerTimeNote', () => {
  const iso = '2026-11-28T00:30:00.000Z';
  it("names the viewer's time when their clock reads another, with the day when it differs", () => {
    expect(viewerTimeNote(iso, 'America/Chicago', 'America/New_York')).toMatch(
      /^7:30\sPM EST your time$/,
    );
    expect(viewerTimeNote(iso, 'Asia/Tokyo', 'America/New_York')).toMatch(
      /^Fri, Nov 27, 7:30\sPM EST your time$/,
    );
  });
  it('is null when both clocks read the same or the viewer has no known zone', () => {
    expect(viewerTimeNote(iso, 'America/New_York', 'America/New_York')).toBeNull();
    expect(viewerTimeNote(iso, 'America/New_York', 'America/Toronto')).toBeNull();
    expect(viewerTimeNote(iso, 'America/New_York', undefined)).toBeNull();
  });
});
