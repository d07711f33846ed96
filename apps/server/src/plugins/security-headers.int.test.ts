import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/helpers';

function expectCommonHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
}

/** A 1x1 transparent PNG. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The CSP's directives by name. */
function cspDirectives(response: Response): Record<string, string> {
  const csp = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    csp
      .split(';')
      .filter((directive) => directive.trim() !== '')
      .map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe('security headers', () => {
  let webDist: string;
  let server: TestServer;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'felt-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Felt</title>');
    await writeFile(path.join(webDist, 'assets', 'app-3f2a1b.js'), 'console.log("felt");');
    server = await startTestServer(
      { webDistDir: webDist },
      {
        setup: (app) => {
          app.get('/api/test-only/crash/', () => {
            throw new Error('boom: select * from secrets');
          });
        },
      },
    );
    await server.app.media.put('avatars/header-check.png', PNG_BYTES, 'image/png');
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('sends a strict Content-Security-Policy with the HTML', async () => {
    const response = await fetch(`${server.url}/app/dashboard`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expectCommonHeaders(response);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'connect-src': "'self'",
      'font-src': "'self' data:",
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('protects API answers and errors too', async () => {
    for (const pathname of ['/api/health/', '/api/nope/']) {
      const response = await fetch(`${server.url}${pathname}`);
      expectCommonHeaders(response);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });

  it('protects every kind of answer: HTML, JSON, assets, media, not found and server errors', async () => {
    const kinds = [
      { kind: 'HTML page', pathname: '/app/dashboard', status: 200 },
      { kind: 'public HTML', pathname: '/', status: 200 },
      { kind: 'JSON', pathname: '/api/health/', status: 200 },
      { kind: 'asset', pathname: '/assets/app-3f2a1b.js', status: 200 },
      { kind: 'missing asset', pathname: '/assets/missing-123.js', status: 404 },
      { kind: 'uploaded media', pathname: '/media/avatars/header-check.png', status: 200 },
      { kind: 'missing media', pathname: '/media/avatars/missing.png', status: 404 },
      { kind: 'API not found', pathname: '/api/nope/', status: 404 },
      { kind: 'server error', pathname: '/api/test-only/crash/', status: 500 },
    ];
    for (const { kind, pathname, status } of kinds) {
      const response = await fetch(`${server.url}${pathname}`);
      const text = await response.text();
      expect({ kind, status: response.status }).toEqual({ kind, status });
      expect({ kind, nosniff: response.headers.get('x-content-type-options') }).toEqual({
        kind,
        nosniff: 'nosniff',
      });
      expect({ kind, referrer: response.headers.get('referrer-policy') }).toEqual({
        kind,
        referrer: 'strict-origin-when-cross-origin',
      });
      const directives = cspDirectives(response);
      expect({ kind, frameAncestors: directives['frame-ancestors'] }).toEqual({
        kind,
        frameAncestors: "'none'",
      });
      const scripts = directives['script-src'] ?? directives['default-src'] ?? '';
      expect({ kind, scripts }).toEqual({
        kind,
        scripts: expect.not.stringContaining('unsafe-inline'),
      });
      if (status === 500) {
        // The error names nothing of what failed inside.
        expect(text).not.toMatch(/boom|select|secrets|at .*\.ts/);
      }
    }
  });

  it('sends HSTS only when APP_URL is https', async () => {
    const https = await startTestServer({
      appUrl: 'https://felt.example.com',
      webDistDir: webDist,
    });
    try {
      for (const pathname of [
        '/api/health/',
        '/app/dashboard',
        '/assets/app-3f2a1b.js',
        '/api/nope/',
      ]) {
        const response = await fetch(`${https.url}${pathname}`);
        await response.arrayBuffer();
        expect({ pathname, hsts: response.headers.get('strict-transport-security') }).toEqual({
          pathname,
          hsts: 'max-age=31536000; includeSubDomains',
        });
        expect(response.headers.get('content-security-policy')).toContain(
          'upgrade-insecure-requests',
        );
      }
    } finally {
      await https.close();
    }
  });
});
