import { describe, expect, it } from 'vitest';
import { centsToDollarInput, formatCents, parseDollarInput } from './money-format';

describe('money format', () => {
  it('shows cents as dollars', () => {
    expect(formatCents(2000)).toBe('$20.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(centsToDollarInput(2050)).toBe('20.50');
  });

  it('reads typed dollars as cents', () => {
    expect(parseDollarInput('20')).toBe(2000);
    expect(parseDollarInput(' $20.5 ')).toBe(2050);
    expect(parseDollarInput('1,000')).toBe(100000);
    expect(parseDollarInput('0.29')).toBe(29);
    expect(parseDollarInput('.5')).toBe(50);
    expect(parseDollarInput('12.')).toBe(1200);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1.234', '1e3', '$']) {
      expect(parseDollarInput(text)).toBeNull();
    }
  });
});
