import { expect, test } from '@playwright/test';
import { createVerifiedUser, logIn, postJson } from '../support/accounts';
import { checkPageAt, expectPageShown, SIZES } from '../support/page-checks';

const [PHONE, LAPTOP] = SIZES;

/*
 * Issue 15, decision 0038: the e2e server runs with billing off (the default, a self-hosted
 * instance), so both billing pages say so, show the club's use with nothing to buy, and pass
 * axe without sideways scrolling. The billing-on pages are the web tests'; the server's
 * checkout and webhook are the integration tests'.
 */
test('with billing off, the billing pages say so and offer nothing to buy', async ({
  page,
  request,
}) => {
  test.slow();
  const owner = await createVerifiedUser(request, 'billing-off');
  await page.setViewportSize(LAPTOP);
  await logIn(page, owner);
  const seen = await postJson(page.request, '/api/auth/onboarding/welcome_seen/', {});
  expect([200, 201, 204, 404]).toContain(seen.status());

  for (const size of [PHONE, LAPTOP]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/app/billing/upgrade');
    await expectPageShown(page, 'Plans and upgrades');
    await expect(page.getByText('Billing is off on this instance', { exact: true })).toBeVisible();
    const usage = page.getByRole('table', { name: 'What your club uses today' });
    await expect(usage.getByRole('rowheader', { name: 'Members' })).toBeVisible();
    await expect(usage.getByRole('row', { name: /Members/ })).toContainText('1 used');
    await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);
    await checkPageAt(page, `billing-upgrade-off-${size.name}`, size);

    await page.goto('/app/billing/upgrade-form');
    await expectPageShown(page, 'Upgrade to Pro');
    await expect(page.getByText('Billing is off on this instance', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
    await checkPageAt(page, `billing-upgrade-form-off-${size.name}`, size);
  }
});
