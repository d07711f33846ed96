import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, startTestServer, type TestServer } from '../../test/helpers';

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'We run a weekly game and want to try Felt.',
};

describe('CSRF protection', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('sets a readable csrftoken cookie for a year', async () => {
    const response = await fetch(`${server.url}/api/auth/csrf/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ detail: 'CSRF cookie set' });
    const [cookie = ''] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^csrftoken=[^;]{32,};/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('keeps a valid token and replaces a forged one', async () => {
    const client = createClient(server.url);
    const first = await client.csrfToken();
    await client.get('/api/auth/csrf/');
    expect(client.cookies.get('csrftoken')).toBe(first);

    client.cookies.set('csrftoken', 'forged-token-value');
    await client.get('/api/auth/csrf/');
    expect(client.cookies.get('csrftoken')).not.toBe('forged-token-value');
  });

  it('refuses an unsafe request without the cookie', async () => {
    const response = await fetch(`${server.url}/api/contact/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      detail: 'CSRF Failed: CSRF cookie not set.',
      code: 'csrf_failed',
    });
  });

  it('refuses an unsafe request without the X-CSRFToken header', async () => {
    const client = createClient(server.url);
    await client.csrfToken();
    const response = await client.post('/api/contact/', message, { csrf: false });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      detail: 'CSRF Failed: CSRF token missing.',
      code: 'csrf_failed',
    });
  });

  it('refuses a header that does not match the cookie', async () => {
    const client = createClient(server.url);
    await client.csrfToken();
    const response = await client.post('/api/contact/', message, {
      headers: { 'X-CSRFToken': 'wrong' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      detail: 'CSRF Failed: CSRF token incorrect.',
      code: 'csrf_failed',
    });
  });

  it('refuses a matching pair the server never issued', async () => {
    const client = createClient(server.url);
    client.cookies.set('csrftoken', 'made-up.token');
    const response = await client.post('/api/contact/', message);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { detail: string }).detail).toBe(
      'CSRF Failed: CSRF token incorrect.',
    );
  });

  it('refuses a foreign Origin even with a valid token', async () => {
    const client = createClient(server.url);
    const response = await client.post('/api/contact/', message, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      detail:
        'CSRF Failed: Origin checking failed - https://evil.example does not match any trusted origins.',
      code: 'csrf_failed',
    });
  });

  it('refuses a foreign Referer when there is no Origin', async () => {
    const client = createClient(server.url);
    const response = await client.post('/api/contact/', message, {
      headers: { Referer: 'https://evil.example/form' },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('csrf_failed');
  });

  it("accepts APP_URL's origin and the server's own origin", async () => {
    const client = createClient(server.url);
    const fromApp = await client.post('/api/contact/', message, {
      headers: { Origin: server.config.appUrl },
    });
    expect(fromApp.status).toBe(201);
    const fromSelf = await client.post('/api/contact/', message, {
      headers: { Origin: server.url, Referer: `${server.url}/contact` },
    });
    expect(fromSelf.status).toBe(201);
  });

  it('lets safe methods through without a token', async () => {
    const response = await fetch(`${server.url}/api/health/`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(200);
  });
});

describe('rotating the CSRF token', () => {
  it('issues a new working token (as login will)', async () => {
    const server = await startTestServer(
      {},
      {
        setup: (app) => {
          app.post('/api/test/rotate/', async (_request, reply) => ({
            token: reply.rotateCsrfToken(),
          }));
        },
      },
    );
    try {
      const client = createClient(server.url);
      const before = await client.csrfToken();
      const response = await client.post('/api/test/rotate/');
      const { token } = (await response.json()) as { token: string };
      expect(token).not.toBe(before);
      expect(client.cookies.get('csrftoken')).toBe(token);
      expect((await client.post('/api/contact/', message)).status).toBe(201);
    } finally {
      await server.close();
    }
  });
});

describe('CSRF cookie behind https', () => {
  it('is Secure when APP_URL is https', async () => {
    const server = await startTestServer({ appUrl: 'https://felt.example.com' });
    try {
      const response = await fetch(`${server.url}/api/auth/csrf/`);
      expect(response.headers.getSetCookie()[0]).toMatch(/; Secure/);
    } finally {
      await server.close();
    }
  });
});
