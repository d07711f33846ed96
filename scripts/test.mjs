// `npm test`: every check, in the order that fails fastest. Under CI=true nothing may be skipped:
// a missing Chromium or PostgreSQL is a failure, not a skip.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfStale, root } from './lib/build.mjs';
import { findChromium } from './lib/chromium.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const reports = mkdtempSync(path.join(tmpdir(), 'felt-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];

function banner(text) {
  console.log(`\n\x1b[1m=== ${text} ===\x1b[0m`);
}

function run(label, command, args, env = {}, onDone = () => {}) {
  banner(label);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  summary.push(`${ok ? 'ok  ' : 'FAIL'} ${label} (${seconds} s)`);
  onDone();
  if (!ok) finish(1);
}

function countVitest(file) {
  if (!existsSync(file)) return 'no report';
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  return `${report.numPassedTests} passed`;
}

function vitest(label, projects, env = {}) {
  const out = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const projectArgs = projects.flatMap((p) => ['--project', p]);
  run(
    label,
    'npx',
    [
      'vitest',
      'run',
      ...projectArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
  );
  summary[summary.length - 1] += `: ${countVitest(out)}`;
}

function finish(code) {
  banner('Summary');
  for (const line of summary) console.log(line);
  console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  rmSync(reports, { recursive: true, force: true });
  process.exit(code);
}

run('Typecheck', 'npm', ['run', 'typecheck']);
run('Lint', 'npx', ['eslint', '.', '--max-warnings=0']);
run('Format', 'npx', ['prettier', '--check', '.']);
vitest('Unit tests', ['unit', 'web']);
vitest('Integration tests on SQLite', ['integration'], { FELT_TEST_DIALECT: 'sqlite' });

if (process.env.TEST_DATABASE_URL) {
  vitest('Integration tests on PostgreSQL', ['integration'], { FELT_TEST_DIALECT: 'postgres' });
} else if (ci) {
  console.error(
    '\nCI=true but TEST_DATABASE_URL is not set: the PostgreSQL run is required in CI.',
  );
  summary.push('FAIL Integration tests on PostgreSQL: TEST_DATABASE_URL not set');
  finish(1);
} else {
  console.warn(
    '\n\x1b[33mSKIPPED: the integration suite on PostgreSQL. Set TEST_DATABASE_URL=postgres://... to run it.\x1b[0m',
  );
  summary.push('SKIP Integration tests on PostgreSQL (TEST_DATABASE_URL not set)');
}

const chromium = findChromium();
if (chromium) {
  banner('Build for the browser tests');
  buildIfStale();
  const out = path.join(reports, 'e2e.json');
  run(
    'Browser tests (Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    { FELT_CHROMIUM: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    () => {
      if (!existsSync(out)) return;
      const stats = JSON.parse(readFileSync(out, 'utf8')).stats;
      totals.passed += stats.expected + stats.flaky;
      totals.failed += stats.unexpected;
      totals.skipped += stats.skipped;
      summary[summary.length - 1] += `: ${stats.expected + stats.flaky} passed`;
    },
  );
} else if (ci) {
  console.error('\nCI=true but no Chromium was found: the browser tests are required in CI.');
  console.error('Install it with: apt-get update && apt-get install -y chromium');
  summary.push('FAIL Browser tests: Chromium not found');
  finish(1);
} else {
  console.warn(
    '\n\x1b[33m' +
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n' +
      '!! SKIPPED: the browser tests. No Chromium found (looked for $CHROMIUM_PATH,\n' +
      '!! /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome).\n' +
      '!! Install it with: sudo apt-get install -y chromium   (Debian/Ubuntu)\n' +
      '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\x1b[0m',
  );
  summary.push('SKIP Browser tests (no Chromium)');
}

finish(0);
