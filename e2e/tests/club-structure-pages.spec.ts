import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, latestMailTo, linkIn, logIn, uniqueEmail } from '../support/accounts';

/*
 * Every club-structure page, filled with a little data, at phone, laptop and TV width: no
 * serious accessibility violation, no sideways scrolling, and a screenshot kept in
 * e2e/artifacts/screenshots for a person to look at.
 */

const sizes = [
  { name: '390', width: 390, height: 844 },
  { name: '1440', width: 1440, height: 900 },
  { name: '1920', width: 1920, height: 1080 },
] as const;

async function api(page: Page, method: 'GET' | 'POST' | 'PATCH', url: string, data?: unknown) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await page.request.fetch(url, {
    method,
    data,
    headers: { 'X-CSRFToken': csrf },
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

async function checkPage(page: Page, name: string, size: (typeof sizes)[number]) {
  await page.getByRole('main').waitFor();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Loading skeletons gone.
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  // The message names the culprits, so a failure says what to fix.
  const culprits =
    overflow > 0
      ? await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth)
            .map((el) => `${el.tagName}.${el.className} right=${el.getBoundingClientRect().right}`)
            .slice(0, 15)
            .join('\n'),
        )
      : '';
  expect(
    overflow,
    `${name} scrolls sideways at ${size.width} px:\n${culprits}`,
  ).toBeLessThanOrEqual(0);
  if (size.name !== '1920') {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      serious.map(
        (v) => `${name}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`,
      ),
    ).toEqual([]);
  }
  await page.screenshot({
    path: path.join(import.meta.dirname, `../artifacts/screenshots/${name}-${size.name}.png`),
    fullPage: true,
  });
}

test('club-structure pages: accessible, no sideways scroll, screenshots', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await createVerifiedUser(request, 'pages');
  await logIn(page, owner);
  const [club] = (await (await page.request.get('/api/user/clubs/')).json()) as { slug: string }[];
  const clubSlug = club?.slug ?? '';
  const leagues = (await api(page, 'GET', `/api/clubs/${clubSlug}/leagues/`)) as {
    results: { slug: string; active_season: { slug: string } }[];
  };
  const league = leagues.results[0];
  if (!league) throw new Error('no starter league');
  await api(page, 'POST', `/api/leagues/${league.slug}/seasons/`, {
    title: 'Winter Series',
    begin_date: '2030-01-01',
    end_date: '2030-03-31',
  });
  await api(page, 'PATCH', `/api/clubs/${clubSlug}/settings/`, { default_buy_in_cents: 2500 });
  await api(page, 'PATCH', `/api/seasons/${league.active_season.slug}/settings/`, {
    default_buy_in_cents: 4000,
    payout_structure: 'winner_takes_all',
  });
  const guest = (await api(page, 'POST', `/api/clubs/${clubSlug}/members/`, {
    name: 'Sam Shark',
  })) as { slug: string };
  const invitee = uniqueEmail('pending');
  await api(page, 'POST', `/api/clubs/${clubSlug}/invites/`, { email: invitee });
  const inviteLink = linkIn((await latestMailTo(request, invitee)).text, '/accept-invite/');

  const pages = [
    ['leagues', '/app/dashboard/leagues'],
    ['seasons', '/app/seasons'],
    ['manage-members', '/app/members'],
    ['member-directory', '/app/members/directory'],
    ['member-profile', `/app/members/${guest.slug}`],
    ['club-settings', '/app/settings'],
    ['league-settings', `/app/settings/league/${league.slug}`],
    ['season-settings', `/app/settings/season/${league.active_season.slug}`],
  ] as const;
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const [name, url] of pages) {
      await page.goto(url);
      await checkPage(page, name, size);
    }
  }

  // The invitation as the invitee sees it, signed out.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  for (const size of sizes) {
    await visitor.setViewportSize({ width: size.width, height: size.height });
    await visitor.goto(new URL(inviteLink).pathname);
    await expect(visitor.getByLabel('Email')).toHaveValue(invitee);
    await checkPage(visitor, 'accept-invite', size);
  }
  await visitorContext.close();
});
