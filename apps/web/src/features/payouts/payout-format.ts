import type { PayoutStructureInForce } from '@felt/contract';

/** 1 -> "1st", 22 -> "22nd", 13 -> "13th". */
export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th';
  return `${place}${suffix}`;
}

const PRESET_NAMES: Record<string, string> = {
  standard: 'Standard',
  winner_takes_all: 'Winner takes all',
  top_heavy: 'Top heavy',
  flat: 'Flat',
};

/** Where the percentages come from, in words. */
export function structureName(structure: PayoutStructureInForce): string {
  if (structure.custom) return 'Set for this game';
  if (structure.preset) return `${PRESET_NAMES[structure.preset] ?? structure.preset} (settings)`;
  return 'Custom ranges (settings)';
}

/** 33.5 -> "33.5%". */
export const percentText = (percent: number) => `${Math.round(percent * 1000) / 1000}%`;
