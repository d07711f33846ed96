import { expect, test } from '@playwright/test';
import { createGame, nightUnderWay, signInNewOwner } from '../support/club-setup';
import { answerOnboardingModals } from '../support/onboarding';
import { checkPageAt, saveScreenshot, SIZES } from '../support/page-checks';

/*
 * Issue 14's journey: a director finishes a running night with a chip-chop deal on the payouts
 * page, marks the players paid, records the game and sees the season table move, then opens
 * its printable page. The night and an earlier game of the season are set up through the API.
 */

const PHONE = SIZES.find((size) => size.name === '390')!;
const LAPTOP = SIZES.find((size) => size.name === '1440')!;
const GUESTS = ['Ann Lee', 'Bob Stone', 'Cat Diaz'];

test.describe('results', () => {
  test('a director settles a night with a chip-chop deal, records it, sees the leaderboard move and prints it', async ({
    browser,
    request,
  }) => {
    test.slow();
    const setup = await signInNewOwner(browser, request, {
      emailPrefix: 'results-owner',
      size: LAPTOP,
      answerOnboarding: true,
    });
    const { owner, context, page, season, headers } = setup;

    // An earlier game of the season, entered as run elsewhere: Bob 1st, Ann 2nd, Ada 3rd
    // (linear points 3, 2, 1). The guests become the club's players.
    const earlier = await createGame(setup, 'Opening Night', season.slug);
    const entered = await page.request.put(`/api/games/${earlier}/results/`, {
      data: {
        results: [
          { guest_name: 'Bob Stone', place: 1, rebuys: 0, addons: 0, knockouts: 2 },
          { guest_name: 'Ann Lee', place: 2, rebuys: 0, addons: 0, knockouts: 0 },
          { guest_name: 'Ada Lovelace', place: 3, rebuys: 0, addons: 0, knockouts: 0 },
        ],
      },
      headers,
    });
    expect(entered.status(), await entered.text()).toBe(200);
    const slugOf = new Map(
      (
        (await entered.json()) as { results: { name: string; member: { slug: string } }[] }
      ).results.map((result) => [result.name, result.member.slug]),
    );

    // Tonight: Ada and the three guests at $20 (no fee), a $80 pool paying 65/35; Cat and Bob
    // are out, Ann and Ada are heads-up. Ann and Bob are the club's players from the earlier
    // game; Cat is new tonight.
    const slug = await nightUnderWay(setup, {
      title: 'Deal Night',
      seasonSlug: season.slug,
      players: GUESTS.map((guest) => {
        const member = slugOf.get(guest);
        return member ? { member_slug: member } : { guest_name: guest };
      }),
      settings: { default_buy_in_cents: 2000, house_fee_cents: 0, bounty_cents: 0 },
      busts: [
        ['Cat Diaz', 'Ada Lovelace'],
        ['Bob Stone', 'Ann Lee'],
      ],
    });

    // The table before tonight: Bob leads, Ada is third.
    await page.goto(`/app/season/${season.slug}/leaderboard`);
    const standings = page.getByRole('table', { name: 'Season standings' });
    await expect(page.getByText('You are number 3 with 1 point from 1 game.')).toBeVisible();
    await expect(standings.getByRole('row').nth(1)).toContainText('Bob Stone');
    await expect(standings.getByRole('row').nth(2)).toContainText('Ann Lee');
    await expect(page.getByText(/· 1 game recorded/)).toBeVisible();

    // The deal: Ann 30,000 and Ada 10,000 chop the $80 by chips.
    await page.goto(`/app/game/${slug}`);
    await page.getByRole('link', { name: 'Payouts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    const calculator = page.getByRole('form', { name: 'Deal calculator' });
    await calculator.getByLabel("Ann Lee's chips").fill('30000');
    await calculator.getByLabel("Ada Lovelace's chips").fill('10000');
    await calculator.getByRole('button', { name: 'Calculate the deal' }).click();
    const deal = page.getByRole('table', { name: 'ICM and chip chop amounts' });
    // ICM and chip chop side by side (heads-up they agree): each is guaranteed 2nd's $28 and
    // the other $24 goes 3:1 by chips.
    await expect(deal.getByRole('columnheader', { name: 'ICM', exact: true })).toBeVisible();
    await expect(deal.getByRole('columnheader', { name: 'Chip chop', exact: true })).toBeVisible();
    const ann = deal.getByRole('row').nth(1);
    await expect(ann.getByRole('cell').nth(1)).toHaveText('Ann Lee');
    await expect(ann.getByRole('cell').nth(3)).toHaveText('$46.00');
    await expect(ann.getByRole('cell').nth(4)).toHaveText('$46.00');
    const ada = deal.getByRole('row').nth(2);
    await expect(ada.getByRole('cell').nth(1)).toHaveText('Ada Lovelace');
    await expect(ada.getByRole('cell').nth(3)).toHaveText('$34.00');
    await expect(ada.getByRole('cell').nth(4)).toHaveText('$34.00');
    await page.getByRole('button', { name: 'Accept chip chop' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Accept the deal' }).click();
    await expect(
      page.getByText(/The chip chop deal is accepted: the game is finished/),
    ).toBeVisible();
    const places = page.getByRole('table', { name: 'Paid places' });
    await expect(places.getByRole('row').nth(1)).toContainText('Ann Lee');
    await expect(places.getByRole('row').nth(1)).toContainText('$46.00');
    await expect(places.getByRole('row').nth(2)).toContainText('Ada Lovelace');
    await expect(places.getByRole('row').nth(2)).toContainText('$34.00');

    // Both paid.
    const annPaid = places.getByRole('checkbox', { name: 'Paid: Ann Lee, 1st place' });
    await annPaid.check();
    await expect(annPaid).toBeChecked();
    const adaPaid = places.getByRole('checkbox', { name: 'Paid: Ada Lovelace, 2nd place' });
    await adaPaid.check();
    await expect(adaPaid).toBeChecked();
    await expect(page.locator('dt:text-is("Paid so far") + dd')).toHaveText('$80.00');
    await saveScreenshot(page, 'results-paid', LAPTOP);

    // Recorded from the same page: the standings change for everyone.
    const results = page.getByRole('region', { name: 'Results' });
    await results.getByRole('button', { name: 'Record the results' }).click();
    await page
      .getByRole('alertdialog', { name: 'Record the results?' })
      .getByRole('button', { name: 'Record the results' })
      .click();
    await expect(results.getByText('The results are recorded')).toBeVisible();
    await expect(page.getByText('Final: the results are recorded.')).toBeVisible();
    await expect(places.getByRole('checkbox')).toHaveCount(0);
    await results.getByRole('link', { name: 'See the leaderboard' }).click();

    // The table moved: Ann 2 + 4 leads, Bob 3 + 2 second, Ada 1 + 3 still third with 4 points.
    await expect(page.getByText('You are number 3 with 4 points from 2 games.')).toBeVisible();
    await expect(page.getByText(/· 2 games recorded/)).toBeVisible();
    await expect(standings.getByRole('row').nth(1)).toContainText('Ann Lee');
    await expect(standings.getByRole('row').nth(1)).toContainText('6');
    await expect(standings.getByRole('row').nth(2)).toContainText('Bob Stone');
    await expect(standings.getByRole('row').nth(4)).toContainText('Cat Diaz');
    await checkPageAt(page, 'results-leaderboard', LAPTOP);
    const leaderboardUrl = page.url();

    // Share: this browser has no share sheet, so the leaderboard's address is copied.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(leaderboardUrl);

    // The printable table, outside the app.
    await page.getByRole('link', { name: 'Print' }).click();
    await expect(page).toHaveURL(new RegExp(`/seasons/${season.slug}/leaderboard/print$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `${season.title} · Leaderboard` }),
    ).toBeVisible();
    await expect(page.getByText(owner.clubName)).toBeVisible();
    await expect(page.getByText(/2 games recorded/)).toBeVisible();
    const printed = page.getByRole('table', { name: 'Season standings' });
    await expect(printed.getByRole('row')).toHaveCount(5);
    await expect(printed.getByRole('row').nth(1)).toContainText('Ann Lee');
    await expect(printed.getByRole('row').nth(3)).toContainText('Ada Lovelace');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await checkPageAt(page, 'results-leaderboard-print', LAPTOP);
    const printUrl = page.url();

    // Both on a phone, loaded at its size: readable, no sideways scroll, no serious axe finding.
    const phone = await context.newPage();
    await answerOnboardingModals(phone);
    await phone.setViewportSize({ width: PHONE.width, height: PHONE.height });
    await phone.goto(leaderboardUrl);
    await expect(phone.getByText('You are number 3 with 4 points from 2 games.')).toBeVisible();
    await checkPageAt(phone, 'results-leaderboard', PHONE);
    await phone.goto(printUrl);
    await expect(phone.getByRole('table', { name: 'Season standings' })).toBeVisible();
    await checkPageAt(phone, 'results-leaderboard-print', PHONE);
    await context.close();
  });
});
