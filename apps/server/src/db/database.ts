import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import type { Database } from './schema';

export type SqlDialect = DatabaseTarget['dialect'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: SqlDialect;
  destroy(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** PostgreSQL pool size per process. */
  poolSize?: number;
  /** Called for errors on idle PostgreSQL connections, which would otherwise crash the process. */
  onPoolError?: (error: Error) => void;
}

/** Opens the configured database. The caller owns the handle and must `destroy()` it. */
export function createDatabase(
  config: { database: DatabaseTarget },
  options: CreateDatabaseOptions = {},
): DatabaseHandle {
  const target = config.database;
  if (target.dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: target.connectionString,
      max: options.poolSize ?? 10,
    });
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }

  const inMemory = target.filename === ':memory:';
  if (!inMemory) mkdirSync(path.dirname(target.filename), { recursive: true });
  const sqlite = new SqliteDatabase(target.filename);
  if (!inMemory) sqlite.pragma('journal_mode = WAL');
  // FULL: a committed write survives power loss, which matters more here than write speed.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  // Several processes (or the migrate CLI) may share the file; wait instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}
