/*
 * A game's start is an instant (UTC on the wire); people read and type it as a date and a time
 * on the club's clock (decision 0029: the game is played there), and a viewer whose own zone
 * reads another time sees theirs beside it (DESIGN.md: format at the edge). Intl does both
 * ways without a date library; an unknown zone falls back to the browser's. Reading a wall clock
 * into an instant and back is a rule the server shares: it lives in @felt/domain (wall-clock.ts).
 */

import { knownTimeZone, wallClockInputs } from '@felt/domain';

export { instantOfWallClock, knownTimeZone, wallClockInputs } from '@felt/domain';

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
