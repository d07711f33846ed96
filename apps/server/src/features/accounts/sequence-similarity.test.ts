import { describe, expect, it } from 'vitest';
import { quickRatio, sequenceRatio } from './sequence-similarity';

// Expected values from Python 3's difflib.SequenceMatcher(a=a, b=b).ratio() / .quick_ratio().
const cases: [string, string, number, number][] = [
  ['adalovelace1', 'lovelace', 0.8, 0.8],
  ['adalovelace1', 'ada.lovelace@example.com', 0.6111111111111112, 0.6111111111111112],
  ['password', 'drowssap', 0.25, 1],
  ['abcd', 'bcde', 0.75, 0.75],
  ['correct horse battery staple', 'example', 0.2857142857142857, 0.2857142857142857],
  ['aaaaabbbb', 'bbbbaaaaa', 0.5555555555555556, 1],
  ['', '', 1, 1],
];

describe('sequence similarity', () => {
  it.each(cases)('%s vs %s matches difflib', (a, b, ratio, quick) => {
    expect(sequenceRatio(a, b)).toBeCloseTo(ratio, 12);
    expect(quickRatio(a, b)).toBeCloseTo(quick, 12);
  });

  it('never rates the order-aware ratio above the quick ratio', () => {
    for (const [a, b] of [
      ['felt poker', 'poker felt'],
      ['abcabcabc', 'cbacbacba'],
      ['ada', 'lovelace'],
    ] as const) {
      expect(sequenceRatio(a, b)).toBeLessThanOrEqual(quickRatio(a, b));
    }
  });
});
