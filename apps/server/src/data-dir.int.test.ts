import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET_KEY } from '../test/helpers';

const serverDir = path.resolve(import.meta.dirname, '..');
/** Root writes through any permission: the read-only cases run the launcher as nobody. */
const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;

/** Runs src/server.ts as an operator would and waits for it to exit. */
function launch(env: Record<string, string>, options: { unprivileged?: boolean } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SECRET_KEY: TEST_SECRET_KEY,
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(options.unprivileged && asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

describe('starting on a data directory Felt cannot use', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'felt-data-dir-'));
    // The unprivileged launcher must reach the folders inside.
    await chmod(directory, 0o755);
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('says a missing DATA_DIR is missing, and exits 1', async () => {
    const missing = path.join(directory, 'not-mounted', 'felt');
    const run = await launch({
      DATA_DIR: missing,
      DATABASE_URL: `sqlite://${path.join(directory, 'felt.db')}`,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `Felt cannot start: the data directory ${missing} (DATA_DIR) does not exist. Create it ` +
        `(or mount the volume that holds it), or set DATA_DIR to the folder for Felt's uploads ` +
        `and secret key.\n`,
    );
    expect(run.stdout).toBe('');
  });

  it('says a read-only DATA_DIR is read-only, and exits 1', async () => {
    const readOnly = path.join(directory, 'read-only');
    await mkdir(readOnly, { mode: 0o555 });
    await chmod(readOnly, 0o555);
    const run = await launch(
      { DATA_DIR: readOnly, DATABASE_URL: `sqlite://${path.join(readOnly, 'felt.db')}` },
      { unprivileged: true },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(
        `^Felt cannot start: the data directory ${readOnly} \\(DATA_DIR\\) is read-only \\(EACCES\\): ` +
          `Felt keeps uploaded files and its secret key there\\. Make it writable`,
        'i',
      ),
    );
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('says a read-only database file is read-only, and exits 1', async () => {
    const dataDir = path.join(directory, 'data');
    await mkdir(dataDir, { mode: 0o777 });
    await chmod(dataDir, 0o777);
    const databaseDir = path.join(directory, 'database');
    await mkdir(databaseDir);
    await chmod(databaseDir, 0o755);
    const file = path.join(databaseDir, 'felt.db');
    await writeFile(file, '');
    await chmod(file, 0o444);
    const run = await launch(
      { DATA_DIR: dataDir, DATABASE_URL: `sqlite://${file}` },
      { unprivileged: true },
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      new RegExp(
        `^Felt cannot start: the database ${file} \\(DATABASE_URL\\) is read-only \\(EACCES\\): ` +
          `Felt could read it but not save anything\\.`,
      ),
    );
  });
});
