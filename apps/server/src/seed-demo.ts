import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrator';
import { findDemoClub } from './features/demo/demo-club';
import { rebuildDemoClub } from './features/demo/demo-rebuild';
import { buildDemoSeedApp } from './features/demo/demo-seed-app';

/**
 * `npm run db:seed-demo`: (re)builds the demo club in DATABASE_URL (decision 0032), migrating
 * first. `--if-missing` (what `npm start` runs) leaves an existing demo club alone.
 */
async function main(): Promise<void> {
  const ifMissing = process.argv.includes('--if-missing');
  const config = loadConfig();
  const database = createDatabase(config);
  try {
    await migrateToLatest(database);
    if (ifMissing && (await findDemoClub(database.db))) {
      process.stdout.write('Demo club: already there.\n');
      return;
    }
    // The seed's own app sends no mail (its accounts are at .invalid) and runs no timers.
    const app = await buildDemoSeedApp(config, database, buildApp);
    try {
      const started = Date.now();
      // One build at a time across every process sharing the database (the daily rebuild too).
      const outcome = await rebuildDemoClub(app);
      if (outcome.status !== 'rebuilt') {
        process.stdout.write('Demo club: another process is building it right now.\n');
        if (!ifMissing) process.exitCode = 1;
        return;
      }
      const summary = outcome.summary;
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
