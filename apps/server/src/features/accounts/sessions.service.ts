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
  type SessionSeen,
} from './sessions.repository';
import { hashToken, randomToken } from './tokens';
import { describeDevice } from './user-agent';

export const SESSION_COOKIE = 'sessionid';
/** Two weeks, sliding: every use (at most once a minute) pushes the end back. */
export const SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;
/** Refresh last_seen_at/expires_at at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;
/**
 * How long a slide waits for others to share its commit. It delays one read per session a
 * minute by this much, and does not block anything meanwhile; a commit blocks the whole
 * process on SQLite (an fsync, 1 to 20 ms depending on the disk).
 */
const TOUCH_GROUP_WINDOW_MS = 10;
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

/**
 * Slides sessions in groups (group commit): the touches asked for within a few milliseconds
 * of each other, or while the previous group is being written, are written together in one
 * transaction, so 200 phones opening the app at once cost a commit (an
 * fsync) or a few instead of 200 in a row (decision 0025). Each caller still waits for its
 * own group, so the slide is stored before the answer says so, and a failure reaches every
 * caller of that group.
 */
export class SessionToucher {
  #pending = new Map<string, SessionSeen>();
  /** The write that will take `#pending`, once scheduled. */
  #next: Promise<void> | null = null;
  /** The write in flight (settled or not); the next one starts after it. */
  #running: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: Kysely<Database>) {}

  touch(id: string, seen: SessionSeen): Promise<void> {
    this.#pending.set(id, seen);
    if (!this.#next) {
      this.#next = this.#running
        .then(() => new Promise<void>((resolve) => setTimeout(resolve, TOUCH_GROUP_WINDOW_MS)))
        .then(() => {
          const group = this.#pending;
          this.#pending = new Map();
          this.#next = null;
          return this.db.transaction().execute(async (trx) => {
            for (const [id, seen] of group) await touchSession(trx, id, seen);
          });
        });
      this.#running = this.#next.catch(() => undefined);
    }
    return this.#next;
  }
}

/** The live session a cookie token names, extended when last seen over a minute ago. */
export async function resolveSession(
  db: Kysely<Database>,
  token: string,
  origin: RequestOrigin,
  now: Date,
  toucher: SessionToucher = new SessionToucher(db),
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
    await toucher.touch(session.id, seen);
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
