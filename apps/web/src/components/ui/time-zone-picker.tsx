import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
} from '@headlessui/react';
import { listedTimeZones, TIMEZONES } from '@felt/contract';
import { Check, ChevronsUpDown } from 'lucide-react';
import { useMemo, useState, type Ref } from 'react';
import { SPEC_LABELS, timeZoneLabel } from './time-zone-label';
import { controlClassName, FieldFrame, useFieldIds, type FieldChrome } from './text-field';

/** At most this many matches are listed; typing more narrows them. */
export const TIME_ZONE_MATCH_LIMIT = 50;

export { timeZoneLabel } from './time-zone-label';

/** "GMT-5" now in the zone, to tell places apart; '' where Intl cannot say. */
function offsetNow(zone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      timeZoneName: 'shortOffset',
    }).formatToParts(new Date());
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

const folded = (text: string) => text.toLowerCase().replaceAll('_', ' ');

/**
 * What the picker lists: with nothing typed, SPEC.md's six (and the current zone when it is
 * another); with a query, the six whose label or name holds it, then every other zone the
 * browser knows whose name holds it, up to `limit`. `more` says matches were left out.
 */
export function timeZoneOptions(
  query: string,
  current: string,
  limit = TIME_ZONE_MATCH_LIMIT,
): { zones: string[]; more: boolean } {
  const six = TIMEZONES.map((zone) => zone.value as string);
  const wanted = folded(query.trim());
  if (wanted === '') {
    return { zones: six.includes(current) || !current ? six : [...six, current], more: false };
  }
  const matches = (zone: string) =>
    folded(zone).includes(wanted) || folded(SPEC_LABELS.get(zone) ?? '').includes(wanted);
  const others = listedTimeZones().filter((zone) => !SPEC_LABELS.has(zone));
  if (current && !six.includes(current) && !others.includes(current)) others.unshift(current);
  const found = [...six.filter(matches), ...others.filter(matches)];
  return { zones: found.slice(0, limit), more: found.length > limit };
}

/**
 * The time-zone field (issue 19 item 11): an accessible combobox that lists SPEC.md's six
 * zones ("Eastern", "Central", ...) first and finds any other IANA zone by typing, for places
 * outside the United States. Controlled: `value` is the zone's IANA name.
 */
export function TimeZonePicker({
  label,
  error,
  hint,
  value,
  onChange,
  onBlur,
  name,
  disabled,
  id: givenId,
  ref,
}: Omit<FieldChrome, 'describedBy' | 'labelAside'> & {
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const ids = useFieldIds(givenId, { error, hint });
  const [query, setQuery] = useState('');
  const { zones, more } = useMemo(() => timeZoneOptions(query, value), [query, value]);
  const statusId = `${ids.frame.id}-status`;

  return (
    <FieldFrame {...ids.frame} {...{ label, error, hint }}>
      <Combobox
        value={value}
        onChange={(zone: string | null) => {
          if (zone) onChange(zone);
        }}
        onClose={() => setQuery('')}
        name={name}
        disabled={disabled}
        immediate
      >
        <div className="relative">
          <ComboboxInput
            ref={ref}
            {...ids.control}
            autoComplete="off"
            spellCheck={false}
            placeholder="Type a city or region"
            displayValue={(zone: string | null) => (zone ? timeZoneLabel(zone) : '')}
            onChange={(event) => setQuery(event.target.value)}
            onBlur={onBlur}
            className={controlClassName(Boolean(error), 'h-12 pr-11')}
          />
          <ComboboxButton
            aria-label={`Show the ${label.toLowerCase()} list`}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-fog hover:text-chalk"
          >
            <ChevronsUpDown className="size-4" aria-hidden="true" />
          </ComboboxButton>
          {/* Anchored in a layer of its own, so a sticky bar (the settings' save bar on a phone)
              never covers the list; it flips above the field when there is no room below. */}
          <ComboboxOptions
            anchor={{ to: 'bottom start', gap: 8 }}
            aria-describedby={statusId}
            className="z-[70] max-h-72 w-(--input-width) overflow-y-auto rounded-2xl border border-white/10 bg-ink-850 p-1.5 shadow-[0_24px_60px_-20px_rgb(0_0_0/0.9)] empty:invisible focus:outline-none"
          >
            {zones.map((zone) => (
              <ComboboxOption
                key={zone}
                value={zone}
                className="group flex cursor-default items-center gap-3 rounded-xl px-3 py-2.5 text-sm text-chalk data-focus:bg-white/[0.06]"
              >
                <Check
                  className="size-4 shrink-0 text-gold-300 opacity-0 group-data-selected:opacity-100"
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{timeZoneLabel(zone)}</span>
                  {SPEC_LABELS.has(zone) ? (
                    <span className="block truncate text-xs text-fog">{zone}</span>
                  ) : null}
                </span>
                <span className="shrink-0 text-xs text-fog tabular-nums">{offsetNow(zone)}</span>
              </ComboboxOption>
            ))}
          </ComboboxOptions>
        </div>
      </Combobox>
      <p id={statusId} role="status" className="sr-only">
        {zonesStatus(query, zones.length, more)}
      </p>
      {query.trim() !== '' && (zones.length === 0 || more) ? (
        <p className="mt-2 text-sm text-fog">{zonesStatus(query, zones.length, more)}</p>
      ) : null}
    </FieldFrame>
  );
}

function zonesStatus(query: string, count: number, more: boolean): string {
  if (query.trim() === '') return '';
  if (count === 0) return `No time zone matches "${query.trim()}". Try a city, such as London.`;
  if (more) return `Showing the first ${count} matches. Keep typing to narrow them down.`;
  return `${count} time zone${count === 1 ? '' : 's'} found.`;
}
