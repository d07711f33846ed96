import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrator';
import { findDemoClub } from './features/demo/demo-club';
import { seedDemoClub } from './features/demo/demo-seed';
import type { Mailer } from './mail/mailer';

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
 * `npm run db:seed-demo`: (re)builds the demo club in DATABASE_URL (decision 0032), migrating
 * first. `--if-missing` (what `npm start` runs) leaves an existing demo club alone.
 */
async function main(): Promise<void> {
  const ifMissing = process.argv.includes('--if-missing');
  // The seed's own app sends no mail (its accounts are at .invalid) and runs no timers.
  const config = { ...loadConfig(), reminderIntervalSeconds: 0 };
  const database = createDatabase(config);
  try {
    await migrateToLatest(database);
    if (ifMissing && (await findDemoClub(database.db))) {
      process.stdout.write('Demo club: already there.\n');
      return;
    }
    const app = await buildApp(config, {
      database,
      logger: false,
      mailer: discardingMailer,
      outboxRetryIntervalMs: 0,
    });
    try {
      await app.ready();
      const started = Date.now();
      const summary = await seedDemoClub(app);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `Demo club ${summary.clubSlug} built in ${seconds} s: ${summary.members} members, ` +
          `${summary.leagues} leagues, ${summary.seasons} seasons, ${summary.blindStructures} ` +
          `blind structures, ${summary.recordedGames} recorded games, ${summary.upcomingGames} ` +
          `upcoming, ${summary.runningGameSlug} running now, season ${summary.runningSeasonSlug}.\n`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Demo seed failed: ${error instanceof Error ? error.message : String(error)}`}\n`,
  );
  process.exit(1);
});
