import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { AccountMail } from './account-mails';
import type { AccountsDependencies } from './accounts.dependencies';
import {
  checkUserToken,
  parseUidb64,
  type UserTokenPurpose,
  type UserTokenSubject,
} from './tokens';
import { findUserById } from './users.repository';

/*
 * What the account flows share about the links they mail (verification, password reset, email
 * change): where links point, how a mail is queued with the write it acknowledges, and how a
 * uid/token link is read back into its user.
 */

export function tokenSubject(user: UserRow): UserTokenSubject {
  return {
    id: user.id,
    passwordHash: user.password_hash,
    email: user.email,
    emailVerifiedAt: user.email_verified_at,
    lastLoginAt: user.last_login_at,
  };
}

/** `path` on APP_URL, the origin mailed links point at. */
export function appLink(deps: AccountsDependencies, path: string): string {
  return `${deps.appUrl.replace(/\/+$/, '')}${path}`;
}

/** Stores the mail in `db` (the caller's transaction, if any); returns the outbox id. */
export function queueMail(
  deps: AccountsDependencies,
  db: Kysely<Database>,
  to: string,
  mail: AccountMail,
): Promise<number> {
  return deps.mail.enqueue(db, { to, subject: mail.subject, text: mail.text, html: mail.html });
}

export function tokenError(
  kind: 'expired' | 'invalid',
  details: { expired: string; invalid: string },
) {
  return kind === 'expired'
    ? new HttpError(400, details.expired, 'token_expired', { token_expired: true })
    : new HttpError(400, details.invalid, 'token_invalid', { token_invalid: true });
}

/** The user a uid/token link names, if the token is valid for `purpose`; else a token error. */
export async function userOfLink(
  deps: AccountsDependencies,
  input: { uid: string; token: string },
  purpose: UserTokenPurpose,
  maxAgeSeconds: number,
  details: { expired: string; invalid: string },
): Promise<UserRow> {
  const id = parseUidb64(input.uid);
  const user = id === null ? undefined : await findUserById(deps.db, id);
  if (!user) throw tokenError('invalid', details);
  const check = checkUserToken({
    secret: deps.secretKey,
    purpose,
    user: tokenSubject(user),
    token: input.token,
    now: deps.now(),
    maxAgeSeconds,
  });
  if (check !== 'valid') throw tokenError(check, details);
  return user;
}
