import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { createVerifiedUser, latestMailTo, linkIn, logIn, uniqueEmail } from '../support/accounts';
import { checkPageAt, expectPageShown, SIZES } from '../support/page-checks';
import { budget } from '../support/budget';

/*
 * Every club-structure page, filled with a little data, at phone, laptop and TV width: shown
 * without errors, no sideways scrolling, no serious accessibility violation (phone and
 * laptop), and a screenshot kept in e2e/artifacts/screenshots for a person to look at.
 *
 * One test per page (its three widths share the browser's cache, as a person's would), on a
 * club set up once per worker: the 27 checks used to be one test of two minutes on a loaded
 * machine, whose timeout said nothing about which page was slow.
 */

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface ClubPages {
  /** The owner's signed-in browser state (cookies and the stored login). */
  state: StorageState;
  clubName: string;
  pages: { name: string; url: string; heading: string }[];
  invitee: string;
  inviteLink: string;
}

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

/** An owner whose club has a second season, club and season overrides, a guest and an invitation. */
async function setUpClub(browser: Browser): Promise<ClubPages> {
  // A worker-scoped context does not get the config's `use` options: the base URL is named.
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${process.env.FELT_E2E_PORT}`,
  });
  try {
    const page = await context.newPage();
    const owner = await createVerifiedUser(context.request, 'pages');
    await logIn(page, owner);
    const [club] = (await (await page.request.get('/api/user/clubs/')).json()) as {
      slug: string;
    }[];
    const clubSlug = club?.slug ?? '';
    const leagues = (await api(page, 'GET', `/api/clubs/${clubSlug}/leagues/`)) as {
      results: { slug: string; name: string; active_season: { slug: string; title: string } }[];
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
    // A game next month, with its own buy-in and the owner registered.
    const game = (await api(page, 'POST', `/api/clubs/${clubSlug}/games/`, {
      title: 'Friday Night Deepstack',
      starts_at: new Date(Date.now() + 30 * 24 * 3_600_000).toISOString(),
      location: "Ada's kitchen",
      max_players: 10,
    })) as { slug: string; title: string };
    await api(page, 'PATCH', `/api/games/${game.slug}/settings/`, { default_buy_in_cents: 5000 });
    await api(page, 'POST', `/api/games/${game.slug}/entries/`, {});
    const invitee = uniqueEmail('pending');
    await api(page, 'POST', `/api/clubs/${clubSlug}/invites/`, { email: invitee });
    const inviteLink = linkIn(
      (await latestMailTo(context.request, invitee)).text,
      '/accept-invite/',
    );
    return {
      state: await context.storageState(),
      clubName: owner.clubName,
      invitee,
      inviteLink,
      pages: [
        { name: 'leagues', url: '/app/dashboard/leagues', heading: league.name },
        { name: 'seasons', url: '/app/seasons', heading: 'Seasons' },
        { name: 'manage-members', url: '/app/members', heading: 'Manage Members' },
        { name: 'member-directory', url: '/app/members/directory', heading: 'Members' },
        { name: 'member-profile', url: `/app/members/${guest.slug}`, heading: 'Sam Shark' },
        { name: 'club-settings', url: '/app/settings', heading: 'Club Settings' },
        {
          name: 'league-settings',
          url: `/app/settings/league/${league.slug}`,
          heading: league.name,
        },
        {
          name: 'season-settings',
          url: `/app/settings/season/${league.active_season.slug}`,
          heading: league.active_season.title,
        },
        { name: 'games', url: '/app/games', heading: 'Games' },
        { name: 'new-game', url: '/app/games/new', heading: 'Schedule Game' },
        { name: 'game', url: `/app/game/${game.slug}`, heading: game.title },
        { name: 'game-desk', url: `/app/game/${game.slug}/open`, heading: game.title },
        { name: 'game-settings', url: `/app/settings/game/${game.slug}`, heading: game.title },
      ],
    };
  } finally {
    await context.close();
  }
}

const test = base.extend<object, { club: ClubPages }>({
  club: [
    async ({ browser }, use) => {
      await use(await setUpClub(browser));
    },
    // Two sign-ups' worth of work (hashing, mail, five writes) on a busy machine.
    { scope: 'worker', timeout: budget(60_000) },
  ],
});

// The names are known before the club exists; the set-up fills in slugs and headings.
const PAGE_NAMES = [
  'leagues',
  'seasons',
  'manage-members',
  'member-directory',
  'member-profile',
  'club-settings',
  'league-settings',
  'season-settings',
  'games',
  'new-game',
  'game',
  'game-desk',
  'game-settings',
] as const;

// Three loads, two axe runs and three full-page screenshots per page took up to 26 s on a
// loaded 2-core machine (the settings pages), hence twice the default budget.
test.describe.configure({ timeout: budget(60_000) });

test.describe('signed in as the owner', () => {
  test.use({ storageState: async ({ club }, use) => use(club.state) });

  for (const name of PAGE_NAMES) {
    test(`${name} at 390, 1440 and 1920 px`, async ({ page, club }) => {
      const target = club.pages.find((p) => p.name === name);
      if (!target) throw new Error(`no page named ${name}`);
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(target.url);
        await expectPageShown(page, target.heading);
        await checkPageAt(page, name, size);
      }
    });
  }
});

// The invitation as the invitee sees it, signed out.
test('accept-invite at 390, 1440 and 1920 px', async ({ page, club }) => {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto(new URL(club.inviteLink).pathname);
    await expectPageShown(page, `Join ${club.clubName}`);
    await expect(page.getByLabel('Email')).toHaveValue(club.invitee);
    await checkPageAt(page, 'accept-invite', size);
  }
});
