import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET_KEY } from '../test/helpers';

const serverDir = path.resolve(import.meta.dirname, '..');

interface Launch {
  exitCode: Promise<number | null>;
  stdout: () => string;
  stderr: () => string;
  kill(signal: NodeJS.Signals): void;
}

/** Runs src/server.ts as an operator would run the launcher, through tsx. */
function launch(env: Record<string, string>): Launch {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return {
    exitCode: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
    stdout: () => stdout,
    stderr: () => stderr,
    kill: (signal) => child.kill(signal),
  };
}

async function waitFor(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the launcher (src/server.ts)', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'felt-launcher-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('prints a readable configuration error, without a stack, and exits 1', async () => {
    const run = launch({ PORT: 'eighty', DATABASE_URL: 'mysql://db/felt', DATA_DIR: directory });
    expect(await run.exitCode).toBe(1);
    expect(run.stderr()).toBe(
      [
        'Invalid configuration:',
        '  - PORT: must be a whole number between 0 and 65535 (got "eighty")',
        '  - DATABASE_URL: must be sqlite://<path>, sqlite:///<absolute path>, sqlite://:memory:, postgres://... or postgresql://... (got "mysql://db/felt")',
        '',
      ].join('\n'),
    );
    expect(run.stdout()).toBe('');
  });

  it('migrates, says where it runs in one line, and exits 0 on SIGTERM', async () => {
    const run = launch({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: directory,
      DATABASE_URL: `sqlite://${path.join(directory, 'felt.db')}`,
      SECRET_KEY: TEST_SECRET_KEY,
    });
    await waitFor(() => run.stdout().includes('\n'));
    const lines = run.stdout().trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    const url = /^Felt is running at (http:\/\/127\.0\.0\.1:\d+)$/.exec(lines[0] ?? '')?.[1];
    expect(url).toBeDefined();

    const health = await fetch(`${url}/api/health/`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'sqlite' });

    run.kill('SIGTERM');
    expect(await run.exitCode).toBe(0);
  });
});
