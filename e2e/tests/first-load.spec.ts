import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, logIn } from '../support/accounts';
import { budget } from '../support/budget';

/**
 * Issue 19 item 9: with every API call slow, a reload deep in the app waits for as few round
 * trips as the data needs. The browser holds each API call `DELAY_MS`; a call's round trip is
 * one more than the deepest call whose answer had arrived when it started (none: the first).
 *
 * Every time here is the page's own (resource timing and `performance.now()` on one clock), so
 * a busy test runner that hands a held request over late cannot move a call into a later round
 * trip: a call that starts after another's answer arrived is, in the page, after it.
 */
const DELAY_MS = 2_000;

interface Call {
  path: string;
  start: number;
  end: number;
  trip: number;
}

async function holdApiCalls(page: Page) {
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.continue();
  });
}

/** The page's finished API calls by its resource timing, each with its round trip. */
async function apiCalls(page: Page): Promise<Call[]> {
  const entries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => ({
        path: new URL(entry.name).pathname,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      }))
      .filter((entry) => entry.path.startsWith('/api/')),
  );
  const calls: Call[] = [];
  for (const entry of [...entries].sort((a, b) => a.start - b.start)) {
    const before = calls.filter((call) => call.end <= entry.start).map((call) => call.trip);
    calls.push({ ...entry, trip: 1 + Math.max(0, ...before) });
  }
  return calls;
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

    await holdApiCalls(page);
    // When the shell is on screen, by the page's own clock.
    await page.addInitScript(() => {
      const seen = () => document.querySelector('nav[aria-label="Sidebar"]');
      const observer = new MutationObserver(() => {
        if (!seen()) return;
        (window as unknown as { shellAt: number }).shellAt = performance.now();
        observer.disconnect();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar).toBeVisible({ timeout: budget(30_000) });
    await expect(page.getByLabel('Buy-in', { exact: true })).toBeVisible({
      timeout: budget(30_000),
    });
    // The schedule picker names the club's default once the schedules are in.
    await expect(page.getByLabel('Blind schedule', { exact: true })).toContainText(
      'Club default (',
    );
    const shellAt = await page.evaluate(() => (window as unknown as { shellAt: number }).shellAt);
    const calls = await apiCalls(page);
    const shellTrips = Math.max(...calls.filter((call) => call.start < shellAt).map((c) => c.trip));
    // What the form shows: the club's settings and its blind schedules.
    const formCalls = calls.filter((call) => /\/(settings|blind-schedules)\/$/.test(call.path));
    const pageTrips = Math.max(...formCalls.map((call) => call.trip));

    await testInfo.attach('first-load waterfall', {
      body: JSON.stringify({ delayMs: DELAY_MS, shellAt, shellTrips, pageTrips, calls }, null, 2),
      contentType: 'application/json',
    });
    // The user and the clubs at once, then the club's limits and hidden season at once.
    expect(shellTrips).toBeLessThanOrEqual(2);
    // The page's settings and schedules at once, as soon as it mounts.
    expect(formCalls.length).toBeGreaterThanOrEqual(2);
    expect(pageTrips).toBeLessThanOrEqual(3);
  });
});
