import type { FastifyInstance } from 'fastify';
import type { AccountsDependencies } from './accounts.service';

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
