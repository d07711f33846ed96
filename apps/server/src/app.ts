import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import cookie from '@fastify/cookie';
import path from 'node:path';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import { createDatabase, type DatabaseHandle, type SqlDialect } from './db/database';
import type { Database } from './db/schema';
import type { StorageState } from './db/storage-full';
import { accountsPublicRoutes, accountsRoutes } from './features/accounts/accounts.routes';
import { billingRoutes, billingWebhookRoutes } from './features/billing/billing.routes';
import type { PaymentProvider } from './features/billing/payment-provider';
import { createStripeCheckout } from './features/billing/stripe-checkout';
import { blindSchedulesRoutes } from './features/blind-schedules/blind-schedules.routes';
import { createPasswordHasher, type PasswordHasher } from './features/accounts/password-hasher';
import { sessionAuthPlugin } from './features/accounts/session-auth';
import { clubsRoutes } from './features/clubs/clubs.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { devMailboxRoutes } from './features/dev-mailbox/dev-mailbox.routes';
import {
  calendarFeedPublicRoutes,
  gameCalendarRoutes,
} from './features/games/game-calendar.routes';
import {
  gameNightHubPlugin,
  gameNightRoutes,
  serverTimeRoutes,
} from './features/game-night/game-night.routes';
import { gameJoinRoutes } from './features/games/game-join.routes';
import { createReminderWorker, type ReminderWorker } from './features/games/game-reminders';
import { gamesRoutes } from './features/games/games.routes';
import { payoutsRoutes } from './features/payouts/payouts.routes';
import { leaguesRoutes } from './features/leagues/leagues.routes';
import { invitePreviewRoutes, membersRoutes } from './features/members/members.routes';
import { settingsRoutes } from './features/settings/settings.routes';
import { healthRoutes } from './features/health/health.routes';
import { mediaRoutes } from './features/media/media.routes';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';
import { mailPreferencesRoutes } from './features/profile/mail-preferences.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { resultsRoutes } from './features/results/results.routes';
import { seasonImportRoutes } from './features/results/season-import.routes';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes';
import { createMailOutbox, type MailOutbox } from './mail/mail-outbox';
import { createMailer, type Mailer } from './mail/mailer';
import { apiDocsRoutes } from './plugins/api-docs';
import { compressionPlugin } from './plugins/compression';
import { csrfPlugin } from './plugins/csrf';
import { errorHandlerPlugin } from './plugins/error-handler';
import { jsonBodyPlugin } from './plugins/json-body';
import { hideFromApiDocument, openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { demoDailyLimitPlugin } from './features/demo/demo-daily-limit';
import { demoRebuildPlugin } from './features/demo/demo-rebuild';
import { buildDemoSeedApp } from './features/demo/demo-seed-app';
import { securityHeadersPlugin } from './plugins/security-headers';
import { signedInScope } from './plugins/signed-in-scope';
import { spaPlugin } from './plugins/spa';
import { timeZonePlugin } from './plugins/time-zone';
import { clubRoutePlugin } from './policy/club-route';
import { RateLimiter } from './rate-limit/rate-limiter';
import { createLocalMediaStorage, type MediaStorage } from './storage/media-storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    dialect: SqlDialect;
    /** Whether the database took its last write (a full disk; decision 0020). */
    storage: StorageState;
    /** The SQLite file, or null (PostgreSQL, in memory). */
    sqliteFile: string | null;
    mailer: Mailer;
    /** Stores mails before answering and delivers them after, with retries. */
    outbox: MailOutbox;
    rateLimiter: RateLimiter;
    /** The clock every time-dependent service reads (sessions, tokens, throttling). */
    now: () => Date;
    passwordHasher: PasswordHasher;
    /** Uploaded files (avatars), under DATA_DIR/media by default. */
    media: MediaStorage;
    /** Mails game reminders a day ahead, every REMINDER_INTERVAL_SECONDS once the app is ready. */
    reminders: ReminderWorker;
    /** Takes upgrades (Stripe Checkout); null with billing off (decision 0038). */
    payments: PaymentProvider | null;
  }
}

export interface BuildAppOptions {
  /**
   * An open, migrated database. The caller keeps ownership and closes it after the app.
   * Without it the app opens one from `config.database` and closes it on `app.close()`.
   */
  database?: DatabaseHandle;
  /** Overrides the Mailer built from SMTP_URL. */
  mailer?: Mailer;
  /** Overrides the pino options derived from LOG_LEVEL and NODE_ENV. */
  logger?: FastifyServerOptions['logger'];
  /** The clock; tests move it to expire tokens, sessions and throttles. */
  now?: () => Date;
  /** Overrides the OWASP-cost argon2id hasher (tests use cheaper parameters). */
  passwordHasher?: PasswordHasher;
  /** How often unsent mails are retried; 0 turns the timer off (tests call `retryDue`). */
  outboxRetryIntervalMs?: number;
  /** Told about every route as it is registered (the access-matrix test lists them). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Overrides the payment provider built from the STRIPE_* settings (tests give the Stripe
   * adapter a fake HTTP client); null: none.
   */
  paymentProvider?: PaymentProvider | null;
}

function canPrettyPrint(): boolean {
  try {
    // pino-pretty is a dev dependency: a production install does not have it.
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY && canPrettyPrint();
  return {
    level: config.logLevel,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/**
 * Fastify treats a bare hop count as "trust nothing" (a client reaching the app directly could
 * forge the hops), so TRUST_PROXY=<n> becomes Express's meaning: trust the nearest n hops.
 * Only use it when the app is reachable solely through the proxies; otherwise list them.
 */
function trustProxyOption(trustProxy: Config['trustProxy']) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}

/** Builds the whole app, ready to `listen()` (the caller decides where). */
export async function buildApp(config: Config, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: trustProxyOption(config.trustProxy),
    // Client-supplied ids could be forged or collide across processes; always make our own.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // Slashes matter (Django-style paths end in one), so /api/health and /api/health/ differ.
    routerOptions: { ignoreTrailingSlash: false },
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    createDatabase(config, {
      onPoolError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
    });
  const now = options.now ?? (() => new Date());
  const mailer =
    options.mailer ??
    createMailer({
      db: database.db,
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      log: app.log,
      now,
    });
  const outbox = createMailOutbox({
    db: database.db,
    mailer,
    now,
    log: app.log,
    retryIntervalMs: options.outboxRetryIntervalMs,
  });
  const rateLimiter = new RateLimiter(database.db, now);
  const reminders = createReminderWorker(
    { db: database.db, mail: outbox, now, appUrl: config.appUrl, log: app.log },
    config.reminderIntervalSeconds * 1000,
  );
  const passwordHasher = options.passwordHasher ?? createPasswordHasher();

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);
  app.decorate('storage', database.storage);
  app.decorate('sqliteFile', database.sqliteFile);
  app.decorate('mailer', mailer);
  app.decorate('outbox', outbox);
  app.decorate('rateLimiter', rateLimiter);
  app.decorate('now', now);
  app.decorate('passwordHasher', passwordHasher);
  app.decorate('media', createLocalMediaStorage(path.join(config.dataDir, 'media')));
  app.decorate('reminders', reminders);
  app.decorate(
    'payments',
    options.paymentProvider !== undefined
      ? options.paymentProvider
      : config.billingEnabled && config.stripe
        ? createStripeCheckout(config.stripe)
        : null,
  );
  // The first unknown-email login would otherwise pay for hashing the dummy password and
  // answer slower than a wrong password does.
  app.addHook('onReady', async () => {
    await passwordHasher.verifyAgainstDummy('warm-up');
  });
  app.addHook('onReady', async () => reminders.start());
  app.addHook('onClose', async () => {
    // A reminder pass in progress finishes, then its deliveries (or they fail into the outbox).
    await reminders.stop();
    // Deliveries started before the close finish (or fail into the outbox) first.
    await outbox.stop();
    await mailer.close();
    if (ownsDatabase) await database.destroy();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Order matters: headers apply to every answer, the session is known before CSRF checks its
  // token, and CSRF refuses before rate limiting counts. The API description comes first: it
  // describes the routes as they are registered.
  await app.register(openApiPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(compressionPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityHeadersPlugin, { appUrl: config.appUrl });
  await app.register(cookie);
  await app.register(timeZonePlugin);
  await app.register(sessionAuthPlugin, { secure: config.appUrl.startsWith('https:') });
  await app.register(csrfPlugin, {
    secretKey: config.secretKey,
    appUrl: config.appUrl,
    bindingOf: (request) => request.session?.csrf_secret ?? null,
  });
  await app.register(rateLimitPlugin, { rateLimiter });
  await app.register(demoDailyLimitPlugin, { rateLimiter, limit: config.demoDailyLimit, now });
  await app.register(demoRebuildPlugin, {
    hourUtc: config.demoRebuildHourUtc,
    // Rebuilt through an app of its own on this database: no mail stored, no timers, no logs.
    seedApp: () => buildDemoSeedApp(config, database, buildApp, now),
  });
  // Routes that declare a club action (`config: { club: 'club:manage' }`) are authorized here.
  await app.register(clubRoutePlugin);
  await app.register(gameNightHubPlugin);

  // Anyone may call these.
  await app.register(healthRoutes);
  await app.register(apiDocsRoutes);
  await app.register(serverTimeRoutes);
  await app.register(contactRoutes);
  await app.register(accountsPublicRoutes);
  await app.register(invitePreviewRoutes);
  await app.register(gameJoinRoutes);
  await app.register(calendarFeedPublicRoutes);
  await app.register(billingWebhookRoutes);
  // Everything else under /api needs a signed-in caller: one scope says so for all of it.
  await app.register(signedInScope, {
    routes: [
      accountsRoutes,
      profileRoutes,
      mailPreferencesRoutes,
      onboardingRoutes,
      clubsRoutes,
      subscriptionsRoutes,
      billingRoutes,
      blindSchedulesRoutes,
      leaguesRoutes,
      membersRoutes,
      settingsRoutes,
      gamesRoutes,
      gameCalendarRoutes,
      gameNightRoutes,
      resultsRoutes,
      dashboardRoutes,
      seasonImportRoutes,
      payoutsRoutes,
    ],
  });
  // Not under /api: uploaded files, and the local mailbox outside production.
  await app.register(mediaRoutes);
  if (config.nodeEnv !== 'production') await app.register(devMailboxRoutes);

  await app.register(spaPlugin, { webDistDir: config.webDistDir, appUrl: config.appUrl });
  // Routes added to the built app (tests') are not part of the API description.
  app.addHook('onRoute', hideFromApiDocument);
  return app;
}
