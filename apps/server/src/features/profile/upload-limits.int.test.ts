import { readdir } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, jsonOf, logInClient } from '../../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../../test/helpers';

/**
 * Issue 16, promise 8: what the avatar upload refuses, how early, and that a refused upload
 * leaves nothing behind (no file under DATA_DIR/media, the profile as it was).
 */

let server: TestServer;
let client: TestClient;

const MB = 1024 * 1024;
const PROFILE = '/api/auth/user/profile/';
const NOT_AN_IMAGE = { avatar: ['File must be an image'] };
const TOO_LARGE = {
  detail: 'File size too large. Please upload an image smaller than 5MB.',
  code: 'file_too_large',
};

beforeAll(async () => {
  server = await startTestServer();
  client = await logInClient(server, await createUser(server));
});
afterAll(() => server?.close());

async function storedMedia(): Promise<string[]> {
  const root = path.join(server.config.dataDir, 'media');
  const entries = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  return entries.map(String).sort();
}

const profile = async () => jsonOf(await client.get(PROFILE));

/** Runs `refused` and checks that no file was stored and the profile did not change. */
async function expectNothingStored(refused: () => Promise<void>) {
  const filesBefore = await storedMedia();
  const profileBefore = await profile();
  await refused();
  expect(await storedMedia()).toEqual(filesBefore);
  expect(await profile()).toEqual(profileBefore);
}

function form(bytes: Buffer, name: string, type?: string) {
  const body = new FormData();
  body.append('first_name', 'Changed');
  body.append('avatar', new Blob([bytes], type ? { type } : {}), name);
  return body;
}

const upload = (body: FormData) => client.request(PROFILE, { method: 'PATCH', body });

/** Headers for a hand-made request on the signed-in session (cookies and CSRF token). */
async function rawHeaders(extra: Record<string, string | number>) {
  const token = await client.csrfToken();
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return { cookie, 'x-csrftoken': token, ...extra };
}

interface RawOutcome {
  status: number;
  body: string;
  /** Body bytes the client had written when the answer's headers arrived. */
  sentWhenAnswered: number;
}

/**
 * Sends a multipart PATCH by hand, writing `total` bytes of file content only as fast as the
 * socket takes them, and stops writing as soon as the answer arrives. With `declareLength`
 * the request carries a Content-Length for the whole body, otherwise it is chunked.
 */
async function rawUpload(total: number, declareLength: boolean): Promise<RawOutcome> {
  const head = Buffer.from(
    '--B\r\nContent-Disposition: form-data; name="avatar"; filename="big.png"\r\n' +
      'Content-Type: image/png\r\n\r\n',
  );
  const tail = Buffer.from('\r\n--B--\r\n');
  const headers = await rawHeaders({
    'content-type': 'multipart/form-data; boundary=B',
    ...(declareLength ? { 'content-length': head.length + total + tail.length } : {}),
  });
  const url = new URL(PROFILE, server.url);
  return new Promise<RawOutcome>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(url, { method: 'PATCH', headers });
    request.on('response', (response) => {
      answered = true;
      const sentWhenAnswered = sent;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          sentWhenAnswered,
        });
      });
    });
    // The server may close the connection while the client is still writing.
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 1);
    const write = () => {
      while (!answered && !request.destroyed) {
        if (sent >= total) {
          request.end(tail);
          return;
        }
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!request.write(piece)) {
          request.once('drain', write);
          return;
        }
      }
    };
    request.write(head);
    // Declared lengths are judged from the headers: the body waits 5 s, long after the answer.
    if (declareLength) setTimeout(write, 5000).unref();
    else write();
  });
}

/** A well-formed PNG of `width` x `height` black 1-bit pixels: tiny on disk, huge decoded. */
async function pngBomb(width: number, height: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Every row is a filter byte and width/8 zero bytes, deflated a thousand rows at a time.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * 1000);
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  for (let row = 0; row < height; row += 1000) {
    if (!deflate.write(rows)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('avatar uploads over 5 MB', () => {
  it('are refused with 413 from the declared Content-Length before any of the body is sent', async () => {
    await expectNothingStored(async () => {
      const outcome = await rawUpload(50 * MB, true);
      expect(outcome.status).toBe(413);
      expect(JSON.parse(outcome.body)).toEqual(TOO_LARGE);
      expect(outcome.sentWhenAnswered).toBe(0);
    });
  });

  it('are refused with 413 once a chunked body passes 5 MB, long before the client is done', async () => {
    await expectNothingStored(async () => {
      const outcome = await rawUpload(200 * MB, false);
      expect(outcome.status).toBe(413);
      expect(JSON.parse(outcome.body)).toEqual(TOO_LARGE);
      // The server stopped at the limit: the answer came with the client a few MB past it
      // (socket buffers), nowhere near the 200 MB it meant to send.
      expect(outcome.sentWhenAnswered).toBeGreaterThan(5 * MB);
      expect(outcome.sentWhenAnswered).toBeLessThan(20 * MB);
    });
  });

  it('leave the server answering afterwards', async () => {
    expect((await client.get(PROFILE)).status).toBe(200);
  });
});

describe('avatar uploads that are not a raster image', () => {
  const text = Buffer.from('just some text, honestly, with a .png name');
  const svg = Buffer.from(
    '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<rect width="10" height="10" fill="red"/></svg>',
  );
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const cases: [string, Buffer, string, string | undefined][] = [
    ['text named .png', text, 'a.png', 'image/png'],
    ['a PDF named .png', pdf, 'a.png', 'image/png'],
    ['an SVG named .svg', svg, 'a.svg', 'image/svg+xml'],
    ['an SVG named .png sent as image/png', svg, 'a.png', 'image/png'],
    ['an SVG without its XML declaration', svg.subarray(svg.indexOf('<svg')), 'a.png', undefined],
    [
      'a PNG signature followed by an SVG',
      Buffer.concat([pngSignature(), svg]),
      'a.png',
      'image/png',
    ],
    ['an empty file', Buffer.alloc(0), 'a.png', 'image/png'],
  ];

  it.each(cases)('refuses %s with 400 and the form message', async (_label, bytes, name, type) => {
    await expectNothingStored(async () => {
      const response = await upload(form(bytes, name, type));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(NOT_AN_IMAGE);
    });
  });

  it('judges by the bytes, not the name: a JPEG or GIF named .png is stored as a new PNG', async () => {
    const pixels = { width: 40, height: 30, channels: 3 as const, background: '#2266aa' };
    for (const bytes of [
      await sharp({ create: pixels }).jpeg().toBuffer(),
      await sharp({ create: pixels }).gif().toBuffer(),
    ]) {
      const response = await upload(form(bytes, 'a.png', 'image/png'));
      expect(response.status).toBe(200);
      const stored = await client.get((await jsonOf(response)).avatar_url as string);
      const meta = await sharp(Buffer.from(await stored.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 512, height: 512 });
    }
  });
});

function pngSignature() {
  return Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
}

describe('a decompression bomb', () => {
  it('(a tiny PNG of 20,000 x 20,000 pixels) is refused quickly without the memory growing', async () => {
    const bomb = await pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const body = form(bomb, 'bomb.png', 'image/png');

    await expectNothingStored(async () => {
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 2);
      const started = performance.now();
      const response = await upload(body);
      const elapsed = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);

      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(NOT_AN_IMAGE);
      // Decoded it would be 400 million pixels (1.6 GB as RGBA): refused from its header.
      expect(elapsed).toBeLessThan(1000);
      expect(peak - rssBefore).toBeLessThan(50 * MB);
    });
  });
});
