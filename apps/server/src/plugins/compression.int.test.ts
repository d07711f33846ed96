import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/helpers';
import { SYNC_COMPRESSION_LIMIT_BYTES } from './compression';

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that shows the bytes as sent (fetch would decompress them). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const SCRIPT = `console.log(${JSON.stringify('felt '.repeat(2000))});`;
const INDEX = `<!doctype html><html><head><title>Felt</title></head><body>${'<p>felt</p>'.repeat(200)}</body></html>`;
const BIG_LIST = {
  results: Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Player ${index}` })),
};
// Over SYNC_COMPRESSION_LIMIT_BYTES: compressed on zlib's thread pool (decision 0025).
const HUGE_LIST = {
  results: Array.from({ length: 4000 }, (_, index) => ({ id: index, name: `Player ${index}` })),
};

describe('compressed answers', () => {
  let webDist: string;
  let server: TestServer;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'felt-web-'));
    await mkdir(path.join(webDist, 'assets'));
    const files = { 'index.html': INDEX, 'assets/app-abc123.js': SCRIPT };
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(webDist, name);
      await writeFile(file, text);
      await writeFile(`${file}.br`, brotliCompressSync(text));
      await writeFile(`${file}.gz`, gzipSync(text));
    }
    server = await startTestServer(
      { webDistDir: webDist },
      {
        setup(app) {
          app.get('/api/test-big-list/', async () => BIG_LIST);
          app.get('/api/test-huge-list/', async () => HUGE_LIST);
          app.get('/api/test-small/', async () => ({ ok: true }));
        },
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('sends the brotli file of a hashed asset to a browser that accepts it, still immutable', async () => {
    const response = await rawGet(`${server.url}/assets/app-abc123.js`, {
      'accept-encoding': 'gzip, deflate, br, zstd',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file to a client that only accepts gzip', async () => {
    const response = await rawGet(`${server.url}/assets/app-abc123.js`, {
      'accept-encoding': 'gzip',
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(SCRIPT);
  });

  it('sends plain bytes to a client that asks for no encoding', async () => {
    const response = await rawGet(`${server.url}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.toString()).toBe(SCRIPT);
  });

  it('honours a refused encoding', async () => {
    const response = await rawGet(`${server.url}/assets/app-abc123.js`, {
      'accept-encoding': 'br;q=0, gzip',
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it.each(['/', '/app/dashboard'])('compresses the page at %s', async (pathname) => {
    const response = await rawGet(`${server.url}${pathname}`, { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.body).toString()).toBe(INDEX);
  });

  it('compresses a large API answer', async () => {
    const plain = JSON.stringify(BIG_LIST);
    const br = await rawGet(`${server.url}/api/test-big-list/`, { 'accept-encoding': 'gzip, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(BIG_LIST);

    const gz = await rawGet(`${server.url}/api/test-big-list/`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(BIG_LIST);

    const none = await rawGet(`${server.url}/api/test-big-list/`);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(none.body.toString())).toEqual(BIG_LIST);
  });

  it('compresses an answer over the synchronous limit as well, in both encodings', async () => {
    expect(JSON.stringify(HUGE_LIST).length).toBeGreaterThan(SYNC_COMPRESSION_LIMIT_BYTES);
    const br = await rawGet(`${server.url}/api/test-huge-list/`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(HUGE_LIST);
    const gz = await rawGet(`${server.url}/api/test-huge-list/`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(HUGE_LIST);
  });

  it('leaves a small API answer alone', async () => {
    const response = await rawGet(`${server.url}/api/test-small/`, { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString())).toEqual({ ok: true });
  });

  it('is transparent to a browser-like client', async () => {
    const response = await fetch(`${server.url}/api/test-big-list/`);
    expect(await response.json()).toEqual(BIG_LIST);
  });
});
