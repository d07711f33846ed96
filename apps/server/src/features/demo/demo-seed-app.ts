import type { FastifyInstance } from 'fastify';
import type { buildApp } from '../../app';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import type { Mailer } from '../../mail/mailer';

/**
 * Every mail of the seed's app would go to the demo's `.invalid` accounts: none is stored, so
 * no server sharing the database (its outbox worker) ever tries to send one.
 */
const discardingMailer: Mailer = {
  delivers: false,
  enqueue: () => Promise.resolve(0),
  deliver: () => Promise.resolve(null),
  send: () => Promise.reject(new Error('The demo seed sends no mail.')),
  close: () => Promise.resolve(),
};

/**
 * The app the demo club is built through (decision 0032), by `npm run db:seed-demo` and by the
 * daily rebuild alike: the same routes and rules on `database` (shared, left open), but no
 * mail stored, no timers and no logs, so a build in a serving process sends nothing and does
 * not fill the server's log with its thousand calls. `build` is `buildApp` (passed in, so this
 * module does not import the app it is part of); `now` the serving app's clock.
 */
export async function buildDemoSeedApp(
  config: Config,
  database: DatabaseHandle,
  build: typeof buildApp,
  now?: () => Date,
): Promise<FastifyInstance> {
  const app = await build(
    { ...config, reminderIntervalSeconds: 0, demoRebuildHourUtc: null },
    { database, logger: false, mailer: discardingMailer, outboxRetryIntervalMs: 0, now },
  );
  await app.ready();
  return app;
}
