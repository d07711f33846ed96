import { expect, test, type Page } from '@playwright/test';
import {
  createVerifiedUser,
  latestMailTo,
  linkIn,
  logIn,
  PASSWORD,
  uniqueEmail,
} from '../support/accounts';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });
const MANAGEMENT = ['Manage Members', 'Blind Structures', 'Club Settings'];

/** The owner sends an invitation from Manage Members; returns the mailed link. */
async function inviteFromManageMembers(
  page: Page,
  request: Parameters<typeof latestMailTo>[0],
  email: string,
): Promise<string> {
  await page.goto('/app/members');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Members' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pending invitations' })).toContainText(email);
  const mail = await latestMailTo(request, email, /invited/i);
  return linkIn(mail.text, '/accept-invite/');
}

test.describe('members and invitations', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('an owner invites a friend by email, who signs up from the link, lands in the club and is in the directory', async ({
    page,
    request,
    browser,
  }) => {
    // Two people in two browsers through ten page loads, two sign-ups and a login.
    test.slow();
    const owner = await createVerifiedUser(request, 'owner');
    await logIn(page, owner);
    const friendEmail = uniqueEmail('friend');
    const link = await inviteFromManageMembers(page, request, friendEmail);

    // The friend opens the mailed link in a browser of their own.
    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    await friend.goto(link);
    await expect(friend.getByRole('heading', { name: `Join ${owner.clubName}` })).toBeVisible();
    await expect(friend.getByText('Ada Lovelace', { exact: true })).toBeVisible();
    await expect(friend.getByLabel('Email')).toHaveValue(friendEmail);
    await friend.getByLabel('First name').fill('Grace');
    await friend.getByLabel('Last name').fill('Hopper');
    await friend.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await friend.getByLabel('Confirm password').fill(PASSWORD);
    await friend.getByRole('button', { name: 'Create Account & Join' }).click();

    // Straight into the club: no "check your inbox" step, no second mail.
    await expect(friend).toHaveURL('/app/dashboard');
    await expect(friend.getByRole('heading', { name: 'Welcome, Grace' })).toBeVisible();
    await expect(friend.getByRole('region', { name: 'Your club' })).toContainText(owner.clubName);
    await expect(friend.getByRole('button', { name: 'User menu' })).toContainText('Member');
    const mails = await request.get(
      `http://127.0.0.1:${process.env.FELT_E2E_MAIL_HTTP_PORT}/messages.json?to=${encodeURIComponent(friendEmail)}`,
    );
    expect(((await mails.json()) as { results: unknown[] }).results).toHaveLength(1);

    await sidebar(friend).getByRole('link', { name: 'Members', exact: true }).click();
    await expect(friend).toHaveURL('/app/members/directory');
    const directory = friend.getByRole('list', { name: `Members of ${owner.clubName}` });
    await expect(directory).toContainText('Ada Lovelace');
    await expect(directory).toContainText('Grace Hopper');

    // The owner sees the friend as a member, and the invitation is no longer pending.
    await page.goto('/app/members/directory');
    await expect(
      page.getByRole('list', { name: `Members of ${owner.clubName}` }).getByText('Grace Hopper'),
    ).toBeVisible();
    await page.goto('/app/members');
    await expect(page.getByRole('main')).toContainText('Grace Hopper');
    await expect(page.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
    await friendContext.close();
  });

  test('a signed-in user joins with one click; as a member they see the general sidebar and are refused on management pages', async ({
    page,
    request,
    browser,
  }) => {
    // Two people in two browsers through nine page loads, two sign-ups and two logins.
    test.slow();
    const owner = await createVerifiedUser(request, 'host');
    const player = await createVerifiedUser(request, 'player');
    await logIn(page, owner);
    const link = await inviteFromManageMembers(page, request, player.email);

    const playerContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const playerPage = await playerContext.newPage();
    await logIn(playerPage, player);
    await playerPage.goto(link);
    await playerPage.getByRole('button', { name: `Join ${owner.clubName}` }).click();
    await expect(playerPage).toHaveURL('/app/dashboard');
    // Two clubs now: the one just joined is selected.
    await expect(playerPage.getByRole('button', { name: /^Club:/ })).toContainText(owner.clubName);
    await expect(playerPage.getByRole('button', { name: 'User menu' })).toContainText('Member');
    for (const name of MANAGEMENT) {
      await expect(sidebar(playerPage).getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    for (const path of ['/app/members', '/app/settings', '/app/seasons']) {
      await playerPage.goto(path);
      await expect(
        playerPage.getByRole('heading', { name: 'Owners and managers only' }),
      ).toBeVisible();
    }
    // The server refuses too, whatever the page shows.
    const refused = await playerPage.evaluate(
      async (slug) => {
        const csrf = document.cookie.match(/csrftoken=([^;]+)/)?.[1] ?? '';
        const response = await fetch(`/api/clubs/${slug}/invites/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf },
          body: JSON.stringify({ email: 'someone@example.com' }),
        });
        return response.status;
      },
      await clubSlugOf(playerPage, owner.clubName),
    );
    expect(refused).toBe(403);
    await playerContext.close();
  });
});

async function clubSlugOf(page: Page, clubName: string): Promise<string> {
  return page.evaluate(async (name) => {
    const clubs = (await (await fetch('/api/user/clubs/')).json()) as {
      slug: string;
      name: string;
    }[];
    return clubs.find((club) => club.name === name)?.slug ?? '';
  }, clubName);
}
