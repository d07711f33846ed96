import { describe, expect, it } from 'vitest';
import { firstFreeSlug, slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Ada Lovelace', 'ada-lovelace'],
    ['  Café   Royale!! ', 'cafe-royale'],
    ["Friday Night's Game #3", 'friday-night-s-game-3'],
    ["Zoë's Club", 'zoe-s-club'],
    ['扑克', 'club'],
    ['---', 'club'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name, 'club')).toBe(slug);
  });

  it('keeps slugs short without a trailing dash', () => {
    const slug = slugify(`${'a'.repeat(49)} b`, 'club');
    expect(slug).toBe('a'.repeat(49));
  });
});

describe('firstFreeSlug', () => {
  it('adds the first free numeric suffix', () => {
    expect(firstFreeSlug('ada', new Set())).toBe('ada');
    expect(firstFreeSlug('ada', new Set(['ada', 'ada-2', 'ada-4']))).toBe('ada-3');
  });
});
