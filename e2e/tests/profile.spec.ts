import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, logIn } from '../support/accounts';
import { budget } from '../support/budget';
import { expectToast, watchToasts } from '../support/toasts';

async function openFromUserMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test.describe('profile, avatar and password', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a validation error, then a saved profile that renames the club everywhere', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, 'profile');
    await watchToasts(page);
    await logIn(page, user);
    await openFromUserMenu(page, 'Your Profile');
    const panel = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(panel.getByLabel('First name')).toHaveValue(user.firstName);
    // The footer button reads 'Close' until something changes, then 'Cancel'.
    await expect(panel.getByRole('button', { name: 'Close' }).last()).toBeVisible();

    await panel.getByLabel('Venmo handle').fill('@abc');
    await expect(panel.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await panel.getByRole('button', { name: 'Update Profile' }).click();
    await expect(panel.getByText('Venmo handle must be at least 5 characters')).toBeVisible();
    await expect(panel.getByText('Please fix the validation errors above')).toBeVisible();

    await panel.getByLabel('Venmo handle').fill('@ada-lovelace');
    await panel.getByLabel('Club name').fill('Analytical Engines');
    await panel.getByRole('button', { name: 'Update Profile' }).click();
    await expectToast(page, 'Profile updated successfully');
    await expect(
      page
        .getByRole('navigation', { name: 'Sidebar' })
        .locator('..')
        .getByText('Analytical Engines'),
    ).toBeVisible();

    const profile = await page.request.get('/api/auth/user/profile/');
    const body = (await profile.json()) as { venmo_handle: string; club_name: string };
    expect(body.venmo_handle).toBe('ada-lovelace');
    expect(body.club_name).toBe('Analytical Engines');
  });

  test('an avatar uploaded through the cropper becomes a 512x512 PNG', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, 'avatar');
    await watchToasts(page);
    await logIn(page, user);
    await openFromUserMenu(page, 'Your Profile');
    const panel = page.getByRole('dialog', { name: 'Edit Profile' });
    await panel
      .getByLabel('Choose a profile picture')
      .setInputFiles(path.join(import.meta.dirname, '../fixtures/avatar.png'));
    const cropper = page.getByRole('dialog', { name: 'Adjust Your Avatar' });
    await expect(cropper.getByRole('button', { name: 'Save Avatar' })).toBeVisible();
    await cropper.getByRole('button', { name: 'Zoom In' }).click();
    await cropper.getByRole('button', { name: 'Save Avatar' }).click();
    await expectToast(page, 'Profile picture updated successfully');
    await expect(cropper.getByRole('button', { name: 'Save Avatar' })).toBeHidden();

    const me = (await (await page.request.get('/api/auth/user/')).json()) as {
      avatar_url: string;
    };
    expect(me.avatar_url).toMatch(/^\/media\/avatars\/.+\.png$/);
    const image = await page.request.get(me.avatar_url);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(image.headers()['x-content-type-options']).toBe('nosniff');
    const size = await page.evaluate(async (url) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, me.avatar_url);
    expect(size).toEqual([512, 512]);
    await expect(panel.locator(`img[src="${me.avatar_url}"]`)).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).last().click();
    await expect(
      page.getByRole('button', { name: 'User menu' }).locator(`img[src="${me.avatar_url}"]`),
    ).toBeVisible();
  });

  test('change the password, then log in again with the new one', async ({ page, request }) => {
    const user = await createVerifiedUser(request, 'chpw');
    await logIn(page, user);
    await openFromUserMenu(page, 'Change Password');
    const form = page.getByRole('form', { name: 'Change Password' });
    await form.getByLabel('Current password').fill(user.password);
    await form.getByLabel('New password', { exact: true }).fill('copper-meadow-violin-61');
    await form.getByLabel('Confirm new password').fill('copper-meadow-violin-16');
    await expect(form.getByText('Passwords do not match')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Change Password' })).toBeDisabled();

    await form.getByLabel('Confirm new password').fill('copper-meadow-violin-61');
    // The app signs this browser out (the guard shows the login page at once) and then loads
    // the login page afresh, so nothing of the old session stays in memory. Waiting on the
    // URL alone raced that second load: the next page.goto was interrupted by it.
    const loadedAfresh = page.waitForEvent('load');
    // The message shows for 1.5 s before the page goes to the login page, less than one look at
    // the page can take on a loaded machine (support/toasts.ts): the page itself looks for
    // it, at every frame it draws.
    const said = page.waitForFunction(
      (text) => document.body.innerText.includes(text),
      'Password changed successfully! You will be redirected to login.',
      { polling: 'raf', timeout: budget(15_000) },
    );
    await form.getByRole('button', { name: 'Change Password' }).click();
    await said;
    await loadedAfresh;
    await expect(page).toHaveURL(/\/auth\/login/);
    await logIn(page, user, 'copper-meadow-violin-61');
  });
});
