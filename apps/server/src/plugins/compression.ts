import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { sharedPlugin } from './shared-plugin';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller answers fit in a packet or two either way; compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
const COMPRESSIBLE_TYPE = /^(?:application\/(?:json|xml)|text\/)/;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli when it is accepted,
 * else gzip, else none. `*` accepts both; `;q=0` refuses one.
 */
export function negotiateEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: Encoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

/** Adds `field` to the reply's `Vary` header, keeping what is there. */
export function addVary(reply: FastifyReply, field: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  const fields = current.split(',').map((entry) => entry.trim().toLowerCase());
  if (fields.includes(field) || fields.includes('*')) return;
  reply.header('vary', current ? `${current}, ${field}` : field);
}

/**
 * Below this, an answer is compressed on the event loop: zlib's thread pool costs about
 * 0.2 ms of CPU per call in streams and hand-offs, more than compressing a 30 kB list takes
 * (0.1 ms), and the server is short of CPU, not of waiting (decision 0025).
 */
export const SYNC_COMPRESSION_LIMIT_BYTES = 64 * 1024;

async function compress(payload: Buffer, encoding: Encoding): Promise<Buffer> {
  // Quality 2 for per-request work: on a page of the members list (5.6 kB) it took 36 µs of
  // CPU against 114 µs at quality 4, for 1,783 bytes against 1,752 (gzip 6: 47 µs, 1,845
  // bytes); on a 62 kB answer 138 µs against 293 µs, the same size within 0.1%. The size hint
  // spares a small answer the tables sized for a large one.
  const brotliOptions = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 2,
      [constants.BROTLI_PARAM_SIZE_HINT]: payload.length,
    },
  };
  const gzipOptions = { level: 6 };
  if (payload.length < SYNC_COMPRESSION_LIMIT_BYTES) {
    return encoding === 'br'
      ? brotliCompressSync(payload, brotliOptions)
      : gzipSync(payload, gzipOptions);
  }
  return encoding === 'br' ? brotli(payload, brotliOptions) : gzipAsync(payload, gzipOptions);
}

/**
 * Compresses large dynamic answers (member lists, leaderboards) for clients that accept it.
 * Files are not touched here: the static plugin sends the build's pre-compressed copies
 * (decision 0020). Streams (files, server-sent events) pass through as they are.
 */
export const compressionPlugin = sharedPlugin('felt-compression', async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE_TYPE.test(type)) return payload;
    const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (bytes.length < COMPRESSION_THRESHOLD_BYTES) return payload;

    // The answer depends on the header whether or not this client gets it compressed.
    addVary(reply, 'accept-encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compress(bytes, encoding);
  });
});
