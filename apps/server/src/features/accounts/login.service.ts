import { MESSAGES } from '@felt/contract';
import type { UserRow } from '../../db/schema';
import { isStorageFull } from '../../db/storage-full';
import { FormError } from '../../http-error';
import { guessKeys, reserveGuess } from './account-throttles';
import type { AccountsDependencies } from './accounts.dependencies';
import {
  endSession,
  startSession,
  type RequestOrigin,
  type StartedSession,
} from './sessions.service';
import { findUserByEmail, recordLogin, replacePasswordHash } from './users.repository';

const badCredentials = () => FormError.fields({ non_field_errors: [MESSAGES.badCredentials] });

export interface LoggedIn extends StartedSession {
  user: UserRow;
  /** Why a write the login could do without failed (a full disk), for the log. */
  skipped: unknown[];
}

/**
 * Runs a write the login does not need: on a full disk it is skipped (and reported) rather
 * than refusing the login (decision 0020). Any other failure still fails the login.
 */
async function unlessStorageFull<T>(
  write: () => Promise<T>,
  skipped: unknown[],
): Promise<T | undefined> {
  try {
    return await write();
  } catch (error) {
    if (!isStorageFull(error)) throw error;
    skipped.push(error);
    return undefined;
  }
}

/**
 * Unknown email and wrong password fail alike, in body and in time (the dummy hash).
 * An unverified account is told so only once its password is right. Success starts a new
 * session and ends the one the request came with, so the id always changes on login.
 */
export async function logIn(
  deps: AccountsDependencies,
  input: { email: string; password: string },
  origin: RequestOrigin,
  previousSessionId: string | null,
): Promise<LoggedIn> {
  const guess = await reserveGuess(deps, guessKeys(input.email, origin.ip));

  const user = await findUserByEmail(deps.db, input.email);
  const ok = user
    ? await deps.hasher.verifyPassword(user.password_hash, input.password)
    : await deps.hasher.verifyAgainstDummy(input.password);
  if (!user || !ok) throw badCredentials();
  await guess.succeeded();
  if (!user.email_verified_at) {
    throw new FormError({ email_verified: false, error: MESSAGES.emailNotVerified });
  }

  await deps.rateLimiter.reset(`login:email:${input.email}`);
  if (previousSessionId) await endSession(deps.db, previousSessionId);
  const now = deps.now();
  const skipped: unknown[] = [];
  let current: UserRow = user;
  const recorded = await unlessStorageFull(async () => {
    await recordLogin(deps.db, user.id, now.toISOString());
    return true;
  }, skipped);
  if (recorded) current = { ...current, last_login_at: now.toISOString() };
  if (deps.hasher.needsRehash(user.password_hash)) {
    const newHash = await deps.hasher.hashPassword(input.password);
    const at = deps.now().toISOString();
    const replaced = await unlessStorageFull(
      () =>
        replacePasswordHash(deps.db, {
          id: user.id,
          expectedHash: user.password_hash,
          newHash,
          at,
        }),
      skipped,
    );
    if (replaced) current = { ...current, password_hash: newHash, updated_at: at };
  }
  const started = await startSession(deps.db, user.id, origin, now);
  return { ...started, user: current, skipped };
}
