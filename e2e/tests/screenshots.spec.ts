import path from 'node:path';
import { test } from '@playwright/test';

// Screenshots of every public page at phone, laptop and TV width, kept as test artifacts
// (e2e/artifacts/screenshots) so a person can look at them after each run.
const pages = [
  ['landing', '/'],
  ['whats-new', '/whats-new'],
  ['privacy-policy', '/privacy-policy'],
  ['terms-of-service', '/terms-of-service'],
  ['contact', '/contact'],
  ['not-found', '/no-such-page'],
] as const;
const sizes = [
  { name: '390', width: 390, height: 844 },
  { name: '1440', width: 1440, height: 900 },
  { name: '1920', width: 1920, height: 1080 },
] as const;

for (const [name, url] of pages) {
  test(`screenshots of ${name}`, async ({ page }) => {
    for (const size of sizes) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(url);
      await page.getByRole('main').waitFor();
      await page.screenshot({
        path: path.join(import.meta.dirname, `../artifacts/screenshots/${name}-${size.name}.png`),
        fullPage: true,
      });
    }
  });
}
