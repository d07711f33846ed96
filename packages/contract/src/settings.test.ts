import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  PAYOUT_PRESETS,
  PAYOUT_PRESET_RANGES,
  payoutStructureSchema,
  SETTINGS_MESSAGES,
  settingsFieldSchemas,
  updateSettingsRequestSchema,
  SETTINGS_FIELDS,
  STANDARD_PAYOUT_RANGES,
} from './settings';

describe('settings contract', () => {
  it("gives DESIGN.md's standard payout table as valid entrant ranges", () => {
    expect(payoutStructureSchema.safeParse([...STANDARD_PAYOUT_RANGES]).success).toBe(true);
    expect(STANDARD_PAYOUT_RANGES.map((range) => range.percentages)).toEqual([
      [65, 35],
      [50, 30, 20],
      [45, 27, 17, 11],
      [40, 24, 16, 12, 8],
    ]);
  });

  it("accepts every preset's own table as a custom structure (what Custom starts from)", () => {
    for (const preset of PAYOUT_PRESETS) {
      expect(payoutStructureSchema.safeParse(PAYOUT_PRESET_RANGES[preset]).success, preset).toBe(
        true,
      );
    }
  });

  it('has built-in defaults that its own field schemas accept', () => {
    for (const field of SETTINGS_FIELDS) {
      expect(settingsFieldSchemas[field].safeParse(DEFAULT_SETTINGS[field]).success, field).toBe(
        true,
      );
    }
  });

  it('refuses ranges with a gap or percentages not adding to 100', () => {
    const gap = [
      { min_entrants: 2, max_entrants: 6, percentages: [65, 35] },
      { min_entrants: 8, max_entrants: null, percentages: [100] },
    ];
    expect(payoutStructureSchema.safeParse(gap).success).toBe(false);
    const short = [{ min_entrants: 2, max_entrants: null, percentages: [60, 30] }];
    expect(payoutStructureSchema.safeParse(short).success).toBe(false);
  });

  it('takes the points fields: a table of places, decimals for playing and knockouts, a whole best-N count', () => {
    const ok = updateSettingsRequestSchema.safeParse({
      points_table: [10, 7.5, 5, 0],
      participation_points: 1.5,
      knockout_points: 0.25,
      best_results_count: 8,
    });
    expect(ok.success).toBe(true);
    const messages = (value: unknown) => {
      const parsed = updateSettingsRequestSchema.safeParse(value);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    };
    expect(messages({ points_table: [] })).toEqual([SETTINGS_MESSAGES.pointsTableEmpty]);
    expect(messages({ points_table: [10, -1] })).toEqual([SETTINGS_MESSAGES.atLeast(0)]);
    expect(messages({ points_table: 'ten' })).toEqual([SETTINGS_MESSAGES.pointsTable]);
    expect(messages({ knockout_points: 'one' })).toEqual([SETTINGS_MESSAGES.number]);
    expect(messages({ participation_points: -0.5 })).toEqual([SETTINGS_MESSAGES.atLeast(0)]);
    expect(messages({ best_results_count: 2.5 })).toEqual([SETTINGS_MESSAGES.integer]);
    // null removes an override, as for every field.
    expect(updateSettingsRequestSchema.safeParse({ points_table: null }).success).toBe(true);
  });

  it('counts every game and gives no extra points by default', () => {
    expect(DEFAULT_SETTINGS.best_results_count).toBe(0);
    expect(DEFAULT_SETTINGS.participation_points).toBe(0);
    expect(DEFAULT_SETTINGS.knockout_points).toBe(0);
    expect(DEFAULT_SETTINGS.points_table[0]).toBeGreaterThan(DEFAULT_SETTINGS.points_table[1] ?? 0);
  });
});
