import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  createVerifiedUser,
  latestMailTo,
  linkIn,
  logIn,
  postJson,
  type TestUser,
} from '../support/accounts';
import { checkPageAt, expectPageShown, SIZES } from '../support/page-checks';
import { apiCalls, holdApiCalls } from '../support/round-trips';
import { budget } from '../support/budget';

const [PHONE, LAPTOP, TV] = SIZES;

/*
 * Issue 15: /app/dashboard answers "what is next?". An owner with nothing yet sees what each
 * part will hold; a member sees the next game with their RSVP, takes a seat, sees the night's
 * clock and their table and seat while it runs, and their place in the season once it is
 * recorded. Everything the owner does outside the dashboard goes through the API.
 */

async function clubSlugOf(page: Page, clubName: string): Promise<string> {
  return page.evaluate(async (name) => {
    const clubs = (await (await fetch('/api/user/clubs/')).json()) as {
      slug: string;
      name: string;
    }[];
    return clubs.find((club) => club.name === name)?.slug ?? '';
  }, clubName);
}

/**
 * A new owner is welcomed by the onboarding modal (SPEC.md section 2) on the dashboard; these
 * journeys look at the dashboard itself, so the owner has seen it already. (Before the
 * onboarding calls exist the call answers 404 and there is no modal to skip.)
 */
async function skipWelcome(page: Page) {
  const seen = await postJson(page.request, '/api/auth/onboarding/welcome_seen/', {});
  expect([200, 201, 204, 404]).toContain(seen.status());
}

async function showDashboard(page: Page) {
  await page.goto('/app/dashboard');
  await expectPageShown(page, /^Welcome/);
}

/** A member of the owner's club, signed in on their own phone. */
async function invitedMember(
  page: Page,
  request: APIRequestContext,
  owner: TestUser,
  clubSlug: string,
  memberPage: Page,
) {
  const player = await createVerifiedUser(request, 'dash-member');
  const invited = await postJson(page.request, `/api/clubs/${clubSlug}/invites/`, {
    email: player.email,
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const invite = linkIn(
    (await latestMailTo(request, player.email, /invited/i)).text,
    '/accept-invite/',
  );
  await logIn(memberPage, player);
  await memberPage.goto(invite);
  await memberPage.getByRole('button', { name: `Join ${owner.clubName}` }).click();
  await expect(memberPage).toHaveURL('/app/dashboard');
}

async function command(page: Page, gameSlug: string, body: Record<string, unknown>) {
  const sent = await postJson(page.request, `/api/games/${gameSlug}/commands/`, {
    id: randomUUID(),
    ...body,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return (await sent.json()) as { state: { entries: { id: string }[] } };
}

test.describe('the dashboard', () => {
  test('an owner with nothing yet sees what each part will hold, at every size', async ({
    page,
    request,
  }) => {
    test.slow();
    const owner = await createVerifiedUser(request, 'dash-empty');
    await page.setViewportSize(LAPTOP);
    await logIn(page, owner);
    await skipWelcome(page);
    await showDashboard(page);

    const next = page.getByRole('region', { name: 'Next game' });
    await expect(next.getByText('No games scheduled')).toBeVisible();
    await expect(next.getByRole('button', { name: 'Schedule Game' })).toBeVisible();
    const standing = page.getByRole('region', { name: 'Your standing' });
    await expect(standing.getByText('No results yet')).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Recent results' }).getByText('No results yet'),
    ).toBeVisible();
    const actions = page.getByRole('region', { name: 'Quick actions' });
    await expect(actions.getByRole('button', { name: 'Schedule Game' })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Invite members' })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Open the clock' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Plan' })).toBeVisible();

    // Each size loaded afresh, as a person on that screen sees it (not mid-resize).
    for (const size of [LAPTOP, PHONE, TV]) {
      await page.setViewportSize(size);
      await showDashboard(page);
      await expect(next.getByText('No games scheduled')).toBeVisible();
      await checkPageAt(page, 'dashboard-owner-empty', size);
    }

    // The quick action opens the shell's Schedule Game modal.
    await actions.getByRole('button', { name: 'Schedule Game' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Game' });
    await expect(dialog.getByRole('heading', { name: 'Schedule Game' })).toBeVisible();
    await expect(dialog.getByLabel('Title')).toBeVisible();
  });

  test('a reload reads what is next in one round trip once the shell is up', async ({
    page,
    request,
  }, testInfo) => {
    test.slow();
    const owner = await createVerifiedUser(request, 'dash-trips');
    await page.setViewportSize(LAPTOP);
    await logIn(page, owner);
    await skipWelcome(page);
    const clubSlug = await clubSlugOf(page, owner.clubName);
    const created = await postJson(page.request, `/api/clubs/${clubSlug}/games/`, {
      title: 'Round Trip Night',
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(created.status(), await created.text()).toBe(201);

    await holdApiCalls(page, 2_000);
    await page.reload();
    const next = page.getByRole('region', { name: 'Next game' });
    await expect(next.getByRole('link', { name: 'Round Trip Night' })).toBeVisible({
      timeout: budget(30_000),
    });
    await expect(page.getByRole('region', { name: 'Your standing' })).toContainText(
      'No results yet',
    );
    const calls = await apiCalls(page);
    await testInfo.attach('dashboard waterfall', {
      body: JSON.stringify(calls, null, 2),
      contentType: 'application/json',
    });
    // The shell takes two round trips (the user and the clubs, then the club's limits and
    // hidden season: first-load.spec.ts); the page's next game, standing and results come in
    // one read as soon as it mounts, and nothing waits on that read.
    const reads = calls.filter((call) => call.path === `/api/clubs/${clubSlug}/dashboard/`);
    expect(reads).toHaveLength(1);
    expect(reads[0]!.trip, JSON.stringify(calls)).toBeLessThanOrEqual(3);
    expect(Math.max(...calls.map((call) => call.trip)), JSON.stringify(calls)).toBe(reads[0]!.trip);
  });

  test('a member sees the next game with their RSVP, then their seat and the clock while it runs, then their standing', async ({
    browser,
    page,
    request,
  }) => {
    test.slow();
    const owner = await createVerifiedUser(request, 'dash-owner');
    await page.setViewportSize(LAPTOP);
    await logIn(page, owner);
    await skipWelcome(page);
    const clubSlug = await clubSlugOf(page, owner.clubName);
    const memberContext = await browser.newContext({
      viewport: { width: PHONE.width, height: PHONE.height },
    });
    const member = await memberContext.newPage();
    await invitedMember(page, request, owner, clubSlug, member);

    // Tomorrow's game in the league's season, with the owner's seat taken.
    const leagues = (await (await page.request.get(`/api/clubs/${clubSlug}/leagues/`)).json()) as {
      results: { active_season: { slug: string; title: string } }[];
    };
    const season = leagues.results[0]!.active_season;
    const created = await postJson(page.request, `/api/clubs/${clubSlug}/games/`, {
      title: 'Dashboard Night',
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
      season_slug: season.slug,
      location: 'The back room',
      max_players: 8,
    });
    expect(created.status(), await created.text()).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    expect((await postJson(page.request, `/api/games/${slug}/entries/`, {})).status()).toBe(201);

    // The member takes a seat from the dashboard.
    await showDashboard(member);
    const next = member.getByRole('region', { name: 'Next game' });
    await expect(next.getByRole('link', { name: 'Dashboard Night' })).toBeVisible();
    await expect(next.getByText('Not registered yet')).toBeVisible();
    await expect(next.getByText('7 seats left.')).toBeVisible();
    await next.getByRole('button', { name: 'Join' }).click();
    await expect(next.getByText("You're in")).toBeVisible();
    await expect(next.getByText('Your seat is saved.')).toBeVisible();
    await expect(next.getByText('2/8 seats taken')).toBeVisible();
    await expect(member.getByRole('region', { name: 'Quick actions' })).toHaveCount(0);
    await checkPageAt(member, 'dashboard-member-next-game', PHONE);

    // The night starts: both checked in, seats drawn, the clock running.
    const started = await command(page, slug, { type: 'start' });
    for (const entry of started.state.entries) {
      await command(page, slug, { type: 'check_in', entry_id: entry.id });
    }
    await command(page, slug, { type: 'draw_seats' });
    const ownersGame = (await (await page.request.get(`/api/games/${slug}/`)).json()) as {
      my_entry: { id: number };
    };
    const ownerEntryId = String(ownersGame.my_entry.id);

    await showDashboard(member);
    const live = member.getByRole('region', { name: /Live now.*Dashboard Night/ });
    await expect(live).toBeVisible();
    const timer = live.getByRole('timer');
    await expect(timer).toHaveText(/^\d+:\d\d$/);
    const first = await timer.textContent();
    await expect(timer).not.toHaveText(first ?? '');
    await expect(live.getByText('Players left')).toBeVisible();
    await expect(live.getByText('2 of 2')).toBeVisible();
    await expect(live.getByText(/^Table \d+, Seat \d+$/)).toBeVisible();
    await expect(live.getByRole('link', { name: 'Open the clock' })).toHaveAttribute(
      'href',
      `/app/game/${slug}/play`,
    );
    // The next game is no longer this one: it is running.
    await expect(
      member.getByRole('region', { name: 'Next game' }).getByText('No games scheduled'),
    ).toBeVisible();
    await checkPageAt(member, 'dashboard-member-live', PHONE);

    // The director's dashboard follows the same clock; a level change shows at once.
    await showDashboard(page);
    const ownerLive = page.getByRole('region', { name: /Live now.*Dashboard Night/ });
    await expect(ownerLive.getByRole('timer')).toHaveText(/^\d+:\d\d$/);
    await expect(ownerLive).toContainText('Level 1');
    await command(page, slug, { type: 'next_level' });
    await expect(ownerLive).toContainText('Level 2');
    await expect(
      page
        .getByRole('region', { name: 'Quick actions' })
        .getByRole('link', { name: 'Open the clock' }),
    ).toHaveAttribute('href', `/app/game/${slug}/play`);
    await checkPageAt(page, 'dashboard-owner-live', LAPTOP);
    await page.setViewportSize(TV);
    await showDashboard(page);
    await expect(ownerLive.getByText('Level 2', { exact: false })).toBeVisible();
    await checkPageAt(page, 'dashboard-owner-live', TV);

    // The owner busts out, the member wins, and the night is recorded.
    await command(page, slug, { type: 'bust', entry_id: ownerEntryId });
    await command(page, slug, { type: 'finish' });
    const recorded = await postJson(page.request, `/api/games/${slug}/record/`, {});
    expect(recorded.status(), await recorded.text()).toBe(200);

    await showDashboard(member);
    await expect(member.getByRole('region', { name: /Live now/ })).toHaveCount(0);
    const standing = member.getByRole('region', { name: 'Your standing' });
    await expect(standing.getByText(season.title, { exact: true })).toBeVisible();
    await expect(standing.getByText('of 2 players')).toBeVisible();
    await expect(standing).toContainText('1stof 2 players');
    await expect(standing.getByText(/You lead the season/)).toBeVisible();
    await expect(standing.getByRole('link', { name: 'Full leaderboard' })).toHaveAttribute(
      'href',
      `/app/season/${season.slug}/leaderboard`,
    );
    const results = member.getByRole('list', { name: 'Recent results' });
    await expect(results.getByRole('link', { name: /Dashboard Night/ })).toContainText(
      'You: 1st of 2',
    );
    await checkPageAt(member, 'dashboard-member-standing', PHONE);
    await memberContext.close();
  });
});
