import type { HealthErrorResponse, HealthResponse } from '@felt/contract';
import type { Kysely } from 'kysely';
import type { SqlDialect } from '../../db/database';
import type { Database } from '../../db/schema';
import { pingDatabase } from './health.repository';

export type HealthReport =
  | { healthy: true; body: HealthResponse }
  | { healthy: false; body: HealthErrorResponse; cause: unknown };

export async function checkHealth(
  db: Kysely<Database>,
  dialect: SqlDialect,
): Promise<HealthReport> {
  try {
    await pingDatabase(db);
    return { healthy: true, body: { status: 'ok', database: dialect } };
  } catch (cause) {
    return {
      healthy: false,
      body: { status: 'error', database: dialect, detail: 'The database is not reachable.' },
      cause,
    };
  }
}
