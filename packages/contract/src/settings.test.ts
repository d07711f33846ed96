import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  PAYOUT_PRESETS,
  PAYOUT_PRESET_RANGES,
  payoutStructureSchema,
  settingsFieldSchemas,
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
});
