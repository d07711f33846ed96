import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** One-time links (password reset, email verification) stay valid this long by default. */
export const DEFAULT_TOKEN_MAX_AGE_SECONDS = 3 * 24 * 60 * 60;

/** What a one-time link does; part of the signature so one kind cannot stand in for another. */
export type UserTokenPurpose = 'password-reset' | 'email-verification';

/** A timestamp as the database driver returns it (pg gives Date, SQLite gives text). */
type Timestamp = Date | string | number | null | undefined;

export interface UserTokenSubject {
  id: number;
  passwordHash: string | null;
  email: string;
  emailVerifiedAt: Timestamp;
  lastLoginAt: Timestamp;
}

export type UserTokenCheck = 'valid' | 'expired' | 'invalid';

// The link's uid is the decimal id, so at most 16 digits for a safe integer.
const UID_PATTERN = /^[A-Za-z0-9_-]{1,24}$/;
const TOKEN_PATTERN = /^([0-9a-z]{1,10})-([0-9a-f]{64})$/;

/** Django's `urlsafe_base64_encode(force_bytes(pk))`: base64url of the id as text, unpadded. */
export function makeUidb64(userId: number): string {
  return Buffer.from(String(userId), 'utf8').toString('base64url');
}

/** The user id inside a uidb64, or null for anything `makeUidb64` would not have produced. */
export function parseUidb64(uid: string): number | null {
  if (typeof uid !== 'string' || !UID_PATTERN.test(uid)) return null;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9][0-9]{0,15}$/.test(text)) return null;
  const id = Number(text);
  // Round trip rejects alternative spellings of the same id (e.g. stray trailing bits).
  return Number.isSafeInteger(id) && makeUidb64(id) === uid ? id : null;
}

/**
 * `<issued-at, unix seconds base36>-<HMAC-SHA256 hex>`, like Django's PasswordResetTokenGenerator.
 * Nothing is stored: the HMAC covers the user's state that the action changes, so the link dies
 * by itself once used. A reset link dies when the password or the email changes or the user
 * logs in; a verification link dies once the email is verified or changed.
 */
export function createUserToken(input: {
  secret: string;
  purpose: UserTokenPurpose;
  user: UserTokenSubject;
  now?: Date;
}): string {
  const issuedAt = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const timestamp = issuedAt.toString(36);
  return `${timestamp}-${sign(input.secret, input.purpose, input.user, timestamp)}`;
}

/**
 * 'expired' only when the signature is right but older than `maxAgeSeconds`, so the page can
 * offer a new link; a tampered, foreign, used or malformed token is 'invalid'. Never throws.
 */
export function checkUserToken(input: {
  secret: string;
  purpose: UserTokenPurpose;
  user: UserTokenSubject;
  token: string;
  now?: Date;
  maxAgeSeconds?: number;
}): UserTokenCheck {
  const match = typeof input.token === 'string' ? TOKEN_PATTERN.exec(input.token) : null;
  if (!match) return 'invalid';
  const [, timestamp = '', signature = ''] = match;

  const expected = Buffer.from(sign(input.secret, input.purpose, input.user, timestamp), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';

  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const age = nowSeconds - parseInt(timestamp, 36);
  return age > (input.maxAgeSeconds ?? DEFAULT_TOKEN_MAX_AGE_SECONDS) ? 'expired' : 'valid';
}

function sign(
  secret: string,
  purpose: UserTokenPurpose,
  user: UserTokenSubject,
  timestamp: string,
): string {
  const state =
    purpose === 'password-reset'
      ? [user.passwordHash ?? '', normalizeTimestamp(user.lastLoginAt), user.email]
      : [user.email, normalizeTimestamp(user.emailVerifiedAt)];
  // JSON keeps the fields unambiguous ("a|b" + "c" vs "a" + "b|c").
  const message = JSON.stringify(['felt.user-token.v1', purpose, user.id, timestamp, ...state]);
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Same instant, same text, whether it arrives as a Date, epoch milliseconds or ISO text. */
function normalizeTimestamp(value: Timestamp): string {
  if (value === null || value === undefined) return '';
  const ms =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isNaN(ms) ? String(value) : String(ms);
}

/** An unguessable opaque token (sessions, email-change and invite links), base64url. */
export function randomToken(bytes = 32): string {
  if (!Number.isInteger(bytes) || bytes < 16) {
    throw new RangeError('randomToken needs at least 16 bytes of randomness');
  }
  return randomBytes(bytes).toString('base64url');
}

/**
 * What the database stores in place of a random token, so a leaked table grants nothing.
 * Plain SHA-256 suffices: the token carries 256 random bits, nothing to brute-force.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
