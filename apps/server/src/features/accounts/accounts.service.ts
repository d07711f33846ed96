import {
  ACCOUNT_DELETE_CONFIRMATION,
  ACCOUNT_MESSAGES,
  AUTH_DETAILS,
  MESSAGES,
  type FieldErrors,
  type RegistrationRequest,
  type RegistrationWithInviteRequest,
} from '@felt/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { FormError, HttpError } from '../../http-error';
import type { MailQueue } from '../../mail/mail-outbox';
import type { MediaStorage } from '../../storage/media-storage';
import type { RateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter';
import { slugify } from '../../slugs/slugify';
import {
  accountDeletedMail,
  emailChangeConfirmationMail,
  emailChangedNoticeMail,
  emailChangeRequestedNoticeMail,
  emailVerificationMail,
  passwordChangedNoticeMail,
  passwordResetMail,
  type AccountMail,
} from './account-mails';
import { deleteClub, listOwnedClubs } from '../../clubs/clubs.repository';
import {
  claimEmailChangeRequest,
  findEmailChangeRequest,
  replaceEmailChangeRequest,
} from './email-changes.repository';
import type { PasswordHasher } from './password-hasher';
import { validatePassword } from './password-policy';
import {
  endSession,
  endSessionsOfUser,
  rotateSessionCsrfSecret,
  startSession,
  type RequestOrigin,
  type StartedSession,
} from './sessions.service';
import {
  checkUserToken,
  createUserToken,
  DEFAULT_TOKEN_MAX_AGE_SECONDS,
  hashToken,
  makeUidb64,
  parseUidb64,
  randomToken,
  type UserTokenPurpose,
  type UserTokenSubject,
} from './tokens';
import {
  changeEmail,
  deleteUser,
  findUserByEmail,
  findUserById,
  freeUserSlug,
  insertUser,
  markEmailVerified,
  recordLogin,
  replacePasswordHash,
} from './users.repository';
import { insertNewClub } from '../clubs/clubs.service';
import { invitedRegistrationErrors, joinInvitedClub } from '../members/invited-registration';

export interface AccountsDependencies {
  db: Kysely<Database>;
  /** Mails are stored before the answer (in the same transaction) and sent after it. */
  mail: MailQueue;
  /** Uploaded files (the avatar is removed with the account). */
  media: MediaStorage;
  hasher: PasswordHasher;
  rateLimiter: RateLimiter;
  now: () => Date;
  /** APP_URL, the origin mailed links point at. */
  appUrl: string;
  /** SECRET_KEY, which signs verification and reset links. */
  secretKey: string;
  /** PASSWORD_RESET_TIMEOUT. */
  passwordResetTimeoutSeconds: number;
  /** BILLING_ENABLED: plan limits apply to a club joined with an invitation. */
  billingEnabled: boolean;
}

/** Failed logins: per submitted email (guessing one account) and per IP (spraying many). */
export const LOGIN_FAILURES_PER_EMAIL: RateLimitRule = { max: 5, windowSeconds: 5 * 60 };
export const LOGIN_FAILURES_PER_IP: RateLimitRule = { max: 10, windowSeconds: 60 };
export const PASSWORD_RESETS_PER_EMAIL: RateLimitRule = { max: 5, windowSeconds: 60 };
export const VERIFICATION_RESENDS_PER_EMAIL: RateLimitRule = { max: 3, windowSeconds: 10 * 60 };

const VERIFICATION_MAX_AGE_SECONDS = DEFAULT_TOKEN_MAX_AGE_SECONDS;
const EMAIL_CHANGE_MAX_AGE_SECONDS = DEFAULT_TOKEN_MAX_AGE_SECONDS;
const SLUG_ATTEMPTS = 3;

const iso = (date: Date) => date.toISOString();

function tokenSubject(user: UserRow): UserTokenSubject {
  return {
    id: user.id,
    passwordHash: user.password_hash,
    email: user.email,
    emailVerifiedAt: user.email_verified_at,
    lastLoginAt: user.last_login_at,
  };
}

function link(deps: AccountsDependencies, path: string): string {
  return `${deps.appUrl.replace(/\/+$/, '')}${path}`;
}

/** Stores the mail in `db` (the caller's transaction, if any); returns the outbox id. */
function queueMail(
  deps: AccountsDependencies,
  db: Kysely<Database>,
  to: string,
  mail: AccountMail,
): Promise<number> {
  return deps.mail.enqueue(db, { to, subject: mail.subject, text: mail.text, html: mail.html });
}

function tokenError(kind: 'expired' | 'invalid', details: { expired: string; invalid: string }) {
  return kind === 'expired'
    ? new HttpError(400, details.expired, 'token_expired', { token_expired: true })
    : new HttpError(400, details.invalid, 'token_invalid', { token_invalid: true });
}

const VERIFICATION_LINK = {
  expired: AUTH_DETAILS.verificationLinkExpired,
  invalid: AUTH_DETAILS.verificationLinkInvalid,
};
const RESET_LINK = {
  expired: AUTH_DETAILS.resetLinkExpired,
  invalid: AUTH_DETAILS.resetLinkInvalid,
};
const EMAIL_CHANGE_LINK = {
  expired: AUTH_DETAILS.emailChangeLinkExpired,
  invalid: AUTH_DETAILS.emailChangeLinkInvalid,
};

async function consumeOrThrottle(deps: AccountsDependencies, key: string, rule: RateLimitRule) {
  const result = await deps.rateLimiter.consume(key, rule);
  if (!result.allowed) throw HttpError.throttled(result.retryAfterSeconds);
}

// ---------------------------------------------------------------------------------------------
// Registration and email verification

/**
 * Creates an unverified user, the user's own club and the owner membership in one transaction,
 * then mails the verification link. With an `invite_token` instead, the user starts verified
 * (the invitation proved the address), joins the inviting club and gets no club (decision
 * 0011); no mail is sent. Every field problem is reported at once. Returns whether the user
 * joined by invitation.
 */
export async function register(
  deps: AccountsDependencies,
  input: RegistrationWithInviteRequest,
): Promise<{ user: UserRow; invited: boolean }> {
  const errors: FieldErrors = {};
  if (await findUserByEmail(deps.db, input.email)) errors.email = [MESSAGES.emailTaken];
  const weaknesses = validatePassword(input.password1, {
    email: input.email,
    first_name: input.first_name,
    last_name: input.last_name,
  });
  if (weaknesses.length > 0) errors.password1 = weaknesses;
  if (input.invite_token) {
    const inviteErrors = await invitedRegistrationErrors(deps.db, {
      token: input.invite_token,
      email: input.email,
      now: deps.now(),
    });
    for (const [field, messages] of Object.entries(inviteErrors)) {
      errors[field] = [...(errors[field] ?? []), ...messages];
    }
  }
  if (Object.keys(errors).length > 0) throw FormError.fields(errors);

  const passwordHash = await deps.hasher.hashPassword(input.password1);
  if (input.invite_token) {
    const user = await createInvitedUser(deps, input, input.invite_token, passwordHash);
    return { user, invited: true };
  }
  const { user, mailId } = await createUserWithClub(
    deps,
    { ...input, club_name: input.club_name ?? '' },
    passwordHash,
  );
  deps.mail.deliverSoon(mailId);
  return { user, invited: false };
}

/**
 * Creates the user, and what comes with the account, in one transaction. Two sign-ups may pick
 * the same free slug at once; the loser retries with a fresh look. A taken email is a field
 * error, whichever request lost the race.
 */
async function createUser<T>(
  deps: AccountsDependencies,
  input: { email: string; first_name: string; last_name: string },
  passwordHash: string,
  { verified }: { verified: boolean },
  withUser: (trx: Transaction<Database>, user: UserRow, at: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const at = iso(deps.now());
    try {
      return await deps.db.transaction().execute(async (trx) => {
        const slug = await freeUserSlug(
          trx,
          slugify(`${input.first_name} ${input.last_name}`, 'player'),
        );
        const user = await insertUser(trx, {
          slug,
          email: input.email,
          password_hash: passwordHash,
          first_name: input.first_name,
          last_name: input.last_name,
          venmo_handle: null,
          paypal_handle: null,
          avatar_path: null,
          email_verified_at: verified ? at : null,
          last_login_at: null,
          created_at: at,
          updated_at: at,
        });
        return withUser(trx, user, at);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await findUserByEmail(deps.db, input.email)) {
        throw FormError.fields({ email: [MESSAGES.emailTaken] });
      }
      if (attempt >= SLUG_ATTEMPTS) throw error;
    }
  }
}

/** The invitation proved the address, so the account starts verified and joins that club. */
function createInvitedUser(
  deps: AccountsDependencies,
  input: RegistrationWithInviteRequest,
  token: string,
  passwordHash: string,
): Promise<UserRow> {
  return createUser(deps, input, passwordHash, { verified: true }, async (trx, user, at) => {
    await joinInvitedClub(trx, {
      token,
      email: input.email,
      userId: user.id,
      at,
      now: deps.now(),
      billingEnabled: deps.billingEnabled,
    });
    return user;
  });
}

function createUserWithClub(
  deps: AccountsDependencies,
  input: RegistrationRequest,
  passwordHash: string,
): Promise<{ user: UserRow; mailId: number }> {
  return createUser(deps, input, passwordHash, { verified: false }, async (trx, user, at) => {
    await insertNewClub(trx, { name: input.club_name, ownerId: user.id, at });
    // The answer promises this mail: it commits with the account or not at all.
    const mailId = await queueVerificationMail(deps, trx, user);
    return { user, mailId };
  });
}

function queueVerificationMail(
  deps: AccountsDependencies,
  db: Kysely<Database>,
  user: UserRow,
): Promise<number> {
  const token = createUserToken({
    secret: deps.secretKey,
    purpose: 'email-verification',
    user: tokenSubject(user),
    now: deps.now(),
  });
  const url = link(deps, `/accounts/verify-email/${makeUidb64(user.id)}/${token}`);
  return queueMail(
    deps,
    db,
    user.email,
    emailVerificationMail({ appUrl: deps.appUrl, firstName: user.first_name, link: url }),
  );
}

/** The user a uid/token link names, if the token is valid for `purpose`; else a token error. */
async function userOfLink(
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

/** Marks the address verified; the link stops working once it has (it signs email_verified_at). */
export async function verifyEmail(
  deps: AccountsDependencies,
  input: { uid: string; token: string },
): Promise<void> {
  const user = await userOfLink(
    deps,
    input,
    'email-verification',
    VERIFICATION_MAX_AGE_SECONDS,
    VERIFICATION_LINK,
  );
  const applied = await markEmailVerified(deps.db, user.id, iso(deps.now()));
  if (!applied) throw tokenError('invalid', VERIFICATION_LINK);
}

/**
 * Mails a new link to an unverified account. The caller answers the same whether or not the
 * account exists; the throttle is keyed on the submitted address, existing or not.
 */
export async function resendVerification(deps: AccountsDependencies, email: string): Promise<void> {
  await consumeOrThrottle(
    deps,
    `resend-verification:email:${email}`,
    VERIFICATION_RESENDS_PER_EMAIL,
  );
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.email_verified_at) {
    deps.mail.deliverSoon(await queueVerificationMail(deps, deps.db, user));
  }
}

// ---------------------------------------------------------------------------------------------
// Login

function loginThrottled(seconds: number): HttpError {
  return new HttpError(
    429,
    AUTH_DETAILS.loginThrottled(seconds),
    'throttled',
    { retry_after: seconds },
    { headers: { 'retry-after': String(seconds) } },
  );
}

const badCredentials = () => FormError.fields({ non_field_errors: [MESSAGES.badCredentials] });

/** The failure counters one password guess touches. */
function guessKeys(email: string, ip: string | null): [string, RateLimitRule][] {
  const keys: [string, RateLimitRule][] = [[`login:email:${email}`, LOGIN_FAILURES_PER_EMAIL]];
  if (ip) keys.push([`login:ip:${ip}`, LOGIN_FAILURES_PER_IP]);
  return keys;
}

/**
 * Counts the guess against every failure limit before any password is checked, each in one
 * atomic upsert, so a burst of guesses sent at once gets exactly as many checks as the limit
 * allows. Over any limit, the guess is refused unchecked (even the right password) and hands
 * back what it took from the other limits. Returns what to do once the password is checked.
 */
async function reserveGuess(deps: AccountsDependencies, keys: [string, RateLimitRule][]) {
  const results = [];
  for (const [key, rule] of keys) results.push(await deps.rateLimiter.consume(key, rule));
  const wait = Math.max(0, ...results.map((result) => result.retryAfterSeconds));
  if (wait > 0) {
    for (const [index, [key]] of keys.entries()) {
      if (results[index]!.allowed) await deps.rateLimiter.release(key);
    }
    throw loginThrottled(wait);
  }
  return {
    /** The password was right: only failures count, so the hits go back. */
    async succeeded() {
      for (const [key] of keys) await deps.rateLimiter.release(key);
    },
  };
}

/** Checks the user's password under the failed-login throttle; false for a wrong one. */
async function checkPasswordThrottled(
  deps: AccountsDependencies,
  user: UserRow,
  password: string,
  ip: string | null,
): Promise<boolean> {
  const guess = await reserveGuess(deps, guessKeys(user.email, ip));
  const ok = await deps.hasher.verifyPassword(user.password_hash, password);
  if (ok) await guess.succeeded();
  return ok;
}

export interface LoggedIn extends StartedSession {
  user: UserRow;
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
  await recordLogin(deps.db, user.id, iso(now));
  let current: UserRow = { ...user, last_login_at: iso(now) };
  if (deps.hasher.needsRehash(user.password_hash)) {
    const newHash = await deps.hasher.hashPassword(input.password);
    const at = iso(deps.now());
    const replaced = await replacePasswordHash(deps.db, {
      id: user.id,
      expectedHash: user.password_hash,
      newHash,
      at,
    });
    if (replaced) current = { ...current, password_hash: newHash, updated_at: at };
  }
  const started = await startSession(deps.db, user.id, origin, now);
  return { ...started, user: current };
}

// ---------------------------------------------------------------------------------------------
// Passwords

/** Mails a reset link to a known address; the caller answers the same for unknown ones. */
export async function requestPasswordReset(
  deps: AccountsDependencies,
  email: string,
): Promise<void> {
  await consumeOrThrottle(deps, `password-reset:email:${email}`, PASSWORD_RESETS_PER_EMAIL);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = createUserToken({
    secret: deps.secretKey,
    purpose: 'password-reset',
    user: tokenSubject(user),
    now: deps.now(),
  });
  const url = link(deps, `/auth/reset-password/${makeUidb64(user.id)}/${token}`);
  const mailId = await queueMail(
    deps,
    deps.db,
    user.email,
    passwordResetMail({
      appUrl: deps.appUrl,
      firstName: user.first_name,
      link: url,
      lifetimeSeconds: deps.passwordResetTimeoutSeconds,
    }),
  );
  deps.mail.deliverSoon(mailId);
}

function assertStrongPassword(
  password: string,
  user: Pick<UserRow, 'email' | 'first_name' | 'last_name'>,
  field: string,
): void {
  const weaknesses = validatePassword(password, user);
  if (weaknesses.length > 0) throw FormError.fields({ [field]: weaknesses });
}

/**
 * Sets the new password from a reset link and ends every session of the user. The link dies
 * with the old password hash; opening it proved the address, so the email counts as verified.
 * Returns the user id.
 */
export async function confirmPasswordReset(
  deps: AccountsDependencies,
  input: { uid: string; token: string; new_password1: string },
): Promise<number> {
  const user = await userOfLink(
    deps,
    input,
    'password-reset',
    deps.passwordResetTimeoutSeconds,
    RESET_LINK,
  );
  assertStrongPassword(input.new_password1, user, 'new_password1');
  const newHash = await deps.hasher.hashPassword(input.new_password1);
  const replaced = await replacePasswordHash(deps.db, {
    id: user.id,
    expectedHash: user.password_hash,
    newHash,
    at: iso(deps.now()),
    verifyEmail: true,
  });
  if (!replaced) throw tokenError('invalid', RESET_LINK);
  await endSessionsOfUser(deps.db, user.id, null);
  // Whoever holds the mailbox now holds the password: earlier guesses no longer matter.
  await deps.rateLimiter.reset(`login:email:${user.email}`);
  return user.id;
}

/**
 * Changes the signed-in user's password, ends every other session and gives the current one
 * a new CSRF secret (returned). The old password is required, under the login throttle.
 */
export async function changePassword(
  deps: AccountsDependencies,
  user: UserRow,
  sessionId: string,
  input: { old_password: string; new_password1: string },
  origin: RequestOrigin,
): Promise<string> {
  if (!(await checkPasswordThrottled(deps, user, input.old_password, origin.ip))) {
    throw FormError.fields({ old_password: [MESSAGES.wrongOldPassword] });
  }
  assertStrongPassword(input.new_password1, user, 'new_password1');
  const newHash = await deps.hasher.hashPassword(input.new_password1);
  const { csrfSecret, mailId } = await deps.db.transaction().execute(async (trx) => {
    const replaced = await replacePasswordHash(trx, {
      id: user.id,
      expectedHash: user.password_hash,
      newHash,
      at: iso(deps.now()),
    });
    // Another request changed it in between: the old password checked above is stale.
    if (!replaced) throw FormError.fields({ old_password: [MESSAGES.wrongOldPassword] });
    await endSessionsOfUser(trx, user.id, sessionId);
    return {
      csrfSecret: await rotateSessionCsrfSecret(trx, sessionId),
      mailId: await queueMail(
        deps,
        trx,
        user.email,
        passwordChangedNoticeMail({ appUrl: deps.appUrl, firstName: user.first_name }),
      ),
    };
  });
  deps.mail.deliverSoon(mailId);
  return csrfSecret;
}

// ---------------------------------------------------------------------------------------------
// Email change

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,128}$/;

/** Mails a confirmation link to the new address; nothing changes until it is opened. */
export async function requestEmailChange(
  deps: AccountsDependencies,
  user: UserRow,
  input: { new_email: string; password: string },
  origin: RequestOrigin,
): Promise<void> {
  await assertCurrentPassword(deps, user, input.password, origin, 'password');
  await startEmailChange(deps, user, input.new_email, 'new_email');
}

/**
 * The current password proves that the account's owner, not just a session, asks for a
 * change that could take the account away (its email address); checked under the
 * failed-login throttle. Errors go to `field`.
 */
export async function assertCurrentPassword(
  deps: AccountsDependencies,
  user: UserRow,
  password: string | undefined,
  origin: RequestOrigin,
  field: string,
): Promise<void> {
  if (!password) throw FormError.fields({ [field]: [MESSAGES.currentPasswordRequired] });
  if (!(await checkPasswordThrottled(deps, user, password, origin.ip))) {
    throw FormError.fields({ [field]: [MESSAGES.wrongPassword] });
  }
}

/**
 * Starts moving the account to `newEmail`: stores a one-time link, mails it to the new
 * address and tells the current one. The caller has already checked the current password
 * (`assertCurrentPassword`). `field` names the field errors go to.
 */
export async function startEmailChange(
  deps: AccountsDependencies,
  user: UserRow,
  newEmail: string,
  field: string,
): Promise<void> {
  if (newEmail === user.email) throw FormError.fields({ [field]: [MESSAGES.emailUnchanged] });
  if (await findUserByEmail(deps.db, newEmail)) {
    throw FormError.fields({ [field]: [MESSAGES.emailTaken] });
  }
  const token = randomToken();
  const now = deps.now();
  const mailIds = await deps.db.transaction().execute(async (trx) => {
    await replaceEmailChangeRequest(trx, {
      userId: user.id,
      tokenHash: hashToken(token),
      newEmail,
      at: iso(now),
      expiresAt: iso(new Date(now.getTime() + EMAIL_CHANGE_MAX_AGE_SECONDS * 1000)),
    });
    const confirmation = await queueMail(
      deps,
      trx,
      newEmail,
      emailChangeConfirmationMail({
        appUrl: deps.appUrl,
        firstName: user.first_name,
        link: link(deps, `/accounts/email-change/verify/${token}`),
        newEmail,
      }),
    );
    const notice = await queueMail(
      deps,
      trx,
      user.email,
      emailChangeRequestedNoticeMail({ appUrl: deps.appUrl, firstName: user.first_name, newEmail }),
    );
    return [confirmation, notice];
  });
  for (const mailId of mailIds) deps.mail.deliverSoon(mailId);
}

/** Applies a confirmed email change (once) and tells the old address. */
export async function confirmEmailChange(deps: AccountsDependencies, token: string): Promise<void> {
  const request = TOKEN_SHAPE.test(token)
    ? await findEmailChangeRequest(deps.db, hashToken(token))
    : undefined;
  if (!request || request.used_at) throw tokenError('invalid', EMAIL_CHANGE_LINK);
  const now = deps.now();
  if (Date.parse(request.expires_at) <= now.getTime()) {
    throw tokenError('expired', EMAIL_CHANGE_LINK);
  }
  const user = await findUserById(deps.db, request.user_id);
  if (!user) throw tokenError('invalid', EMAIL_CHANGE_LINK);

  const emailTaken = () => new HttpError(400, MESSAGES.emailTaken, 'email_taken');
  let mailId: number;
  try {
    mailId = await deps.db.transaction().execute(async (trx) => {
      if (!(await claimEmailChangeRequest(trx, request.id, iso(now)))) {
        throw tokenError('invalid', EMAIL_CHANGE_LINK);
      }
      const owner = await findUserByEmail(trx, request.new_email);
      if (owner && owner.id !== user.id) throw emailTaken();
      await changeEmail(trx, user.id, request.new_email, iso(now));
      return queueMail(
        deps,
        trx,
        user.email,
        emailChangedNoticeMail({
          appUrl: deps.appUrl,
          firstName: user.first_name,
          newEmail: request.new_email,
        }),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  deps.mail.deliverSoon(mailId);
}

// ---------------------------------------------------------------------------------------------
// Account deletion

export interface DeletedAccount {
  /** Clubs the user owned alone, deleted with the account. */
  deletedClubs: { slug: string; name: string }[];
}

/**
 * Deletes the account after the password and the typed confirmation. Refused while the user
 * owns a club with anyone else in it (they must transfer or delete it first); clubs the user
 * is the only member of are deleted with the account. Sessions, memberships and pending email
 * changes go by cascade; the avatar file is removed and a goodbye mail is sent.
 */
export async function deleteAccount(
  deps: AccountsDependencies,
  user: UserRow,
  input: { password: string; confirm: string },
  origin: RequestOrigin,
): Promise<DeletedAccount> {
  if (input.confirm.trim() !== ACCOUNT_DELETE_CONFIRMATION) {
    throw FormError.fields({ confirm: [ACCOUNT_MESSAGES.confirmDelete] });
  }
  if (!(await checkPasswordThrottled(deps, user, input.password, origin.ip))) {
    throw FormError.fields({ password: [MESSAGES.wrongPassword] });
  }
  const { deletedClubs, mailId } = await deps.db.transaction().execute(async (trx) => {
    // Checked inside the transaction, so a member who joins meanwhile is not deleted away.
    const owned = await listOwnedClubs(trx, user.id);
    const shared = owned.filter((club) => club.otherMemberships > 0);
    if (shared.length > 0) {
      throw new HttpError(400, ACCOUNT_MESSAGES.ownsClubs, 'owns_clubs', {
        clubs: shared.map(({ slug, name, memberCount }) => ({ slug, name, memberCount })),
      });
    }
    for (const club of owned) await deleteClub(trx, club.id);
    const clubs = owned.map(({ slug, name }) => ({ slug, name }));
    const id = await queueMail(
      deps,
      trx,
      user.email,
      accountDeletedMail({
        appUrl: deps.appUrl,
        firstName: user.first_name,
        deletedClubs: clubs.map((club) => club.name),
      }),
    );
    await deleteUser(trx, user.id);
    return { deletedClubs: clubs, mailId: id };
  });
  deps.mail.deliverSoon(mailId);
  if (user.avatar_path) await deps.media.delete(user.avatar_path);
  return { deletedClubs };
}
