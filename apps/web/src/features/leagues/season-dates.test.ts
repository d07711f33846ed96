import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  formatSeasonDate,
  formatSeasonDates,
  seasonProgress,
  seasonTimingText,
  todayIso,
} from './season-dates';

const YEAR = { begin_date: '2026-01-01', end_date: '2026-12-31' };

describe('season dates', () => {
  it("reads today's calendar day", () => {
    expect(todayIso(new Date(2026, 5, 15, 23, 30))).toBe('2026-06-15');
  });

  it('says how long until it starts or ends', () => {
    expect(seasonTimingText(YEAR, '2025-12-31')).toBe('Starts tomorrow');
    expect(seasonTimingText(YEAR, '2025-12-29')).toBe('Starts in 3 days');
    expect(seasonTimingText(YEAR, '2026-12-30')).toBe('1 day left');
    expect(seasonTimingText(YEAR, '2026-12-31')).toBe('Last day');
    expect(seasonTimingText(YEAR, '2027-02-01')).toBeNull();
  });

  it('counts days across a daylight-saving change and a leap day', () => {
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(seasonProgress(YEAR, '2026-01-01')).toEqual({ day: 1, length: 365 });
    expect(seasonProgress(YEAR, '2026-12-31')).toEqual({ day: 365, length: 365 });
  });

  // Intl puts thin spaces around the dash; any space will do here.
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it('formats dates for people', () => {
    expect(formatSeasonDate('2026-03-04', 'en-US')).toBe('Mar 4, 2026');
    expect(plain(formatSeasonDates(YEAR, 'en-US'))).toBe('Jan 1 – Dec 31, 2026');
    expect(
      plain(formatSeasonDates({ begin_date: '2026-09-01', end_date: '2027-03-31' }, 'en-US')),
    ).toBe('Sep 1, 2026 – Mar 31, 2027');
  });
});
