import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addVary, negotiateEncoding, type Encoding } from './compression';
import { sendNotFound } from './error-handler';
import { OPENAPI_PATH } from './openapi';

/** The readable reference of the API: Swagger UI reading OPENAPI_PATH. */
export const API_DOCS_PATH = '/api/docs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Swagger UI's settings. A file of our own, not an inline script, so the page keeps the app's
 * `script-src 'self'`. "Try it out" runs in the reader's session and sends the CSRF cookie's
 * token back on unsafe methods, as the web app does.
 */
const INITIALIZER = `'use strict';
(function () {
  function csrfToken() {
    var match = document.cookie.match(/(?:^|;\\s*)csrftoken=([^;]*)/);
    return match ? decodeURIComponent(match[1]) : null;
  }
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH)},
    dom_id: '#swagger-ui',
    layout: 'BaseLayout',
    presets: [SwaggerUIBundle.presets.apis],
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
    filter: true,
    validatorUrl: null,
    requestInterceptor: function (request) {
      if (/^(POST|PUT|PATCH|DELETE)$/i.test(request.method)) {
        var token = csrfToken();
        if (token) request.headers['X-CSRFToken'] = token;
      }
      return request;
    },
  });
})();
`;

/** The page's own header above Swagger UI, in the app's felt green and brass. */
const STYLES = `body { margin: 0; background: #fafafa; }
.felt-docs-header {
  background: #053524; padding: 0.75rem 1.25rem;
  font-family: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;
}
.felt-docs-header h1 { margin: 0; font-size: 1.25rem; color: #f1d488; }
.swagger-ui .information-container .info { margin: 1.5rem 0 1rem; }
.swagger-ui .filter-container .operation-filter-input { margin: 1rem 0 0; }
`;

interface Asset {
  type: string;
  body: Buffer;
  hash: string;
  compressed: Map<Encoding, Promise<Buffer>>;
}

function asset(type: string, body: Buffer | string): Asset {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return {
    type,
    body: bytes,
    hash: createHash('sha256').update(bytes).digest('hex').slice(0, 16),
    compressed: new Map(),
  };
}

function loadAssets(): Map<string, Asset> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
  const file = (name: string) => readFileSync(path.join(dist, name));
  return new Map([
    ['swagger-ui.css', asset('text/css; charset=utf-8', file('swagger-ui.css'))],
    ['swagger-ui-bundle.js', asset('text/javascript; charset=utf-8', file('swagger-ui-bundle.js'))],
    ['felt-docs.css', asset('text/css; charset=utf-8', STYLES)],
    ['felt-docs.js', asset('text/javascript; charset=utf-8', INITIALIZER)],
  ]);
}

/**
 * Compressed once per file and encoding, then kept: the bundle is 1.7 MB (400 kB in brotli),
 * and compressing it costs a third of a second, which the compression hook would pay on every
 * answer. Off the event loop (zlib's thread pool).
 */
function compressed(file: Asset, encoding: Encoding): Promise<Buffer> {
  let result = file.compressed.get(encoding);
  if (!result) {
    result =
      encoding === 'br'
        ? brotli(file.body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: file.body.length,
            },
          })
        : gzipAsync(file.body, { level: 9 });
    file.compressed.set(encoding, result);
  }
  return result;
}

const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

function pageHtml(assets: Map<string, Asset>): string {
  const href = (name: string) =>
    escapeHtml(`${API_DOCS_PATH}/${name}?v=${assets.get(name)?.hash ?? ''}`);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Felt API reference</title>
<link rel="stylesheet" href="${href('swagger-ui.css')}">
<link rel="stylesheet" href="${href('felt-docs.css')}">
</head>
<body>
<header class="felt-docs-header"><h1>Felt API reference</h1></header>
<main id="swagger-ui"><noscript><p>The reference needs JavaScript. The document is at <a href="${OPENAPI_PATH}">${OPENAPI_PATH}</a>.</p></noscript></main>
<script src="${href('swagger-ui-bundle.js')}"></script>
<script src="${href('felt-docs.js')}"></script>
</body>
</html>
`;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `GET /api/docs`: the API reference (Swagger UI, served from swagger-ui-dist; no inline
 * script, so the app's CSP holds), and its files under `/api/docs/`, named with a hash of their
 * content so they are cached for a year and each release of the page loads its own.
 */
export const apiDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  const assets = loadAssets();
  const page = pageHtml(assets);

  // Like every API answer, no-store for a signed-in caller; the files below are the big part.
  app.get(API_DOCS_PATH, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(page),
  );

  app.get(
    `${API_DOCS_PATH}/:file`,
    {
      schema: {
        params: z.object({ file: z.string() }),
        querystring: z.object({ v: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const file = assets.get(request.params.file);
      if (!file) return sendNotFound(request, reply);
      reply
        .header('cache-control', request.query.v === file.hash ? IMMUTABLE : 'no-cache')
        .type(file.type);
      addVary(reply, 'accept-encoding');
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(file.body);
      const body = await compressed(file, encoding);
      return reply.header('content-encoding', encoding).send(body);
    },
  );
};
