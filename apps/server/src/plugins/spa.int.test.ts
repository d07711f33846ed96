import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/helpers';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';

describe('serving the built SPA', () => {
  let webDist: string;
  let server: TestServer;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'felt-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), INDEX);
    await writeFile(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("felt");');
    await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer({ webDistDir: webDist });
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/some/deep/route', '/auth/login?redirect=%2Fapp%2Fgames', '/app/dashboard/'])(
    'answers %s with index.html',
    async (pathname) => {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await response.text()).toBe(INDEX);
    },
  );

  it('answers HEAD for a client-side route', async () => {
    const response = await fetch(`${server.url}/app/games`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("felt");');
  });

  it('revalidates other files', async () => {
    const response = await fetch(`${server.url}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('does not answer a missing asset with HTML', async () => {
    const response = await fetch(`${server.url}/assets/app-old999.js`);
    expect(response.status).toBe(404);
  });

  it.each(['/api/nope', '/api/nope/', '/dev/nothing', '/media/x.png', '/events/game/1'])(
    'answers %s with a JSON 404, not the SPA',
    async (pathname) => {
      const response = await fetch(`${server.url}${pathname}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    },
  );

  it('does not serve the SPA for POST', async () => {
    const response = await fetch(`${server.url}/some/deep/route`, { method: 'POST' });
    expect(response.status).toBe(404);
  });
});

describe('the installable app: service worker and manifest (decision 0026)', () => {
  let webDist: string;
  let server: TestServer;
  const worker = `const PRECACHE = ["/index.html"];\n${'// the app shell\n'.repeat(60)}`;
  const manifest = JSON.stringify({ name: 'Felt', start_url: '/app/dashboard' });
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'felt-web-'));
    await mkdir(path.join(webDist, 'icons'));
    await writeFile(path.join(webDist, 'index.html'), INDEX);
    await writeFile(path.join(webDist, 'sw.js'), worker);
    // The build writes a brotli copy beside each file (decision 0020).
    await writeFile(path.join(webDist, 'sw.js.br'), brotliCompressSync(worker));
    await writeFile(path.join(webDist, 'manifest.webmanifest'), manifest);
    await writeFile(path.join(webDist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50]));
    await writeFile(
      path.join(webDist, 'routes.json'),
      JSON.stringify({ routes: ['/'], caseSensitiveRoutes: [], sitemap: ['/'] }),
    );
    server = await startTestServer({ webDistDir: webDist });
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves /sw.js as JavaScript at the root, revalidated on every update check', async () => {
    for (const encoding of ['identity', 'br']) {
      const response = await fetch(`${server.url}/sw.js`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
      // A browser must see a new build's worker at once, never an HTTP-cached old one.
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-encoding')).toBe(encoding === 'br' ? 'br' : null);
      expect(response.headers.get('vary')).toBe('accept-encoding');
      // The worker runs under the same policy as the pages: its own origin only.
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      // Served from /, so its scope may be the whole site without a Service-Worker-Allowed.
      expect(response.headers.get('service-worker-allowed')).toBeNull();
      expect(await response.text()).toBe(worker);
    }
  });

  it('serves the web app manifest with its content type', async () => {
    const response = await fetch(`${server.url}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(JSON.parse(manifest));
    const icon = await fetch(`${server.url}/icons/icon-192.png`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
  });

  it('serves the shell the worker precaches at /index.html, revalidated', async () => {
    const response = await fetch(`${server.url}/index.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(INDEX);
  });

  it('answers a build without a worker with a 404, which a browser refuses to register', async () => {
    await rm(path.join(webDist, 'sw.js'));
    await rm(path.join(webDist, 'sw.js.br'));
    const response = await fetch(`${server.url}/sw.js`);
    expect(response.status).toBe(404);
  });
});

describe('without a built SPA', () => {
  it('explains how to build it', async () => {
    const server = await startTestServer({
      webDistDir: path.join(os.tmpdir(), 'felt-no-such-dir'),
    });
    try {
      const response = await fetch(`${server.url}/app/dashboard`);
      expect(response.status).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('npm run build');
      const api = await fetch(`${server.url}/api/health/`);
      expect(api.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('pages, unknown paths and crawlers', () => {
  let webDist: string;
  let server: TestServer;
  const routes = {
    routes: [
      '/',
      '/whats-new',
      '/auth/login',
      '/auth/reset-password/*/*',
      '/app',
      '/app/members/*',
    ],
    caseSensitiveRoutes: ['/dashboard'],
    sitemap: ['/', '/whats-new'],
  };
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'felt-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), INDEX);
    await writeFile(path.join(webDist, 'routes.json'), JSON.stringify(routes));
    server = await startTestServer({ webDistDir: webDist, appUrl: 'https://felt.example' });
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/whats-new',
    '/WHATS-NEW/',
    '/auth/login?redirect=%2Fapp',
    '/auth/reset-password/MQ/abc-123',
    '/app',
    '/app/',
    '/app/members/ada-lovelace',
    '/dashboard',
  ])('answers the page %s with 200', async (pathname) => {
    const response = await fetch(`${server.url}${pathname}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
  });

  it.each([
    '/no-such-page',
    '/whats-new/more',
    '/auth/reset-password/MQ',
    '/app/members/ada/extra',
    '/Dashboard',
    '/favicon.ico',
  ])('answers the unknown path %s with 404 and the app (its not-found page)', async (pathname) => {
    const response = await fetch(`${server.url}${pathname}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(INDEX);
  });

  it('answers HEAD for an unknown path with 404', async () => {
    const response = await fetch(`${server.url}/no-such-page`, { method: 'HEAD' });
    expect(response.status).toBe(404);
  });

  it('serves robots.txt that keeps crawlers out of the app, the API and the account pages', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const prefix of ['/app/', '/api/', '/auth/']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    // The sign-in and sign-up pages stay findable: the longer Allow wins over Disallow: /auth/.
    expect(lines).toContain('Allow: /auth/login');
    expect(lines).toContain('Allow: /auth/register');
    expect(lines).not.toContain('Allow: /auth/reset-password');
    expect(lines).toContain('Sitemap: https://felt.example/sitemap.xml');
  });

  it('serves a sitemap of the public pages at APP_URL', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://felt.example/',
      'https://felt.example/whats-new',
    ]);
  });
});
