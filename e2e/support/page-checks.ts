import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/*
 * What every page must give a person, checked the same way in every spec: the page itself
 * (not its loading bar or an error screen), no sideways scrolling, no serious accessibility
 * violation, and a screenshot in e2e/artifacts/screenshots for someone to look at.
 */

export const SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1440', width: 1440, height: 900 },
  { name: '1920', width: 1920, height: 1080 },
] as const;
export type Size = (typeof SIZES)[number];

/**
 * Waits until the page a user asked for is on screen: its heading, and no loading bar or
 * skeleton left. `main` alone is not enough: it is there while a lazy page's code is still
 * arriving, and an accessibility or layout check would then look at an empty frame.
 */
export async function expectPageShown(page: Page, heading?: string | RegExp) {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(heading === undefined ? h1.first() : h1.filter({ hasText: heading })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

/** No error screen and no error message on the page. */
export async function expectNoErrorShown(page: Page, name: string) {
  await expect(
    page.getByRole('heading', { name: /Something went wrong/i }),
    `${name} shows the error screen`,
  ).toHaveCount(0);
  const alerts = await page.getByRole('alert').allInnerTexts();
  expect(
    alerts.filter((text) => text.trim() !== ''),
    `${name} shows an error message`,
  ).toEqual([]);
}

/** The page is no wider than the window; a failure names the elements that stick out. */
export async function expectNoSidewaysScroll(page: Page, name: string, size: Size) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const culprits =
    overflow > 0
      ? await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth)
            .map((el) => `${el.tagName}.${el.className} right=${el.getBoundingClientRect().right}`)
            .slice(0, 15)
            .join('\n'),
        )
      : '';
  expect(
    overflow,
    `${name} scrolls sideways at ${size.width} px:\n${culprits}`,
  ).toBeLessThanOrEqual(0);
}

/**
 * axe finds nothing serious or critical. Legacy mode runs axe once inside the page instead of
 * opening a blank page to merge per-frame results: the app has no frames, the answers are the
 * same, and it takes about half the time (1.0-2.6 s instead of 1.2-6.6 s per page measured on
 * a loaded 2-core machine).
 */
export async function expectNoSeriousA11yViolations(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${name}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`),
  ).toEqual([]);
}

/**
 * A full-page screenshot kept as an artifact. Animations are stopped so the picture is the
 * page at rest and the capture does not wait on frames of an endless animation.
 */
export async function saveScreenshot(page: Page, name: string, size: Size) {
  await page.screenshot({
    path: path.join(import.meta.dirname, `../artifacts/screenshots/${name}-${size.name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/**
 * Every check above at one size. axe runs at phone and laptop width; the TV width adds
 * layout only (the same markup, so the same accessibility answers).
 */
export async function checkPageAt(page: Page, name: string, size: Size) {
  await expectNoErrorShown(page, name);
  await expectNoSidewaysScroll(page, name, size);
  if (size.name !== '1920') await expectNoSeriousA11yViolations(page, name);
  await saveScreenshot(page, name, size);
}
