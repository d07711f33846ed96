/*
 * A game's start is an instant (UTC on the wire); people read and type it as a date and a time
 * on the club's clock (decision 0029: the game is played there), and a viewer whose own zone
 * reads another time sees theirs beside it (DESIGN.md: format at the edge). Intl does both
 * ways without a date library; an unknown zone falls back to the browser's.
 */

/** The zone itself when Intl knows it, else undefined (the browser's zone). */
export function knownTimeZone(timeZone: string | undefined): string | undefined {
  if (!timeZone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return undefined;
  }
}

function format(iso: string, options: Intl.DateTimeFormatOptions, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(undefined, {
    ...options,
    timeZone: knownTimeZone(timeZone),
  }).format(date);
}

/** "Fri, Nov 27, 2026": the day of the game on the viewer's clock. */
export function gameDayLabel(iso: string, timeZone?: string): string {
  return format(
    iso,
    { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
    timeZone,
  );
}

/** "7:00 PM EST": the start on the viewer's clock, with the zone named. */
export function gameTimeLabel(iso: string, timeZone?: string): string {
  return format(iso, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, timeZone);
}

/** "Fri, Nov 27, 2026, 7:00 PM EST". */
export function gameWhenLabel(iso: string, timeZone?: string): string {
  const day = gameDayLabel(iso, timeZone);
  return day ? `${day}, ${gameTimeLabel(iso, timeZone)}` : '';
}

/**
 * "4:30 PM PST your time" when the viewer's clock reads the start differently from the club's
 * ("Thu, Nov 27, 4:30 PM PST your time" when the day differs too); null when both read the
 * same, or the viewer's zone is unknown.
 */
export function viewerTimeNote(
  iso: string,
  clubZone: string | undefined,
  viewerZone: string | undefined,
): string | null {
  if (knownTimeZone(viewerZone) === undefined) return null;
  const club = wallClockInputs(iso, clubZone);
  const viewer = wallClockInputs(iso, viewerZone);
  if (!club || !viewer || (club.date === viewer.date && club.time === viewer.time)) return null;
  const time = gameTimeLabel(iso, viewerZone);
  if (club.date === viewer.date) return `${time} your time`;
  const day = format(iso, { weekday: 'short', month: 'short', day: 'numeric' }, viewerZone);
  return `${day}, ${time} your time`;
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
