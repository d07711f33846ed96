import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  expectPageShown,
  saveScreenshot,
  SIZES,
} from '../support/page-checks';
import { budget } from '../support/budget';

const [PHONE, LAPTOP] = SIZES;

/*
 * Issue 14: a member profile's stats come from the recorded results. The demo club (a year of
 * recorded nights, built by the seed CLI of the server build under test) gives the leader of
 * its running season a full record.
 */

const root = path.resolve(import.meta.dirname, '../..');
const serverBuild = process.env.FELT_E2E_SERVER ?? path.join(root, 'apps/server/dist/server.mjs');
test.describe.configure({ mode: 'serial' });
let season = '';

test.beforeAll(() => {
  test.setTimeout(budget(120_000));
  const dataDir = process.env.FELT_E2E_DATA_DIR ?? '';
  const output = execFileSync(
    process.execPath,
    [path.join(path.dirname(serverBuild), 'seed-demo.mjs'), '--if-missing'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: `sqlite://${path.join(dataDir, 'felt.db')}`,
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
      },
    },
  ).toString();
  season = / running now, season ([a-z0-9-]+)\./.exec(output)?.[1] ?? '';
});

test('the season leader’s profile shows their figures, points by season and the chart of results over time, on a phone and a laptop', async ({
  page,
}) => {
  test.slow();
  test.skip(!season, 'the demo club was already seeded by an earlier run');
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.getByRole('link', { name: 'Try the Demo' }).first().click();
  const welcome = page.getByRole('dialog', { name: 'Take the Reins' });
  await welcome.getByRole('button', { name: 'Start exploring' }).click();
  await expect(welcome).toHaveCount(0);

  await page.goto(`/app/season/${season}/leaderboard`);
  await expect(page.getByText(/\d+ games recorded/)).toBeVisible();
  const leader = page.locator('main a[href^="/app/members/"]:visible').first();
  await expect(leader).toBeVisible();
  const leaderName = (await leader.textContent())?.trim() ?? '';
  await leader.click();
  await expectPageShown(page, leaderName);

  const stats = page.getByRole('region', { name: 'Stats' });
  await expect(stats.getByText('Average finish')).toBeVisible();
  await expect(stats.getByText('No recorded games yet')).toHaveCount(0);
  const games = Number(await stats.locator('dt:text-is("Games") + dd').textContent());
  expect(games).toBeGreaterThan(1);
  const chart = stats.getByRole('img', { name: /^Running net after each of the last/ });
  await expect(chart).toBeVisible();
  // The drawing's code is fetched when the chart comes near the screen, as the user scrolls.
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('svg circle')).toHaveCount(Math.min(games, 50));
  const seasons = stats.getByRole('list', { name: 'Points by season' });
  await expect(seasons.getByRole('link').first()).toBeVisible();
  await expect(stats.getByRole('list', { name: 'Latest results' }).getByRole('link')).toHaveCount(
    Math.min(games, 5),
  );
  await expectNoSidewaysScroll(page, 'member profile', PHONE);
  await saveScreenshot(page, 'member-stats', PHONE);
  await expectNoSeriousA11yViolations(page, 'member profile');

  await page.setViewportSize(LAPTOP);
  await expectNoSidewaysScroll(page, 'member profile', LAPTOP);
  await saveScreenshot(page, 'member-stats', LAPTOP);

  // A season's points link its leaderboard.
  await seasons.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/app\/season\/[^/]+\/leaderboard$/);
});
