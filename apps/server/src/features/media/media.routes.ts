import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error';
import { isValidMediaKey } from '../../storage/media-storage';

/** Extensions the server writes, and the only types it serves. */
const CONTENT_TYPES: Record<string, string> = { png: 'image/png' };

/**
 * Uploaded files at `/media/<key>`. Names are random and never reused, so they are cached for
 * a year; the type comes from our own extension list, nosniff stops browsers guessing another,
 * and `default-src 'none'` keeps a file opened directly from running anything.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/*',
    { schema: { params: z.object({ '*': z.string() }) } },
    async (request, reply) => {
      const key = request.params['*'];
      const contentType = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
      const found = contentType && isValidMediaKey(key) ? await app.media.stream(key) : null;
      if (!found || !contentType) throw HttpError.notFound();
      return reply
        .header('content-type', contentType)
        .header('content-length', String(found.size))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'; sandbox")
        .send(found.stream);
    },
  );
};
