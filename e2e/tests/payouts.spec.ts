import { expect, test } from '@playwright/test';
import { nightUnderWay, signInNewOwner } from '../support/club-setup';
import {
  expectNoErrorShown,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  saveScreenshot,
  SIZES,
} from '../support/page-checks';

const PHONE = SIZES.find((size) => size.name === '390')!;
const GUESTS = ['Ann Lee', 'Bob Stone', 'Cat Diaz'];

test.describe('the payouts page', () => {
  test('a director settles the night from a phone: a chip-chop deal, pay links, paid ticks', async ({
    browser,
    request,
  }) => {
    // A night set up through the API, then a deal, a pay link and two ticks on the page.
    test.slow();
    const setup = await signInNewOwner(browser, request, {
      emailPrefix: 'payouts-owner',
      size: PHONE,
      answerOnboarding: false,
    });
    const { context, page, headers } = setup;
    const profile = await page.request.patch('/api/auth/user/profile/', {
      data: { venmo_handle: 'ada-lovelace', paypal_handle: 'adalovelace' },
      headers,
    });
    expect(profile.status(), await profile.text()).toBe(200);

    // Ada and three guests at $20 (no fee), $5 a knockout: a $80 pool, 65/35 for four.
    const slug = await nightUnderWay(setup, {
      title: 'Payday Night',
      players: GUESTS.map((guest) => ({ guest_name: guest })),
      settings: { default_buy_in_cents: 2000, house_fee_cents: 0, bounty_cents: 500 },
      busts: [
        ['Cat Diaz', 'Ada Lovelace'],
        ['Bob Stone', 'Ann Lee'],
      ],
    });

    await page.goto(`/app/game/${slug}`);
    await page.getByRole('link', { name: 'Payouts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await expect(page.getByText('$80.00')).toBeVisible();
    const places = page.getByRole('table', { name: 'Paid places' });
    await expect(places.getByRole('row')).toHaveCount(3);
    await expect(places.getByRole('row').nth(1)).toContainText('$52.00');
    await expect(places.getByRole('row').nth(2)).toContainText('$28.00');
    const bounties = page.getByRole('table', { name: 'Bounties earned' });
    await expect(bounties.getByRole('row')).toHaveCount(3);

    // Heads-up: Ada 30,000 and Ann 10,000 chop the $80 by chips.
    const calculator = page.getByRole('form', { name: 'Deal calculator' });
    await calculator.getByLabel("Ada Lovelace's chips").fill('30000');
    await calculator.getByLabel("Ann Lee's chips").fill('10000');
    await calculator.getByRole('button', { name: 'Calculate the deal' }).click();
    const deal = page.getByRole('table', { name: 'ICM and chip chop amounts' });
    await expect(deal.getByRole('row').nth(1)).toContainText('Ada Lovelace');
    // Each guaranteed $28, the other $24 by chips: 28 + 18 and 28 + 6.
    await expect(deal.getByRole('row').nth(1)).toContainText('$46.00');
    await expect(deal.getByRole('row').nth(2)).toContainText('$34.00');
    await expectNoSeriousA11yViolations(page, 'payouts deal calculator (phone)');
    await saveScreenshot(page, 'payouts-deal', PHONE);
    await page.getByRole('button', { name: 'Accept chip chop' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accept the deal' }).click();
    await expect(
      page.getByText(/The chip chop deal is accepted: the game is finished/),
    ).toBeVisible();
    await expect(places.getByRole('row').nth(1)).toContainText('Ada Lovelace');
    await expect(places.getByRole('row').nth(1)).toContainText('$46.00');
    await expect(places.getByRole('row').nth(2)).toContainText('Ann Lee');

    // Ada's pay links: Venmo and PayPal.me with the amount, a QR code to scan.
    await places.getByRole('button', { name: 'Pay Ada Lovelace' }).click();
    await expect(page.getByLabel('Venmo link for Ada Lovelace')).toHaveValue(
      /^https:\/\/venmo\.com\/ada-lovelace\?txn=pay&amount=46\.00&note=Payday%20Night/,
    );
    await expect(page.getByLabel('PayPal link for Ada Lovelace')).toHaveValue(
      'https://paypal.me/adalovelace/46.00USD',
    );
    await expect(
      page.getByRole('img', { name: 'QR code of the Venmo link for Ada Lovelace' }),
    ).toBeVisible();

    // Ticks: Ann paid; the mark survives a reload.
    await places.getByRole('checkbox', { name: 'Paid: Ann Lee, 2nd place' }).check();
    await expect(places.getByText(/Marked by Ada Lovelace/)).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('table', { name: 'Paid places' }).getByRole('checkbox', {
        name: 'Paid: Ann Lee, 2nd place',
      }),
    ).toBeChecked();
    await saveScreenshot(page, 'payouts-after-deal', PHONE);
    await expectNoErrorShown(page, 'payouts after the deal');
    await expectNoSidewaysScroll(page, 'payouts after the deal', PHONE);
    await context.close();
  });
});
