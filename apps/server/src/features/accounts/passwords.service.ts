import { AUTH_DETAILS, MESSAGES } from '@felt/contract';
import type { UserRow } from '../../db/schema';
import { FormError } from '../../http-error';
import { passwordChangedNoticeMail, passwordResetMail } from './account-mails';
import {
  checkPasswordThrottled,
  consumeOrThrottle,
  PASSWORD_RESETS_PER_EMAIL,
} from './account-throttles';
import type { AccountsDependencies } from './accounts.dependencies';
import { appLink, queueMail, tokenError, tokenSubject, userOfLink } from './mailed-links';
import { validatePassword } from './password-policy';
import { endSessionsOfUser, rotateSessionCsrfSecret, type RequestOrigin } from './sessions.service';
import { createUserToken, makeUidb64 } from './tokens';
import { findUserByEmail, replacePasswordHash } from './users.repository';

// Password reset by mailed link, and the signed-in user's password change.

const RESET_LINK = {
  expired: AUTH_DETAILS.resetLinkExpired,
  invalid: AUTH_DETAILS.resetLinkInvalid,
};

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
  const url = appLink(deps, `/auth/reset-password/${makeUidb64(user.id)}/${token}`);
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
    at: deps.now().toISOString(),
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
      at: deps.now().toISOString(),
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
