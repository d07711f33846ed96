import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, logIn, postJson } from '../support/accounts';
import {
  expectNoErrorShown,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  saveScreenshot,
  SIZES,
} from '../support/page-checks';

const PHONE = SIZES.find((size) => size.name === '390')!;
const GUESTS = ['Ann Lee', 'Bob Stone', 'Cat Diaz'];

interface NightState {
  entries: { id: string; name: string }[];
}

async function clubSlugOf(page: Page, clubName: string): Promise<string> {
  return page.evaluate(async (name) => {
    const clubs = (await (await fetch('/api/user/clubs/')).json()) as {
      slug: string;
      name: string;
    }[];
    return clubs.find((club) => club.name === name)?.slug ?? '';
  }, clubName);
}

async function csrf(page: Page): Promise<string> {
  await page.request.get('/api/auth/csrf/');
  const cookies = (await page.request.storageState()).cookies;
  return cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
}

async function command(page: Page, slug: string, body: Record<string, unknown>) {
  const response = await postJson(page.request, `/api/games/${slug}/commands/`, {
    id: randomUUID(),
    ...body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { state: NightState }).state;
}

test.describe('the payouts page', () => {
  test('a director settles the night from a phone: a chip-chop deal, pay links, paid ticks', async ({
    browser,
    request,
  }) => {
    // A night set up through the API, then a deal, a pay link and two ticks on the page.
    test.slow();
    const owner = await createVerifiedUser(request, 'payouts-owner');
    const context = await browser.newContext({
      viewport: { width: PHONE.width, height: PHONE.height },
    });
    const page = await context.newPage();
    await logIn(page, owner);
    const clubSlug = await clubSlugOf(page, owner.clubName);
    const headers = { 'X-CSRFToken': await csrf(page) };
    const profile = await page.request.patch('/api/auth/user/profile/', {
      data: { venmo_handle: 'ada-lovelace', paypal_handle: 'adalovelace' },
      headers,
    });
    expect(profile.status(), await profile.text()).toBe(200);

    // Ada and three guests at $20 (no fee), $5 a knockout: a $80 pool, 65/35 for four.
    const created = await postJson(page.request, `/api/clubs/${clubSlug}/games/`, {
      title: 'Payday Night',
      starts_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    expect((await postJson(page.request, `/api/games/${slug}/entries/`, {})).status()).toBe(201);
    for (const guest of GUESTS) {
      const added = await postJson(page.request, `/api/games/${slug}/entries/`, {
        guest_name: guest,
      });
      expect(added.status(), await added.text()).toBe(201);
    }
    const settings = await page.request.patch(`/api/games/${slug}/settings/`, {
      data: { default_buy_in_cents: 2000, house_fee_cents: 0, bounty_cents: 500 },
      headers,
    });
    expect(settings.status(), await settings.text()).toBe(200);
    let state = await command(page, slug, { type: 'start' });
    for (const entry of state.entries) {
      state = await command(page, slug, { type: 'check_in', entry_id: entry.id });
    }
    const idOf = (name: string) => state.entries.find((entry) => entry.name === name)!.id;
    await command(page, slug, {
      type: 'bust',
      entry_id: idOf('Cat Diaz'),
      eliminated_by_entry_id: idOf('Ada Lovelace'),
    });
    await command(page, slug, {
      type: 'bust',
      entry_id: idOf('Bob Stone'),
      eliminated_by_entry_id: idOf('Ann Lee'),
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
