import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MailQueue } from '../../mail/mail-outbox';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import type { MediaStorage } from '../../storage/media-storage';
import type { PasswordHasher } from './password-hasher';

/**
 * What the account services (registration, login, passwords, email change, account deletion)
 * need.
 */
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

/** What the account services need, taken from the app (also used by the profile feature). */
export function accountsDependencies(app: FastifyInstance): AccountsDependencies {
  return {
    db: app.db,
    mail: app.outbox,
    media: app.media,
    hasher: app.passwordHasher,
    rateLimiter: app.rateLimiter,
    now: app.now,
    appUrl: app.config.appUrl,
    secretKey: app.config.secretKey,
    passwordResetTimeoutSeconds: app.config.passwordResetTimeoutSeconds,
    billingEnabled: app.config.billingEnabled,
  };
}
