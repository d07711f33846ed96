import { randomBytes } from 'node:crypto';
import { accessSync, constants, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseTarget } from './config';

/*
 * Checks at start-up that the folders Felt writes to can be written (decision 0020), so an
 * operator reads one plain sentence instead of a stack trace or, worse, a server that starts
 * and fails every write.
 */

/** Thrown when a folder Felt needs is missing or read-only; the message is for a terminal. */
export class StartupError extends Error {
  constructor(message: string) {
    super(`Felt cannot start: ${message}`);
    this.name = 'StartupError';
  }
}

/**
 * DATA_DIR as loadConfig resolves it (blank or unset: `data` under the working folder), and
 * whether the operator named it. Read before loadConfig, which may create the folder for the
 * secret key.
 */
export function dataDirFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): { dir: string; explicit: boolean } {
  const named = env.DATA_DIR?.trim();
  return { dir: path.resolve(cwd, named || 'data'), explicit: Boolean(named) };
}

const READ_ONLY = new Set(['EROFS', 'EACCES', 'EPERM']);

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? '';
}

/** Null when `dir` takes a new file; else why not (an errno code). */
function writeProbe(dir: string): string | null {
  const probe = path.join(
    dir,
    `.felt-write-check-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  try {
    writeFileSync(probe, '');
    rmSync(probe, { force: true });
    return null;
  } catch (error) {
    return codeOf(error) || 'EIO';
  }
}

function readOnlyAdvice(what: string): string {
  return `Make it writable for the user running Felt (uid ${process.getuid?.() ?? '?'}), or ${what}.`;
}

/**
 * The data directory: a DATA_DIR the operator named must exist (a missing one is usually a
 * volume that is not mounted; creating it would put uploads on the wrong disk), the default
 * `data` is created; either way it must be a folder Felt can write to.
 */
export function checkDataDir({ dir, explicit }: { dir: string; explicit: boolean }): void {
  let isDirectory: boolean;
  try {
    isDirectory = statSync(dir).isDirectory();
  } catch (error) {
    if (codeOf(error) !== 'ENOENT') throw error;
    if (explicit) {
      throw new StartupError(
        `the data directory ${dir} (DATA_DIR) does not exist. Create it (or mount the volume ` +
          `that holds it), or set DATA_DIR to the folder for Felt's uploads and secret key.`,
      );
    }
    try {
      mkdirSync(dir, { recursive: true });
    } catch (mkdirError) {
      throw new StartupError(
        `the data directory ${dir} (DATA_DIR) does not exist and cannot be created ` +
          `(${codeOf(mkdirError)}). ${readOnlyAdvice('set DATA_DIR to a writable folder')}`,
      );
    }
    return;
  }
  if (!isDirectory) {
    throw new StartupError(`the data directory ${dir} (DATA_DIR) is a file, not a folder.`);
  }
  const failure = writeProbe(dir);
  if (failure && READ_ONLY.has(failure)) {
    throw new StartupError(
      `the data directory ${dir} (DATA_DIR) is read-only (${failure}): Felt keeps uploaded ` +
        `files and its secret key there. ${readOnlyAdvice('set DATA_DIR to a writable folder')}`,
    );
  }
}

/**
 * The SQLite file (or its folder, before the first start) must be writable. A full disk is
 * not refused here: reads still work, and writes answer 507 until space returns.
 */
export function checkDatabaseFile(target: DatabaseTarget): void {
  if (target.dialect !== 'sqlite' || target.filename === ':memory:') return;
  const file = target.filename;
  const dir = path.dirname(file);
  try {
    accessSync(file, constants.F_OK);
  } catch {
    // A new database: its folder must take it (database.ts creates a missing folder).
    try {
      statSync(dir);
    } catch {
      return;
    }
    const failure = writeProbe(dir);
    if (failure && READ_ONLY.has(failure)) {
      throw new StartupError(
        `the database folder ${dir} (DATABASE_URL) is read-only (${failure}), so the ` +
          `database ${path.basename(file)} cannot be created there. ` +
          readOnlyAdvice('point DATABASE_URL at a writable folder'),
      );
    }
    return;
  }
  // SQLite writes the file and, beside it, its -wal and -shm files.
  const failure = writeProbe(dir);
  let fileFailure: string | null = null;
  try {
    accessSync(file, constants.W_OK);
  } catch (error) {
    fileFailure = codeOf(error) || 'EACCES';
  }
  const reason = (failure && READ_ONLY.has(failure) ? failure : null) ?? fileFailure;
  if (reason) {
    throw new StartupError(
      `the database ${file} (DATABASE_URL) is read-only (${reason}): Felt could read it but ` +
        `not save anything. ${readOnlyAdvice('point DATABASE_URL at a writable copy')}`,
    );
  }
}
