import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface CounterState {
  count: number;
  expiresAt: string;
}

/**
 * Counts one hit in a single upsert, so concurrent processes on one database never lose a
 * hit: a new key or an expired window starts at 1, a live window adds 1.
 */
export async function hitCounter(
  db: Kysely<Database>,
  key: string,
  now: Date,
  windowSeconds: number,
): Promise<CounterState> {
  const nowIso = now.toISOString();
  const expiresIso = new Date(now.getTime() + windowSeconds * 1000).toISOString();
  const expired = sql<boolean>`rate_limit_counter.expires_at <= ${nowIso}`;
  const row = await db
    .insertInto('rate_limit_counter')
    .values({ key, count: 1, window_start: nowIso, expires_at: expiresIso })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limit_counter.count + 1 end`,
        window_start: sql<string>`case when ${expired} then ${nowIso} else rate_limit_counter.window_start end`,
        expires_at: sql<string>`case when ${expired} then ${expiresIso} else rate_limit_counter.expires_at end`,
      }),
    )
    .returning(['count', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), expiresAt: row.expires_at };
}

/** Takes back one hit of a live window (never below 0); an ended window is left alone. */
export async function releaseCounter(db: Kysely<Database>, key: string, now: Date): Promise<void> {
  await db
    .updateTable('rate_limit_counter')
    .set((eb) => ({ count: eb('count', '-', 1) }))
    .where('key', '=', key)
    .where('count', '>', 0)
    .where('expires_at', '>', now.toISOString())
    .execute();
}

export async function deleteCounter(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_counter').where('key', '=', key).execute();
}

export async function deleteExpiredCounters(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('rate_limit_counter')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
