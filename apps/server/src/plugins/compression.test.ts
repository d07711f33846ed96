import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './compression';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['deflate', null],
  ] as const)('answers %j with %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
