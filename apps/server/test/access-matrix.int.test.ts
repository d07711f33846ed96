import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX, type AccessRow } from './access-matrix';
import { ACTORS, createClubWorld, type Actor, type ClubWorld } from './factories';
import { startTestServer, type TestServer } from './helpers';

/** Every `METHOD /api/...` the app registers, HEAD aside (Fastify adds it for each GET). */
const registered = new Set<string>();
function collect(route: RouteOptions): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
    registered.add(`${method} ${route.url}`);
  }
}

let server: TestServer;
let shared: ClubWorld;

beforeAll(async () => {
  server = await startTestServer({}, { onRoute: collect });
  shared = await createClubWorld(server);
});
afterAll(() => server?.close());

async function statusOf(row: AccessRow, actor: Actor): Promise<number> {
  const world = row.fresh
    ? await createClubWorld(server, { logIn: actor === 'anonymous' ? [] : [actor] })
    : shared;
  const context = {
    world,
    actor,
    client: world.clients[actor],
    user: world.users[actor === 'anonymous' ? 'member' : actor],
    db: server.db,
  };
  const path = row.path ? await row.path(context) : row.route.replace(':slug', world.club.slug);
  // Limits are not what this table is about: every request starts with fresh counters.
  await server.db.deleteFrom('rate_limit_counter').execute();
  const body = await row.body?.(context);
  const response = await context.client.request(path, {
    method: row.method,
    ...(body === undefined ? {} : { json: body }),
  });
  if (row.stream) await response.body?.cancel();
  else await response.arrayBuffer();
  return response.status;
}

describe('access matrix', () => {
  it('has a row for every registered API route, and no row for a route that does not exist', () => {
    expect(registered.size).toBeGreaterThan(20);
    const rows = new Set(ACCESS_MATRIX.map((row) => `${row.method} ${row.route}`));
    const missing = [...registered].filter((route) => !rows.has(route)).sort();
    const stale = [...rows].filter((route) => !registered.has(route)).sort();
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
    expect(rows.size).toBe(ACCESS_MATRIX.length);
  });

  it.each(ACCESS_MATRIX.map((row) => [`${row.method} ${row.route}`, row] as const))(
    '%s',
    async (_name, row) => {
      const actual: Partial<Record<Actor, number>> = {};
      for (const actor of ACTORS) actual[actor] = await statusOf(row, actor);
      expect(actual).toEqual(row.expect);
    },
  );
});
