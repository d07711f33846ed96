import { describe, expect, it } from 'vitest';
import { dateTimeLabel, lastSeenLabel } from './session-times';

const NOW = Date.parse('2026-03-05T02:15:00Z');

describe('lastSeenLabel', () => {
  it('says "Active now" within the last minute', () => {
    expect(lastSeenLabel('2026-03-05T02:14:30Z', NOW, 'en-US')).toBe('Active now');
  });

  it('counts minutes, hours and days in the largest whole unit', () => {
    expect(lastSeenLabel('2026-03-05T02:10:00Z', NOW, 'en-US')).toBe('5 minutes ago');
    expect(lastSeenLabel('2026-03-04T23:15:00Z', NOW, 'en-US')).toBe('3 hours ago');
    expect(lastSeenLabel('2026-03-04T01:00:00Z', NOW, 'en-US')).toBe('yesterday');
    expect(lastSeenLabel('2026-02-20T02:15:00Z', NOW, 'en-US')).toBe('last week');
  });
});

describe('dateTimeLabel', () => {
  it("shows the moment in the user's time zone, zone named", () => {
    expect(dateTimeLabel('2026-03-05T02:15:00Z', 'America/New_York', 'en-US')).toBe(
      'Mar 4, 2026, 9:15 PM EST',
    );
    expect(dateTimeLabel('2026-03-05T02:15:00Z', 'Pacific/Honolulu', 'en-US')).toBe(
      'Mar 4, 2026, 4:15 PM HST',
    );
  });

  it("falls back to the browser's zone for a zone it does not know", () => {
    expect(dateTimeLabel('2026-03-05T02:15:00Z', 'Mars/Olympus', 'en-US')).toMatch(/2026/);
  });
});
