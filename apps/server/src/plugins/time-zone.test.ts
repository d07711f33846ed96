import { describe, expect, it } from 'vitest';
import { parseTimeZone } from './time-zone';

describe('parseTimeZone', () => {
  it.each(['America/New_York', 'Pacific/Honolulu', 'Europe/Berlin', 'UTC'])(
    'accepts %s',
    (zone) => {
      expect(parseTimeZone(zone)).toBe(zone);
    },
  );

  it('accepts an IANA alias', () => {
    expect(parseTimeZone('Asia/Calcutta')).toMatch(/^Asia\/(Calcutta|Kolkata)$/);
  });

  it.each([
    undefined,
    '',
    '   ',
    'Nowhere/Special',
    '+05:30',
    'EST5EDT; drop table',
    'x'.repeat(65),
  ])('refuses %j', (value) => {
    expect(parseTimeZone(value)).toBeNull();
  });

  it('refuses a repeated header', () => {
    expect(parseTimeZone(['UTC', 'Europe/Berlin'])).toBeNull();
  });
});
