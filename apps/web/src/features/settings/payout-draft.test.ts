import { SETTINGS_MESSAGES } from '@felt/contract';
import { describe, expect, it } from 'vitest';
import {
  PAYOUT_DRAFT_MESSAGES,
  payoutDraft,
  percentageTotal,
  rangeDraft,
  rangeStarts,
  readPayoutDraft,
  type PayoutDraft,
} from './payout-draft';

const custom = (...ranges: Array<[string, string[]]>): PayoutDraft => ({
  choice: 'custom',
  ranges: ranges.map(([max, percentages]) => ({ ...rangeDraft(), max, percentages })),
});

describe('payout draft', () => {
  it('reads a preset as its name and starts Custom from the standard table', () => {
    const draft = payoutDraft('flat');
    expect(readPayoutDraft(draft)).toEqual({ value: 'flat' });
    expect(draft.ranges.map((range) => range.max)).toEqual(['6', '10', '20', '']);
  });

  it('starts each range one past the range before', () => {
    const draft = custom(['5', ['100']], ['12', ['60', '40']], ['', ['50', '30', '20']]);
    expect(rangeStarts(draft.ranges)).toEqual([2, 6, 13]);
    expect(readPayoutDraft(draft)).toEqual({
      value: [
        { min_entrants: 2, max_entrants: 5, percentages: [100] },
        { min_entrants: 6, max_entrants: 12, percentages: [60, 40] },
        { min_entrants: 13, max_entrants: null, percentages: [50, 30, 20] },
      ],
    });
  });

  it('points each mistake at its input', () => {
    const { errors } = readPayoutDraft(
      custom(['5', ['100']], ['3', ['abc']], ['', ['100']], ['x', ['100']]),
    );
    expect(errors?.ranges).toEqual({
      1: {
        max: PAYOUT_DRAFT_MESSAGES.maxBelowMin(6),
        percentages: PAYOUT_DRAFT_MESSAGES.percentage,
      },
      2: { max: PAYOUT_DRAFT_MESSAGES.openEndedLast },
      3: { max: PAYOUT_DRAFT_MESSAGES.maxNumber },
    });
  });

  it("leaves the sum to the contract's rule, with a live total", () => {
    const draft = custom(['', ['60', '33.5']]);
    expect(percentageTotal(draft.ranges[0]!)).toBe(93.5);
    expect(readPayoutDraft(draft).errors?.ranges).toEqual({
      0: { percentages: SETTINGS_MESSAGES.payoutSum },
    });
  });
});
