import { sql } from 'kysely';

/**
 * 1 and 0 written into the SQL instead of bound, for comparisons with a column that a partial
 * index's condition names (`season.is_hidden`, `blind_schedule.is_default`; decision 0045).
 *
 * SQLite (built with STAT4, as better-sqlite3 is) decides whether a partial index can serve a
 * query by reading the bound value of such a parameter, and then re-prepares the statement
 * every time that parameter is bound again: every season route's access lookup
 * (`season.is_hidden = ?`) was compiled anew on every request, 20-40 µs each. A literal lets
 * the planner decide once. `inline-flags.test.ts` finds a comparison that binds one.
 */
export const INLINE_TRUE = sql.lit(1);
export const INLINE_FALSE = sql.lit(0);
