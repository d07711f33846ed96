import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Takes the club's row lock for the rest of the transaction (a write that changes nothing), so
 * one club's writes that read what they then write (a schedule's numbering, a plan limit, the
 * single owner, a unique title) run one at a time. On SQLite it also takes the write lock up
 * front instead of upgrading a read lock later.
 */
export async function lockClub(db: Kysely<Database>, clubId: number): Promise<void> {
  await db
    .updateTable('club')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', clubId)
    .execute();
}

/** Runs `work` in a transaction holding the club's lock, with the write's timestamp. */
export function clubWrite<T>(
  deps: { db: Kysely<Database>; now: () => Date },
  clubId: number,
  work: (trx: Kysely<Database>, at: string) => Promise<T>,
): Promise<T> {
  return deps.db.transaction().execute(async (trx) => {
    await lockClub(trx, clubId);
    return work(trx, deps.now().toISOString());
  });
}
