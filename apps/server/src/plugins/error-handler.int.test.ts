import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createClient,
  startTestServer,
  type TestServer,
  type TestClient,
} from '../../test/helpers';
import { HttpError } from '../http-error';
import { TOO_DEEP_MESSAGE } from './json-body';

/** Arrays inside arrays, `depth` levels in all. */
const nested = (depth: number): unknown => (depth <= 1 ? [] : [nested(depth - 1)]);

const testRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/test/explode/', async () => {
    throw new Error('secret internals: password=hunter2');
  });
  app.get('/api/test/teapot/', async () => {
    throw new HttpError(409, 'That game already started.', 'game_started', { game: 'friday' });
  });
  app.get(
    '/api/test/search/',
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
    async (request) => ({ page: request.query.page }),
  );
  app.post(
    '/api/test/form/',
    {
      schema: {
        body: z
          .object({ a: z.string(), b: z.string() })
          .refine((value) => value.a === value.b, 'The two fields must match'),
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async () => ({ ok: true }),
  );
  app.get(
    '/api/test/bad-response/',
    { schema: { response: { 200: z.object({ count: z.number() }) } } },
    // Deliberately breaks its own response schema.
    async () => ({ count: 'many' }) as unknown as { count: number },
  );
};

describe('error handling', () => {
  let server: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    server = await startTestServer({}, { setup: (app) => app.register(testRoutes) });
    client = createClient(server.url);
  });
  afterAll(() => server?.close());

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])(
    'answers an unknown /api/ path with a JSON 404 (%s)',
    async (method) => {
      const response = await client.request('/api/does-not-exist/', { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    },
  );

  it('hides what went wrong in a 5xx', async () => {
    const response = await client.get('/api/test/explode/');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ detail: 'A server error occurred.', code: 'server_error' });
    expect(text).not.toMatch(/hunter2|secret|stack|at /);
  });

  it('treats a response that breaks its schema as a server error', async () => {
    const response = await client.get('/api/test/bad-response/');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      detail: 'A server error occurred.',
      code: 'server_error',
    });
  });

  it('answers an HttpError with its status, detail, code and extra fields', async () => {
    const response = await client.get('/api/test/teapot/');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      detail: 'That game already started.',
      code: 'game_started',
      game: 'friday',
    });
  });

  it('reports malformed JSON as a parse error', async () => {
    const response = await client.request('/api/test/form/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a": "x",',
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { detail: string; code: string };
    expect(body.code).toBe('parse_error');
    expect(body.detail).toMatch(/^JSON parse error - /);
  });

  it('says a body nested thousands deep is too deep, not what the parser hit, and stays up', async () => {
    for (const depth of [5_000, 200_000]) {
      const response = await client.request('/api/test/form/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `${'['.repeat(depth)}${']'.repeat(depth)}`,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ detail: TOO_DEEP_MESSAGE, code: 'parse_error' });
    }
    // Brackets inside strings are text; 64 levels are still a body.
    const fine = await client.request('/api/test/form/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: '[[[['.repeat(100), b: '[[[['.repeat(100), c: nested(63) }),
    });
    expect(fine.status).not.toBe(500);
    expect(((await fine.json()) as { code?: string }).code).not.toBe('parse_error');
    expect((await client.get('/api/health/')).status).toBe(200);
  });

  it('refuses prototype-poisoning JSON', async () => {
    const response = await client.request('/api/test/form/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a": "x", "b": "x", "__proto__": {"admin": true}}',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('parse_error');
  });

  it('reports query errors by field and body-level errors as non_field_errors', async () => {
    const query = await client.get('/api/test/search/?page=0');
    expect(query.status).toBe(400);
    expect(Object.keys((await query.json()) as object)).toEqual(['page']);

    const form = await client.post('/api/test/form/', { a: 'x', b: 'y' });
    expect(form.status).toBe(400);
    expect(await form.json()).toEqual({ non_field_errors: ['The two fields must match'] });

    const missing = await client.post('/api/test/form/', { a: 'x' });
    expect(missing.status).toBe(400);
    expect(Object.keys((await missing.json()) as object)).toEqual(['b']);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await client.request('/api/test/form/', {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      detail: 'Unsupported media type "application/xml" in request.',
      code: 'unsupported_media_type',
    });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await client.post('/api/test/form/', { a: 'x'.repeat(1_100_000), b: '' });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      detail: 'Request body is too large.',
      code: 'payload_too_large',
    });
  });
});
