import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, logIn } from '../support/accounts';

/**
 * Issue 19 item 9: with every API call slow, a reload deep in the app waits for as few round
 * trips as the data needs. The browser holds each API call `DELAY_MS`; a call's round trip is
 * one more than the deepest call that had already answered when it started (none: the first).
 */
const DELAY_MS = 2_000;

interface Call {
  path: string;
  at: number;
  trip: number;
}

async function holdApiCalls(page: Page) {
  const calls: Call[] = [];
  const answered: { at: number; trip: number }[] = [];
  const t0 = Date.now();
  await page.route('**/api/**', async (route) => {
    const at = Date.now() - t0;
    const trip = 1 + Math.max(0, ...answered.filter((a) => a.at <= at).map((a) => a.trip));
    calls.push({ path: new URL(route.request().url()).pathname, at, trip });
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.continue();
    answered.push({ at: Date.now() - t0, trip });
  });
  return { calls, since: (at = Date.now()) => at - t0 };
}

test.describe('first load', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a reload of Club Settings: the shell one round trip after the user, the page one more', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const owner = await createVerifiedUser(request, 'waterfall');
    await logIn(page, owner);
    await page.goto('/app/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Club Settings' })).toBeVisible();

    const { calls, since } = await holdApiCalls(page);
    // When the shell is on screen, by the page's own clock: the page's calls start right after.
    await page.addInitScript(() => {
      const seen = () => document.querySelector('nav[aria-label="Sidebar"]');
      const observer = new MutationObserver(() => {
        if (!seen()) return;
        (window as unknown as { shellAt: number }).shellAt = Date.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar).toBeVisible({ timeout: 30_000 });
    const shellAt = since(
      await page.evaluate(() => (window as unknown as { shellAt: number }).shellAt),
    );
    const shellTrips = Math.max(...calls.filter((call) => call.at < shellAt).map((c) => c.trip));
    await expect(page.getByLabel('Buy-in', { exact: true })).toBeVisible({ timeout: 30_000 });
    // The schedule picker names the club's default once the schedules are in.
    await expect(page.getByLabel('Blind schedule', { exact: true })).toContainText(
      'Club default (',
    );
    const pageAt = since();
    // What the form shows: the club's settings and its blind schedules.
    const formCalls = calls.filter((call) => /\/(settings|blind-schedules)\/$/.test(call.path));
    const pageTrips = Math.max(...formCalls.map((call) => call.trip));

    await testInfo.attach('first-load waterfall', {
      body: JSON.stringify(
        { delayMs: DELAY_MS, shellAt, shellTrips, pageAt, pageTrips, calls },
        null,
        2,
      ),
      contentType: 'application/json',
    });
    // The user and the clubs at once, then the club's limits and hidden season at once.
    expect(shellTrips).toBeLessThanOrEqual(2);
    // The page's settings and schedules at once, as soon as it mounts.
    expect(pageTrips).toBeLessThanOrEqual(3);
  });
});
