import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX } from '../../test/access-matrix';
import { startTestServer, type TestServer } from '../../test/helpers';
import { API_DOCS_PATH } from './api-docs';
import { OPENAPI_PATH, ROUTE_DOCUMENTATION } from './openapi';

type Operation = {
  tags?: string[];
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
  tags: { name: string }[];
};

/** The reference page's own routes: a page for people, not part of the API it describes. */
const isDocsPage = (url: string) => url === API_DOCS_PATH || url.startsWith(`${API_DOCS_PATH}/`);

/** Every `METHOD /api/...` the app registers, HEAD aside (Fastify adds one for each GET). */
const registered = new Set<string>();
function collect(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    if (method === 'HEAD' || !route.url.startsWith('/api/') || isDocsPage(route.url)) continue;
    if (route.url.startsWith('/api/test-only/')) continue;
    registered.add(`${method} ${route.url}`);
  }
}

/** `/api/clubs/:slug/` -> `/api/clubs/{slug}/`, as OpenAPI writes it. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

let server: TestServer;
let document: Document;

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      onRoute: collect,
      setup: (app) => {
        app.get('/api/test-only/openapi/', async () => ({ ok: true }));
      },
    },
  );
  const response = await fetch(`${server.url}${OPENAPI_PATH}`);
  expect(response.status).toBe(200);
  document = (await response.json()) as Document;
});
afterAll(() => server?.close());

function operation(method: string, url: string): Operation | undefined {
  return document.paths[openApiPath(url)]?.[method.toLowerCase()];
}

describe('the OpenAPI document', () => {
  it('lists every API route the app registers, with its method', () => {
    expect(registered.size).toBeGreaterThan(50);
    const missing = [...registered].filter((route) => {
      const [method = '', url = ''] = route.split(' ');
      return operation(method, url) === undefined;
    });
    expect(missing).toEqual([]);
    // And nothing else: no SPA, media, development or test-only route, no reference page.
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual([...registered].map((route) => openApiPath(route)).sort());
  });

  it('agrees with the access matrix', () => {
    // The matrix is kept equal to the registered routes by its own test; both lists must agree.
    const rows = ACCESS_MATRIX.map((row) => `${row.method} ${row.route}`).filter(
      (route) => !isDocsPage(route.split(' ')[1] ?? ''),
    );
    for (const row of rows) expect(registered).toContain(row);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBe('Felt');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(document.servers).toEqual([{ url: '/' }]);
    const result = await new Validator().validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gives each operation a tag, a unique id and its path parameters', () => {
    const tags = new Set(document.tags.map((tag) => tag.name));
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(document.paths)) {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const [method, op] of Object.entries(item)) {
        expect(op.tags?.length, `${method} ${path}`).toBe(1);
        expect(tags, `${method} ${path}: ${op.tags?.[0]}`).toContain(op.tags?.[0]);
        expect(ids.has(op.operationId ?? ''), `${method} ${path}`).toBe(false);
        ids.add(op.operationId ?? '');
        const inPath = (op.parameters ?? []).filter((parameter) => parameter.in === 'path');
        expect(inPath.map((parameter) => parameter.name).sort(), `${method} ${path}`).toEqual(
          names.sort(),
        );
        expect(inPath.every((parameter) => parameter.required)).toBe(true);
      }
    }
  });

  it('takes bodies, queries and responses from the zod schemas', () => {
    const login = operation('POST', '/api/auth/login/');
    const body = login?.requestBody?.content['application/json']?.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['email', 'password']));
    expect(body.required).toEqual(expect.arrayContaining(['email', 'password']));

    const members = operation('GET', '/api/clubs/:slug/members/');
    const query = (members?.parameters ?? []).filter((parameter) => parameter.in === 'query');
    expect(query.length).toBeGreaterThan(0);

    const user = operation('GET', '/api/auth/user/');
    expect(user?.responses['200']?.content?.['application/json']).toBeDefined();
    expect(operation('POST', '/api/clubs/')?.responses['201']).toMatchObject({
      description: 'Created',
    });
    // The shared error answer, where a route declares no error of its own.
    expect(user?.responses.default).toEqual({ $ref: '#/components/responses/Error' });
  });

  it('describes the session cookie and the CSRF header, and which operations need them', () => {
    const schemes = document.components.securitySchemes;
    expect(schemes.sessionCookie).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'sessionid',
    });
    expect(schemes.csrfCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'csrftoken' });
    expect(schemes.csrfHeader).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-CSRFToken' });

    // Signed-in read; signed-in write; anonymous write; anonymous read.
    expect(operation('GET', '/api/user/clubs/')?.security).toEqual([{ sessionCookie: [] }]);
    expect(operation('POST', '/api/clubs/')?.security).toEqual([
      { sessionCookie: [], csrfCookie: [], csrfHeader: [] },
    ]);
    expect(operation('POST', '/api/auth/login/')?.security).toEqual([
      { csrfCookie: [], csrfHeader: [] },
    ]);
    expect(operation('GET', '/api/health/')?.security).toBeUndefined();
  });

  it('describes the avatar upload as multipart and the live events as a stream', () => {
    for (const key of Object.keys(ROUTE_DOCUMENTATION)) expect(registered).toContain(key);

    const profile = operation('PATCH', '/api/auth/user/profile/');
    const form = profile?.requestBody?.content['multipart/form-data']?.schema as {
      properties: Record<string, { type?: string; format?: string }>;
    };
    expect(form.properties.avatar).toMatchObject({ type: 'string', format: 'binary' });
    expect(form.properties.first_name).toBeDefined();
    expect(profile?.requestBody?.content['application/json']).toBeDefined();

    const events = operation('GET', '/api/games/:gameSlug/events/');
    expect(Object.keys(events?.responses['200']?.content ?? {})).toEqual(['text/event-stream']);
    const calendar = operation('GET', '/api/games/:gameSlug/calendar.ics');
    expect(Object.keys(calendar?.responses['200']?.content ?? {})).toEqual(['text/calendar']);
  });

  it('leaves out routes outside the API and routes added to the built app', () => {
    const paths = Object.keys(document.paths);
    expect(paths.every((path) => path.startsWith('/api/'))).toBe(true);
    expect(paths).not.toContain('/api/test-only/openapi/');
    expect(paths.some((path) => path.startsWith(API_DOCS_PATH))).toBe(false);
  });
});

describe('the reference page', () => {
  it('is HTML that loads only its own scripts, under the security headers', async () => {
    const response = await fetch(`${server.url}${API_DOCS_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    const html = await response.text();
    expect(html).toContain('Felt API reference');
    expect(html).toContain(`href="${OPENAPI_PATH}"`);
    // Every script is a file of the page's own: none inline, none from elsewhere.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, attributes = '', content = ''] of scripts) {
      expect(content.trim()).toBe('');
      expect(attributes).toMatch(new RegExp(`src="${API_DOCS_PATH}/[\\w.-]+\\?v=\\w+"`));
    }
  });

  it('serves its files compressed and cached by their hash, and 404s any other name', async () => {
    const html = await (await fetch(`${server.url}${API_DOCS_PATH}`)).text();
    const sources = [...html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(sources.length).toBe(4);
    for (const source of sources) {
      const response = await fetch(`${server.url}${source.replaceAll('&#38;', '&')}`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.status, source).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('vary')).toContain('accept-encoding');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await response.text()).not.toBe('');
    }
    const bundle = sources.find((source) => source.includes('swagger-ui-bundle.js')) ?? '';
    const raw = await fetch(`${server.url}${bundle}`, { headers: { 'accept-encoding': 'br' } });
    expect(raw.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(Number(raw.headers.get('content-length'))).toBeLessThan(600_000);
    await raw.arrayBuffer();

    const stale = await fetch(`${server.url}${API_DOCS_PATH}/felt-docs.js?v=old`);
    expect(stale.headers.get('cache-control')).toBe('no-cache');
    await stale.arrayBuffer();
    const unknown = await fetch(`${server.url}${API_DOCS_PATH}/package.json`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });
});
