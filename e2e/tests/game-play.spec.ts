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
const TV = SIZES.find((size) => size.name === '1920')!;

async function clubSlugOf(page: Page, clubName: string): Promise<string> {
  return page.evaluate(async (name) => {
    const clubs = (await (await fetch('/api/user/clubs/')).json()) as {
      slug: string;
      name: string;
    }[];
    return clubs.find((club) => club.name === name)?.slug ?? '';
  }, clubName);
}

test.describe('the play page', () => {
  test('a director starts the game, busts a player from a phone and undoes it; the TV follows', async ({
    browser,
    request,
  }) => {
    // Two screens, a dozen commands, axe and screenshots at two sizes.
    test.slow();
    const owner = await createVerifiedUser(request, 'play-owner');
    const phoneContext = await browser.newContext({
      viewport: { width: PHONE.width, height: PHONE.height },
    });
    const phone = await phoneContext.newPage();
    await logIn(phone, owner);
    const clubSlug = await clubSlugOf(phone, owner.clubName);

    // A game tonight with the owner (who RSVPs) and three guests.
    const created = await postJson(phone.request, `/api/clubs/${clubSlug}/games/`, {
      title: 'Play Night',
      starts_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    const rsvp = await postJson(phone.request, `/api/games/${slug}/entries/`, {});
    expect(rsvp.status(), await rsvp.text()).toBe(201);
    for (const guest of ['Ann Lee', 'Bob Stone', 'Cat Diaz']) {
      const added = await postJson(phone.request, `/api/games/${slug}/entries/`, {
        guest_name: guest,
      });
      expect(added.status(), await added.text()).toBe(201);
    }

    await phone.goto(`/app/game/${slug}/play`);
    await phone.getByRole('button', { name: 'Start the game' }).click();
    const timer = phone.getByRole('timer');
    await expect(timer).toHaveText(/^\d+:\d\d$/);
    const board = phone.getByRole('region', { name: 'Game clock' });
    await expect(board).toContainText('Clock not started');

    for (const name of ['Ada Lovelace', 'Ann Lee', 'Bob Stone', 'Cat Diaz']) {
      await phone.getByRole('button', { name: `Check in ${name}` }).click();
    }
    const playing = phone.getByRole('region', { name: 'Playing' });
    await expect(playing).toContainText('Playing (4)');
    await expect(phone.getByRole('region', { name: 'Your seat' })).toContainText('Checked in');

    await phone.getByRole('button', { name: 'Start the clock' }).click();
    await expect(board).toContainText('Running');
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? '');

    // The TV opens the same night.
    const tvContext = await browser.newContext({
      viewport: { width: TV.width, height: TV.height },
      storageState: await phoneContext.storageState(),
    });
    const tv = await tvContext.newPage();
    await tv.goto(`/app/game/${slug}/play`);
    const tvBoard = tv.getByRole('region', { name: 'Game clock' });
    await expect(tvBoard).toContainText('Running');
    await expect(tvBoard.getByText('Players', { exact: true })).toBeVisible();

    // A bust from the phone, naming who knocked Ann out.
    await phone.getByRole('button', { name: 'Bust Ann Lee' }).click();
    const dialog = phone.getByRole('dialog', { name: 'Bust Ann Lee?' });
    await dialog.getByLabel('Knocked out by').selectOption({ label: 'Bob Stone' });
    await dialog.getByRole('button', { name: 'Bust Ann Lee' }).click();
    const actions = phone.getByRole('region', { name: 'Actions' });
    await expect(
      actions.getByRole('button', { name: 'Undo Bust: Ann Lee by Bob Stone' }),
    ).toBeVisible();
    await expect(phone.getByRole('region', { name: 'Out' })).toContainText('Ann Lee');
    await expect(playing).toContainText('Playing (3)');
    // The TV hears it.
    const players = tvBoard.getByText('Players', { exact: true }).locator('xpath=..');
    await expect(players).toContainText('3 of 4');

    await expectNoErrorShown(phone, 'play (phone)');
    await expectNoSidewaysScroll(phone, 'play (phone)', PHONE);
    await expectNoSeriousA11yViolations(phone, 'play (phone)');
    await saveScreenshot(phone, 'game-play-director', PHONE);

    // Undo: Ann is back in, on both screens.
    await actions.getByRole('button', { name: 'Undo Bust: Ann Lee by Bob Stone' }).click();
    await expect(phone.getByRole('button', { name: 'Bust Ann Lee' })).toBeVisible();
    await expect(actions).not.toContainText('Bust: Ann Lee');
    await expect(playing).toContainText('Playing (4)');
    await expect(players).toContainText('4 of 4');

    // The TV's board fits its screen: nothing below the fold, nothing sideways.
    await expectNoSidewaysScroll(tv, 'play (TV)', TV);
    const box = await tvBoard.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(TV.height);
    const timerBox = await tv.getByRole('timer').boundingBox();
    // Readable across a room: the time left is at least a quarter of the screen's height.
    expect(timerBox?.height ?? 0).toBeGreaterThan(TV.height / 4);
    await saveScreenshot(tv, 'game-play-tv', TV);

    await tvContext.close();
    await phoneContext.close();
  });
});
