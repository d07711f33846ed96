import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, logIn } from '../support/accounts';
import { answerOnboardingModals } from '../support/onboarding';
import {
  checkPageAt,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  expectPageShown,
  SIZES,
  type Size,
} from '../support/page-checks';

/*
 * Issue 14's season import (decision 0037): a club owner opens "Import results" from a past
 * season's leaderboard, downloads the template, chooses a file with mistakes and sees each by
 * its line with Import disabled, then the corrected file's preview (games, players matched or
 * new guests, results), imports it and sees the leaderboard. Checked at phone and laptop width,
 * with axe.
 */

const PHONE = SIZES.find((size) => size.name === '390')!;
const LAPTOP = SIZES.find((size) => size.name === '1440')!;

const HEADER = 'date,game,player,email,place,rebuys,addons,knockouts,prize';

/** Resizes the window and waits until the page has laid itself out again at that width. */
async function resize(page: Page, size: Size) {
  await page.setViewportSize({ width: size.width, height: size.height });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.clientWidth))
    .toBe(size.width);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
}

const csvFile = (text: string) => ({
  name: 'season-2025.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(text),
});

test.describe('importing a season from CSV', () => {
  test('checks the file, shows every problem by line, imports the corrected file and shows the leaderboard', async ({
    browser,
    request,
  }) => {
    test.slow();
    const owner = await createVerifiedUser(request, 'import-owner');
    const context = await browser.newContext({
      viewport: { width: LAPTOP.width, height: LAPTOP.height },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await answerOnboardingModals(page);
    await logIn(page, owner);

    // A past season of the club's league, made through the API as the owner.
    const season = await page.evaluate(async (clubName) => {
      const csrf = document.cookie.match(/csrftoken=([^;]+)/)?.[1] ?? '';
      const clubs = (await (await fetch('/api/user/clubs/')).json()) as {
        slug: string;
        name: string;
      }[];
      const club = clubs.find((each) => each.name === clubName)!;
      const leagues = (await (await fetch(`/api/clubs/${club.slug}/leagues/`)).json()) as {
        results: { slug: string }[];
      };
      const made = await fetch(`/api/leagues/${leagues.results[0]!.slug}/seasons/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrftoken': csrf },
        body: JSON.stringify({
          title: 'Season 2025',
          begin_date: '2025-01-01',
          end_date: '2025-12-31',
        }),
      });
      return ((await made.json()) as { slug: string }).slug;
    }, owner.clubName);

    await page.goto(`/app/season/${season}/leaderboard`);
    await expectPageShown(page, 'Season 2025');
    await page.getByRole('link', { name: 'Import results' }).click();
    await expect(page).toHaveURL(`/app/season/${season}/import`);
    await expectPageShown(page, 'Import results into Season 2025');

    // The template downloads with the columns.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: /Download the template/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('felt-season-import-template.csv');
    expect((await readFile(await download.path())).toString()).toContain(HEADER);

    // A file with mistakes: each named by its line, nothing to import.
    await page
      .getByLabel('CSV file')
      .setInputFiles(
        csvFile(
          [
            HEADER,
            `2025-03-07,Friday Night,,${owner.email},1,0,0,1,120`,
            '2025-03-07,Friday Night,Bob Stone,,1,0,0,0,60',
            '2025-03-14,Friday Night,Cat Diaz,,1,-2,0,0,',
            '14/03/2025,Friday Night,Bob Stone,,2,0,0,0,',
          ].join('\n'),
        ),
      );
    const problems = page.getByRole('region', { name: 'Problems by line' });
    await expect(problems.getByRole('row')).toHaveCount(4);
    await expect(problems.getByRole('row').nth(1)).toContainText(
      'Friday Night on 2025-03-07: place 1 is given on lines 2, 3',
    );
    await expect(problems.getByRole('row').nth(2)).toContainText(
      '4The rebuys cannot be negative (-2).',
    );
    await expect(problems.getByRole('row').nth(3)).toContainText('5"14/03/2025" is not a date');
    await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
    await expectNoSidewaysScroll(page, 'season-import-problems', LAPTOP);
    await expectNoSeriousA11yViolations(page, 'season-import-problems');
    await resize(page, PHONE);
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBeLessThanOrEqual(0);
    await expectNoSidewaysScroll(page, 'season-import-problems', PHONE);

    // The corrected file: two nights, the owner found by email, two new guests.
    await page
      .getByLabel('CSV file')
      .setInputFiles(
        csvFile(
          [
            HEADER,
            `2025-03-07,Friday Night,,${owner.email},1,0,0,1,120`,
            '2025-03-07,Friday Night,Bob Stone,,2,0,0,1,60',
            '2025-03-07,Friday Night,Cat Diaz,,3,1,0,0,',
            '2025-03-14,Friday Night,Ada Lovelace,,1,0,1,2,150',
            '2025-03-14,Friday Night,Bob Stone,,2,0,0,0,40',
            '2025-03-14,Friday Night,Cat Diaz,,3,0,0,0,',
          ].join('\n'),
        ),
      );
    await expect(page.getByTestId('import-summary')).toHaveText(
      'Read 6 rows: 2 games, 3 players (1 member matched, 2 new guests), 6 results.',
    );
    const players = page.getByRole('region', { name: 'Table of players' });
    await expect(players.getByRole('row', { name: /Ada Lovelace/ })).toContainText(
      'Member, by email',
    );
    await expect(players.getByRole('row', { name: /Bob Stone/ })).toContainText('New guest');
    await expect(page.getByText('Creates 2 games and 2 new guests.')).toBeVisible();
    await checkPageAt(page, 'season-import-preview', PHONE);
    await resize(page, LAPTOP);
    await checkPageAt(page, 'season-import-preview', LAPTOP);

    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('Import complete')).toBeVisible();
    await expect(page.getByText('Imported 2 games into Season 2025.')).toBeVisible();
    await page.getByRole('link', { name: 'See the leaderboard' }).click();

    await expect(page).toHaveURL(`/app/season/${season}/leaderboard`);
    await expect(page.getByText(/· 2 games recorded/)).toBeVisible();
    const standings = page.getByRole('table', { name: 'Season standings' });
    await expect(standings.getByRole('row')).toHaveCount(4);
    await expect(standings.getByRole('row').nth(1)).toContainText('Ada Lovelace');
    await expect(standings.getByRole('row').nth(2)).toContainText('Bob Stone');
    await expect(standings.getByRole('row').nth(3)).toContainText('Cat Diaz');
    await context.close();
  });
});
