import type {
  SettingsField,
  SettingsResponse,
  SettingsSource,
  SettingsValues,
} from '@felt/contract';
import type { SettingsScopeKind } from './api/settings-paths';
import { formatCents } from './money-format';
import { payoutStructureLabel } from './payout-presets';
import { FIELD_META } from './settings-fields';

export const POINTS_FORMULA_LABELS: Record<SettingsValues['points_formula'], string> = {
  linear: 'Linear',
  fixed_table: 'Fixed table',
  pokerstars: 'PokerStars-style',
};

/** A value in words, for the source line: "$20.00", "5,000 chips", "Standard". */
export function formatSettingValue<K extends SettingsField>(
  field: K,
  value: SettingsValues[K],
  scheduleTitle: (slug: string) => string | undefined,
): string {
  if (field === 'payout_structure') {
    return payoutStructureLabel(value as SettingsValues['payout_structure']);
  }
  if (field === 'points_formula') {
    return POINTS_FORMULA_LABELS[value as SettingsValues['points_formula']];
  }
  if (field === 'default_blind_schedule_slug') {
    if (value === null) return 'default schedule';
    const slug = value as string;
    return scheduleTitle(slug) ?? slug;
  }
  if (field === 'points_table') return pointsTableLabel(value as number[]);
  if (field === 'rebuys_allowed_until_level' && value === 0) return '0 (no rebuys)';
  if (field === 'best_results_count') {
    const best = value as number;
    if (best === 0) return '0 (every game counts)';
    return best === 1 ? 'best game only' : `best ${best.toLocaleString('en-US')} games`;
  }
  const amount = value as number;
  const meta = FIELD_META[field];
  if (meta.kind === 'money') return formatCents(amount);
  const count = amount.toLocaleString('en-US');
  if (field === 'rebuys_allowed_until_level') return `level ${count}`;
  if (!meta.unit) return count;
  return `${count} ${amount === 1 ? meta.unit.replace(/s$/, '') : meta.unit}`;
}

/** "25, 18, 15, 12, 10, ... (10 places)": short enough for a source line. */
export function pointsTableLabel(points: readonly number[]): string {
  const SHOWN = 5;
  if (points.length <= SHOWN + 1) return points.join(', ');
  return `${points.slice(0, SHOWN).join(', ')}, ... (${points.length} places)`;
}

/** Whose value a scope falls back to: "the club's", "the league's", "the default". */
const OWNER: Record<SettingsSource, string> = {
  default: 'the default',
  club: "the club's",
  league: "the league's",
  season: "the season's",
  game: "the game's",
};

export type SourceTone = 'default' | 'inherited' | 'own';

export interface SourceLabel {
  text: string;
  tone: SourceTone;
}

/**
 * Where a field's value comes from, as the page for `scope` says it. An override names the
 * value it replaces when the parent scope's settings are known (`parent`).
 */
export function sourceLabel<K extends SettingsField>(
  scope: SettingsScopeKind,
  field: K,
  entry: SettingsResponse[K],
  parent: SettingsResponse | undefined,
  scheduleTitle: (slug: string) => string | undefined,
): SourceLabel {
  if (scope === 'club') {
    return entry.overridden
      ? { text: 'Set for this club', tone: 'own' }
      : { text: 'Default', tone: 'default' };
  }
  if (entry.overridden) {
    const replaced = parent?.[field];
    if (!replaced) return { text: `Set for this ${scope}`, tone: 'own' };
    const value = formatSettingValue(field, replaced.value as SettingsValues[K], scheduleTitle);
    return { text: `Overrides ${OWNER[replaced.source]} ${value}`, tone: 'own' };
  }
  switch (entry.source) {
    case 'club':
      return { text: 'Inherited from the club', tone: 'inherited' };
    case 'league':
      return { text: 'Inherited from the league', tone: 'inherited' };
    case 'season':
      return { text: 'Inherited from the season', tone: 'inherited' };
    default:
      return { text: 'Default', tone: 'default' };
  }
}

/** After a reset: "Will inherit $20.00 from the club", or "Will go back to the default $20.00". */
export function inheritLabel(
  scope: SettingsScopeKind,
  inheritedSource: SettingsSource | undefined,
  value: string | undefined,
): string {
  if (inheritedSource === undefined || value === undefined) {
    return scope === 'club' ? 'Will go back to the default' : 'Will inherit again';
  }
  if (inheritedSource === 'default') return `Will go back to the default ${value}`;
  return `Will inherit ${value} from the ${inheritedSource}`;
}
