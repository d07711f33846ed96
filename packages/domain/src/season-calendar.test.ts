import { describe, expect, it } from 'vitest';
import { calendarDate, seasonPhase, sortSeasons } from './season-calendar';

const season = (id: number, begin_date: string, end_date: string) => ({ id, begin_date, end_date });

describe('sortSeasons', () => {
  it('puts running seasons first, then future by begin date, then past by end date', () => {
    const seasons = [
      season(1, '2024-01-01', '2024-12-31'),
      season(2, '2027-01-01', '2027-12-31'),
      season(3, '2026-01-01', '2026-12-31'),
      season(4, '2026-12-01', '2027-01-31'),
      season(5, '2025-01-01', '2025-06-30'),
      season(6, '2026-11-01', '2026-11-22'),
    ];
    const order = sortSeasons(seasons, '2026-11-22').map((s) => s.id);
    expect(order).toEqual([6, 3, 4, 2, 5, 1]);
  });

  it('counts the first and last day of a season as running', () => {
    const seasons = [season(1, '2026-11-23', '2026-12-01'), season(2, '2026-11-22', '2026-11-22')];
    expect(sortSeasons(seasons, '2026-11-22').map((s) => s.id)).toEqual([2, 1]);
  });
});

describe('calendarDate', () => {
  it("gives the date in the viewer's time zone", () => {
    const at = new Date('2026-11-22T03:00:00Z');
    expect(calendarDate(at, 'UTC')).toBe('2026-11-22');
    expect(calendarDate(at, 'America/Los_Angeles')).toBe('2026-11-21');
  });
});

describe('seasonPhase', () => {
  it('is running from the first day through the last, upcoming before, ended after', () => {
    const year = { begin_date: '2026-01-01', end_date: '2026-12-31' };
    expect(seasonPhase(year, '2026-01-01')).toBe('running');
    expect(seasonPhase(year, '2026-12-31')).toBe('running');
    expect(seasonPhase(year, '2025-12-31')).toBe('upcoming');
    expect(seasonPhase(year, '2027-01-01')).toBe('ended');
  });
});
