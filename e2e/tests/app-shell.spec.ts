import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, logIn } from '../support/accounts';
import { addMembership } from '../support/database';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });
const GENERAL = ['Dashboard', 'Games', 'Leagues', 'Members', 'Blind Clock'];
const MANAGEMENT = ['Manage Members', 'Blind Structures', 'Club Settings'];

test.describe('app shell', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an owner with one club sees the Management section and no club selector', async ({
    page,
    request,
  }) => {
    const owner = await createVerifiedUser(request, 'owner');
    await logIn(page, owner);
    for (const name of [...GENERAL, ...MANAGEMENT]) {
      await expect(sidebar(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: /^Club:/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Owner');
  });

  test('a member of a second club: the selector, switching, and the member sidebar', async ({
    page,
    request,
  }) => {
    const host = await createVerifiedUser(request, 'host');
    const guest = await createVerifiedUser(request, 'guest');
    addMembership(guest.email, host.clubName, 'member');
    await logIn(page, guest);

    const selector = page.getByRole('button', { name: /^Club:/ });
    await expect(selector).toBeVisible();
    await selector.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Your Clubs')).toBeVisible();
    const hostClub = menu.getByRole('menuitem', { name: new RegExp(host.clubName) });
    await expect(hostClub).toContainText('2 members');
    await hostClub.click();

    await expect(selector).toContainText(host.clubName);
    await expect(page.getByRole('button', { name: 'User menu' })).toContainText('Member');
    for (const name of GENERAL) {
      await expect(sidebar(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const name of MANAGEMENT) {
      await expect(sidebar(page).getByRole('link', { name, exact: true })).toHaveCount(0);
    }

    // The selector is locked on the pages that manage the club, and open on the others.
    await sidebar(page).getByRole('link', { name: 'Members', exact: true }).click();
    await expect(page).toHaveURL('/app/members/directory');
    await expect(selector).toBeDisabled();
    await expect(selector).toHaveAttribute('title', 'Disabled when managing the club');
    await sidebar(page).getByRole('link', { name: 'Leagues', exact: true }).click();
    await expect(selector).toBeEnabled();
  });

  test('the sidebar is a drawer on a phone and Escape closes it', async ({ page, request }) => {
    const owner = await createVerifiedUser(request, 'phone');
    await logIn(page, owner);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(sidebar(page).getByRole('link', { name: 'Manage Members' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
  });

  test('Sign Out from the user menu ends the session and clears local traces', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, 'signout');
    await logIn(page, user);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    const me = await page.request.get('/api/auth/user/');
    expect(me.status()).toBe(401);
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  });
});
