import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import {
  BackupError,
  backupDatabase,
  defaultBackupFile,
  describeTarget,
  planRestore,
  restoreDatabase,
} from './db/backup';

const USAGE = [
  'Usage:',
  '  npm run db:backup [-- --out <file>]        consistent copy of DATABASE_URL while the app runs',
  '  npm run db:restore -- <file> [--force]     replace DATABASE_URL with a backup',
].join('\n');

function fail(message: string): never {
  throw new BackupError(message);
}

/** `npm run db:backup` / `npm run db:restore` (docs/decisions/0033). */
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  const target = config.database;
  if (target.dialect === 'sqlite' && target.filename === ':memory:') {
    fail('DATABASE_URL is an in-memory SQLite database: there is nothing to back up or restore.');
  }
  const mediaDir = path.join(config.dataDir, 'media');

  if (command === 'backup') {
    let out: string | undefined;
    for (let i = 0; i < rest.length; i += 1) {
      const arg = rest[i];
      if (arg === '--out') {
        out = rest[i + 1] ?? fail(`--out needs a file name.\n${USAGE}`);
        i += 1;
      } else if (arg?.startsWith('--out=')) out = arg.slice('--out='.length);
      else fail(`Unknown argument "${arg}".\n${USAGE}`);
    }
    const file = out ?? defaultBackupFile(config.dataDir, target.dialect);
    const result = await backupDatabase(target, file);
    process.stdout.write(
      `Backed up ${describeTarget(target)} to ${result.file} (${Math.ceil(result.bytes / 1024)} kB).\n` +
        `Uploaded pictures are files in ${mediaDir}: copy that folder too (see README, Backups).\n`,
    );
    return;
  }

  if (command === 'restore') {
    const force = rest.includes('--force');
    const files = rest.filter((arg) => arg !== '--force');
    const unknown = files.find((arg) => arg.startsWith('-'));
    if (unknown) fail(`Unknown argument "${unknown}".\n${USAGE}`);
    if (files.length !== 1) fail(`Name exactly one backup file.\n${USAGE}`);
    const file = path.resolve(files[0] as string);
    const plan = await planRestore(target, file);
    if (plan.targetHasData && !force) {
      fail(
        `${describeTarget(target)} already holds accounts or clubs. Nothing was changed; ` +
          `pass --force to replace them with ${file}.`,
      );
    }
    process.stdout.write(
      `Restoring ${file} into ${describeTarget(target)}` +
        `${plan.targetHasData ? ', replacing the accounts and clubs it holds now' : ''}.\n` +
        (target.dialect === 'sqlite' ? 'The app must be stopped while this runs.\n' : ''),
    );
    await restoreDatabase(target, file, { force });
    process.stdout.write(
      `Restored. Put the uploaded pictures back into ${mediaDir} if they were lost too, then start the app.\n`,
    );
    return;
  }

  fail(command ? `Unknown command "${command}".\n${USAGE}` : USAGE);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof BackupError;
  process.stderr.write(
    `${known ? error.message : `Backup failed: ${error instanceof Error ? error.message : String(error)}`}\n`,
  );
  process.exit(1);
});
