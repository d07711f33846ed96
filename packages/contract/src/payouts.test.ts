import { describe, expect, it } from 'vitest';
import {
  acceptDealRequestSchema,
  customPayoutPercentagesSchema,
  dealRequestSchema,
  entryPatchRequestSchema,
} from './payouts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('a night’s own payout percentages', () => {
  it('takes places first first, adding up to 100 with typed decimals', () => {
    expect(customPayoutPercentagesSchema.safeParse([50, 30, 20]).success).toBe(true);
    expect(customPayoutPercentagesSchema.safeParse([33.34, 33.33, 33.33]).success).toBe(true);
    expect(customPayoutPercentagesSchema.safeParse([50, 50]).success).toBe(true);
  });

  it('refuses with a message a person can act on', () => {
    expect(messages(customPayoutPercentagesSchema.safeParse([]))).toEqual([
      'Pay at least one place.',
    ]);
    expect(messages(customPayoutPercentagesSchema.safeParse([60, 30]))).toEqual([
      'The percentages must add up to 100 (they add up to 90).',
    ]);
    expect(messages(customPayoutPercentagesSchema.safeParse([40, 60]))).toEqual([
      'A place cannot pay more than the place above it.',
    ]);
    expect(messages(customPayoutPercentagesSchema.safeParse([0, 0]))).toContain(
      'First place must be paid.',
    );
    expect(messages(customPayoutPercentagesSchema.safeParse([120, -20]))).toContain(
      'Each percentage must be a number from 0 to 100.',
    );
  });
});

describe('deal requests', () => {
  it('reads entry ids as strings and defaults to ICM with nothing played for', () => {
    expect(dealRequestSchema.parse({ stacks: [{ entry_id: 12, chips: 5000 }] })).toEqual({
      method: 'icm',
      stacks: [{ entry_id: '12', chips: 5000 }],
      play_for_cents: 0,
    });
    expect(
      acceptDealRequestSchema.safeParse({ stacks: [{ entry_id: 'a', chips: 1 }], order: ['a'] })
        .success,
    ).toBe(true);
  });

  it('refuses chips that are not a whole number above 0, and an unknown method', () => {
    for (const chips of [0, -5, 1.5, '100']) {
      expect(messages(dealRequestSchema.safeParse({ stacks: [{ entry_id: 'a', chips }] }))).toEqual(
        ['Enter a whole number of chips, more than 0.'],
      );
    }
    expect(
      messages(
        dealRequestSchema.safeParse({ method: 'coin', stacks: [{ entry_id: 'a', chips: 1 }] }),
      ),
    ).toEqual(['Choose icm or chip_chop.']);
  });
});

describe('an entry’s PATCH', () => {
  it('is either a desk move or a paid mark, never both or neither', () => {
    expect(entryPatchRequestSchema.safeParse({ paid: true }).success).toBe(true);
    expect(entryPatchRequestSchema.safeParse({ status: 'waitlisted' }).success).toBe(true);
    expect(messages(entryPatchRequestSchema.safeParse({}))).toEqual([
      'Give either status or paid.',
    ]);
    expect(
      messages(entryPatchRequestSchema.safeParse({ paid: true, status: 'registered' })),
    ).toEqual(['Give either status or paid.']);
  });
});
