import type { Kysely } from 'kysely';
import type { Database, EmailChangeRequestRow } from '../../db/schema';

/**
 * Stores a new request and drops the user's earlier ones, so only the latest link works. Run it
 * in a transaction (with the confirmation mail), so both changes land together.
 */
export async function replaceEmailChangeRequest(
  db: Kysely<Database>,
  request: { userId: number; tokenHash: string; newEmail: string; at: string; expiresAt: string },
): Promise<void> {
  await db
    .deleteFrom('email_change_request')
    .where('user_id', '=', request.userId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('email_change_request')
    .values({
      token_hash: request.tokenHash,
      user_id: request.userId,
      new_email: request.newEmail,
      created_at: request.at,
      expires_at: request.expiresAt,
      used_at: null,
    })
    .execute();
}

export async function findEmailChangeRequest(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<EmailChangeRequestRow | undefined> {
  return db
    .selectFrom('email_change_request')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks the request used unless someone else did first; returns whether this call did. */
export async function claimEmailChangeRequest(
  db: Kysely<Database>,
  id: number,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('email_change_request')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteExpiredEmailChangeRequests(
  db: Kysely<Database>,
  now: string,
): Promise<number> {
  const result = await db
    .deleteFrom('email_change_request')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
