import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  addVary,
  COMPRESSION_THRESHOLD_BYTES,
  negotiateEncoding,
  type Encoding,
} from './compression';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Answers kept per route and process, least recently read dropped first. */
export const KEPT_ANSWERS_PER_ROUTE = 128;

interface Kept {
  version: string;
  /** The answer's JSON, checked against the route's response schema once, when built. */
  body: Buffer;
  /** Compressed once per encoding, when first asked for. */
  variants: Map<Encoding, Promise<Buffer>>;
}

/**
 * The last `max` values built under their keys, each for the version it was built at (decision
 * 0049): `get` answers the kept value when its version is the one asked for, else builds it
 * again and keeps it. Requests that arrive during a build share it; a build that throws keeps
 * nothing. The least recently read key goes first.
 */
export class VersionedKeep<T extends { version: string }> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly max: number) {}

  get size(): number {
    return this.entries.size;
  }

  async get(key: string, version: string, build: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept) {
      const found = await kept.catch(() => null);
      if (found?.version === version) {
        // Most recently used last.
        this.entries.delete(key);
        this.entries.set(key, kept);
        return found;
      }
      // Another request replaced it meanwhile: look again.
      const now = this.entries.get(key);
      if (now && now !== kept) return this.get(key, version, build);
    }
    const built = build();
    this.entries.delete(key);
    this.entries.set(key, built);
    built.catch(() => {
      if (this.entries.get(key) === built) this.entries.delete(key);
    });
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return built;
  }
}

/**
 * A kept answer compressed once, off the event loop: quality 4, a little smaller than the
 * quality 2 that compression.ts spends on answers compressed for one request only.
 */
export function compressKept(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6 });
}

/**
 * A route's answers kept per process (decision 0049), each for the version of what it is made
 * of: the caller reads that version from the database on every request (one row by its key,
 * moved by triggers on every write that changes the answer), so a change made by any process
 * shows at once. An answer whose version is unchanged is sent as kept bytes, compressed once,
 * instead of being read, checked, serialized and compressed again. Access is checked before
 * this is asked, on every request.
 */
export class KeptAnswers<Schema extends z.ZodType> {
  private readonly answers: VersionedKeep<Kept>;

  constructor(
    private readonly schema: Schema,
    max = KEPT_ANSWERS_PER_ROUTE,
  ) {
    this.answers = new VersionedKeep(max);
  }

  get size(): number {
    return this.answers.size;
  }

  /**
   * Sends the answer kept under `key` if it was built at `version`, else builds it with `build`
   * (read after the version, so it is never older than its label) and keeps it. A build that
   * throws sends its error and keeps nothing.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    version: string,
    build: () => Promise<z.output<Schema>>,
  ): Promise<FastifyReply> {
    const kept = await this.answers.get(key, version, async () => {
      // What the response schema lets out, as the route's serializer would send it.
      const answer = this.schema.encode(await build());
      return { version, body: Buffer.from(JSON.stringify(answer)), variants: new Map() };
    });
    reply.type('application/json; charset=utf-8');
    if (kept.body.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(kept.body);
    addVary(reply, 'accept-encoding');
    const encoding =
      request.method === 'HEAD' ? null : negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(kept.body);
    let compressed = kept.variants.get(encoding);
    if (!compressed) {
      compressed = compressKept(kept.body, encoding);
      kept.variants.set(encoding, compressed);
      compressed.catch(() => kept.variants.delete(encoding));
    }
    return reply.header('content-encoding', encoding).send(await compressed);
  }
}
