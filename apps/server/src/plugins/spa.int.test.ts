import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
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
