import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, latestMailTo, linkIn, logIn, postJson } from '../support/accounts';
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

    // A member of the club watches from their own phone.
    const player = await createVerifiedUser(request, 'play-member');
    const invited = await postJson(phone.request, `/api/clubs/${clubSlug}/invites/`, {
      email: player.email,
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const invite = linkIn(
      (await latestMailTo(request, player.email, /invited/i)).text,
      '/accept-invite/',
    );
    const memberContext = await browser.newContext({
      viewport: { width: PHONE.width, height: PHONE.height },
    });
    const member = await memberContext.newPage();
    await logIn(member, player);
    await member.goto(invite);
    await member.getByRole('button', { name: `Join ${owner.clubName}` }).click();
    await expect(member).toHaveURL('/app/dashboard');

    // A game tonight with the owner (who RSVPs) and three guests.
    const created = await postJson(phone.request, `/api/clubs/${clubSlug}/games/`, {
      title: 'Play Night',
      starts_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    const rsvp = await postJson(phone.request, `/api/games/${slug}/entries/`, {});
    expect(rsvp.status(), await rsvp.text()).toBe(201);
    const memberRsvp = await postJson(member.request, `/api/games/${slug}/entries/`, {});
    expect(memberRsvp.status(), await memberRsvp.text()).toBe(201);
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

    // Both users are named Ada Lovelace: the member is checked in by the undo list's count.
    for (const name of ['Ann Lee', 'Bob Stone', 'Cat Diaz']) {
      await phone.getByRole('button', { name: `Check in ${name}` }).click();
    }
    for (let index = 0; index < 2; index += 1) {
      await phone.getByRole('button', { name: 'Check in Ada Lovelace' }).first().click();
      await expect(phone.getByRole('region', { name: 'Playing' })).toContainText(
        `Playing (${4 + index})`,
      );
    }
    const playing = phone.getByRole('region', { name: 'Playing' });
    await expect(playing).toContainText('Playing (5)');
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
    await expect(playing).toContainText('Playing (4)');
    // The TV hears it.
    const players = tvBoard.getByText('Players', { exact: true }).locator('xpath=..');
    await expect(players).toContainText('4 of 5');

    // The member sees the night read-only, their own row marked.
    await member.goto(`/app/game/${slug}/play`);
    await expect(member.getByRole('region', { name: 'Your seat' })).toContainText('Checked in');
    await expect(member.getByRole('region', { name: 'Actions' })).toContainText(
      'Bust: Ann Lee by Bob Stone',
    );
    await expect(
      member.getByRole('listitem').and(member.locator('[aria-current="true"]')),
    ).toContainText('You');
    await expect(member.getByRole('button', { name: /^(Bust|Undo|Check in|Rebuy)/ })).toHaveCount(
      0,
    );
    await expect(member.getByRole('toolbar', { name: 'Clock controls' })).toHaveCount(0);
    await expect(member.getByRole('timer')).toHaveText(/^\d+:\d\d$/);
    await expectNoSidewaysScroll(member, 'play (member)', PHONE);
    await expectNoSeriousA11yViolations(member, 'play (member)');
    await saveScreenshot(member, 'game-play-member', PHONE);

    await expectNoErrorShown(phone, 'play (phone)');
    await expectNoSidewaysScroll(phone, 'play (phone)', PHONE);
    await expectNoSeriousA11yViolations(phone, 'play (phone)');
    await saveScreenshot(phone, 'game-play-director', PHONE);

    // Undo: Ann is back in, on both screens.
    await actions.getByRole('button', { name: 'Undo Bust: Ann Lee by Bob Stone' }).click();
    await expect(phone.getByRole('button', { name: 'Bust Ann Lee' })).toBeVisible();
    await expect(actions).not.toContainText('Bust: Ann Lee');
    await expect(playing).toContainText('Playing (5)');
    await expect(players).toContainText('5 of 5');
    await expect(member.getByRole('region', { name: 'Actions' })).not.toContainText(
      'Bust: Ann Lee',
    );

    // The TV's board fits its screen: nothing below the fold, nothing sideways.
    await expectNoSidewaysScroll(tv, 'play (TV)', TV);
    const box = await tvBoard.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(TV.height);
    const timerBox = await tv.getByRole('timer').boundingBox();
    // Readable across a room: the time left is at least a quarter of the screen's height.
    expect(timerBox?.height ?? 0).toBeGreaterThan(TV.height / 4);
    await saveScreenshot(tv, 'game-play-tv', TV);

    await tvContext.close();
    await memberContext.close();
    await phoneContext.close();
  });
});
