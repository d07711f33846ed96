import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/*
 * A game's money as stored (decision 0027): its own payout percentages and accepted deal
 * (`game_payout`, one row per game at most) and the paid marks by live entry id.
 */

export interface StoredPayout {
  percentages: number[] | null;
  deal: unknown;
}

export async function findGamePayout(
  db: Kysely<Database>,
  gameId: number,
): Promise<StoredPayout | null> {
  const row = await db
    .selectFrom('game_payout')
    .select(['percentages', 'deal'])
    .where('game_id', '=', gameId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    percentages: row.percentages === null ? null : (JSON.parse(row.percentages) as number[]),
    deal: row.deal === null ? null : (JSON.parse(row.deal) as unknown),
  };
}

/** Writes one column of the game's row, making the row when it is missing. */
export async function saveGamePayout(
  db: Kysely<Database>,
  gameId: number,
  change: { percentages: number[] | null } | { deal: unknown },
  userId: number,
  at: string,
): Promise<void> {
  const values =
    'percentages' in change
      ? { percentages: change.percentages === null ? null : JSON.stringify(change.percentages) }
      : { deal: change.deal === null ? null : JSON.stringify(change.deal) };
  await db
    .insertInto('game_payout')
    .values({ game_id: gameId, ...values, updated_by_user_id: userId, updated_at: at })
    .onConflict((conflict) =>
      conflict
        .column('game_id')
        .doUpdateSet({ ...values, updated_by_user_id: userId, updated_at: at }),
    )
    .execute();
}

export interface PaidMark {
  entry_id: string;
  paid_at: string;
  paid_by: string | null;
}

export async function listPaidMarks(db: Kysely<Database>, gameId: number): Promise<PaidMark[]> {
  const rows = await db
    .selectFrom('game_payout_paid')
    .leftJoin('user', 'user.id', 'game_payout_paid.paid_by_user_id')
    .select([
      'game_payout_paid.entry_id',
      'game_payout_paid.paid_at',
      'user.first_name',
      'user.last_name',
    ])
    .where('game_payout_paid.game_id', '=', gameId)
    .execute();
  return rows.map((row) => ({
    entry_id: row.entry_id,
    paid_at: row.paid_at,
    paid_by: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
  }));
}

/** Marks the entry paid; a mark already there keeps its first who and when. */
export async function insertPaidMark(
  db: Kysely<Database>,
  gameId: number,
  entryId: string,
  userId: number,
  at: string,
): Promise<void> {
  await db
    .insertInto('game_payout_paid')
    .values({ game_id: gameId, entry_id: entryId, paid_by_user_id: userId, paid_at: at })
    .onConflict((conflict) => conflict.columns(['game_id', 'entry_id']).doNothing())
    .execute();
}

export async function deletePaidMark(
  db: Kysely<Database>,
  gameId: number,
  entryId: string,
): Promise<void> {
  await db
    .deleteFrom('game_payout_paid')
    .where('game_id', '=', gameId)
    .where('entry_id', '=', entryId)
    .execute();
}

export interface PayHandles {
  venmo_handle: string | null;
  paypal_handle: string | null;
}

/** The pay handles of the accounts behind these member slugs of the club. */
export async function findPayHandles(
  db: Kysely<Database>,
  clubId: number,
  memberSlugs: readonly string[],
): Promise<Map<string, PayHandles>> {
  if (memberSlugs.length === 0) return new Map();
  const rows = await db
    .selectFrom('club_member')
    .innerJoin('user', 'user.id', 'club_member.user_id')
    .select(['club_member.slug', 'user.venmo_handle', 'user.paypal_handle'])
    .where('club_member.club_id', '=', clubId)
    .where('club_member.slug', 'in', [...memberSlugs])
    .execute();
  return new Map(
    rows.map((row) => [
      row.slug,
      { venmo_handle: row.venmo_handle, paypal_handle: row.paypal_handle },
    ]),
  );
}

/** A user's name, for who accepted a deal. */
export async function userName(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('user')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}`.trim() : null;
}
