import { describe, expect, it } from 'vitest';
import {
  blindLevelErrors,
  blindScheduleSoundErrors,
  bulkUpdateBlindLevelsRequestSchema,
  titleErrorMessage,
  toFieldErrors,
} from './index';

describe('bulkUpdateBlindLevelsRequestSchema', () => {
  it('takes a plain list or {levels}, and keys errors levels.<index>.<field> either way', () => {
    const items = [{ slug: 'abc', time_minutes: 20 }];
    expect(bulkUpdateBlindLevelsRequestSchema.parse(items)).toEqual({ levels: items });
    expect(bulkUpdateBlindLevelsRequestSchema.parse({ levels: items })).toEqual({ levels: items });
    const bad = bulkUpdateBlindLevelsRequestSchema.safeParse([{ slug: 'abc', time_minutes: 0 }]);
    expect(bad.success).toBe(false);
    if (bad.success) return;
    expect(toFieldErrors(bad.error)).toEqual({
      'levels.0.time_minutes': ['Ensure this value is greater than or equal to 1.'],
    });
  });
});

describe('blindLevelErrors', () => {
  it('needs a playing level to have a big blind above 0 and at least the small blind', () => {
    expect(blindLevelErrors({ small_blind: 100, big_blind: 200, is_break: false })).toEqual({});
    expect(blindLevelErrors({ small_blind: 0, big_blind: 0, is_break: false })).toEqual({
      big_blind: ['Big blind must be greater than 0.'],
    });
    expect(blindLevelErrors({ small_blind: 300, big_blind: 200, is_break: false })).toEqual({
      big_blind: ['Big blind must be at least the small blind.'],
    });
    expect(blindLevelErrors({ small_blind: 0, big_blind: 0, is_break: true })).toEqual({});
  });
});

describe('blindScheduleSoundErrors', () => {
  it('keeps alert within the warning and beeps within the alert, 0 meaning off', () => {
    const ok = { warning_seconds: 60, alert_seconds: 10, beep_seconds: 5 };
    expect(blindScheduleSoundErrors(ok)).toEqual({});
    expect(blindScheduleSoundErrors({ ...ok, warning_seconds: 0, alert_seconds: 90 })).toEqual({});
    expect(blindScheduleSoundErrors({ ...ok, alert_seconds: 0, beep_seconds: 30 })).toEqual({});
    expect(blindScheduleSoundErrors({ ...ok, alert_seconds: 61, beep_seconds: 62 })).toEqual({
      alert_seconds: ['Alert seconds must not be more than warning seconds.'],
      beep_seconds: ['Beep seconds must not be more than alert seconds.'],
    });
  });
});

describe('titleErrorMessage', () => {
  it("reads 'Title error: ...' (SPEC.md section 5)", () => {
    expect(titleErrorMessage(['A blind schedule with this title already exists.'])).toBe(
      'Title error: A blind schedule with this title already exists.',
    );
  });
});
