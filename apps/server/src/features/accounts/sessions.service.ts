import type { Session } from '@felt/contract';
import type { Kysely } from 'kysely';
import type { Database, SessionRow, UserRow } from '../../db/schema';
import { isStorageFull } from '../../db/storage-full';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOfUser,
  findLiveSession,
  findSessionByPublicId,
  insertSession,
  listLiveSessions,
  replaceCsrfSecret,
  touchSession,
} from './sessions.repository';
import { hashToken, randomToken } from './tokens';
import { describeDevice } from './user-agent';

export const SESSION_COOKIE = 'sessionid';
/** Two weeks, sliding: every use (at most once a minute) pushes the end back. */
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
/** Refresh last_seen_at/expires_at at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;
const MAX_USER_AGENT_LENGTH = 500;

export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
}

export interface StartedSession {
  /** The cookie value; only its hash is stored. */
  token: string;
  session: SessionRow;
}

const expiresFrom = (now: Date) => new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);

export async function startSession(
  db: Kysely<Database>,
  userId: number,
  origin: RequestOrigin,
  now: Date,
): Promise<StartedSession> {
  const token = randomToken();
  const session: SessionRow = {
    id: hashToken(token),
    public_id: randomToken(16),
    user_id: userId,
    csrf_secret: randomToken(),
    user_agent: origin.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    ip: origin.ip,
    created_at: now.toISOString(),
    last_seen_at: now.toISOString(),
    expires_at: expiresFrom(now).toISOString(),
  };
  await insertSession(db, session);
  return { token, session };
}

export interface ResolvedSession {
  session: SessionRow;
  user: UserRow;
  /** True when this request pushed the expiry back (so the cookie should be re-sent). */
  extended: boolean;
}

/** The live session a cookie token names, extended when last seen over a minute ago. */
export async function resolveSession(
  db: Kysely<Database>,
  token: string,
  origin: RequestOrigin,
  now: Date,
): Promise<ResolvedSession | null> {
  // Real tokens are 43 characters; anything far off is not worth a query.
  if (token.length < 16 || token.length > 128) return null;
  const found = await findLiveSession(db, hashToken(token), now.toISOString());
  if (!found) return null;
  const { session, user } = found;
  if (now.getTime() - Date.parse(session.last_seen_at) < TOUCH_INTERVAL_MS) {
    return { session, user, extended: false };
  }
  const seen = { at: now.toISOString(), expiresAt: expiresFrom(now).toISOString(), ip: origin.ip };
  try {
    await touchSession(db, session.id, seen);
  } catch (error) {
    // On a full disk the session keeps its old expiry: every read must still work (0020).
    if (!isStorageFull(error)) throw error;
    return { session, user, extended: false };
  }
  return {
    session: { ...session, last_seen_at: seen.at, expires_at: seen.expiresAt, ip: seen.ip },
    user,
    extended: true,
  };
}

export async function endSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await deleteSession(db, sessionId);
}

/** Ends every session of the user but `keepId` (every one when null); returns how many. */
export async function endSessionsOfUser(
  db: Kysely<Database>,
  userId: number,
  keepId: string | null,
): Promise<number> {
  return deleteSessionsOfUser(db, userId, keepId);
}

/** A new CSRF secret for the session, so tokens issued before stop working. */
export async function rotateSessionCsrfSecret(
  db: Kysely<Database>,
  sessionId: string,
): Promise<string> {
  const secret = randomToken();
  await replaceCsrfSecret(db, sessionId, secret);
  return secret;
}

export async function listSessions(
  db: Kysely<Database>,
  userId: number,
  currentId: string,
  now: Date,
): Promise<Session[]> {
  const rows = await listLiveSessions(db, userId, now.toISOString());
  // The device in hand first, then the most recently seen.
  rows.sort((a, b) => Number(b.id === currentId) - Number(a.id === currentId));
  return rows.map((row) => ({
    id: row.public_id,
    device: describeDevice(row.user_agent),
    ip: row.ip,
    created_at: row.created_at,
    last_seen_at: row.last_seen_at,
    current: row.id === currentId,
  }));
}

/**
 * Ends the user's session with this public id. Null when the user has no such live session
 * (another user's id included); otherwise whether it was the current one.
 */
export async function endSessionByPublicId(
  db: Kysely<Database>,
  userId: number,
  publicId: string,
  currentId: string,
  now: Date,
): Promise<{ wasCurrent: boolean } | null> {
  const row = await findSessionByPublicId(db, userId, publicId, now.toISOString());
  if (!row) return null;
  await deleteSession(db, row.id);
  return { wasCurrent: row.id === currentId };
}

export async function deleteExpired(db: Kysely<Database>, now: Date): Promise<number> {
  return deleteExpiredSessions(db, now.toISOString());
}
