import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { DatabaseTarget } from '../config';

/**
 * Online backups and restores of the configured database (docs/decisions/0033): SQLite's
 * backup API on SQLite, pg_dump / pg_restore (custom format) on PostgreSQL.
 */

/** A problem the operator can fix; the message is meant for a terminal, not a stack. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export type BackupKind = 'sqlite' | 'postgres';

const SQLITE_MAGIC = 'SQLite format 3\0';
const PG_DUMP_MAGIC = 'PGDMP';
/** The table Kysely's migrator keeps: a Felt database always has it. */
const MIGRATION_TABLE = 'kysely_migration';

/** `felt-20261124T211500Z.db` (SQLite) or `.dump` (pg_dump's custom format). */
export function defaultBackupFile(dataDir: string, kind: BackupKind, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
  return path.join(dataDir, 'backups', `felt-${stamp}.${kind === 'sqlite' ? 'db' : 'dump'}`);
}

/** host:port/database, without credentials. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.dialect === 'sqlite') return `SQLite ${target.filename}`;
  const url = new URL(target.connectionString);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

/** What kind of backup a file holds, from its first bytes; null when it is neither. */
export function backupKindOf(file: string): BackupKind | null {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const read = readSync(fd, head, 0, 16, 0);
    const text = head.subarray(0, read).toString('latin1');
    if (text === SQLITE_MAGIC) return 'sqlite';
    if (text.startsWith(PG_DUMP_MAGIC)) return 'postgres';
    return null;
  } finally {
    closeSync(fd);
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
}

/**
 * Writes a consistent copy of the database to `file` while the app keeps running. The file is
 * written next to its final name and renamed into place only when complete, so a failed or
 * interrupted backup never leaves a file that looks like a good one.
 */
export async function backupDatabase(target: DatabaseTarget, file: string): Promise<BackupResult> {
  const absolute = path.resolve(file);
  if (existsSync(absolute))
    throw new BackupError(`${absolute} already exists; not overwriting it.`);
  mkdirSync(path.dirname(absolute), { recursive: true });
  const partial = `${absolute}.partial`;
  rmSync(partial, { force: true });
  try {
    if (target.dialect === 'sqlite') await backupSqlite(target.filename, partial);
    else
      await runTool('pg_dump', [
        '--format=custom',
        '--no-owner',
        `--file=${partial}`,
        `--dbname=${target.connectionString}`,
      ]);
    renameSync(partial, absolute);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return { file: absolute, bytes: statSync(absolute).size };
}

async function backupSqlite(filename: string, destination: string): Promise<void> {
  if (filename === ':memory:')
    throw new BackupError('An in-memory SQLite database cannot be backed up.');
  if (!existsSync(filename)) throw new BackupError(`There is no SQLite database at ${filename}.`);
  let source: SqliteDatabase.Database;
  try {
    source = new SqliteDatabase(filename, { readonly: true, fileMustExist: true });
    source.pragma('busy_timeout = 5000');
    requireFeltSchema(source, filename);
  } catch (error) {
    throw asBackupError(error, `${filename} is not a readable SQLite database`);
  }
  try {
    // All pages in one step: the copy is read inside one read transaction, so writes that
    // commit meanwhile (WAL mode lets them) are either wholly in it or wholly out of it.
    await source.backup(destination, { progress: () => 1_000_000_000 });
  } finally {
    source.close();
  }
  const copy = new SqliteDatabase(destination);
  try {
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new BackupError(`The backup failed its integrity check: ${String(result)}`);
    // A single file to copy or move: no -wal beside it.
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

function requireFeltSchema(sqlite: SqliteDatabase.Database, name: string): void {
  const found = sqlite
    .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`)
    .get(MIGRATION_TABLE);
  if (!found)
    throw new BackupError(
      `${name} is a SQLite database, but not a Felt one (no migrations table).`,
    );
}

export interface RestoreOptions {
  /** Replace a database that already holds accounts or clubs. */
  force?: boolean;
}

export interface RestorePlan {
  kind: BackupKind;
  /** Whether the target holds accounts or clubs now. */
  targetHasData: boolean;
}

/** Checks the file and the target without changing anything; throws a BackupError if unusable. */
export async function planRestore(target: DatabaseTarget, file: string): Promise<RestorePlan> {
  const absolute = path.resolve(file);
  if (!existsSync(absolute)) throw new BackupError(`There is no backup at ${absolute}.`);
  if (statSync(absolute).isDirectory())
    throw new BackupError(`${absolute} is a folder, not a backup file.`);
  const kind = backupKindOf(absolute);
  if (kind === null) {
    throw new BackupError(
      `${absolute} is not a Felt backup (neither a SQLite database nor a pg_dump custom-format dump).`,
    );
  }
  if (kind !== target.dialect) {
    throw new BackupError(
      `${absolute} is a ${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} backup, but DATABASE_URL points to ${describeTarget(target)}.`,
    );
  }
  if (kind === 'sqlite') {
    let backup: SqliteDatabase.Database | undefined;
    try {
      backup = new SqliteDatabase(absolute, { readonly: true, fileMustExist: true });
      requireFeltSchema(backup, absolute);
      const check = backup.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new BackupError(`${absolute} is damaged: ${String(check)}`);
    } catch (error) {
      throw asBackupError(error, `${absolute} cannot be read as a SQLite database`);
    } finally {
      backup?.close();
    }
  } else {
    await runTool('pg_restore', ['--list', absolute], { quiet: true });
  }
  return { kind, targetHasData: await targetHasData(target) };
}

/**
 * Replaces the database with the backup. Refuses a target that holds accounts or clubs unless
 * `force`. On SQLite the app must be stopped (its open connections would keep cached pages).
 */
export async function restoreDatabase(
  target: DatabaseTarget,
  file: string,
  options: RestoreOptions = {},
): Promise<RestorePlan> {
  const absolute = path.resolve(file);
  const plan = await planRestore(target, absolute);
  if (plan.targetHasData && !options.force) {
    throw new BackupError(
      `${describeTarget(target)} already holds accounts or clubs. Nothing was changed; ` +
        `pass --force to replace them with the backup.`,
    );
  }
  if (target.dialect === 'sqlite') {
    const backup = new SqliteDatabase(absolute, { readonly: true, fileMustExist: true });
    try {
      mkdirSync(path.dirname(target.filename), { recursive: true });
      // The backup API writes the destination under its own locks, -wal file included.
      await backup.backup(target.filename, { progress: () => 1_000_000_000 });
    } finally {
      backup.close();
    }
  } else {
    await runTool('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${target.connectionString}`,
      absolute,
    ]);
  }
  return plan;
}

async function targetHasData(target: DatabaseTarget): Promise<boolean> {
  const query = `SELECT (SELECT count(*) FROM "user") + (SELECT count(*) FROM club) AS n`;
  if (target.dialect === 'sqlite') {
    if (!existsSync(target.filename)) return false;
    const sqlite = new SqliteDatabase(target.filename, { readonly: true, fileMustExist: true });
    try {
      const hasTables = sqlite
        .prepare(
          `SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('user', 'club')`,
        )
        .get() as { n: number };
      if (hasTables.n < 2) return false;
      return (sqlite.prepare(query).get() as { n: number }).n > 0;
    } catch (error) {
      throw asBackupError(error, `${target.filename} cannot be read as a SQLite database`);
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({
    connectionString: target.connectionString,
    connectionTimeoutMillis: 5000,
  });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot reach ${describeTarget(target)}: ${messageOf(error)}`);
  }
  try {
    const tables = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name IN ('user', 'club')`,
    );
    if (Number(tables.rows[0]?.n ?? 0) < 2) return false;
    const rows = await client.query<{ n: string }>(query);
    return Number(rows.rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/** Runs pg_dump / pg_restore; their stderr becomes the error's message. */
function runTool(
  command: string,
  args: string[],
  options: { quiet?: boolean } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = spawn(command, args, {
      stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'pipe'],
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${command} was not found on PATH; install the PostgreSQL client tools.`,
            )
          : error,
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new BackupError(`${command} failed: ${redact(stderr.trim()) || `exit code ${code}`}`),
        );
    });
  });
}

function redact(text: string): string {
  return text.replace(/\/\/([^:/@\s]+):[^@/\s]*@/g, '//$1:***@');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function asBackupError(error: unknown, context: string): BackupError {
  return error instanceof BackupError ? error : new BackupError(`${context}: ${messageOf(error)}`);
}
