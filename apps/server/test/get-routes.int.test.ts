import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX, type AccessRow } from './access-matrix';
import { changedTables, SESSION_SLIDE, snapshot } from './db-snapshot';
import { createClubWorld, type Actor, type ClubWorld } from './factories';
import { startTestServer, type TestServer } from './helpers';

/**
 * Every GET the app answers, as each kind of caller: a read writes nothing, and an answer for a
 * signed-in caller is never stored by a browser or a proxy. The route list is the access
 * matrix, which its own test keeps equal to the routes the app registers, so a new GET route
 * is covered here by itself.
 */
const GET_ROWS = ACCESS_MATRIX.filter((row) => row.method === 'GET' && !row.fresh);
const CALLERS = ['owner', 'member', 'demo', 'otherOwner', 'anonymous'] as const satisfies Actor[];

let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
});
afterAll(() => server?.close());

async function pathOf(row: AccessRow, actor: Actor): Promise<string> {
  const context = {
    world,
    actor,
    client: world.clients[actor],
    user: world.users[actor === 'anonymous' ? 'member' : actor],
    db: server.db,
  };
  return row.path ? await row.path(context) : row.route.replace(':slug', world.club.slug);
}

describe('GET routes', () => {
  it('covers the app', () => {
    expect(GET_ROWS.length).toBeGreaterThan(15);
  });

  it.each(GET_ROWS.map((row) => [row.route, row] as const))(
    'GET %s writes nothing and is never cached for a signed-in caller',
    async (_route, row) => {
      for (const actor of CALLERS) {
        // The path may make what it names (a schedule, a guest): that is set-up, not the read.
        const path = await pathOf(row, actor);
        const before = await snapshot(server.db, SESSION_SLIDE);
        const response = await world.clients[actor].get(path);
        if (row.stream) await response.body?.cancel();
        else await response.arrayBuffer();
        const after = await snapshot(server.db, SESSION_SLIDE);
        expect({ actor, status: response.status, changed: changedTables(before, after) }).toEqual({
          actor,
          status: row.expect[actor],
          changed: [],
        });
        if (row.cache) {
          expect({ actor, cacheControl: response.headers.get('cache-control') }).toEqual({
            actor,
            cacheControl: row.cache,
          });
        } else if (actor !== 'anonymous') {
          expect({ actor, cacheControl: response.headers.get('cache-control') }).toEqual({
            actor,
            cacheControl: 'no-store',
          });
        }
      }
    },
  );
});
