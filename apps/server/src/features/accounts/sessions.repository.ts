import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database, NewSession, SessionRow, UserRow } from '../../db/schema';

export async function insertSession(db: Kysely<Database>, session: NewSession): Promise<void> {
  await db.insertInto('session').values(session).execute();
}

const liveSessionWithUser = preparedQuery((db, id: string, now: string) =>
  db
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.user_id')
    .selectAll('user')
    .select([
      'session.id as session_id',
      'session.public_id as session_public_id',
      'session.csrf_secret as session_csrf_secret',
      'session.user_agent as session_user_agent',
      'session.ip as session_ip',
      'session.created_at as session_created_at',
      'session.last_seen_at as session_last_seen_at',
      'session.expires_at as session_expires_at',
    ])
    .where('session.id', '=', id)
    .where('session.expires_at', '>', now),
);

/**
 * The live session with this id (the cookie token's hash) and its user, in one query compiled
 * once: it runs on every signed-in request. Read from the database every time, so a session
 * ended by any process is refused at once.
 */
export async function findLiveSession(
  db: Kysely<Database>,
  id: string,
  now: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await liveSessionWithUser(db, id, now);
  if (!row) return undefined;
  const {
    session_id,
    session_public_id,
    session_csrf_secret,
    session_user_agent,
    session_ip,
    session_created_at,
    session_last_seen_at,
    session_expires_at,
    ...user
  } = row;
  const session: SessionRow = {
    id: session_id,
    public_id: session_public_id,
    user_id: user.id,
    csrf_secret: session_csrf_secret,
    user_agent: session_user_agent,
    ip: session_ip,
    created_at: session_created_at,
    last_seen_at: session_last_seen_at,
    expires_at: session_expires_at,
  };
  return { session, user };
}

export interface SessionSeen {
  at: string;
  expiresAt: string;
  ip: string | null;
}

export async function touchSession(
  db: Kysely<Database>,
  id: string,
  seen: SessionSeen,
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
