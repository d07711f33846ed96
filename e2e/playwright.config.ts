import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { budget } from './support/budget';

// Workers re-evaluate this file, so the port and data directory chosen by the main process are
// handed down through the environment.
const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
process.env.FELT_E2E_PORT ??= freePort();
// The real SMTP sink the app sends to, and the HTTP port the specs read its mails from.
process.env.FELT_E2E_SMTP_PORT ??= freePort();
process.env.FELT_E2E_MAIL_HTTP_PORT ??= freePort();
if (!process.env.FELT_E2E_DATA_DIR) {
  process.env.FELT_E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), 'felt-e2e-'));
}

const port = process.env.FELT_E2E_PORT;
const dataDir = process.env.FELT_E2E_DATA_DIR;
const baseURL = `http://127.0.0.1:${port}`;
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  /*
   * Two workers in CI too. Measured on this 2-core machine with the server on it, other
   * engineers' tests running and a busy loop on one core: the whole suite took 271 s with two
   * workers (load average 11.7) and 322 s with one (8.2); both passed. With two workers at
   * load average 16-19 no test used more than 45% of its budget. One worker would buy
   * headroom that is not needed with a fifth more time.
   */
  workers: 2,
  /*
   * Budgets for a loaded 2-core machine (issue 10), where the server, the browsers and other
   * work share the cores. Measured there (load average 11-20): a page shows its content 1-8 s
   * after navigation, axe takes 1-3 s and a full-page screenshot 0.5-2.5 s. A wait on what
   * the user sees gets twice the slowest page; a test that checks a page or two gets 30 s,
   * and the journeys through many pages say so with test.slow() (90 s). Past these, a
   * timeout means the page did not show what it should. In CI each is three times that
   * (support/budget.ts, decision 0048).
   */
  timeout: budget(30_000),
  expect: { timeout: budget(15_000) },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    // A stuck click or fill fails at that step, naming it, rather than at the test's end.
    actionTimeout: budget(15_000),
    navigationTimeout: budget(15_000),
    // Kept for failed tests only. Without the screencast: its frames were most of what
    // recording every test's trace cost (a fifth of the suite's CPU time on 2 cores); the
    // DOM snapshots, network and console of each step stay, and a failure still gets its
    // screenshot below.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.FELT_CHROMIUM ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: `node --import tsx ${path.join(root, 'e2e/support/smtp-sink-service.ts')}`,
      url: `http://127.0.0.1:${process.env.FELT_E2E_MAIL_HTTP_PORT}/health`,
      reuseExistingServer: false,
      timeout: budget(30_000),
      cwd: root,
    },
    {
      // FELT_E2E_SERVER / FELT_E2E_WEB_DIST let a run use builds kept apart from the working tree's.
      command: `node ${process.env.FELT_E2E_SERVER ?? path.join(root, 'apps/server/dist/server.mjs')}`,
      url: `${baseURL}/api/health/`,
      reuseExistingServer: false,
      timeout: budget(60_000),
      cwd: root,
      env: {
        PORT: port,
        HOST: '127.0.0.1',
        APP_URL: baseURL,
        DATABASE_URL: `sqlite://${path.join(dataDir, 'felt.db')}`,
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${process.env.FELT_E2E_SMTP_PORT}`,
        ...(process.env.FELT_E2E_WEB_DIST ? { WEB_DIST_DIR: process.env.FELT_E2E_WEB_DIST } : {}),
      },
    },
  ],
});
