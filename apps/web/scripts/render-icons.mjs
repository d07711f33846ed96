// Renders public/favicon.ico (16, 32 and 48 px), public/apple-touch-icon.png (180 px) and the
// web app manifest's icons (public/icons/: 192 and 512 px, and a 512 px maskable one) from
// public/favicon.svg. Run it after changing the svg: `node apps/web/scripts/render-icons.mjs`.
// The outputs are committed, so a build does not need sharp (a server dependency).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const svg = await readFile(path.join(publicDir, 'favicon.svg'));
// index.html's theme-color: iOS shows a transparent touch icon on black.
const BACKGROUND = '#07110d';

const png = (size) =>
  sharp(svg, { density: Math.ceil((72 * size) / 64) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An .ico holding PNG images (understood by every browser since 2007). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ data }) => data)]);
}

const sizes = [16, 32, 48];
const images = await Promise.all(sizes.map(async (size) => ({ size, data: await png(size) })));
await writeFile(path.join(publicDir, 'favicon.ico'), ico(images));

// The touch icon fills its square: iOS rounds the corners itself.
const inner = await sharp(svg, { density: 72 * 3 })
  .resize(148, 148)
  .png()
  .toBuffer();
const touch = await sharp({
  create: { width: 180, height: 180, channels: 4, background: BACKGROUND },
})
  .composite([{ input: inner, gravity: 'centre' }])
  .flatten({ background: BACKGROUND })
  .png({ compressionLevel: 9 })
  .toBuffer();
await writeFile(path.join(publicDir, 'apple-touch-icon.png'), touch);

// The web app manifest's icons: the round mark on transparent for `any`, and for `maskable` the
// mark on the background at 64% (inside the 80% safe circle an adaptive launcher may crop to).
await mkdir(path.join(publicDir, 'icons'), { recursive: true });
for (const size of [192, 512]) {
  await writeFile(path.join(publicDir, 'icons', `icon-${size}.png`), await png(size));
}
const maskableMark = await sharp(svg, { density: 72 * 12 })
  .resize(328, 328)
  .png()
  .toBuffer();
const maskable = await sharp({
  create: { width: 512, height: 512, channels: 4, background: BACKGROUND },
})
  .composite([{ input: maskableMark, gravity: 'centre' }])
  .flatten({ background: BACKGROUND })
  .png({ compressionLevel: 9 })
  .toBuffer();
await writeFile(path.join(publicDir, 'icons', 'icon-maskable-512.png'), maskable);
