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

describe('security headers', () => {
  let webDist: string;
  let server: TestServer;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'felt-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Felt</title>');
    server = await startTestServer({ webDistDir: webDist });
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

  it('sends HSTS only when APP_URL is https', async () => {
    const https = await startTestServer({
      appUrl: 'https://felt.example.com',
      webDistDir: webDist,
    });
    try {
      const response = await fetch(`${https.url}/api/health/`);
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(response.headers.get('content-security-policy')).toContain(
        'upgrade-insecure-requests',
      );
    } finally {
      await https.close();
    }
  });
});
