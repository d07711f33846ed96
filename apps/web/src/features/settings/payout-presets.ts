import { PAYOUT_PRESET_RANGES, type PayoutRange, type PayoutStructure } from '@felt/contract';

export type PayoutPreset = Exclude<PayoutStructure, PayoutRange[]>;

export const PAYOUT_PRESET_LABELS: Record<PayoutPreset, string> = {
  standard: 'Standard',
  winner_takes_all: 'Winner takes all',
  top_heavy: 'Top heavy',
  flat: 'Flat',
};

export const PAYOUT_PRESET_HELP: Record<PayoutPreset, string> = {
  standard: 'More places paid as the field grows.',
  winner_takes_all: 'The whole prize pool goes to first place.',
  top_heavy: 'Fewer places paid, with a bigger share for the winner.',
  flat: 'More places paid, with prizes closer together.',
};

export function isPayoutPreset(value: PayoutStructure): value is PayoutPreset {
  return typeof value === 'string';
}

/** "2-6", "21+". */
export function entrantsLabel(range: Pick<PayoutRange, 'min_entrants' | 'max_entrants'>): string {
  if (range.max_entrants === null) return `${range.min_entrants}+`;
  if (range.max_entrants === range.min_entrants) return `${range.min_entrants}`;
  return `${range.min_entrants}-${range.max_entrants}`;
}

/** "65 / 35". */
export function percentagesLabel(percentages: readonly number[]): string {
  return percentages.map((value) => `${value}`).join(' / ');
}

/** A preset's whole table on one line: "2-6: 65 / 35 · 7-10: 50 / 30 / 20 · ...". */
export function presetSummary(preset: PayoutPreset): string {
  return PAYOUT_PRESET_RANGES[preset]
    .map((range) => `${entrantsLabel(range)}: ${percentagesLabel(range.percentages)}`)
    .join(' · ');
}

/** A structure in a few words, for "Overrides the club's Standard". */
export function payoutStructureLabel(value: PayoutStructure): string {
  if (isPayoutPreset(value)) return PAYOUT_PRESET_LABELS[value];
  return value.length === 1
    ? 'a custom payout (1 range)'
    : `a custom payout (${value.length} ranges)`;
}
