import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CANNOT_WRITE_DETAIL, checkHealth } from '../features/health/health.service';
import { STORAGE_FULL_BODY } from '../plugins/error-handler';
import { StorageState } from './storage-full';
import { createClub, createUser, logInClient, type FactoryUser } from '../../test/factories';
import {
  createClient,
  startTestServer,
  testDialect,
  type TestClient,
  type TestServer,
} from '../../test/helpers';

/*
 * A full disk, without root (decision 0020). SQLite: `max_page_count` caps the file a little
 * above its size, and triggers on the full tables write a megabyte into a filler table, so
 * their writes fail with a real SQLITE_FULL. PostgreSQL: triggers raise SQLSTATE 53100
 * (disk_full), as the server does when it cannot extend a file.
 */

interface LogLine {
  level: number;
  msg: string;
  err?: { message?: string; code?: string };
}

const logs: LogLine[] = [];
const logStream = {
  write(line: string) {
    logs.push(JSON.parse(line) as LogLine);
  },
};

let server: TestServer;
let owner: FactoryUser;
let ownerClient: TestClient;
let clubSlug: string;

async function tablesOf(tables: 'all' | string[]): Promise<string[]> {
  if (tables !== 'all') return tables;
  const { rows } =
    testDialect() === 'sqlite'
      ? await sql<{ name: string }>`
          select name from sqlite_master
          where type = 'table' and name not like 'sqlite%' and name <> 'test_filler'`.execute(
          server.db,
        )
      : await sql<{ name: string }>`
          select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(server.db);
  return rows.map((row) => row.name);
}

/** Writes to `tables` (every table by default) fail for want of space; other writes fit. */
async function fillStorage(tables: 'all' | string[] = 'all'): Promise<void> {
  const names = await tablesOf(tables);
  if (testDialect() === 'sqlite') {
    await sql`create table if not exists test_filler (payload blob)`.execute(server.db);
    for (const name of names) {
      for (const event of ['insert', 'update']) {
        await sql
          .raw(
            `create trigger "test_disk_full_${name}_${event}" before ${event} on "${name}"
             begin insert into test_filler (payload) values (zeroblob(1000000)); end`,
          )
          .execute(server.db);
      }
    }
    // Room for ordinary writes (64 pages), not for the triggers' megabyte.
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(server.db);
    await sql.raw(`pragma max_page_count = ${(rows[0]?.page_count ?? 0) + 64}`).execute(server.db);
    return;
  }
  await sql`
    create or replace function test_disk_full() returns trigger language plpgsql as $$
    begin
      raise exception 'could not extend file "base/16384/16385": No space left on device'
        using errcode = '53100';
    end $$`.execute(server.db);
  for (const name of names) {
    await sql`create trigger test_disk_full before insert or update on ${sql.table(name)}
      for each row execute function test_disk_full()`.execute(server.db);
  }
}

/** Space comes back. */
async function freeStorage(): Promise<void> {
  if (testDialect() === 'sqlite') {
    await sql`pragma max_page_count = 1073741823`.execute(server.db);
    const { rows } = await sql<{ name: string }>`
      select name from sqlite_master where type = 'trigger' and name like 'test_disk_full_%'`.execute(
      server.db,
    );
    for (const row of rows) await sql.raw(`drop trigger "${row.name}"`).execute(server.db);
    await sql`drop table if exists test_filler`.execute(server.db);
    return;
  }
  const { rows } = await sql<{ event_object_table: string }>`
    select distinct event_object_table from information_schema.triggers
    where trigger_name = 'test_disk_full'`.execute(server.db);
  for (const row of rows) {
    await sql`drop trigger test_disk_full on ${sql.table(row.event_object_table)}`.execute(
      server.db,
    );
  }
}

async function leagueNames(): Promise<string[]> {
  const response = await ownerClient.get(`/api/clubs/${clubSlug}/leagues/`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { name: string }[] | { results: { name: string }[] };
  return (Array.isArray(body) ? body : body.results).map((league) => league.name);
}

beforeAll(async () => {
  server = await startTestServer({}, { logger: { level: 'warn', stream: logStream } });
  owner = await createUser(server);
  clubSlug = (await createClub(server, { owner })).slug;
  ownerClient = await logInClient(server, owner);
});
afterAll(() => server?.close());
beforeEach(async () => {
  await freeStorage();
  logs.length = 0;
});

describe('a full disk', () => {
  it('answers a write 507, saves nothing, logs the real cause, and recovers when space returns', async () => {
    const before = await leagueNames();
    await fillStorage();

    const refused = await ownerClient.post(`/api/clubs/${clubSlug}/leagues/`, {
      name: 'Winter League',
    });
    expect(refused.status).toBe(507);
    expect(await refused.json()).toEqual(STORAGE_FULL_BODY);
    expect(STORAGE_FULL_BODY.detail).toBe(
      "The server's storage is full, so nothing was saved. Please try again later.",
    );
    expect(await leagueNames()).toEqual(before);

    const failure = logs.find((line) => line.level >= 50);
    expect(failure?.msg).toBe('request failed: the storage is full, nothing was saved');
    expect(failure?.err?.code).toBe(testDialect() === 'sqlite' ? 'SQLITE_FULL' : '53100');
    expect(JSON.stringify(logs)).not.toContain('cannot rollback');

    const health = await createClient(server.url).get('/api/health/');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'degraded',
      database: testDialect(),
      detail: "The database cannot take writes: the server's storage is full. Reads still work.",
    });

    await freeStorage();
    const saved = await ownerClient.post(`/api/clubs/${clubSlug}/leagues/`, {
      name: 'Winter League',
    });
    expect(saved.status).toBe(201);
    expect(await leagueNames()).toEqual(expect.arrayContaining([...before, 'Winter League']));
    expect(await (await createClient(server.url).get('/api/health/')).json()).toEqual({
      status: 'ok',
      database: testDialect(),
    });
  });

  it('still answers reads, for a signed-in user too', async () => {
    await fillStorage();
    for (const path of [
      '/api/auth/user/',
      '/api/user/clubs/',
      `/api/clubs/${clubSlug}/`,
      `/api/clubs/${clubSlug}/leagues/`,
    ]) {
      const response = await ownerClient.get(path);
      expect(response.status, path).toBe(200);
    }
  });

  it('signs a user in when only the login time cannot be recorded', async () => {
    const player = await createUser(server);
    await fillStorage(['user']);
    const client = createClient(server.url);
    const response = await client.post('/api/auth/login/', {
      email: player.email,
      password: player.password,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { email: string }).email).toBe(player.email);
    expect((await client.get('/api/auth/user/')).status).toBe(200);
    const warning = logs.find(
      (line) => line.msg === 'login time not recorded: the storage is full',
    );
    expect(warning?.err?.code).toBe(testDialect() === 'sqlite' ? 'SQLITE_FULL' : '53100');
    const { last_login_at } = await server.db
      .selectFrom('user')
      .select('last_login_at')
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(last_login_at).toBeNull();
  });

  it.runIf(testDialect() === 'sqlite')(
    'keeps SQLITE_FULL when SQLite has already rolled the transaction back',
    async () => {
      // A statement that cannot get its pages makes SQLite end the whole transaction; a
      // second rollback would fail with "cannot rollback - no transaction is active".
      await sql`create table test_filler (payload blob)`.execute(server.db);
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(server.db);
      await sql.raw(`pragma max_page_count = ${(rows[0]?.page_count ?? 0) + 8}`).execute(server.db);
      const failure = await server.db
        .transaction()
        .execute(async (trx) => {
          await sql`insert into test_filler (payload) values (zeroblob(10))`.execute(trx);
          await sql`insert into test_filler (payload) values (zeroblob(1000000))`.execute(trx);
        })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: 'SQLITE_FULL', message: 'database or disk is full' });
      const { rows: left } = await sql<{
        n: number;
      }>`select count(*) as n from test_filler`.execute(server.db);
      expect(left[0]?.n).toBe(0);
    },
  );

  it.runIf(testDialect() === 'sqlite')(
    'reports a database file that may not grow before any write fails',
    async () => {
      const deps = {
        db: server.db,
        dialect: 'sqlite' as const,
        storage: new StorageState(),
        sqliteFile: null,
      };
      expect((await checkHealth(deps)).body.status).toBe('ok');
      await sql`create table test_filler (payload blob)`.execute(server.db);
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(server.db);
      await sql.raw(`pragma max_page_count = ${rows[0]?.page_count ?? 0}`).execute(server.db);
      // Take every free page.
      while (
        await sql`insert into test_filler (payload) values (zeroblob(3000))`
          .execute(server.db)
          .then(() => true)
          .catch(() => false)
      );
      const report = await checkHealth(deps);
      expect(report.body).toEqual({
        status: 'degraded',
        database: 'sqlite',
        detail: CANNOT_WRITE_DETAIL,
      });
      expect(report.healthy && report.cause).toMatch(/page limit/);
    },
  );
});
