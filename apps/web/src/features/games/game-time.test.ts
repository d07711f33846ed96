import { describe, expect, it } from 'vitest';
import { gameWhenLabel, knownTimeZone, viewerTimeNote } from './game-time';

const NY = 'America/New_York';

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
