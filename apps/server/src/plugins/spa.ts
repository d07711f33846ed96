import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendNotFound } from './error-handler';
import { sharedPlugin } from './shared-plugin';
import { loadSiteRoutes, SITE_ROUTES_FILE } from './site-routes';

export interface SpaOptions {
  /** WEB_DIST_DIR: the Vite build output. */
  webDistDir: string;
  /** APP_URL: the public origin robots.txt and sitemap.xml name. */
  appUrl: string;
}

/** Paths the SPA never owns: a miss there is a real 404, not a client-side route. */
const SERVER_PREFIXES = ['/api', '/dev', '/media', '/events'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function isServerPath(pathname: string): boolean {
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Crawlers may read the public pages; the app, the API and the account pages (links with
 * tokens in them) are private.
 */
const DISALLOWED = ['/app/', '/api/', '/auth/', '/accounts/', '/accept-invite/', '/game/', '/dev/'];
/**
 * Except the two doors into the app, which a search for the club's app should find (and
 * which Lighthouse marks down as "blocked from indexing" otherwise): the longer rule wins.
 */
const ALLOWED = ['/', '/auth/login', '/auth/register'];

function robotsTxt(appUrl: string): string {
  return [
    'User-agent: *',
    ...ALLOWED.map((prefix) => `Allow: ${prefix}`),
    ...DISALLOWED.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

function sitemapXml(appUrl: string, pagePaths: string[]): string {
  const urls = pagePaths.map((page) => `  <url><loc>${escapeXml(appUrl + page)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

const NOT_BUILT_PAGE = `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Felt - web app not built</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#1f2937">
<h1 style="color:#1d5c3f">Felt's web app is not built yet</h1>
<p>The API is running, but there is no built web app to serve.</p>
<p>Run <code>npm run build</code> and restart the server.</p>
</body>
</html>
`;

/**
 * Serves the built SPA: hashed files under /assets/ are cached for a year, everything else
 * is revalidated, and GET/HEAD paths outside the server's own prefixes get index.html so the
 * client-side router can handle them: with status 200 where the app has a page (the build's
 * routes.json says which), 404 elsewhere, the app then showing its not-found page.
 * robots.txt and sitemap.xml are made here from APP_URL.
 */
export const spaPlugin = sharedPlugin<SpaOptions>('felt-spa', async (app, options) => {
  const root = path.resolve(options.webDistDir);
  const appUrl = options.appUrl.replace(/\/+$/, '');
  const indexFile = path.join(root, 'index.html');
  const assetsDir = path.join(root, 'assets') + path.sep;
  const hasDist = existsSync(root);
  const siteRoutes = loadSiteRoutes(path.join(root, SITE_ROUTES_FILE));

  if (!existsSync(indexFile)) {
    app.log.warn(
      `The web app is not built: ${indexFile} does not exist. Run \`npm run build\` (or set WEB_DIST_DIR).`,
    );
  } else if (!siteRoutes) {
    app.log.warn(
      `${SITE_ROUTES_FILE} is missing from the web build: every path answers the app with status 200. Rebuild it with \`npm run build\`.`,
    );
  }

  const robots = robotsTxt(appUrl);
  const sitemap = sitemapXml(appUrl, siteRoutes?.sitemap ?? ['/']);
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robots),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemap),
  );

  if (hasDist) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      dotfiles: 'ignore',
      cacheControl: false,
      // The build writes .br and .gz beside each file (decision 0020); the client's
      // Accept-Encoding picks one, and a client that accepts neither gets the plain file.
      preCompressed: true,
      setHeaders(res, filePath) {
        res.setHeader('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathOf(request.url);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing hashed asset must stay a 404: HTML in its place breaks the page confusingly.
    if (!wantsPage || isServerPath(pathname) || pathname.startsWith('/assets/')) {
      return sendNotFound(request, reply);
    }
    if (hasDist && existsSync(indexFile)) {
      const status = !siteRoutes || siteRoutes.hasPage(pathname) ? 200 : 404;
      return reply.code(status).header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(NOT_BUILT_PAGE);
  });
});
