import { PAYOUT_PRESET_RANGES, PAYOUT_PRESETS } from '@felt/contract';
import { CircleAlert, CircleCheck, Minus, Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/text-field';
import {
  percentageTotal,
  rangeDraft,
  rangeStarts,
  readPercentage,
  type PayoutChoice,
  type PayoutDraft,
  type PayoutErrors,
  type RangeDraft,
} from '../payout-draft';
import {
  entrantsLabel,
  PAYOUT_PRESET_HELP,
  PAYOUT_PRESET_LABELS,
  percentagesLabel,
  presetSummary,
  type PayoutPreset,
} from '../payout-presets';
import { ChoiceCards, type Choice } from './choice-cards';

const CHOICES: readonly Choice<PayoutChoice>[] = [
  ...PAYOUT_PRESETS.map((preset) => ({
    value: preset,
    label: PAYOUT_PRESET_LABELS[preset],
    // Every preset's percentages are on its card, so presets compare before one is chosen.
    description: (
      <>
        {PAYOUT_PRESET_HELP[preset]}
        <span className="mt-1 block text-fog tabular-nums">{presetSummary(preset)}</span>
      </>
    ),
  })),
  {
    value: 'custom',
    label: 'Custom',
    description: 'Your own percentages for each range of entrants.',
  },
];

/** The most places one range pays; more is a list nobody could read at the table. */
const MAX_PLACES = 20;

export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][place % 10] ?? 'th';
  return `${place}${suffix}`;
}

/**
 * The payout structure: a preset, or custom entrant ranges whose first count follows from
 * the range before (so ranges cannot leave gaps) with a live total for each.
 */
export function PayoutEditor({
  id,
  draft,
  errors,
  describedBy,
  onChange,
}: {
  id: string;
  draft: PayoutDraft;
  errors: PayoutErrors | undefined;
  describedBy: string;
  onChange: (draft: PayoutDraft) => void;
}) {
  const setRanges = (ranges: RangeDraft[]) => onChange({ ...draft, ranges });
  const updateRange = (index: number, change: Partial<RangeDraft>) =>
    setRanges(draft.ranges.map((range, at) => (at === index ? { ...range, ...change } : range)));

  const addRange = () => {
    const starts = rangeStarts(draft.ranges);
    const last = draft.ranges[draft.ranges.length - 1];
    const lastStart = starts[starts.length - 1];
    const closed =
      last && last.max.trim() === '' && lastStart != null
        ? { ...last, max: String(lastStart + 9) }
        : last;
    const added = rangeDraft({
      max_entrants: null,
      percentages: last ? last.percentages.map((text) => readPercentage(text) ?? 0) : [100],
    });
    setRanges([...draft.ranges.slice(0, -1), ...(closed ? [closed] : []), added]);
  };

  return (
    <div className="space-y-4">
      <ChoiceCards
        name={`${id}-choice`}
        label="Payout structure"
        choices={CHOICES}
        value={draft.choice}
        onChange={(choice) => onChange({ ...draft, choice })}
        describedBy={describedBy}
        className="sm:grid-cols-2 2xl:grid-cols-3"
      />
      {draft.choice === 'custom' ? null : <PresetTable preset={draft.choice} />}
      {draft.choice === 'custom' ? (
        <div className="space-y-3">
          <ol className="space-y-3" aria-label="Entrant ranges">
            {draft.ranges.map((range, index) => (
              <RangeEditor
                key={range.id}
                id={`${id}-range-${range.id}`}
                index={index}
                range={range}
                start={rangeStarts(draft.ranges)[index] ?? null}
                last={index === draft.ranges.length - 1}
                errors={errors?.ranges[index]}
                onChange={(change) => updateRange(index, change)}
                onRemove={
                  draft.ranges.length > 1
                    ? () => setRanges(draft.ranges.filter((_, at) => at !== index))
                    : undefined
                }
              />
            ))}
          </ol>
          {errors?.general ? (
            <p
              id={`${id}-general-error`}
              className="flex gap-2 text-sm font-medium text-suit-red"
              role="alert"
            >
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {errors.general}
            </p>
          ) : null}
          <Button variant="secondary" size="sm" onClick={addRange}>
            <Plus className="size-4" aria-hidden="true" />
            Add entrant range
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** What the chosen preset pays, by number of entrants. */
function PresetTable({ preset }: { preset: PayoutPreset }) {
  return (
    <div className="overflow-hidden rounded-xl border border-white/[0.07]">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          What the {PAYOUT_PRESET_LABELS[preset].toLowerCase()} structure pays
        </caption>
        <thead className="bg-white/[0.03] text-xs tracking-wide text-fog uppercase">
          <tr>
            <th scope="col" className="px-3.5 py-2 font-medium">
              Entrants
            </th>
            <th scope="col" className="px-3.5 py-2 font-medium">
              Paid places (%)
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/[0.05] tabular-nums">
          {PAYOUT_PRESET_RANGES[preset].map((range) => (
            <tr key={range.min_entrants}>
              <td className="px-3.5 py-2 whitespace-nowrap text-mist">{entrantsLabel(range)}</td>
              <td className="px-3.5 py-2 text-chalk">{percentagesLabel(range.percentages)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const SEGMENT_COLORS = [
  'bg-gold-400',
  'bg-gold-500/80',
  'bg-felt-400',
  'bg-felt-500',
  'bg-felt-600',
  'bg-felt-700',
];

function RangeEditor({
  id,
  index,
  range,
  start,
  last,
  errors,
  onChange,
  onRemove,
}: {
  id: string;
  index: number;
  range: RangeDraft;
  start: number | null;
  last: boolean;
  errors: { max?: string; percentages?: string } | undefined;
  onChange: (change: Partial<RangeDraft>) => void;
  onRemove?: () => void;
}) {
  const number = index + 1;
  const total = percentageTotal(range);
  const exact = total !== null && Math.abs(total - 100) < 0.001;
  const maxId = `${id}-max`;
  const maxErrorId = `${id}-max-error`;
  const placesErrorId = `${id}-places-error`;
  const totalId = `${id}-total`;
  const headingId = `${id}-heading`;
  const setPercentage = (place: number, text: string) =>
    onChange({
      percentages: range.percentages.map((value, at) => (at === place ? text : value)),
    });

  return (
    <li
      aria-labelledby={headingId}
      className="rounded-xl border border-white/[0.08] bg-ink-950/40 p-3.5 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="text-sm font-semibold text-chalk">
          Range {number}
          <span className="ml-2 font-normal text-fog tabular-nums">
            {start === null
              ? ''
              : range.max.trim() === ''
                ? `${start}+ entrants`
                : `${start}-${range.max.trim()} entrants`}
          </span>
        </h4>
        {onRemove ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            aria-label={`Remove range ${number}`}
            className="h-8 px-3 text-fog hover:text-suit-red"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Remove
          </Button>
        ) : null}
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-mist">
        <span aria-hidden="true">From</span>
        <span className="inline-flex h-10 min-w-10 items-center justify-center rounded-lg bg-white/[0.05] px-3 font-medium text-chalk tabular-nums">
          {start ?? '?'}
        </span>
        <span aria-hidden="true">to</span>
        <span className="w-28">
          <input
            id={maxId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={range.max}
            placeholder={last ? 'and more' : ''}
            onChange={(event) => onChange({ max: event.target.value })}
            aria-label={`Range ${number}: most entrants${last ? ' (empty for and more)' : ''}`}
            aria-invalid={errors?.max ? true : undefined}
            aria-describedby={errors?.max ? maxErrorId : undefined}
            className={controlClassName(Boolean(errors?.max), 'h-10 px-3 tabular-nums')}
          />
        </span>
        <span aria-hidden="true" className="max-sm:hidden">
          entrants
        </span>
      </div>
      {errors?.max ? (
        <p id={maxErrorId} className="mt-2 text-sm font-medium text-suit-red">
          {errors.max}
        </p>
      ) : null}

      <fieldset className="mt-4">
        <legend className="text-xs font-medium tracking-wide text-fog uppercase">
          Prize pool per place
        </legend>
        <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-5">
          {range.percentages.map((value, place) => {
            const inputId = `${id}-place-${place}`;
            const invalid = readPercentage(value) === null;
            return (
              <div key={place}>
                <label htmlFor={inputId} className="block text-xs text-mist">
                  {ordinal(place + 1)}
                </label>
                <div
                  className={controlClassName(
                    invalid,
                    'mt-1 flex h-10 items-center gap-0.5 px-2.5 focus-within:border-gold-400 focus-within:ring-2 focus-within:ring-gold-400/30',
                  )}
                >
                  <input
                    id={inputId}
                    type="text"
                    inputMode="decimal"
                    autoComplete="off"
                    value={value}
                    onChange={(event) => setPercentage(place, event.target.value)}
                    aria-label={`Range ${number}, ${ordinal(place + 1)} place (%)`}
                    aria-invalid={invalid ? true : undefined}
                    aria-describedby={errors?.percentages ? placesErrorId : totalId}
                    className="h-full w-full min-w-0 bg-transparent text-chalk tabular-nums focus:outline-none"
                  />
                  <span aria-hidden="true" className="text-xs text-fog">
                    %
                  </span>
                </div>
              </div>
            );
          })}
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            className="h-8 px-3"
            disabled={range.percentages.length >= MAX_PLACES}
            onClick={() => onChange({ percentages: [...range.percentages, '0'] })}
            aria-label={`Add place to range ${number}`}
          >
            <Plus className="size-4" aria-hidden="true" />
            Add place
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="h-8 px-3"
            disabled={range.percentages.length <= 1}
            onClick={() => onChange({ percentages: range.percentages.slice(0, -1) })}
            aria-label={`Remove place from range ${number}`}
          >
            <Minus className="size-4" aria-hidden="true" />
            Remove place
          </Button>
          <p
            id={totalId}
            aria-live="polite"
            className={`ml-auto inline-flex items-center gap-1.5 text-sm font-semibold tabular-nums ${
              exact ? 'text-felt-300' : 'text-suit-red'
            }`}
          >
            {exact ? (
              <CircleCheck className="size-4" aria-hidden="true" />
            ) : (
              <CircleAlert className="size-4" aria-hidden="true" />
            )}
            {totalText(total)}
          </p>
        </div>
      </fieldset>
      <PayoutBar range={range} />
      {errors?.percentages ? (
        <p id={placesErrorId} className="mt-2 text-sm font-medium text-suit-red">
          {errors.percentages}
        </p>
      ) : null}
    </li>
  );
}

function totalText(total: number | null): string {
  if (total === null) return 'Total: check the places';
  const gap = Math.round((100 - total) * 100) / 100;
  if (gap === 0) return 'Total 100%';
  return gap > 0 ? `Total ${total}%, ${gap}% left to assign` : `Total ${total}%, ${-gap}% too much`;
}

/** Each place's share as a strip, so a lopsided structure shows at a glance. */
function PayoutBar({ range }: { range: RangeDraft }) {
  const values = range.percentages.map((text) => readPercentage(text) ?? 0);
  const total = values.reduce((a, b) => a + b, 0);
  if (total <= 0) return null;
  const scale = Math.max(total, 100);
  return (
    <div
      aria-hidden="true"
      className="mt-3 flex h-2 gap-px overflow-hidden rounded-full bg-white/[0.05]"
    >
      {values.map((value, place) => (
        <div
          key={place}
          className={`${SEGMENT_COLORS[Math.min(place, SEGMENT_COLORS.length - 1)]} h-full`}
          style={{ width: `${(value / scale) * 100}%` }}
        />
      ))}
    </div>
  );
}
