import type { HealthErrorResponse, HealthResponse } from '@felt/contract';
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/database';
import type { Database } from '../../db/schema';
import type { StorageState } from '../../db/storage-full';
import { pingDatabase, sqlitePageRoom } from './health.repository';

export type HealthReport =
  | { healthy: true; body: HealthResponse; cause?: string }
  | { healthy: false; body: HealthErrorResponse; cause: unknown };

/** Below this much free space on the SQLite file's disk, a write may well not fit. */
export const MIN_FREE_BYTES = 1024 * 1024;

export const CANNOT_WRITE_DETAIL =
  "The database cannot take writes: the server's storage is full. Reads still work.";

export interface HealthDependencies {
  db: Kysely<Database>;
  dialect: SqlDialect;
  storage: StorageState;
  /** The SQLite file, whose disk and page limit are checked; null on PostgreSQL. */
  sqliteFile: string | null;
}

/**
 * Why the database cannot take writes, or null. Any dialect: the last write failed for want
 * of space (and none has succeeded since). SQLite also: the file may not grow (its page
 * limit, or under 1 MiB free on its disk).
 */
async function whyNoWrites(deps: HealthDependencies): Promise<string | null> {
  if (deps.storage.full) return deps.storage.full.cause;
  if (deps.dialect !== 'sqlite') return null;
  const room = await sqlitePageRoom(deps.db);
  if (room.pageCount >= room.maxPageCount && room.freePages === 0) {
    return `the database file has reached its page limit (${room.maxPageCount} pages)`;
  }
  if (deps.sqliteFile) {
    const disk = await statfs(path.dirname(deps.sqliteFile));
    const free = disk.bavail * disk.bsize;
    if (free < MIN_FREE_BYTES) return `${free} bytes free on the database's disk`;
  }
  return null;
}

export async function checkHealth(deps: HealthDependencies): Promise<HealthReport> {
  const { dialect } = deps;
  try {
    await pingDatabase(deps.db);
  } catch (cause) {
    return {
      healthy: false,
      body: { status: 'error', database: dialect, detail: 'The database is not reachable.' },
      cause,
    };
  }
  const noWrites = await whyNoWrites(deps);
  if (noWrites !== null) {
    return {
      healthy: true,
      body: { status: 'degraded', database: dialect, detail: CANNOT_WRITE_DETAIL },
      cause: noWrites,
    };
  }
  return { healthy: true, body: { status: 'ok', database: dialect } };
}
