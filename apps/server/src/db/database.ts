import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type KyselyPlugin,
  type LogEvent,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type RootOperationNode,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import { hotStatementName } from './prepared-query';
import type { Database } from './schema';
import { StorageState } from './storage-full';

export type SqlDialect = DatabaseTarget['dialect'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: SqlDialect;
  /** Whether the last write could be stored (a full disk; decision 0020). */
  storage: StorageState;
  /** The SQLite file, for checks of its disk; null on PostgreSQL and in memory. */
  sqliteFile: string | null;
  destroy(): Promise<void>;
}

/**
 * SQLite rolls a transaction back by itself when a statement fails with SQLITE_FULL (and a
 * few other errors); Kysely's own rollback then throws "cannot rollback - no transaction is
 * active", and that error replaces the real one. Rolling back only what is still open keeps
 * the cause.
 */
class SqliteDriverKeepingTheCause extends SqliteDriver {
  constructor(
    config: SqliteDialectConfig,
    private readonly sqlite: SqliteDatabase.Database,
  ) {
    super(config);
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }

  /*
   * A transaction takes the write lock as it begins. Kysely's plain `begin` starts as a reader
   * and upgrades at its first write; when another process (the demo seed or migrate CLI, a
   * second server) committed in between, SQLite answers SQLITE_BUSY at once without waiting
   * out busy_timeout, as waiting could deadlock. Found by the browser suite: the demo seed CLI
   * failed with 'database is locked' while the suite's server was writing. In one process
   * nothing changes: its single connection runs one transaction at a time.
   */
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** How many distinct statements stay prepared; the app has a few hundred queries in all. */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * The connection Kysely sees, preparing each SQL text once: Kysely's driver prepares every
 * query again, which cost a third as much CPU as running them in the burst of decision 0025.
 * Safe because the driver runs one statement at a time on its single connection (a stream
 * holds the connection until it ends). Least recently used statements are dropped.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDialectConfig['database'] {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) {
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          statements.delete(statements.keys().next().value as string);
        }
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

class FeltSqliteDialect extends SqliteDialect {
  constructor(private readonly sqlite: SqliteDatabase.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new SqliteDriverKeepingTheCause(
      { database: withStatementCache(this.sqlite) },
      this.sqlite,
    );
  }
}

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/**
 * Tells `storage` about writes: one that changed a row clears a full disk. (Failures come
 * through Kysely's log, which also sees the transaction's own statements.)
 */
class StorageWatch implements KyselyPlugin {
  readonly #writes = new WeakMap<QueryId, true>();

  constructor(private readonly storage: StorageState) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (WRITES.has(node.kind)) this.#writes.set(queryId, true);
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs) {
    if (this.#writes.has(queryId) && (result.numAffectedRows ?? 0n) > 0n) {
      this.storage.writeSucceeded();
    }
    return result;
  }
}

function watchStorage(storage: StorageState) {
  return {
    plugins: [new StorageWatch(storage)],
    log(event: LogEvent) {
      if (event.level === 'error') storage.writeFailed(event.error);
    },
  };
}

const NAMED = Symbol('felt-named-hot-statements');
type NamedClient = pg.PoolClient & { [NAMED]?: true };

/**
 * Runs the queries compiled once (the session, the club access checks: `preparedQuery`) as
 * named prepared statements on this connection, so PostgreSQL parses and plans each once per
 * connection instead of on every request (decision 0047). Everything else goes as before.
 */
function withNamedHotStatements(client: NamedClient): pg.PoolClient {
  if (client[NAMED]) return client;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values)) {
      const name = hotStatementName(text);
      if (name) return query({ name, text, values });
    }
    return query(...args);
  }) as pg.PoolClient['query'];
  client[NAMED] = true;
  return client;
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
    const storage = new StorageState();
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({
        pool: {
          connect: async () => withNamedHotStatements(await pool.connect()),
          end: () => pool.end(),
        },
      }),
      ...watchStorage(storage),
    });
    return { db, dialect: 'postgres', storage, sqliteFile: null, destroy: () => db.destroy() };
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
  const storage = new StorageState();
  const db = new Kysely<Database>({
    dialect: new FeltSqliteDialect(sqlite),
    ...watchStorage(storage),
  });
  return {
    db,
    dialect: 'sqlite',
    storage,
    sqliteFile: inMemory ? null : target.filename,
    destroy: () => db.destroy(),
  };
}
