import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX, type AccessRow } from './access-matrix';
import { changedTables, SESSION_SLIDE, snapshot } from './db-snapshot';
import { createClubWorld, type ClubWorld } from './factories';
import { startTestServer, type TestClient, type TestServer } from './helpers';

/**
 * Issue 16, promise 6 (decision 0036): every route of the access matrix (kept equal to the
 * registered routes by its own test) gets bodies, queries, path parameters and headers no
 * form sends, as its club's owner (signed in, with the CSRF token). None may answer 5xx or
 * carry a stack trace, SQL or an engine's message, and a refused (4xx) request changes nothing
 * in the database. The field names come from the route's own zod schemas (collected through
 * `onRoute`) and the row's valid body; the junk is drawn by fast-check from a fixed seed, so a
 * failure is the same on the next run. `malformed-bodies.int.test.ts` covers bodies that are
 * not JSON objects at all, and nesting past the parser's limit.
 */
const SEED = 20261124;
const CASES_PER_ROUTE = 8;
/** A million characters: a 1 MB string that still fits the 1 MiB body limit, so it meets the schema. */
const MEGABYTE = 'x'.repeat(1_000_000);

/** What no answer may show: a stack frame, a source path, SQL, the engines' own words. */
const LEAK =
  /\sat \S+ \(|\sat .+\.[jt]s:\d+|node_modules|SqliteError|SQLITE_|syntax error|SELECT |INSERT |UPDATE \S+ SET|DELETE FROM|relation ".*"|violates|duplicate key|constraint failed|Maximum call stack|Cannot read propert|is not a function|undefined is not/i;

/** Values from outside any schema: wrong types, edges of numbers and text, deep but parseable. */
const junk = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0.000001,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 63,
    '',
    ' ',
    MEGABYTE,
    '\u{1F0CF}\u202E\u0301 \u00e9\u00e8 \u4e2d\u6587 \u05e2\u05d1\u05e8\u05d9\u05ea',
    '\uD800',
    '../../etc/passwd',
    "' OR '1'='1",
    '%00',
    '1e400',
    '9'.repeat(400),
    '2031-02-30T25:61:00Z',
    '0000-00-00',
    [],
    {},
    [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],
    { $gt: '' },
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.anything({ maxDepth: 3 }), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 4 }),
);

const BAD_TIME_ZONES = ['Mars/Olympus', 'A'.repeat(10_000), '../../../etc/localtime', '+99:99'];

/** Field names a zod schema declares (an object's, or an array's elements'). */
function schemaFields(schema: unknown): string[] {
  const node = schema as { shape?: Record<string, unknown>; element?: unknown } | undefined;
  if (!node || typeof node !== 'object') return [];
  if (node.shape && typeof node.shape === 'object') return Object.keys(node.shape);
  if (node.element) return schemaFields(node.element);
  return [];
}

interface RouteSchemas {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
}

const schemas = new Map<string, RouteSchemas>();
const collect = (route: RouteOptions) => {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    schemas.set(`${method} ${route.url}`, (route.schema ?? {}) as RouteSchemas);
  }
};

let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer({}, { onRoute: collect });
  world = await createClubWorld(server);
});
afterAll(() => server?.close());

interface FuzzCase {
  name: string;
  path: string;
  /** Raw text sent as application/json; none for a request without a body. */
  body?: string;
  headers?: Record<string, string>;
}

/** The row's body with one field (or every element's field) set to `value`. */
function withField(body: unknown, field: string, value: unknown): unknown {
  if (Array.isArray(body)) return body.map((element) => withField(element, field, value));
  if (body && typeof body === 'object') return { ...body, [field]: value };
  return { [field]: value };
}

/** The path with its `index`-th route parameter segment replaced. */
function withSegment(route: string, path: string, index: number, value: string): string {
  const routeSegments = route.split('/');
  const pathSegments = path.split('?')[0]!.split('/');
  let seen = -1;
  return routeSegments
    .map((segment, position) => {
      if (!segment.startsWith(':')) return pathSegments[position];
      seen += 1;
      if (seen !== index) return pathSegments[position];
      const suffix = segment.includes('.') ? segment.slice(segment.indexOf('.')) : '';
      return `${encodeURIComponent(value)}${suffix}`;
    })
    .join('/');
}

const BAD_PARAMS = [
  'x'.repeat(5000),
  '\u{1F0CF}\u00e9\u4e2d',
  '%',
  '.x.',
  '-1',
  '99999999999999999999999',
  "'; DROP TABLE club; --",
  '2147483648',
  '1e3',
];

function casesFor(row: AccessRow, path: string, body: unknown): FuzzCase[] {
  const key = `${row.method} ${row.route}`;
  const routeSchemas = schemas.get(key) ?? {};
  const random = fc.sample(junk, { seed: SEED + key.length, numRuns: 64 });
  let draw = 0;
  const next = () => random[draw++ % random.length];
  const cases: FuzzCase[] = [];
  const params = (row.route.match(/:[A-Za-z]+/g) ?? []).length;
  const [bare, query = ''] = path.split('?');

  if (row.method !== 'GET') {
    const fields = [
      ...new Set([
        ...schemaFields(routeSchemas.body),
        ...(body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : []),
        ...(Array.isArray(body) && body[0] && typeof body[0] === 'object'
          ? Object.keys(body[0] as object)
          : []),
      ]),
    ];
    for (let index = 0; index < CASES_PER_ROUTE; index += 1) {
      const field = fields[index % Math.max(fields.length, 1)] ?? 'unexpected';
      const value = index === 0 ? MEGABYTE : index === 1 ? 1e308 : next();
      cases.push({
        name: `body.${field} = ${JSON.stringify(value)?.slice(0, 40)}`,
        path,
        body: JSON.stringify(withField(body ?? {}, field, value)),
      });
    }
    cases.push(
      {
        name: 'extra fields',
        path,
        body: JSON.stringify({
          ...(typeof body === 'object' && !Array.isArray(body) ? body : {}),
          __proto__: { is_admin: true },
          constructor: { prototype: { polluted: true } },
          'unknown field': next(),
        }),
      },
      { name: 'body as a list', path, body: JSON.stringify([body ?? {}, next()]) },
      { name: 'body as a string', path, body: JSON.stringify(JSON.stringify(body ?? {})) },
      {
        name: 'a number past every integer type',
        path,
        body: `{"${fields[0] ?? 'id'}": 123456789012345678901234567890123456789}`,
      },
    );
  }

  const queryFields = schemaFields(routeSchemas.querystring);
  const junkQuery = new URLSearchParams(query);
  for (const field of [...queryFields, 'page', 'search', 'limit', 'ordering']) {
    const value = next();
    junkQuery.set(field, typeof value === 'string' ? value.slice(0, 2000) : JSON.stringify(value));
  }
  junkQuery.append('page', '-99999999999999999999');
  // Numbers a JavaScript integer holds and a database INTEGER does not.
  const pastInteger = new URLSearchParams(query);
  for (const field of [...queryFields, 'page', 'limit']) pastInteger.set(field, '2147483648');
  for (const search of [junkQuery, pastInteger]) {
    cases.push({
      name: search === junkQuery ? 'query of junk' : 'query past INTEGER',
      path: `${bare}?${search.toString()}`,
      ...(row.method === 'GET' || body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  for (let index = 0; index < params; index += 1) {
    for (const value of BAD_PARAMS) {
      cases.push({
        name: `path parameter ${index} = ${value.slice(0, 20)}`,
        path: withSegment(row.route, bare!, index, value),
        ...(row.method === 'GET' || body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    }
  }

  // Headers ride on the first cases: a bad Time-Zone, a broken cookie beside the real one.
  cases.forEach((fuzzCase, index) => {
    if (index < BAD_TIME_ZONES.length) {
      fuzzCase.headers = { 'time-zone': BAD_TIME_ZONES[index]! };
    } else if (index === BAD_TIME_ZONES.length) {
      fuzzCase.headers = { 'x-broken-cookie': '1' };
    }
  });
  return cases;
}

/**
 * Sends the case with the owner's cookies and CSRF token, through `fetch` itself: whatever the
 * server answers to a broken cookie must not change the owner's jar for the next case.
 */
async function send(fuzzCase: FuzzCase, method: string, client: TestClient) {
  const token = await client.csrfToken();
  const jar = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const headers: Record<string, string> = { cookie: jar, 'x-csrftoken': token };
  if (fuzzCase.body !== undefined) headers['content-type'] = 'application/json';
  for (const [name, value] of Object.entries(fuzzCase.headers ?? {})) {
    if (name === 'x-broken-cookie') {
      headers.cookie = `sessionid=%E0%A4%A; ${'a'.repeat(4000)}=; =; ;;; ${jar}; sessionid="\\"`;
    } else headers[name] = value;
  }
  return fetch(new URL(fuzzCase.path, client.baseUrl), {
    method,
    headers,
    redirect: 'manual',
    ...(fuzzCase.body === undefined ? {} : { body: fuzzCase.body }),
  });
}

/** Every route but the event stream, which stays open (its head is the access matrix's). */
const ROWS = ACCESS_MATRIX.filter((row) => !row.stream);

describe('fuzzing every route', () => {
  it('covers the app', () => {
    expect(ROWS.length).toBeGreaterThan(80);
    // The schemas reached the test: the field names come from the routes themselves.
    expect(schemaFields(schemas.get('POST /api/clubs/:slug/games/')?.body)).toContain('title');
  });

  it.each(ROWS.map((row) => [`${row.method} ${row.route}`, row] as const))(
    '%s answers junk without a 5xx or a leak, and a refusal writes nothing',
    async (_name, row) => {
      // A row whose success ends the owner's session or club gets a world of its own.
      const current = row.fresh ? await createClubWorld(server) : world;
      await server.db.deleteFrom('rate_limit_counter').execute();
      const context = {
        world: current,
        actor: 'owner' as const,
        client: current.clients.owner,
        user: current.users.owner,
        db: server.db,
      };
      const path = row.path
        ? await row.path(context)
        : row.route.replace(':slug', current.club.slug);
      const body = await row.body?.(context);
      const problems: string[] = [];
      for (const fuzzCase of casesFor(row, path, body)) {
        const before = await snapshot(server.db, SESSION_SLIDE);
        const response = await send(fuzzCase, row.method, current.clients.owner);
        const text = await response.text();
        const label = `${fuzzCase.name} -> ${response.status}`;
        // The demo login without a demo club is a documented 503 (the access matrix's row).
        const documented = response.status === row.expect.owner;
        if (response.status >= 500 && !documented) problems.push(`${label}: ${text.slice(0, 300)}`);
        const leak = LEAK.exec(text);
        if (leak) problems.push(`${label} shows "${leak[0]}": ${text.slice(0, 300)}`);
        if (response.status >= 400 && response.status < 500) {
          const written = changedTables(before, await snapshot(server.db, SESSION_SLIDE)).filter(
            (table) => table !== 'rate_limit_counter',
          );
          if (written.length > 0) problems.push(`${label} wrote ${written.join(', ')}`);
        }
        if (response.status === 429) await server.db.deleteFrom('rate_limit_counter').execute();
      }
      expect(problems).toEqual([]);
    },
  );
});

/**
 * What the fuzzing found (decision 0036): a path id or a query counter past a database INTEGER
 * reached PostgreSQL, which refuses to compare it ("out of range for type integer"): a 500.
 * It names no row, so it is refused before the database on both dialects.
 */
describe('a number past a database INTEGER', () => {
  const PAST = '2147483648';

  async function newGame(): Promise<string> {
    const response = await world.clients.owner.post(`/api/clubs/${world.club.slug}/games/`, {
      title: `Past integer ${Math.random()}`,
      starts_at: '2031-06-05T23:30:00Z',
    });
    expect(response.status).toBe(201);
    return `/api/games/${((await response.json()) as { slug: string }).slug}/`;
  }

  it('as an invitation id is a 400 for its field', async () => {
    const base = `/api/clubs/${world.club.slug}/invites/${PAST}/`;
    for (const response of [
      await world.clients.owner.delete(base),
      await world.clients.owner.post(`${base}resend/`),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty('id');
    }
  });

  it('as an entry id is refused: 400 on the cancel, 404 on the desk move', async () => {
    const game = await newGame();
    const cancel = await world.clients.owner.delete(`${game}entries/${PAST}/`);
    expect(cancel.status).toBe(400);
    expect(await cancel.json()).toHaveProperty('entryId');
    const move = await world.clients.owner.patch(`${game}entries/${PAST}/`, {
      status: 'waitlisted',
    });
    expect(move.status).toBe(404);
  });

  it("as the command log's `after` is a 400 for its field", async () => {
    const game = await newGame();
    const response = await world.clients.owner.get(`${game}commands/?after=${PAST}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toHaveProperty('after');
  });
});
