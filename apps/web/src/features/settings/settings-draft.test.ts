import { SETTINGS_MESSAGES } from '@felt/contract';
import { describe, expect, it } from 'vitest';
import { DRAFT_MESSAGES, readTextField, serverFieldErrors } from './settings-draft';

describe('settings draft', () => {
  it('reads dollars as cents and says bounds in dollars', () => {
    expect(readTextField('default_buy_in_cents', '12.50')).toEqual({ ok: true, value: 1250 });
    expect(readTextField('rounding_unit_cents', '0')).toEqual({
      ok: false,
      error: DRAFT_MESSAGES.atLeastDollars(1),
    });
    expect(readTextField('house_fee_cents', '2000000')).toEqual({
      ok: false,
      error: 'Enter at most $1,000,000.00.',
    });
  });

  it("uses the contract's messages for counts", () => {
    expect(readTextField('starting_stack', '1,500')).toEqual({ ok: true, value: 1500 });
    expect(readTextField('seats_per_table', '13')).toEqual({
      ok: false,
      error: SETTINGS_MESSAGES.atMost(12),
    });
    expect(readTextField('max_rebuys', '1.5')).toEqual({
      ok: false,
      error: SETTINGS_MESSAGES.integer,
    });
  });

  it('reads points with decimals, and a points table as numbers separated by commas', () => {
    expect(readTextField('knockout_points', '0.5')).toEqual({ ok: true, value: 0.5 });
    expect(readTextField('participation_points', ' 2 ')).toEqual({ ok: true, value: 2 });
    expect(readTextField('knockout_points', 'half')).toEqual({
      ok: false,
      error: SETTINGS_MESSAGES.number,
    });
    expect(readTextField('participation_points', '-1')).toEqual({
      ok: false,
      error: SETTINGS_MESSAGES.atLeast(0),
    });
    expect(readTextField('points_table', '10, 7.5,5 3')).toEqual({
      ok: true,
      value: [10, 7.5, 5, 3],
    });
    expect(readTextField('points_table', '10, seven')).toEqual({
      ok: false,
      error: DRAFT_MESSAGES.pointsTable,
    });
    expect(readTextField('points_table', ' ')).toEqual({
      ok: false,
      error: SETTINGS_MESSAGES.pointsTableEmpty,
    });
    expect(readTextField('best_results_count', '8')).toEqual({ ok: true, value: 8 });
    expect(readTextField('best_results_count', '2.5')).toEqual({
      ok: false,
      error: SETTINGS_MESSAGES.integer,
    });
  });

  it('files server errors under fields, payout ranges, or the form', () => {
    expect(
      serverFieldErrors({
        seats_per_table: ['Too few.'],
        'payout_structure.2.percentages': ['Must add up.'],
        payout_structure: ['Bad structure.'],
        non_field_errors: ['Something else.'],
      }),
    ).toEqual({
      fields: { seats_per_table: 'Too few.' },
      payout: { general: 'Bad structure.', ranges: { 2: { percentages: 'Must add up.' } } },
      other: ['Something else.'],
    });
  });
});
