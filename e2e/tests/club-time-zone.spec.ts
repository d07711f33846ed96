import { expect, test } from '@playwright/test';
import { createVerifiedUser, logIn } from '../support/accounts';

test.describe("the club's time zone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the owner finds a zone outside the six by typing on a phone, and game times follow it', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, 'club-tz');
    await logIn(page, user);
    await page.goto('/app/settings');
    const card = page.getByRole('form', { name: 'Club' });
    const zone = card.getByRole('combobox', { name: 'Time zone' });
    await expect(zone).toHaveValue('Eastern');

    await zone.click();
    const options = page.getByRole('option');
    await expect(options).toHaveCount(6);
    await expect(options.first()).toContainText('Eastern');
    await expect(options.last()).toContainText('Hawaii');

    await zone.fill('tokyo');
    await expect(options).toHaveCount(1);
    const tokyo = page.getByRole('option', { name: /Asia\/Tokyo/ });
    await expect(tokyo).toBeInViewport();
    await tokyo.click();
    await expect(zone).toHaveValue('Asia/Tokyo');
    // Nothing on the page scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await card.getByRole('button', { name: 'Save club' }).click();
    await expect(page.getByText('Time zone changed.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Save club' })).toBeDisabled();

    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Club' }).getByRole('combobox', { name: 'Time zone' }),
    ).toHaveValue('Asia/Tokyo');
    await page.goto('/app/games/new');
    await expect(page.getByText("On the club's clock (Tokyo time).")).toBeVisible();
  });
});
