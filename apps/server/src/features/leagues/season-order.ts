interface DatedSeason {
  id: number;
  begin_date: string;
  end_date: string;
}

/** Today's calendar date (`YYYY-MM-DD`) in `timeZone`. */
export function calendarDate(at: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

function phase(season: DatedSeason, today: string): 0 | 1 | 2 {
  if (season.begin_date > today) return 1;
  if (season.end_date < today) return 2;
  return 0;
}

/**
 * SPEC.md section 9's order: running seasons first (latest begun first), then future ones
 * (soonest first), then past ones (latest ended first); ties by id.
 */
export function sortSeasons<T extends DatedSeason>(seasons: readonly T[], today: string): T[] {
  const key = (season: T) => phase(season, today);
  return [...seasons].sort((a, b) => {
    const byPhase = key(a) - key(b);
    if (byPhase !== 0) return byPhase;
    const order =
      key(a) === 0
        ? b.begin_date.localeCompare(a.begin_date)
        : key(a) === 1
          ? a.begin_date.localeCompare(b.begin_date)
          : b.end_date.localeCompare(a.end_date);
    return order !== 0 ? order : a.id - b.id;
  });
}
