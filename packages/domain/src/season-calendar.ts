/*
 * Season dates are calendar days (`YYYY-MM-DD`), the same for everyone. "Today" is the
 * viewer's calendar day: the server takes the zone from the Time-Zone header, the browser uses
 * its own, so a season reads "Running" on a screen exactly when the server ranks it so.
 */

export type SeasonPhase = 'running' | 'upcoming' | 'ended';

export interface DatedSeason {
  begin_date: string;
  end_date: string;
}

/** The calendar date (`YYYY-MM-DD`) of `at` in `timeZone` (the runtime's own zone if omitted). */
export function calendarDate(at: Date, timeZone?: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Both days count: a season from the 1st to the 31st is running on the 31st. */
export function seasonPhase(season: DatedSeason, today: string): SeasonPhase {
  if (season.begin_date > today) return 'upcoming';
  if (season.end_date < today) return 'ended';
  return 'running';
}

const PHASE_RANK: Record<SeasonPhase, number> = { running: 0, upcoming: 1, ended: 2 };

/**
 * SPEC.md section 9's order: running seasons first (latest begun first), then future ones
 * (soonest first), then past ones (latest ended first); ties by id.
 */
export function sortSeasons<T extends DatedSeason & { id: number }>(
  seasons: readonly T[],
  today: string,
): T[] {
  return [...seasons].sort((a, b) => {
    const phase = seasonPhase(a, today);
    const byPhase = PHASE_RANK[phase] - PHASE_RANK[seasonPhase(b, today)];
    if (byPhase !== 0) return byPhase;
    const order =
      phase === 'running'
        ? b.begin_date.localeCompare(a.begin_date)
        : phase === 'upcoming'
          ? a.begin_date.localeCompare(b.begin_date)
          : b.end_date.localeCompare(a.end_date);
    return order !== 0 ? order : a.id - b.id;
  });
}
