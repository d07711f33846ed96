import { TIMEZONES } from '@felt/contract';

/*
 * A zone's name as the app shows it, apart from the time-zone picker: pages that only name a
 * zone (the game form, the game editor, Club Settings) import this and not the picker, whose
 * combobox (Headless UI's Combobox and TanStack Virtual, ~17 kB as transferred) they would
 * otherwise load on their first visit (issue 20).
 */

/** SPEC.md's six zones' labels by IANA name. */
export const SPEC_LABELS: ReadonlyMap<string, string> = new Map(
  TIMEZONES.map((zone) => [zone.value, zone.label]),
);

/** "Eastern" for SPEC.md's six, else the IANA name read aloud ("America/Argentina/Buenos Aires"). */
export function timeZoneLabel(zone: string): string {
  return SPEC_LABELS.get(zone) ?? zone.replaceAll('_', ' ');
}
