import { calendarDate, seasonPhase, type DatedSeason, type SeasonPhase } from '@felt/domain';

/*
 * How the season screens write season dates. Which phase a season is in comes from
 * @felt/domain, the same rule the server sorts seasons by.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The viewer's calendar day, `YYYY-MM-DD` (the browser's own zone). */
export function todayIso(now: Date = new Date()): string {
  return calendarDate(now);
}

function utcMidnight(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

export const PHASE_LABELS: Record<SeasonPhase, string> = {
  running: 'Running',
  upcoming: 'Upcoming',
  ended: 'Ended',
};

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * What the phase badge does not say: "45 days left", "Last day", "Starts in 3 days",
 * "Starts tomorrow"; nothing for an ended season.
 */
export function seasonTimingText(season: DatedSeason, today: string): string | null {
  const phase = seasonPhase(season, today);
  if (phase === 'ended') return null;
  if (phase === 'upcoming') {
    const days = daysBetween(today, season.begin_date);
    return days === 1 ? 'Starts tomorrow' : `Starts in ${dayCount(days)}`;
  }
  const left = daysBetween(today, season.end_date);
  return left === 0 ? 'Last day' : `${dayCount(left)} left`;
}

/** How far a running season is: day `day` of `length`. */
export function seasonProgress(season: DatedSeason, today: string) {
  const length = daysBetween(season.begin_date, season.end_date) + 1;
  const day = Math.min(Math.max(daysBetween(season.begin_date, today) + 1, 0), length);
  return { day, length };
}

function dateFormat(options: Intl.DateTimeFormatOptions, locale?: string) {
  // The days are calendar days: read and written in UTC, so no zone can shift them.
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
}

/** "Mar 4, 2026". */
export function formatSeasonDate(date: string, locale?: string): string {
  return dateFormat({ month: 'short', day: 'numeric', year: 'numeric' }, locale).format(
    utcMidnight(date),
  );
}

/** "Jan 1 – Dec 31, 2026", "Sep 1, 2026 – Mar 31, 2027": the locale decides what repeats. */
export function formatSeasonDates(season: DatedSeason, locale?: string): string {
  return dateFormat({ month: 'short', day: 'numeric', year: 'numeric' }, locale).formatRange(
    utcMidnight(season.begin_date),
    utcMidnight(season.end_date),
  );
}
