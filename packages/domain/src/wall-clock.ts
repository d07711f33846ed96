/*
 * A wall clock in a time zone and the instant it shows: a game starts at an instant (UTC on the
 * wire) that people read and type as a date and a time on the club's clock (decision 0029).
 * Intl does both ways without a date library; an unknown zone falls back to the runtime's own.
 */

/** The zone itself when Intl knows it, else undefined (the runtime's own zone). */
export function knownTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallClockAt(ms: number, timeZone: string | undefined): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(ms));
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value ?? NaN);
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour'),
    minute: value('minute'),
  };
}

const utcOf = (clock: WallClock) =>
  Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);

/** How far the zone's clock is ahead of UTC at the instant `ms`, in milliseconds. */
function offsetAt(ms: number, timeZone: string | undefined): number {
  const whole = Math.floor(ms / 60_000) * 60_000;
  return utcOf(wallClockAt(whole, timeZone)) - whole;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The date (`2026-11-27`) and time (`19:00`) of `iso` on the zone's clock, for date and time inputs. */
export function wallClockInputs(
  iso: string,
  timeZone?: string,
): { date: string; time: string } | null {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const clock = wallClockAt(ms, knownTimeZone(timeZone));
  return {
    date: `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`,
    time: `${pad(clock.hour)}:${pad(clock.minute)}`,
  };
}

/**
 * The instant at which the zone's clock shows `date` (`YYYY-MM-DD`) and `time` (`HH:MM`), as an
 * ISO string in UTC; null when either is not a real date or time. A time skipped by a daylight
 * saving change (2:30 on the spring-forward night) lands an hour later, as a wall clock would.
 */
export function instantOfWallClock(date: string, time: string, timeZone?: string): string | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateMatch || !timeMatch) return null;
  const wanted: WallClock = {
    year: Number(dateMatch[1]),
    month: Number(dateMatch[2]),
    day: Number(dateMatch[3]),
    hour: Number(timeMatch[1]),
    minute: Number(timeMatch[2]),
  };
  if (wanted.year < 1000 || wanted.hour > 23 || wanted.minute > 59) return null;
  const asUtc = utcOf(wanted);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== wanted.month - 1 || check.getUTCDate() !== wanted.day) return null;
  const zone = knownTimeZone(timeZone);
  // The zone's offset at the wanted time read as UTC is right unless a daylight saving change
  // lies between the two; then the offset at the first guess is, if that clock shows the time.
  const first = asUtc - offsetAt(asUtc, zone);
  const second = asUtc - offsetAt(first, zone);
  const shows = (ms: number) => utcOf(wallClockAt(ms, zone)) === asUtc;
  const instant = second !== first && shows(second) ? second : first;
  return new Date(instant).toISOString();
}
