import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX, type AccessRow } from './access-matrix';
import { createClubWorld, jsonOf, type ClubWorld } from './factories';
import { startTestServer, type TestServer } from './helpers';

/**
 * Bodies no form would send: each is a clear 400 that changes nothing, on both databases,
 * never a 500. The write routes come from the access matrix, whose own test keeps it equal to
 * the routes the app registers, so a new route with a body is covered here by itself.
 */
let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
});
afterAll(() => server?.close());

const NOT_AN_OBJECT = { detail: 'The request body must be a JSON object.', code: 'parse_error' };
const CONTROL = 'This field may not contain control characters.';

function rawRequest(path: string, method: string, body: string, contentType: string) {
  return world.clients.owner.request(path, {
    method,
    body,
    headers: { 'content-type': contentType },
  });
}

describe('a body that is not a JSON object', () => {
  it.each(['null', '"name"', '42', 'true'])(
    'POST /api/auth/registration/ with %s is a 400 saying so',
    async (body) => {
      const response = await world.clients.anonymous.request('/api/auth/registration/', {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(NOT_AN_OBJECT);
    },
  );

  it('a list where an object belongs is a 400 from the schema', async () => {
    const response = await world.clients.anonymous.request('/api/auth/registration/', {
      method: 'POST',
      body: '[]',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
  });

  it('an empty registration body is a 400 naming the missing fields', async () => {
    const response = await world.clients.anonymous.request('/api/auth/registration/', {
      method: 'POST',
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toHaveProperty('email');
  });

  it('a PATCH whose body is null is refused and changes nothing', async () => {
    const before = await jsonOf(await world.clients.owner.get('/api/auth/user/profile/'));
    const response = await rawRequest(
      '/api/auth/user/profile/',
      'PATCH',
      'null',
      'application/json',
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(NOT_AN_OBJECT);
    expect(await jsonOf(await world.clients.owner.get('/api/auth/user/profile/'))).toEqual(before);
  });

  it('a multipart profile form without a boundary is a 400', async () => {
    const response = await rawRequest(
      '/api/auth/user/profile/',
      'PATCH',
      'first_name=Eve',
      'multipart/form-data',
    );
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ code: 'parse_error' });
  });

  it('a multipart profile field with a NUL is a field error', async () => {
    const form = new FormData();
    form.append('first_name', 'E\u0000ve');
    const response = await world.clients.owner.request('/api/auth/user/profile/', {
      method: 'PATCH',
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ first_name: [CONTROL] });
  });
});

/** The row's body with a NUL in the middle of every string in it. */
function withNul(value: unknown): unknown {
  if (typeof value === 'string') return `${value.slice(0, 1)}\u0000${value.slice(1)}`;
  if (Array.isArray(value)) return value.map(withNul);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withNul(inner)]));
  }
  return value;
}

function hasString(value: unknown): boolean {
  if (typeof value === 'string') return true;
  if (Array.isArray(value)) return value.some(hasString);
  if (value && typeof value === 'object') return Object.values(value).some(hasString);
  return false;
}

/*
 * The writes whose JSON the owner's request reaches. Left out: a route the owner cannot reach
 * at all (404 for everyone: the Stripe webhook with billing off, which reads Stripe's signed
 * raw body, not the app's fields).
 */
const WRITES_WITH_TEXT = ACCESS_MATRIX.filter(
  (row): row is AccessRow & { body: NonNullable<AccessRow['body']> } =>
    row.method !== 'GET' && row.body !== undefined && !row.fresh && row.expect.owner !== 404,
);

describe('text with a control character', () => {
  it('covers the write routes', () => {
    expect(WRITES_WITH_TEXT.length).toBeGreaterThan(9);
  });

  it.each(WRITES_WITH_TEXT.map((row) => [`${row.method} ${row.route}`, row] as const))(
    '%s refuses a NUL in its text fields with a field error',
    async (_name, row) => {
      const context = {
        world,
        actor: 'owner' as const,
        client: world.clients.owner,
        user: world.users.owner,
        db: server.db,
      };
      const path = row.path ? await row.path(context) : row.route.replace(':slug', world.club.slug);
      const body = await row.body(context);
      if (!hasString(body)) return;
      await server.db.deleteFrom('rate_limit_counter').execute();
      const response = await world.clients.owner.request(path, {
        method: row.method,
        json: withNul(body),
      });
      expect(response.status).toBe(400);
      const answer = await jsonOf(response);
      if (Array.isArray(body)) {
        expect(answer).toEqual({ non_field_errors: [CONTROL] });
        return;
      }
      const fields = Object.keys(body as Record<string, unknown>).filter((field) =>
        hasString((body as Record<string, unknown>)[field]),
      );
      for (const field of fields) expect(answer[field]).toEqual([CONTROL]);
    },
  );

  it('keeps tabs and line breaks, which notes and addresses use', async () => {
    const response = await world.clients.owner.post(`/api/clubs/`, { name: 'Tab\tClub' });
    expect(response.status).not.toBe(400);
  });
});
