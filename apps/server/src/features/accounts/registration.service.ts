import {
  AUTH_DETAILS,
  MESSAGES,
  type FieldErrors,
  type RegistrationRequest,
  type RegistrationWithInviteRequest,
} from '@felt/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { FormError } from '../../http-error';
import { slugify } from '../../slugs/slugify';
import { insertNewClub } from '../clubs/clubs.service';
import { invitedRegistrationErrors, joinInvitedClub } from '../members/invited-registration';
import { emailVerificationMail } from './account-mails';
import { consumeOrThrottle, VERIFICATION_RESENDS_PER_EMAIL } from './account-throttles';
import type { AccountsDependencies } from './accounts.dependencies';
import { appLink, queueMail, tokenError, tokenSubject, userOfLink } from './mailed-links';
import { validatePassword } from './password-policy';
import { createUserToken, DEFAULT_TOKEN_MAX_AGE_SECONDS, makeUidb64 } from './tokens';
import { findUserByEmail, freeUserSlug, insertUser, markEmailVerified } from './users.repository';

// Registration (with or without an invitation) and email verification.

const VERIFICATION_MAX_AGE_SECONDS = DEFAULT_TOKEN_MAX_AGE_SECONDS;
const SLUG_ATTEMPTS = 3;

const VERIFICATION_LINK = {
  expired: AUTH_DETAILS.verificationLinkExpired,
  invalid: AUTH_DETAILS.verificationLinkInvalid,
};

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
    const at = deps.now().toISOString();
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
    await insertNewClub(trx, {
      name: input.club_name,
      ownerId: user.id,
      timezone: user.timezone,
      at,
    });
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
  const url = appLink(deps, `/accounts/verify-email/${makeUidb64(user.id)}/${token}`);
  return queueMail(
    deps,
    db,
    user.email,
    emailVerificationMail({ appUrl: deps.appUrl, firstName: user.first_name, link: url }),
  );
}

/** Marks the address verified; the link stops working once it has (it signs email_verified_at). */
export async function verifyEmail(
  deps: AccountsDependencies,
  input: { uid: string; token: string },
): Promise<{ email: string }> {
  const user = await userOfLink(
    deps,
    input,
    'email-verification',
    VERIFICATION_MAX_AGE_SECONDS,
    VERIFICATION_LINK,
  );
  const applied = await markEmailVerified(deps.db, user.id, deps.now().toISOString());
  if (!applied) throw tokenError('invalid', VERIFICATION_LINK);
  return { email: user.email };
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
