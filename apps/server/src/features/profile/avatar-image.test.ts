import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasRasterSignature, toAvatarPng } from './avatar-image';

// Counts what reaches sharp (and so a decoder) while keeping sharp's behaviour.
const decoded = vi.hoisted(() => ({ inputs: [] as unknown[] }));
vi.mock('sharp', async (importOriginal) => {
  const actual = (await importOriginal<{ default: typeof sharp }>()).default;
  const spy = (...args: Parameters<typeof sharp>) => {
    decoded.inputs.push(args[0]);
    return actual(...args);
  };
  return { default: Object.assign(spy, actual) };
});

beforeEach(() => {
  decoded.inputs.length = 0;
});

const pixels = { width: 8, height: 8, channels: 3 as const, background: '#204080' };
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);

describe('toAvatarPng', () => {
  it.each([
    ['an SVG', svg],
    ['an SVG with an XML declaration', Buffer.concat([Buffer.from('<?xml version="1.0"?>'), svg])],
    ['a PDF', Buffer.from('%PDF-1.4\n%%EOF\n')],
    ['text', Buffer.from('hello')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s before any decoder sees it', async (_label, input) => {
    await expect(toAvatarPng(input)).rejects.toMatchObject({
      body: { avatar: ['File must be an image'] },
    });
    expect(decoded.inputs).toEqual([]);
  });

  it('decodes the accepted raster formats', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif', 'tiff'] as const) {
      const input = await sharp({ create: pixels }).toFormat(format).toBuffer();
      expect(hasRasterSignature(input)).toBe(true);
      const output = await toAvatarPng(input);
      expect(await sharp(output).metadata()).toMatchObject({ format: 'png', width: 512 });
    }
  });
});
