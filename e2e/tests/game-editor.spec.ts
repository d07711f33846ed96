import { expect, test, type Page } from '@playwright/test';
import { signInNewOwner } from '../support/club-setup';
import { checkPageAt, expectPageShown, SIZES } from '../support/page-checks';

/*
 * Issue 14's game editor (`/app/season/{seasonSlug}/games/{gameSlug?}?caller=`): a director
 * enters a game run elsewhere from the season's games list, sees it on the leaderboard,
 * corrects it from the game's page and sees the standings change, each time coming back to
 * where the editor was opened. Checked at phone and laptop width, with axe.
 */

const PHONE = SIZES.find((size) => size.name === '390')!;
const LAPTOP = SIZES.find((size) => size.name === '1440')!;

/** A day a week ago on the browser's calendar, as a date input takes it. */
function lastWeek(): string {
  const day = new Date(Date.now() - 7 * 24 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

const rows = (page: Page) => page.getByRole('list', { name: 'Players' }).getByRole('listitem');

test.describe('the game editor', () => {
  test('enters a past game, shows it on the leaderboard, corrects it and returns to the caller each time', async ({
    browser,
    request,
  }) => {
    test.slow();
    const { context, page, season } = await signInNewOwner(browser, request, {
      emailPrefix: 'editor-owner',
      size: LAPTOP,
      answerOnboarding: true,
    });
    const pastGames = `/app/games?when=past&season=${season.slug}`;

    // The season's past games: nothing yet, and the way in.
    await page.goto(pastGames);
    await page.getByRole('link', { name: 'Enter a past game' }).click();
    await expect(page).toHaveURL(
      `/app/season/${season.slug}/games?caller=${encodeURIComponent(pastGames)}`,
    );
    await expectPageShown(page, 'Enter a past game');
    await checkPageAt(page, 'game-editor-new', LAPTOP);

    await page.getByLabel('Title').fill('Garage Game');
    await page.getByLabel('Date').fill(lastWeek());
    await page.getByLabel('Start time').fill('19:30');
    await rows(page)
      .nth(0)
      .getByLabel('Player', { exact: true })
      .selectOption({ label: 'Ada Lovelace' });
    await rows(page).nth(0).getByLabel('Knockouts').fill('1');
    await rows(page)
      .nth(1)
      .getByLabel('Player', { exact: true })
      .selectOption({ label: 'A guest (not a member)' });
    await rows(page).nth(1).getByLabel('Guest name').fill('Bob Stone');
    await page.getByRole('button', { name: 'Add a player' }).click();
    await rows(page)
      .nth(2)
      .getByLabel('Player', { exact: true })
      .selectOption({ label: 'A guest (not a member)' });
    await rows(page).nth(2).getByLabel('Guest name').fill('Cat Diaz');
    await rows(page).nth(2).getByLabel('Knockouts').fill('1');
    // A tie is refused at its rows, and nothing is sent.
    await rows(page).nth(2).getByLabel('Place').fill('2');
    await page.getByRole('button', { name: 'Save game and results' }).click();
    const tie =
      'Place 2 is given to 2 players: ties are not allowed, give each player their own place.';
    await expect(rows(page).nth(1).getByText(tie)).toBeVisible();
    await expect(rows(page).nth(2).getByText(tie)).toBeVisible();
    await expect(page).toHaveURL(/\/games\?caller=/);
    await rows(page).nth(2).getByLabel('Place').fill('3');
    await expect(page.getByText(tie)).toHaveCount(0);
    await page.getByRole('button', { name: 'Save game and results' }).click();

    // Back where it was opened from, the game listed.
    await expect(page).toHaveURL(pastGames);
    const gameLink = page.getByRole('link', { name: /Garage Game/ }).first();
    await expect(gameLink).toBeVisible();

    // The leaderboard: linear points, Ada 3, Bob 2, Cat 1.
    await page.goto(`/app/season/${season.slug}/leaderboard`);
    const standings = page.getByRole('table', { name: 'Season standings' });
    await expect(page.getByText(/· 1 game recorded/)).toBeVisible();
    await expect(standings.getByRole('row').nth(1)).toContainText('Ada Lovelace');
    await expect(standings.getByRole('row').nth(2)).toContainText('Bob Stone');
    await expect(standings.getByRole('row').nth(3)).toContainText('Cat Diaz');

    // Correct it from the game's page: Bob won, Ada was second.
    await page.goto(pastGames);
    await page
      .getByRole('link', { name: /Garage Game/ })
      .first()
      .click();
    await expectPageShown(page, 'Garage Game');
    const gamePath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Correct results' }).click();
    await expectPageShown(page, 'Correct results: Garage Game');
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).nth(0).getByLabel('Player', { exact: true })).toHaveValue(/.+/);
    await expect(rows(page).nth(1).getByLabel('Guest name')).toHaveCount(0);
    await checkPageAt(page, 'game-editor-correct', LAPTOP);
    await rows(page).nth(0).getByLabel('Place').fill('2');
    await rows(page).nth(1).getByLabel('Place').fill('1');
    await page.getByRole('button', { name: 'Prizes from the payouts' }).click();
    await page.getByRole('button', { name: 'Save results' }).click();

    // Back on the game's page, the final table corrected.
    await expect(page).toHaveURL(gamePath);
    const finalTable = page.getByRole('table', { name: 'Final table' });
    await expect(finalTable.getByRole('row').nth(1)).toContainText('Bob Stone');
    await expect(finalTable.getByRole('row').nth(2)).toContainText('Ada Lovelace');

    // And the standings follow.
    await page.goto(`/app/season/${season.slug}/leaderboard`);
    await expect(standings.getByRole('row').nth(1)).toContainText('Bob Stone');
    await expect(standings.getByRole('row').nth(2)).toContainText('Ada Lovelace');
    await expect(page.getByText('You are number 2 with 2 points from 1 game.')).toBeVisible();

    // On a phone: the editor opened from the leaderboard fits, and Cancel goes back there.
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await page.getByRole('link', { name: 'Enter a past game' }).click();
    await expectPageShown(page, 'Enter a past game');
    await checkPageAt(page, 'game-editor-new', PHONE);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`/app/season/${season.slug}/leaderboard`);
    await page.goto(gamePath);
    await page.getByRole('link', { name: 'Correct results' }).click();
    await expectPageShown(page, 'Correct results: Garage Game');
    await checkPageAt(page, 'game-editor-correct', PHONE);
    await context.close();
  });
});
