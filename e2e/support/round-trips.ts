import type { Page } from '@playwright/test';

/*
 * Round trips of a page load, on the page's own clock (resource timing and performance.now()),
 * as e2e/tests/first-load.spec.ts measures them: every API call is held `delayMs` by the
 * browser, and a call's round trip is one more than the deepest call whose answer had arrived
 * when it started (none: the first).
 */

export interface ApiCall {
  path: string;
  start: number;
  end: number;
  trip: number;
}

/** Holds every API call of the page `delayMs` before it goes out. */
export async function holdApiCalls(page: Page, delayMs: number) {
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/** The page's finished API calls by its resource timing, each with its round trip. */
export async function apiCalls(page: Page): Promise<ApiCall[]> {
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
  const calls: ApiCall[] = [];
  for (const entry of [...entries].sort((a, b) => a.start - b.start)) {
    const before = calls.filter((call) => call.end <= entry.start).map((call) => call.trip);
    calls.push({ ...entry, trip: 1 + Math.max(0, ...before) });
  }
  return calls;
}
