import { expect, test } from '@playwright/test';
import { budget } from '../support/budget';

test('the API reference renders under the CSP and its "Try it out" passes the CSRF check', async ({
  page,
}) => {
  // Swagger UI is a 1.7 MB script laying out some hundred operations: on a loaded 2-core
  // machine that alone can take most of a page's budget.
  test.slow();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  // A refused script or eval is reported as an event even when the code catches it.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  // The cookie a reader who has visited the app already has.
  await page.request.get('/api/auth/csrf/');

  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: 'Felt API reference' })).toBeVisible();
  // The document is read: its title, a tag per feature, and their routes.
  // The first wait covers parsing the bundle and fetching the document: measured at 5-20 s at a
  // load average of 25 on 2 cores.
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Felt', {
    timeout: budget(45_000),
  });
  await expect(page.getByRole('heading', { name: /^Members/ })).toBeVisible();
  await expect(page.getByText('/api/clubs/{slug}/members/', { exact: true }).first()).toBeVisible();

  const login = page.locator('[id$="-postAuthLogin"]');
  await login.locator('.opblock-summary').click();
  await login.getByRole('button', { name: 'Try it out' }).click();
  await login
    .locator('textarea.body-param__text')
    .fill('{"email": "nobody@example.com", "password": "not the password"}');
  await login.getByRole('button', { name: 'Execute' }).click();
  // 400 for the credentials, not 403 for a missing X-CSRFToken.
  const live = login.locator('.live-responses-table');
  await expect(live.locator('tbody .response-col_status').first()).toHaveText('400');
  await expect(live.getByText('Unable to log in with provided credentials.')).toBeVisible();

  expect(problems).toEqual([]);
});
