import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  expectPageShown,
  saveScreenshot,
  SIZES,
  type Size,
} from '../support/page-checks';
import { budget } from '../support/budget';

const [PHONE, LAPTOP] = SIZES;

/*
 * Issue 15: "Try the Demo" on the landing page opens the seeded demo club, read-only (SPEC.md
 * sections 2, 4 and 6 on the Demo role), and the visitor leaves it by Leave Demo or by closing
 * the tab. The demo club is built into the suite's database by the seed CLI of the server
 * build under test (once: later runs on the same database find it there).
 */

const root = path.resolve(import.meta.dirname, '../..');
const serverBuild = process.env.FELT_E2E_SERVER ?? path.join(root, 'apps/server/dist/server.mjs');
// One seed, one worker: the tests share the demo club the hook builds (once per database).
test.describe.configure({ mode: 'serial' });

test.beforeAll(() => {
  test.setTimeout(budget(120_000));
  const dataDir = process.env.FELT_E2E_DATA_DIR ?? '';
  execFileSync(
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
  );
});

/** The landing page's Try the Demo, to the demo club's dashboard, past 'Take the Reins'. */
async function tryTheDemo(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Try the Demo' }).first().click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Demo' })).toBeVisible();
  const welcome = page.getByRole('dialog', { name: 'Take the Reins' });
  await expect(welcome).toBeVisible();
  return welcome;
}

/** What the server says of this browser's session: 200 signed in, 401/403 not. */
const sessionStatus = async (page: Page) => (await page.request.get('/api/auth/user/')).status();

test("a visitor tries the demo: read-only everywhere, tonight's game with its clock running, the leaderboard and a member, then leaves", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(LAPTOP);
  const welcome = await tryTheDemo(page);
  await expect(page.getByRole('button', { name: 'Leave Demo' })).toBeVisible();
  await saveScreenshot(page, 'demo-dashboard', LAPTOP);
  // The welcome, once in this tab: the club is usable behind it.
  await welcome.getByRole('button', { name: 'Start exploring' }).click();
  await expect(welcome).toHaveCount(0);

  // SPEC.md section 2: the Management section, but no Schedule Game for the Demo role.
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar.getByRole('link', { name: 'Manage Members' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Schedule Game' })).toHaveCount(0);

  // The user menu: Your Profile and Sign Out; the three account items disabled.
  await page.getByRole('button', { name: 'User menu' }).click();
  for (const item of ['Manage Account', 'Change Password', 'Help & Support']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeDisabled();
  }
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeEnabled();
  await page.getByRole('menuitem', { name: 'Your Profile' }).click();
  // The profile, read-only (SPEC.md section 6).
  const profile = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(profile.getByText('Demo Mode: The profile is read-only.')).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Read Only (Demo)' })).toBeDisabled();
  await expect(profile.getByLabel('First name')).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(profile).toHaveCount(0);

  // Tonight's game, found as a visitor would: Games, the game, its live night.
  await sidebar.getByRole('link', { name: 'Games' }).click();
  await page
    .getByRole('link', { name: /Cash-In Tournament/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Cash-In Tournament/ })).toBeVisible();
  await page.getByRole('link', { name: 'Live night' }).click();
  await expect(page).toHaveURL(/\/play$/);
  const playUrl = page.url();
  // An hour in: its clock counts down, with no controls for the Demo role.
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^\d+:\d\d$/);
  const shown = await timer.textContent();
  await expect(timer).not.toHaveText(shown ?? '');
  await expect(page.getByRole('toolbar', { name: 'Clock controls' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Bust|Check in|Rebuy)/ })).toHaveCount(0);
  await saveScreenshot(page, 'demo-play', LAPTOP);

  // A reload of the tab keeps the visitor in the demo, on this page (decision 0032), and
  // 'Take the Reins' is not shown again in this tab.
  await page.reload();
  await expect(page).toHaveURL(playUrl);
  await expect(timer).toHaveText(/^\d+:\d\d$/);
  await expect(page.getByRole('button', { name: 'Leave Demo' })).toBeVisible();
  await expect(welcome).toHaveCount(0);

  // The running season's standings come from a year of recorded nights; a player's profile.
  await sidebar.getByRole('link', { name: 'Leagues' }).click();
  await page.getByRole('link', { name: 'Full leaderboard' }).first().click();
  await expect(page).toHaveURL(/\/leaderboard$/);
  await expect(page.getByText(/\d+ games recorded/)).toBeVisible();
  const leader = page.getByRole('table').locator('a[href^="/app/members/"]').first();
  const leaderName = (await leader.textContent())?.trim() ?? '';
  expect(leaderName).not.toBe('');
  await leader.click();
  await expect(page).toHaveURL(/\/app\/members\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: leaderName })).toBeVisible();
  await saveScreenshot(page, 'demo-member', LAPTOP);

  expect(await sessionStatus(page)).toBe(200);
  await page.getByRole('button', { name: 'Leave Demo' }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.getByRole('link', { name: 'Try the Demo' }).first()).toBeVisible();
  // Signed out on the server too, and the app is closed to this browser now.
  expect([401, 403]).toContain(await sessionStatus(page));
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('Leave Demo goes to the landing page even when the logout call fails', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  const welcome = await tryTheDemo(page);
  await welcome.getByRole('button', { name: 'Close' }).click();
  await page.route('**/api/auth/logout/', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'A server error occurred.' }),
    }),
  );
  await page.getByRole('button', { name: 'Leave Demo' }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.getByRole('link', { name: 'Try the Demo' }).first()).toBeVisible();
  // Nothing of the demo is left in the browser: the app asks for a login.
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/auth\/login/);
});

test('closing the demo tab signs the browser out of the demo, here and on the server', async ({
  context,
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await tryTheDemo(page);
  expect(await sessionStatus(page)).toBe(200);

  // As a visitor closing the tab (its unload handlers run).
  await page.close({ runBeforeUnload: true });
  const next = await context.newPage();
  await expect.poll(() => sessionStatus(next)).not.toBe(200);
  expect([401, 403]).toContain(await sessionStatus(next));
  await next.goto('/app/dashboard');
  await expect(next).toHaveURL(/\/auth\/login/);
  await next.goto('/');
  await expect(next.getByRole('link', { name: 'Try the Demo' }).first()).toBeVisible();
});

test("/demo says 'Demo login failed. Please try again.' when the demo cannot open, and Try again opens it", async ({
  page,
}) => {
  test.slow();
  await page.route('**/api/auth/demo/', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'The demo club is not available.', code: 'demo_unavailable' }),
    }),
  );
  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize(size);
    await page.goto('/demo');
    await expectPageShown(page, 'The demo did not open');
    await expect(page.getByRole('alert')).toHaveText('Demo login failed. Please try again.');
    await expect(page).toHaveURL(/\/demo$/);
    await expectNoSeriousA11yViolationsAndLayout(page, size);
  }

  await page.unroute('**/api/auth/demo/');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Demo' })).toBeVisible();
});

/** checkPageAt without its "no error shown": the failure is what this page is showing. */
async function expectNoSeriousA11yViolationsAndLayout(page: Page, size: Size) {
  await expectNoSidewaysScroll(page, 'demo failure', size);
  await expectNoSeriousA11yViolations(page, 'demo failure');
  await saveScreenshot(page, 'demo-failed', size);
}
