import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, DEFAULT_PORT, loadConfig, type Config } from './config';
import { checkDatabaseFile, checkDataDir, dataDirFromEnv, StartupError } from './data-dir';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrator';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/** The one line an operator looks for. */
function publicUrl(config: Config, port: number): string {
  if (config.port === DEFAULT_PORT) return config.appUrl;
  const wildcard = ['0.0.0.0', '::', ''].includes(config.host);
  const host = wildcard
    ? 'localhost'
    : config.host.includes(':')
      ? `[${config.host}]`
      : config.host;
  return `http://${host}:${port}`;
}

async function main(): Promise<void> {
  // Before loadConfig, which may create DATA_DIR for the secret key.
  checkDataDir(dataDirFromEnv());
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  checkDatabaseFile(config.database);

  const database = createDatabase(config);
  try {
    await migrateToLatest(database);
  } catch (error) {
    await database.destroy();
    throw error;
  }
  const app = await buildApp(config, { database });

  let shuttingDown = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      app.log.warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
    shuttingDown = true;
    app.log.info(`${signal} received: finishing requests in flight, then exiting`);
    const timer = setTimeout(() => {
      app.log.error(`shutdown took over ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app
      .close()
      .then(() => database.destroy())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Felt is running at ${publicUrl(config, port)}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    console.error(error.message);
  } else {
    console.error('Felt could not start:', error);
  }
  process.exit(1);
});
