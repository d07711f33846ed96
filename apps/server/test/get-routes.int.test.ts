import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/schema';
import { ACCESS_MATRIX, type AccessRow } from './access-matrix';
import { createClubWorld, type Actor, type ClubWorld } from './factories';
import { startTestServer, testDialect, type TestServer } from './helpers';

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

async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const query =
    testDialect() === 'sqlite'
      ? sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`
      : sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`;
  return (await query.execute(db)).rows.map((row) => row.name);
}

/** Every row of every table, in a stable order, as text to compare. */
async function snapshot(db: Kysely<Database>): Promise<Record<string, string>> {
  const tables: Record<string, string> = {};
  for (const name of await tableNames(db)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
      db,
    );
    tables[name] = rows
      .map((row) => JSON.stringify(row, Object.keys(row).sort()))
      .sort()
      .join('\n');
  }
  return tables;
}

/** Only the tables that differ, so a failure names what the read wrote. */
function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

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
        const before = await snapshot(server.db);
        const response = await world.clients[actor].get(path);
        if (row.stream) await response.body?.cancel();
        else await response.arrayBuffer();
        const after = await snapshot(server.db);
        expect({ actor, status: response.status, changed: changedTables(before, after) }).toEqual({
          actor,
          status: row.expect[actor],
          changed: [],
        });
        if (actor !== 'anonymous') {
          expect({ actor, cacheControl: response.headers.get('cache-control') }).toEqual({
            actor,
            cacheControl: 'no-store',
          });
        }
      }
    },
  );
});
