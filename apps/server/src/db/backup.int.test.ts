import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../config';
import { createUser, logInClient } from '../../test/factories';
import { startTestServer, testDialect, type TestServer } from '../../test/helpers';
import {
  createPostgresDatabase,
  dropPostgresDatabases,
  randomSuffix,
  withDatabaseName,
} from '../../test/test-database';
import { backupDatabase, restoreDatabase } from './backup';
import { createDatabase } from './database';

const dialect = testDialect();
const pgDumpFound = spawnSync('pg_dump', ['--version']).status === 0;
if (dialect === 'postgres' && !pgDumpFound) {
  const problem = 'pg_dump is not on PATH: the PostgreSQL backup test cannot run.';
  if (process.env.CI === 'true') throw new Error(problem);
  console.warn(`\n!!! ${problem} Skipping it.\n`);
}
const runs = dialect === 'sqlite' || pgDumpFound;

let server: TestServer;
let directory: string;
const droppable: string[] = [];

/** An empty place to restore into: a new file, or a new empty PostgreSQL database. */
async function freshTarget(): Promise<DatabaseTarget> {
  const template = inject('feltTestDatabase');
  if (template.dialect === 'sqlite') {
    return { dialect: 'sqlite', filename: path.join(directory, `restored-${randomSuffix()}.db`) };
  }
  const name = `${template.databasePrefix}restore_${randomSuffix()}`;
  await createPostgresDatabase(template.adminUrl, name);
  droppable.push(name);
  return { dialect: 'postgres', connectionString: withDatabaseName(template.adminUrl, name) };
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'felt-backup-test-'));
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
  const template = inject('feltTestDatabase');
  if (template.dialect === 'postgres') await dropPostgresDatabases(template.adminUrl, droppable);
  await rm(directory, { recursive: true, force: true });
});

describe.runIf(runs)(`db:backup and db:restore (${dialect})`, () => {
  it('a backup taken while clubs are being created restores whole: every acknowledged club, no half-written one', async () => {
    const owner = await createUser(server);
    const client = await logInClient(server, owner);
    const acknowledged: { slug: string; at: number }[] = [];
    let sent = 0;
    let stop = false;
    const writer = async () => {
      while (!stop) {
        sent += 1;
        const response = await client.post('/api/clubs/', { name: `Backup Club ${sent}` });
        expect(response.status).toBe(201);
        const club = (await response.json()) as { slug: string };
        acknowledged.push({ slug: club.slug, at: performance.now() });
      }
    };
    const writers = [writer(), writer(), writer()];

    // Writes before, during and after the backup.
    while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 10));
    const backupStarted = performance.now();
    const file = path.join(
      directory,
      dialect === 'sqlite' ? 'under-writes.db' : 'under-writes.dump',
    );
    const result = await backupDatabase(server.config.database, file);
    const sentWhenBackupEnded = sent;
    const countAtEnd = acknowledged.length;
    while (acknowledged.length < countAtEnd + 20) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    stop = true;
    await Promise.all(writers);
    expect(result.bytes).toBeGreaterThan(0);

    const target = await freshTarget();
    await restoreDatabase(target, file);

    if (target.dialect === 'sqlite') {
      const sqlite = new SqliteDatabase(target.filename, { readonly: true });
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      sqlite.close();
    }
    const restored = createDatabase({ database: target });
    try {
      const slugs = new Set(
        (await restored.db.selectFrom('club').select('slug').execute()).map((row) => row.slug),
      );
      const before = acknowledged.filter((club) => club.at < backupStarted);
      const missing = before.filter((club) => !slugs.has(club.slug));
      console.warn(
        `backup under writes (${dialect}): ${acknowledged.length} clubs acknowledged, ` +
          `${before.length} before the backup started, ${slugs.size} in the backup, ` +
          `${missing.length} acknowledged before it lost`,
      );
      expect(missing).toEqual([]);
      // One moment's copy: nothing sent after the backup finished is in it.
      expect(slugs.size).toBeLessThanOrEqual(sentWhenBackupEnded);

      // No half-written club: each has its owner, two blind schedules with their levels, one
      // league and its seasons, like every other club created the same way.
      const ownerClubs = await restored.db
        .selectFrom('club')
        .innerJoin('club_member', 'club_member.club_id', 'club.id')
        .where('club_member.user_id', '=', owner.id)
        .select([
          'club.id',
          (eb) =>
            eb
              .selectFrom('club_member as m')
              .whereRef('m.club_id', '=', 'club.id')
              .select(eb.fn.countAll<number>().as('n'))
              .as('members'),
          (eb) =>
            eb
              .selectFrom('blind_schedule as s')
              .whereRef('s.club_id', '=', 'club.id')
              .select(eb.fn.countAll<number>().as('n'))
              .as('schedules'),
          (eb) =>
            eb
              .selectFrom('blind_level as l')
              .innerJoin('blind_schedule as s', 's.id', 'l.schedule_id')
              .whereRef('s.club_id', '=', 'club.id')
              .select(eb.fn.countAll<number>().as('n'))
              .as('levels'),
          (eb) =>
            eb
              .selectFrom('league as g')
              .whereRef('g.club_id', '=', 'club.id')
              .select(eb.fn.countAll<number>().as('n'))
              .as('leagues'),
          (eb) =>
            eb
              .selectFrom('season as n')
              .whereRef('n.club_id', '=', 'club.id')
              .select(eb.fn.countAll<number>().as('n'))
              .as('seasons'),
        ])
        .execute();
      expect(ownerClubs.length).toBeGreaterThanOrEqual(before.length);
      const shapes = new Set(
        ownerClubs.map((club) =>
          [club.members, club.schedules, club.levels, club.leagues, club.seasons]
            .map(Number)
            .join('/'),
        ),
      );
      expect(shapes.size).toBe(1);
      const [shape] = [...shapes];
      expect(shape).toMatch(/^1\/2\/[1-9]\d*\/1\/[1-9]\d*$/);
      // The restored database is usable: the owner and their sessions came back with it.
      const users = await sql<{ n: number }>`SELECT count(*) AS n FROM "user"`.execute(restored.db);
      expect(Number(users.rows[0]?.n)).toBeGreaterThan(0);
    } finally {
      await restored.destroy();
    }
  });

  it('refuses a database that holds data without --force, and changes nothing', async () => {
    const file = path.join(directory, dialect === 'sqlite' ? 'refuse.db' : 'refuse.dump');
    await backupDatabase(server.config.database, file);
    const clubsBefore = await server.db
      .selectFrom('club')
      .select(['id', 'name'])
      .orderBy('id')
      .execute();
    await expect(restoreDatabase(server.config.database, file)).rejects.toThrow(
      /already holds accounts or clubs\. Nothing was changed; pass --force/,
    );
    expect(
      await server.db.selectFrom('club').select(['id', 'name']).orderBy('id').execute(),
    ).toEqual(clubsBefore);

    // With --force a database holding data is replaced by the backup.
    const target = await freshTarget();
    await restoreDatabase(target, file);
    const handle = createDatabase({ database: target });
    try {
      await handle.db.updateTable('club').set({ name: 'Changed after the backup' }).execute();
    } finally {
      await handle.destroy();
    }
    await restoreDatabase(target, file, { force: true });
    const again = createDatabase({ database: target });
    try {
      expect(
        await again.db.selectFrom('club').select(['id', 'name']).orderBy('id').execute(),
      ).toEqual(clubsBefore);
    } finally {
      await again.destroy();
    }
  });

  it('says clearly what is wrong with a missing file, a wrong kind of file or a missing database', async () => {
    const target = server.config.database;
    await expect(restoreDatabase(target, path.join(directory, 'nope.db'))).rejects.toThrow(
      /There is no backup at .*nope\.db/,
    );
    const text = path.join(directory, 'notes.txt');
    await writeFile(text, 'not a backup at all\n');
    await expect(restoreDatabase(target, text)).rejects.toThrow(
      /is not a Felt backup \(neither a SQLite database nor a pg_dump custom-format dump\)/,
    );
    const other = path.join(directory, 'other-kind');
    await writeFile(other, dialect === 'sqlite' ? 'PGDMP\u0001\u000e' : 'SQLite format 3\u0000');
    await expect(restoreDatabase(target, other)).rejects.toThrow(
      dialect === 'sqlite'
        ? /is a PostgreSQL backup, but DATABASE_URL points to SQLite/
        : /is a SQLite backup, but DATABASE_URL points to PostgreSQL/,
    );

    // Nothing is left behind by a backup that could not be made.
    const out = path.join(directory, 'failed', 'felt.backup');
    const unreachable: DatabaseTarget =
      dialect === 'sqlite'
        ? { dialect: 'sqlite', filename: path.join(directory, 'missing', 'felt.db') }
        : { dialect: 'postgres', connectionString: 'postgres://postgres@127.0.0.1:1/felt' };
    await expect(backupDatabase(unreachable, out)).rejects.toThrow(
      dialect === 'sqlite'
        ? /There is no SQLite database at .*missing\/felt\.db/
        : /pg_dump failed: .*(refused|127\.0\.0\.1)/,
    );
    expect(existsSync(path.dirname(out)) ? readdirSync(path.dirname(out)) : []).toEqual([]);

    // A backup never overwrites an existing file.
    const existing = path.join(directory, 'existing');
    await writeFile(existing, 'keep me');
    await expect(backupDatabase(target, existing)).rejects.toThrow(/already exists/);
    expect(await readFile(existing, 'utf8')).toBe('keep me');
  });
});
