const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/** "Active now", "5 minutes ago", "yesterday": how long ago `iso` was, as the locale says it. */
export function lastSeenLabel(iso: string, now = Date.now(), locale?: string): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (Math.abs(seconds) < 60) return 'Active now';
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}

/**
 * A full date and time in the user's profile time zone (DESIGN.md: format at the edge in the
 * viewer's zone), with the zone named: "Mar 4, 2026, 9:15 PM EST". An unknown zone falls back
 * to the browser's.
 */
export function dateTimeLabel(iso: string, timeZone: string | undefined, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = {
    dateStyle: 'medium',
    timeStyle: 'short',
  };
  try {
    return formatWithZone(date, { ...options, timeZone }, locale);
  } catch {
    return formatWithZone(date, options, locale);
  }
}

function formatWithZone(date: Date, options: Intl.DateTimeFormatOptions, locale?: string) {
  const dateTime = new Intl.DateTimeFormat(locale, options).format(date);
  const zone = new Intl.DateTimeFormat(locale, {
    timeZone: options.timeZone,
    timeZoneName: 'short',
  })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? `${dateTime} ${zone}` : dateTime;
}
