import { ConfigError, loadConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrator';

/** host:port/database, without credentials. */
function postgresLocation(connectionString: string): string {
  const url = new URL(connectionString);
  return `${url.host}${url.pathname}`;
}

/** `npm run db:migrate`: applies pending migrations to DATABASE_URL and says which. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = createDatabase(config);
  const where =
    config.database.dialect === 'sqlite'
      ? `SQLite ${config.database.filename}`
      : `PostgreSQL ${postgresLocation(config.database.connectionString)}`;
  try {
    const applied = await migrateToLatest(database);
    const lines =
      applied.length === 0
        ? [`${where}: already up to date.`]
        : [`${where}: applied ${applied.length} migration(s):`, ...applied.map((n) => `  ${n}`)];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await database.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof ConfigError ? error.message : `Migration failed: ${error instanceof Error ? error.message : String(error)}`}\n`,
  );
  process.exit(1);
});
