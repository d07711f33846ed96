import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, latestMailTo, linkIn, logIn, postJson } from '../support/accounts';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });

/** The page is no wider than the window (no sideways scrolling on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('games', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an owner schedules a game from the sidebar, and a member RSVPs from a phone', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    // Two people, an invitation and a dozen page loads.
    test.slow();
    const owner = await createVerifiedUser(request, 'games-owner');
    const player = await createVerifiedUser(request, 'games-player');
    await logIn(page, owner);

    // The owner invites the player, who joins the club from a phone.
    const clubSlug = await page.evaluate(async (name) => {
      const clubs = (await (await fetch('/api/user/clubs/')).json()) as {
        slug: string;
        name: string;
      }[];
      return clubs.find((club) => club.name === name)?.slug ?? '';
    }, owner.clubName);
    const invited = await postJson(page.request, `/api/clubs/${clubSlug}/invites/`, {
      email: player.email,
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const link = linkIn(
      (await latestMailTo(request, player.email, /invited/i)).text,
      '/accept-invite/',
    );

    // The owner schedules Friday's game from the sidebar's modal.
    await sidebar(page).getByRole('button', { name: 'Schedule Game' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Game' });
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await dialog.getByLabel('Title').fill('Friday Night');
    await dialog.getByLabel('Date').fill('2031-11-28');
    await dialog.getByLabel('Start time').fill('19:30');
    await dialog.getByLabel('Max players').fill('8');
    await dialog.getByLabel('Location').fill("Dana's basement");
    await page.screenshot({ path: testInfo.outputPath('schedule-modal-1440.png') });
    await dialog.getByRole('button', { name: 'Schedule Game' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Friday Night' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/game\/friday-night-2031-11-28$/);
    await expect(dialog).toBeHidden();
    const gameUrl = new URL(page.url()).pathname;

    // It is on the club's games list.
    await sidebar(page).getByRole('link', { name: 'Games', exact: true }).click();
    const upcoming = page.getByRole('list', { name: 'Upcoming games' });
    const card = upcoming.getByRole('article').filter({ hasText: 'Friday Night' });
    await expect(card).toContainText('0/8 seats taken');
    await expect(card).toContainText("Dana's basement");
    await page.screenshot({ path: testInfo.outputPath('games-1440.png'), fullPage: true });

    // The player, on a phone, joins the club, finds the game and RSVPs.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const playerPage = await phone.newPage();
    await logIn(playerPage, player);
    await playerPage.goto(link);
    await playerPage.getByRole('button', { name: `Join ${owner.clubName}` }).click();
    await expect(playerPage).toHaveURL('/app/dashboard');
    await expect(
      playerPage.getByRole('region', { name: 'Next game' }).getByText('Friday Night'),
    ).toBeVisible();

    await playerPage.goto('/app/games');
    await playerPage
      .getByRole('list', { name: 'Upcoming games' })
      .getByRole('link', { name: 'Friday Night' })
      .click();
    await expect(playerPage).toHaveURL(gameUrl);
    const rsvp = playerPage.getByRole('region', { name: 'Your RSVP' });
    await expect(rsvp).toContainText('8 seats left.');
    await expectNoSidewaysScroll(playerPage);
    await rsvp.getByRole('button', { name: 'Join' }).click();
    await expect(rsvp.getByText("You're in")).toBeVisible();
    await expect(rsvp.getByRole('button', { name: 'Cancel RSVP' })).toBeVisible();
    await expect(playerPage.getByRole('list', { name: 'Registered players' })).toContainText(
      'Ada Lovelace',
    );
    // The rules of the night, from the settings cascade.
    await expect(playerPage.getByRole('region', { name: 'Buy-in and rebuys' })).toContainText(
      'One rebuy of $20.00 for 5,000 chips, until the end of level 6',
    );
    await expectNoSidewaysScroll(playerPage);
    await playerPage.screenshot({ path: testInfo.outputPath('game-390.png'), fullPage: true });

    // The owner sees the seat taken, and the player at the registration desk.
    await page.goto(gameUrl);
    await expect(page.getByRole('region', { name: 'Game details' })).toContainText(
      '1/8 seats taken',
    );
    await page.getByRole('link', { name: 'Registration desk' }).click();
    await expect(page.getByRole('list', { name: 'Registered players' })).toContainText(
      'Ada Lovelace',
    );
    await page.screenshot({ path: testInfo.outputPath('desk-1440.png'), fullPage: true });

    // The desk moves the player to the waitlist and back in, which is mailed to them.
    await page.getByRole('button', { name: 'Move Ada Lovelace to the waitlist' }).click();
    await expect(page.getByText('Ada Lovelace is on the waitlist, #1.')).toBeVisible();
    await page.getByRole('button', { name: 'Move Ada Lovelace in' }).click();
    await expect(page.getByText('Ada Lovelace is in.')).toBeVisible();
    const movedIn = await latestMailTo(request, player.email, /^You're in: Friday Night$/);
    expect(movedIn.text).toContain('moved you from the waitlist');
    await phone.close();
  });
});
