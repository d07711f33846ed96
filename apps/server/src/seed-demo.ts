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
      let outcome = await rebuildDemoClub(app);
      if (outcome.status !== 'rebuilt' && !ifMissing) {
        process.stdout.write('Demo club: another process is building it right now.\n');
        process.exitCode = 1;
        return;
      }
      // --if-missing (several servers starting at once): wait for the other build, so the
      // server starts with the demo club there; should that build fail, its lease is given
      // back and this one builds.
      while (outcome.status !== 'rebuilt') {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        if (await findDemoClub(database.db)) {
          process.stdout.write('Demo club: built by another process.\n');
          return;
        }
        outcome = await rebuildDemoClub(app);
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
