import { randomUUID } from 'node:crypto';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { createVerifiedUser, logIn, postJson, type TestUser } from './accounts';
import { answerOnboardingModals } from './onboarding';

/*
 * What the journeys about a club's games set up through the API before the page under test: a
 * new owner signed in at a screen size, their club and its league's running season, and a
 * night that is already under way.
 */

export interface SignedInOwner {
  owner: TestUser;
  context: BrowserContext;
  page: Page;
  clubSlug: string;
  /** The Main League's running season, which every new club starts with. */
  season: { slug: string; title: string };
  /** The CSRF header the app's writes need beside a plain `page.request` call. */
  headers: { 'X-CSRFToken': string };
}

/**
 * A new verified owner signed in, in a new browser context of the given size. With
 * `answerOnboarding`, the Welcome and Congratulations modals are answered whenever they show.
 */
export async function signInNewOwner(
  browser: Browser,
  request: APIRequestContext,
  options: {
    emailPrefix: string;
    size: { width: number; height: number };
    answerOnboarding: boolean;
  },
): Promise<SignedInOwner> {
  const owner = await createVerifiedUser(request, options.emailPrefix);
  const context = await browser.newContext({
    viewport: { width: options.size.width, height: options.size.height },
  });
  const page = await context.newPage();
  if (options.answerOnboarding) await answerOnboardingModals(page);
  await logIn(page, owner);
  const clubSlug = await page.evaluate(async (name) => {
    const clubs = (await (await fetch('/api/user/clubs/')).json()) as {
      slug: string;
      name: string;
    }[];
    return clubs.find((club) => club.name === name)?.slug ?? '';
  }, owner.clubName);
  expect(clubSlug, `${owner.email}'s club`).not.toBe('');
  const leagues = (await (await page.request.get(`/api/clubs/${clubSlug}/leagues/`)).json()) as {
    results: { active_season: { slug: string; title: string } }[];
  };
  const season = leagues.results[0]!.active_season;
  await page.request.get('/api/auth/csrf/');
  const cookies = (await page.request.storageState()).cookies;
  const csrf = cookies.find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  return { owner, context, page, clubSlug, season, headers: { 'X-CSRFToken': csrf } };
}

export interface NightState {
  entries: { id: string; name: string }[];
}

/** One command of a night, as the director's screen sends it; the night's state after it. */
export async function gameCommand(
  page: Page,
  slug: string,
  body: Record<string, unknown>,
): Promise<NightState> {
  const response = await postJson(page.request, `/api/games/${slug}/commands/`, {
    id: randomUUID(),
    ...body,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { state: NightState }).state;
}

/** A game of the club an hour from now (of `seasonSlug`, else outside any league); its slug. */
export async function createGame(
  setup: Pick<SignedInOwner, 'page' | 'clubSlug'>,
  title: string,
  seasonSlug?: string,
): Promise<string> {
  const created = await postJson(setup.page.request, `/api/clubs/${setup.clubSlug}/games/`, {
    title,
    starts_at: new Date(Date.now() + 3_600_000).toISOString(),
    ...(seasonSlug ? { season_slug: seasonSlug } : {}),
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { slug: string }).slug;
}

/**
 * A night under way: a new game with the owner and `players` registered (a guest by name, a
 * member by slug), its `settings` set, started with everyone checked in, and `busts` made in
 * order (the player out, then who knocked them out). The game's slug.
 */
export async function nightUnderWay(
  setup: SignedInOwner,
  night: {
    title: string;
    seasonSlug?: string;
    players: readonly ({ guest_name: string } | { member_slug: string })[];
    settings: Record<string, unknown>;
    busts: readonly (readonly [out: string, by: string])[];
  },
): Promise<string> {
  const { page, headers } = setup;
  const slug = await createGame(setup, night.title, night.seasonSlug);
  expect((await postJson(page.request, `/api/games/${slug}/entries/`, {})).status()).toBe(201);
  for (const player of night.players) {
    const added = await postJson(page.request, `/api/games/${slug}/entries/`, player);
    expect(added.status(), await added.text()).toBe(201);
  }
  const settings = await page.request.patch(`/api/games/${slug}/settings/`, {
    data: night.settings,
    headers,
  });
  expect(settings.status(), await settings.text()).toBe(200);
  let state = await gameCommand(page, slug, { type: 'start' });
  for (const entry of state.entries) {
    state = await gameCommand(page, slug, { type: 'check_in', entry_id: entry.id });
  }
  const idOf = (name: string) => state.entries.find((entry) => entry.name === name)!.id;
  for (const [out, by] of night.busts) {
    await gameCommand(page, slug, {
      type: 'bust',
      entry_id: idOf(out),
      eliminated_by_entry_id: idOf(by),
    });
  }
  return slug;
}
