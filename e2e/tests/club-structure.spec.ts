import { expect, test } from '@playwright/test';
import { createVerifiedUser, logIn } from '../support/accounts';

test.describe('leagues, seasons and the settings cascade', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an owner builds a league with a season, and sets club rules once with a season override', async ({
    page,
    request,
  }) => {
    // Ten page loads and nine saves across leagues, seasons and three settings scopes.
    test.slow();
    const owner = await createVerifiedUser(request, 'league');
    await logIn(page, owner);

    // Every club starts with a Main League and this year's season.
    await page
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Leagues', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Main League' })).toBeVisible();

    await page.getByRole('button', { name: 'New league' }).click();
    const dialog = page.getByRole('dialog', { name: 'New league' });
    await dialog.getByLabel('League name').fill('Friday Night League');
    await dialog.getByRole('button', { name: 'Create league' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Friday Night League' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/app\/dashboard\/leagues\/[\w-]+$/);

    // Seasons of the league just made (the active league is remembered).
    await page.goto('/app/seasons');
    await expect(page.getByText('Friday Night League has no seasons yet')).toBeVisible();
    await page.getByLabel('Season title').fill('Spring 2030');
    await page.getByLabel('Begin date').fill('2030-03-01');
    await page.getByLabel('End date').fill('2030-02-01');
    await page.getByRole('button', { name: 'Create season' }).click();
    await expect(page.getByText('End date must be on or after the begin date.')).toBeVisible();
    await page.getByLabel('End date').fill('2030-05-31');
    await page.getByRole('button', { name: 'Create season' }).click();
    const seasons = page.getByRole('list', { name: 'Seasons of Friday Night League' });
    await expect(seasons).toContainText('Spring 2030');
    await expect(seasons).toContainText('Upcoming');

    // The league dashboard shows it as the current season.
    await page.goto('/app/dashboard/leagues');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Friday Night League' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Spring 2030');

    // Club rules: the buy-in is set once for the club...
    await page.goto('/app/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Club Settings' })).toBeVisible();
    const clubBuyIn = page.getByLabel('Buy-in', { exact: true });
    await clubBuyIn.fill('25');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Set for this club').first()).toBeVisible();

    // ...and overridden for the season, which says what it overrides.
    await page.getByRole('link', { name: /Spring 2030/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Spring 2030' })).toBeVisible();
    const seasonBuyIn = page.getByLabel('Buy-in', { exact: true });
    await expect(seasonBuyIn).toHaveValue(/25/);
    await expect(page.getByText('Inherited from the club').first()).toBeVisible();
    await seasonBuyIn.fill('40');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText("Overrides the club's $25.00")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Buy-in', { exact: true })).toHaveValue(/40/);
    await expect(page.getByText("Overrides the club's $25.00")).toBeVisible();

    // Reset hands the field back to the club.
    await page.getByRole('button', { name: 'Reset Buy-in' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText("Overrides the club's $25.00")).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Buy-in', { exact: true })).toHaveValue(/25/);
  });
});
