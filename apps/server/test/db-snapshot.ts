import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { testDialect } from './helpers';

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

/** Columns left out of a snapshot, by table. */
export type SnapshotIgnore = Record<string, readonly string[]>;

/**
 * A session's slide (decision 0025): any signed-in request more than a minute after the last
 * one pushes its session's expiry back. A read sweep that runs past a minute on a loaded
 * machine sees it, and it is not what such a test is about.
 */
export const SESSION_SLIDE: SnapshotIgnore = { session: ['last_seen_at', 'expires_at', 'ip'] };

/** Every row of every table, in a stable order, as text to compare; `ignore` leaves columns out. */
export async function snapshot(
  db: Kysely<Database>,
  ignore: SnapshotIgnore = {},
): Promise<Record<string, string>> {
  const tables: Record<string, string> = {};
  for (const name of await tableNames(db)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
      db,
    );
    const left = new Set(ignore[name] ?? []);
    tables[name] = rows
      .map((row) =>
        JSON.stringify(
          row,
          Object.keys(row)
            .filter((key) => !left.has(key))
            .sort(),
        ),
      )
      .sort()
      .join('\n');
  }
  return tables;
}

/** Only the tables that differ, so a failure names what a request wrote. */
export function changedTables(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
