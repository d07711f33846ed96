import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, latestMailTo, linkIn, logIn, uniqueEmail } from '../support/accounts';

const SCREENSHOTS = path.resolve(import.meta.dirname, '../artifacts/screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

async function ownerApi(page: Page, method: 'GET' | 'POST', url: string, data?: unknown) {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const response = await page.request.fetch(url, {
    method,
    data,
    headers: { 'X-CSRFToken': csrf },
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Nothing wider than the screen: a phone never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'page is wider than the screen').toBeLessThanOrEqual(0);
}

/** axe finds nothing serious or critical (legacy mode: one run inside the page, no frames here). */
async function expectNoSeriousA11yViolations(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${name}: ${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`),
  ).toEqual([]);
}

/** The page at phone and desktop width, for someone to look at. */
async function screenshots(page: Page, name: string) {
  for (const [size, viewport] of [
    ['390', PHONE],
    ['1440', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      path: path.join(SCREENSHOTS, `quick-join-${name}-${size}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize(PHONE);
}

test('a friend joins a game by its share link on a phone, then gives the seat back from the mail', async ({
  page,
  browser,
  request,
}) => {
  // An owner's sign-up and game, then a visitor's four screens and a mail.
  test.slow();
  const owner = await createVerifiedUser(request, 'quickjoin');
  await logIn(page, owner);
  const [club] = (await (await page.request.get('/api/user/clubs/')).json()) as { slug: string }[];
  const startsAt = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  startsAt.setUTCHours(0, 0, 0, 0);
  const created = await ownerApi(page, 'POST', `/api/clubs/${club?.slug ?? ''}/games/`, {
    title: 'Friday Night Hold’em',
    starts_at: startsAt.toISOString(),
    location: 'Back room, 12 Elm St',
    max_players: 8,
  });
  const gameSlug = String(created.slug);
  // Owners see the game's join code; the share link carries it.
  const game = await ownerApi(page, 'GET', `/api/games/${gameSlug}/`);
  expect(typeof game.join_code).toBe('string');
  const shareLink = `/game/${gameSlug}/join?code=${encodeURIComponent(String(game.join_code))}`;

  // A friend without an account opens the link on a phone, in a browser of their own.
  const visitor = await browser.newContext({
    baseURL: `http://127.0.0.1:${process.env.FELT_E2E_PORT}`,
    viewport: PHONE,
    hasTouch: true,
  });
  try {
    const phone = await visitor.newPage();
    await phone.goto(shareLink);
    await expect(
      phone.getByRole('heading', { level: 1, name: 'Friday Night Hold’em' }),
    ).toBeVisible();
    await expect(phone.getByText(owner.clubName)).toBeVisible();
    await expect(phone.getByText('Back room, 12 Elm St')).toBeVisible();
    await expect(phone.getByText('8 seats left of 8')).toBeVisible();
    await expectNoSidewaysScroll(phone);
    await expectNoSeriousA11yViolations(phone, 'the join page');
    await screenshots(phone, 'preview');

    const email = uniqueEmail('friend');
    await phone.getByLabel('Your name').fill('Grace Hopper');
    await phone.getByLabel('Email').fill(email);
    await phone.getByRole('button', { name: 'Join the game' }).click();
    const joined = phone.getByRole('heading', { level: 1, name: "You're in" });
    await expect(joined).toBeVisible();
    await expect(joined).toBeFocused();
    await expect(
      phone.getByText("You're in. We sent a confirmation to your email address."),
    ).toBeVisible();
    await expectNoSidewaysScroll(phone);
    await expectNoSeriousA11yViolations(phone, 'the confirmation');
    await screenshots(phone, 'confirmation');

    // The owner sees the friend among the players, joined by link.
    const entries = (await ownerApi(page, 'GET', `/api/games/${gameSlug}/entries/`)) as {
      registered: { name: string; joined_by_link: boolean }[];
    };
    expect(entries.registered).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Grace Hopper', joined_by_link: true }),
      ]),
    );

    // The confirmation arrives with a link that gives the seat back.
    const mail = await latestMailTo(request, email, /You're in/);
    const cancelLink = linkIn(mail.text, `/game/${gameSlug}/join`);
    expect(new URL(cancelLink).searchParams.get('cancel')).toBeTruthy();
    await phone.goto(cancelLink);
    await expect(phone.getByRole('heading', { level: 1, name: 'Cancel your seat?' })).toBeVisible();
    await expectNoSidewaysScroll(phone);
    await expectNoSeriousA11yViolations(phone, 'the cancel page');
    await phone.getByRole('button', { name: 'Cancel my seat' }).click();
    const cancelled = phone.getByRole('heading', { level: 1, name: 'Seat cancelled' });
    await expect(cancelled).toBeVisible();
    await expect(cancelled).toBeFocused();
    await expect(
      phone.getByText('Your seat is cancelled. Thanks for letting the club know.'),
    ).toBeVisible();
    await screenshots(phone, 'cancelled');

    const after = (await ownerApi(page, 'GET', `/api/games/${gameSlug}/entries/`)) as {
      registered: { name: string }[];
    };
    expect(after.registered.map((entry) => entry.name)).not.toContain('Grace Hopper');

    // The same link again: already used, and it says so.
    await phone.goto(cancelLink);
    await phone.getByRole('button', { name: 'Cancel my seat' }).click();
    await expect(
      phone.getByRole('heading', { level: 1, name: "This link doesn't work" }),
    ).toBeVisible();
    await expect(
      phone.getByText('This cancel link is not valid or was already used.'),
    ).toBeVisible();

    // A wrong code gets the page for a link that does not work.
    await phone.goto(`/game/${gameSlug}/join?code=not-the-code`);
    await expect(
      phone.getByRole('heading', { level: 1, name: "This link doesn't work" }),
    ).toBeVisible();
    await expect(phone.getByText('Ask the organiser for a new link.')).toBeVisible();
  } finally {
    await visitor.close();
  }
});
