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
 * A route's answers kept per process (decision 0049), each for the version of what it is made
 * of: the caller reads that version from the database on every request (one row by its key,
 * moved by triggers on every write that changes the answer), so a change made by any process
 * shows at once. An answer whose version is unchanged is sent as kept bytes, compressed once,
 * instead of being read, checked, serialized and compressed again. Access is checked before
 * this is asked, on every request.
 */
export class KeptAnswers<Schema extends z.ZodType> {
  private readonly answers = new Map<string, Promise<Kept>>();

  constructor(
    private readonly schema: Schema,
    private readonly max = KEPT_ANSWERS_PER_ROUTE,
  ) {}

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
    const kept = await this.entry(key, version, build);
    reply.type('application/json; charset=utf-8');
    if (kept.body.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(kept.body);
    addVary(reply, 'accept-encoding');
    const encoding =
      request.method === 'HEAD' ? null : negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(kept.body);
    return reply.header('content-encoding', encoding).send(await variant(kept, encoding));
  }

  private async entry(
    key: string,
    version: string,
    build: () => Promise<z.output<Schema>>,
  ): Promise<Kept> {
    const kept = this.answers.get(key);
    if (kept) {
      const found = await kept.catch(() => null);
      if (found?.version === version) {
        // Most recently used last.
        this.answers.delete(key);
        this.answers.set(key, kept);
        return found;
      }
      // Another request replaced it meanwhile: look again.
      const now = this.answers.get(key);
      if (now && now !== kept) return this.entry(key, version, build);
    }
    const built = (async (): Promise<Kept> => {
      // What the response schema lets out, as the route's serializer would send it.
      const answer = this.schema.encode(await build());
      return { version, body: Buffer.from(JSON.stringify(answer)), variants: new Map() };
    })();
    this.answers.delete(key);
    this.answers.set(key, built);
    built.catch(() => {
      if (this.answers.get(key) === built) this.answers.delete(key);
    });
    while (this.answers.size > this.max) {
      const oldest = this.answers.keys().next().value;
      if (oldest === undefined) break;
      this.answers.delete(oldest);
    }
    return built;
  }
}

function variant(kept: Kept, encoding: Encoding): Promise<Buffer> {
  let result = kept.variants.get(encoding);
  if (!result) {
    // Off the event loop, once per version: quality 4, a little smaller than the quality 2
    // that compression.ts spends on answers compressed for one request only.
    result =
      encoding === 'br'
        ? brotli(kept.body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 4,
              [constants.BROTLI_PARAM_SIZE_HINT]: kept.body.length,
            },
          })
        : gzipAsync(kept.body, { level: 6 });
    kept.variants.set(encoding, result);
    result.catch(() => kept.variants.delete(encoding));
  }
  return result;
}
