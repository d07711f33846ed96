import type { Kysely } from 'kysely';
import type { Database, NewSession, SessionRow, UserRow } from '../../db/schema';

export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<void> {
  await db.insertInto('session').values(session).execute();
}

/** The live session with this id (the cookie token's hash) and its user. */
export async function findLiveSession(
  db: Kysely<Database>,
  id: string,
  now: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const session = await db
    .selectFrom('session')
    .selectAll()
    .where('id', '=', id)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!session) return undefined;
  const user = await db
    .selectFrom('user')
    .selectAll()
    .where('id', '=', session.user_id)
    .executeTakeFirst();
  return user && { session, user };
}

export async function touchSession(
  db: Kysely<Database>,
  id: string,
  seen: { at: string; expiresAt: string; ip: string | null },
): Promise<void> {
  await db
    .updateTable('session')
    .set({ last_seen_at: seen.at, expires_at: seen.expiresAt, ip: seen.ip })
    .where('id', '=', id)
    .execute();
}

export async function replaceCsrfSecret(
  db: Kysely<Database>,
  id: string,
  csrfSecret: string,
): Promise<void> {
  await db.updateTable('session').set({ csrf_secret: csrfSecret }).where('id', '=', id).execute();
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('session').where('id', '=', id).execute();
}

/** Deletes the user's sessions except `keepId` (all of them when null); returns how many. */
export async function deleteSessionsOfUser(
  db: Kysely<Database>,
  userId: number,
  keepId: string | null,
): Promise<number> {
  let query = db.deleteFrom('session').where('user_id', '=', userId);
  if (keepId !== null) query = query.where('id', '!=', keepId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function findSessionByPublicId(
  db: Kysely<Database>,
  userId: number,
  publicId: string,
  now: string,
): Promise<SessionRow | undefined> {
  return db
    .selectFrom('session')
    .selectAll()
    .where('public_id', '=', publicId)
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Most recently seen first. */
export async function listLiveSessions(
  db: Kysely<Database>,
  userId: number,
  now: string,
): Promise<SessionRow[]> {
  return db
    .selectFrom('session')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('last_seen_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
}

export async function deleteExpiredSessions(db: Kysely<Database>, now: string): Promise<number> {
  const result = await db.deleteFrom('session').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
