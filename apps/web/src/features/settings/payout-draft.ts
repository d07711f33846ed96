import {
  payoutStructureSchema,
  STANDARD_PAYOUT_RANGES,
  type PAYOUT_PRESETS,
  type PayoutRange,
  type PayoutStructure,
} from '@felt/contract';
import { isPayoutPreset } from './payout-presets';

export type PayoutChoice = (typeof PAYOUT_PRESETS)[number] | 'custom';

/** One entrant range as typed. Its first entrant count follows from the range before it. */
export interface RangeDraft {
  id: number;
  /** Empty: "and more" (the last range only). */
  max: string;
  percentages: string[];
}

export interface PayoutDraft {
  choice: PayoutChoice;
  /** Kept while a preset is chosen, so going back to Custom finds the ranges as they were. */
  ranges: RangeDraft[];
}

export interface RangeErrors {
  max?: string;
  percentages?: string;
}

export interface PayoutErrors {
  general?: string;
  ranges: Record<number, RangeErrors>;
}

export const PAYOUT_DRAFT_MESSAGES = {
  maxNumber: 'Enter a whole number of entrants, or leave it empty for "and more".',
  openEndedLast: 'Only the last range can be open-ended. Enter its largest number of entrants.',
  maxBelowMin: (min: number) => `Must be at least ${min}, where this range starts.`,
  percentage: 'Enter every place as a percentage from 0 to 100.',
} as const;

let lastRangeId = 0;

export function rangeDraft(range?: Pick<PayoutRange, 'max_entrants' | 'percentages'>): RangeDraft {
  lastRangeId += 1;
  return {
    id: lastRangeId,
    max: range?.max_entrants == null ? '' : String(range.max_entrants),
    percentages: range ? range.percentages.map(String) : ['100'],
  };
}

/** A preset keeps the standard table ready as the starting point for Custom. */
export function payoutDraft(value: PayoutStructure): PayoutDraft {
  if (isPayoutPreset(value)) {
    return { choice: value, ranges: STANDARD_PAYOUT_RANGES.map((range) => rangeDraft(range)) };
  }
  return { choice: 'custom', ranges: value.map((range) => rangeDraft(range)) };
}

const WHOLE = /^\d+$/;
const DECIMAL = /^(?:\d+(?:\.\d+)?|\.\d+)$/;

/** Where each range starts: 2, then one past the range before; null after an unreadable max. */
export function rangeStarts(ranges: readonly RangeDraft[]): Array<number | null> {
  const starts: Array<number | null> = [];
  let next: number | null = 2;
  for (const range of ranges) {
    starts.push(next);
    const max = range.max.trim();
    next = next !== null && WHOLE.test(max) ? Number(max) + 1 : null;
  }
  return starts;
}

export function readPercentage(text: string): number | null {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (!DECIMAL.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 100 ? value : null;
}

/** The typed percentages' total, rounded to hundredths; null while one is unreadable. */
export function percentageTotal(range: RangeDraft): number | null {
  let total = 0;
  for (const text of range.percentages) {
    const value = readPercentage(text);
    if (value === null) return null;
    total += value;
  }
  return Math.round(total * 100) / 100;
}

function rangeErrorsAt(errors: PayoutErrors, index: number): RangeErrors {
  return (errors.ranges[index] ??= {});
}

/**
 * The typed structure as the API takes it, or what is wrong with it. The contract's schema
 * decides (as the server will); the checks before it only point at the input at fault.
 */
export function readPayoutDraft(
  draft: PayoutDraft,
): { value: PayoutStructure; errors?: undefined } | { value?: undefined; errors: PayoutErrors } {
  if (draft.choice !== 'custom') return { value: draft.choice };
  const errors: PayoutErrors = { ranges: {} };
  const starts = rangeStarts(draft.ranges);
  const ranges: PayoutRange[] = [];
  draft.ranges.forEach((range, index) => {
    const start = starts[index] ?? null;
    const maxText = range.max.trim();
    const last = index === draft.ranges.length - 1;
    let max: number | null = null;
    if (maxText === '') {
      if (!last) rangeErrorsAt(errors, index).max = PAYOUT_DRAFT_MESSAGES.openEndedLast;
    } else if (!WHOLE.test(maxText)) {
      rangeErrorsAt(errors, index).max = PAYOUT_DRAFT_MESSAGES.maxNumber;
    } else {
      max = Number(maxText);
      if (start !== null && max < start) {
        rangeErrorsAt(errors, index).max = PAYOUT_DRAFT_MESSAGES.maxBelowMin(start);
      }
    }
    const percentages = range.percentages.map(readPercentage);
    if (percentages.some((value) => value === null)) {
      rangeErrorsAt(errors, index).percentages = PAYOUT_DRAFT_MESSAGES.percentage;
    }
    ranges.push({
      min_entrants: start ?? 0,
      max_entrants: max,
      percentages: percentages.map((value) => value ?? 0),
    });
  });
  if (Object.keys(errors.ranges).length === 0) {
    const parsed = payoutStructureSchema.safeParse(ranges);
    if (parsed.success) return { value: parsed.data };
    for (const issue of parsed.error.issues) addPayoutIssue(errors, issue.path, issue.message);
  }
  return { errors };
}

/**
 * Files one message under the input it is about: `[i, 'percentages', ...]` under range i's
 * places, `[i, ...]` under its entrants, anything else for the whole structure.
 */
export function addPayoutIssue(
  errors: PayoutErrors,
  path: ReadonlyArray<PropertyKey>,
  message: string,
): void {
  const [index, field] = path;
  const at = typeof index === 'number' ? index : Number(index);
  if (path.length === 0 || !Number.isInteger(at)) {
    errors.general = errors.general ? `${errors.general} ${message}` : message;
    return;
  }
  const target = rangeErrorsAt(errors, at);
  const key = field === 'percentages' ? 'percentages' : 'max';
  target[key] = target[key] ? `${target[key]} ${message}` : message;
}

export function hasPayoutErrors(errors: PayoutErrors | undefined): boolean {
  return Boolean(errors && (errors.general || Object.keys(errors.ranges).length > 0));
}
