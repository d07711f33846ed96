import { AUTH_DETAILS, MESSAGES } from '@felt/contract';
import type { UserRow } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { FormError, HttpError } from '../../http-error';
import {
  emailChangeConfirmationMail,
  emailChangedNoticeMail,
  emailChangeRequestedNoticeMail,
} from './account-mails';
import { checkPasswordThrottled } from './account-throttles';
import type { AccountsDependencies } from './accounts.dependencies';
import {
  claimEmailChangeRequest,
  findEmailChangeRequest,
  replaceEmailChangeRequest,
} from './email-changes.repository';
import { appLink, queueMail, tokenError } from './mailed-links';
import type { RequestOrigin } from './sessions.service';
import { DEFAULT_TOKEN_MAX_AGE_SECONDS, hashToken, randomToken } from './tokens';
import { changeEmail, findUserByEmail, findUserById } from './users.repository';

// Moving an account to a new email address: asked for, mailed, confirmed by the link.

const EMAIL_CHANGE_MAX_AGE_SECONDS = DEFAULT_TOKEN_MAX_AGE_SECONDS;

const EMAIL_CHANGE_LINK = {
  expired: AUTH_DETAILS.emailChangeLinkExpired,
  invalid: AUTH_DETAILS.emailChangeLinkInvalid,
};

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
      at: now.toISOString(),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_MAX_AGE_SECONDS * 1000).toISOString(),
    });
    const confirmation = await queueMail(
      deps,
      trx,
      newEmail,
      emailChangeConfirmationMail({
        appUrl: deps.appUrl,
        firstName: user.first_name,
        link: appLink(deps, `/accounts/email-change/verify/${token}`),
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
export async function confirmEmailChange(
  deps: AccountsDependencies,
  token: string,
): Promise<{ user_id: number; email: string }> {
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
      if (!(await claimEmailChangeRequest(trx, request.id, now.toISOString()))) {
        throw tokenError('invalid', EMAIL_CHANGE_LINK);
      }
      const owner = await findUserByEmail(trx, request.new_email);
      if (owner && owner.id !== user.id) throw emailTaken();
      await changeEmail(trx, user.id, request.new_email, now.toISOString());
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
  return { user_id: user.id, email: request.new_email };
}
