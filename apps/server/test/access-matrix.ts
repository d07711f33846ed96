import { randomUUID } from 'node:crypto';
import { SEASON_IMPORT_TEMPLATE } from '@felt/contract';
import {
  ACTORS,
  GOOD_PASSWORD,
  uniqueEmail,
  type Actor,
  type ClubWorld,
  type FactoryUser,
} from './factories';
import type { Kysely } from 'kysely';
import { insertClubMember } from '../src/features/clubs/clubs.repository';
import type { Database } from '../src/db/schema';
import type { TestClient } from './helpers';

/**
 * Who may call what: every API route x every actor -> the status the real server answers.
 * `access-matrix.int.test.ts` runs it on both databases and fails for any registered `/api/`
 * route without a row here. Each issue that adds routes adds their rows: give a minimal valid
 * body so the status shows permissions (2xx vs 401/403/404), not validation.
 */
export interface AccessContext {
  world: ClubWorld;
  actor: Actor;
  client: TestClient;
  /** The acting user; for `anonymous`, the member (e.g. the credentials a guest logs in with). */
  user: FactoryUser;
  /** The database, for what only a mail carries (invitation tokens in the outbox). */
  db: Kysely<Database>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AccessRow {
  method: Method;
  /** The route exactly as registered, e.g. `/api/clubs/:slug/`. */
  route: string;
  /** The path to request; by default the route with `:slug` = the world's club. */
  path?: (context: AccessContext) => string | Promise<string>;
  /** A minimal valid JSON body (computed after `path`). */
  body?: (context: AccessContext) => unknown | Promise<unknown>;
  /**
   * A new world for every actor: the request ends, deletes or rotates what it touches
   * (sessions, accounts, clubs), so later requests must not see its effects.
   */
  fresh?: boolean;
  /** The answer is a stream that stays open (server-sent events): read its head, then close it. */
  stream?: boolean;
  /**
   * Its `Cache-Control` for every caller, where a file the same for everyone may be kept (the
   * API reference's scripts); otherwise a signed-in caller's answer is `no-store`.
   */
  cache?: string;
  expect: Record<Actor, number>;
}

const everyone = (status: number): Record<Actor, number> =>
  Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Record<Actor, number>;

/** Signed-in users get `status`, anonymous 401; `overrides` per actor. */
const signedIn = (
  status: number,
  overrides: Partial<Record<Actor, number>> = {},
): Record<Actor, number> => ({ ...everyone(status), anonymous: 401, ...overrides });

/** Members of the club (any role) get `status`; the other club's owner 404; anonymous 401. */
const clubRead = (status: number) => signedIn(status, { otherOwner: 404 });

/** Owner and manager manage; member 403, demo 403 (read-only), another club's owner 404. */
const clubManage = (status: number) =>
  signedIn(status, { member: 403, demo: 403, otherOwner: 404 });

/** Only the owner. */
const clubOwner = (status: number) =>
  signedIn(status, { member: 403, manager: 403, demo: 403, otherOwner: 404 });

/** Account-wide writes: the shared demo account may not. */
const notDemo = (status: number, overrides: Partial<Record<Actor, number>> = {}) =>
  signedIn(status, { demo: 403, ...overrides });

const NEW_PASSWORD = 'a fresh and long passphrase';

let titles = 0;
/** A schedule title no earlier request took. */
const freshTitle = (prefix: string) => `${prefix} ${(titles += 1)}`;

const schedulesOf = ({ world }: AccessContext) => `/api/clubs/${world.club.slug}/blind-schedules/`;

/** A new schedule in the world's club, made by its owner, for requests that use one up. */
async function ownersNewSchedule(context: AccessContext): Promise<string> {
  const response = await context.world.clients.owner.post(schedulesOf(context), {
    title: freshTitle('Scratch'),
    levels: [
      { small_blind: 25, big_blind: 50 },
      { small_blind: 50, big_blind: 100 },
    ],
  });
  if (response.status !== 201) throw new Error(`could not create a schedule: ${response.status}`);
  const { slug } = (await response.json()) as { slug: string };
  return `${schedulesOf(context)}${slug}/`;
}

/** The level slugs of the seeded Turbo schedule (every club starts with it). */
async function turboLevelSlugs(context: AccessContext): Promise<string[]> {
  const response = await context.world.clients.owner.get(`${schedulesOf(context)}turbo/`);
  const { levels } = (await response.json()) as { levels: { slug: string }[] };
  return levels.map((level) => level.slug);
}

/** The world club's starter league, as `/api/leagues/{slug}/`. */
async function mainLeague({ world }: AccessContext): Promise<string> {
  const response = await world.clients.owner.get(`/api/clubs/${world.club.slug}/leagues/`);
  const { results } = (await response.json()) as { results: { slug: string; name: string }[] };
  return `/api/leagues/${results.find((league) => league.name === 'Main League')?.slug}/`;
}

/** A new league in the world's club, made by its owner, for requests that use one up. */
async function ownersNewLeague({ world }: AccessContext): Promise<string> {
  const response = await world.clients.owner.post(`/api/clubs/${world.club.slug}/leagues/`, {
    name: freshTitle('Scratch League'),
  });
  if (response.status !== 201) throw new Error(`could not create a league: ${response.status}`);
  return `/api/leagues/${((await response.json()) as { slug: string }).slug}/`;
}

/** A new season of the world club's starter league, made by its owner. */
async function ownersNewSeason(context: AccessContext): Promise<string> {
  const response = await context.world.clients.owner.post(`${await mainLeague(context)}seasons/`, {
    title: freshTitle('Scratch Season'),
    begin_date: '2031-01-01',
    end_date: '2031-12-31',
  });
  if (response.status !== 201) throw new Error(`could not create a season: ${response.status}`);
  return `/api/seasons/${((await response.json()) as { slug: string }).slug}/`;
}

/** A new game in the world's club, scheduled by its owner, as `/api/games/{slug}/`. */
async function ownersNewGame({ world }: AccessContext): Promise<string> {
  const response = await world.clients.owner.post(`/api/clubs/${world.club.slug}/games/`, {
    title: freshTitle('Scratch Game'),
    starts_at: '2031-06-05T23:30:00Z',
  });
  if (response.status !== 201) throw new Error(`could not schedule a game: ${response.status}`);
  return `/api/games/${((await response.json()) as { slug: string }).slug}/`;
}

/** The stacks of the last running game made by `ownersRunningGame`, for a deal's body. */
let runningStacks: { entry_id: string; chips: number }[] = [];

/** A new game of the world's club, started by its owner with two guests checked in. */
async function ownersRunningGame(context: AccessContext): Promise<string> {
  const game = await ownersNewGame(context);
  const owner = context.world.clients.owner;
  for (const guest_name of ['Ann', 'Bob']) {
    const entry = await owner.post(`${game}entries/`, { guest_name });
    if (entry.status !== 201) throw new Error(`could not add an entry: ${entry.status}`);
  }
  const command = async (body: Record<string, unknown>) => {
    const response = await owner.post(`${game}commands/`, { id: randomUUID(), ...body });
    if (response.status !== 200) throw new Error(`command refused: ${response.status}`);
    return (await response.json()) as { state: { entries: { id: string }[] } };
  };
  const { state } = await command({ type: 'start' });
  for (const entry of state.entries) await command({ type: 'check_in', entry_id: entry.id });
  runningStacks = state.entries.map((entry, index) => ({
    entry_id: entry.id,
    chips: 1000 * (index + 1),
  }));
  return game;
}

const joinCodes = new Map<string, string>();
const cancelTokens: string[] = [];

/** A new game of the world's club with its quick-join code (only managers see it). */
async function ownersNewGameWithCode(context: AccessContext) {
  const path = await ownersNewGame(context);
  const game = (await (await context.world.clients.owner.get(path)).json()) as {
    slug: string;
    join_code: string;
  };
  return { slug: game.slug, code: game.join_code };
}

/** The slug the members list gives a factory user ("Max Tester" -> "max-tester"). */
const memberSlugOf = (user: FactoryUser) =>
  `${user.first_name} ${user.last_name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** A new guest player in the world's club, as its member path. */
async function ownersNewGuest({ world }: AccessContext): Promise<string> {
  const base = `/api/clubs/${world.club.slug}/members/`;
  const response = await world.clients.owner.post(base, { name: freshTitle('Guest') });
  if (response.status !== 201) throw new Error(`could not add a guest: ${response.status}`);
  return `${base}${((await response.json()) as { slug: string }).slug}/`;
}

/** A new guest player put straight in the database (a fresh world has only the actor signed in). */
async function storedGuest({ world, db }: AccessContext): Promise<string> {
  const guest = await insertClubMember(db, {
    clubId: world.club.id,
    userId: null,
    role: 'member',
    at: new Date().toISOString(),
    displayName: freshTitle('Guest'),
  });
  return `/api/clubs/${world.club.slug}/members/${guest.slug}/`;
}

/** The token in the newest mail to `email` (the outbox keeps every mail). */
async function tokenMailedTo(context: AccessContext, email: string): Promise<string> {
  const mail = await context.db
    .selectFrom('mail_outbox')
    .select('text')
    .where('to', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/accept-invite\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no invitation link');
  return token;
}

/** A new invitation to the world's club, made by its owner. */
async function ownersNewInvite(context: AccessContext): Promise<{ id: number; token: string }> {
  const email = uniqueEmail('invitee');
  const response = await context.world.clients.owner.post(
    `/api/clubs/${context.world.club.slug}/invites/`,
    { email },
  );
  if (response.status !== 201) throw new Error(`could not invite: ${response.status}`);
  const { id } = (await response.json()) as { id: number };
  return { id, token: await tokenMailedTo(context, email) };
}

/** A new invitation to the other club (which only its owner belongs to). */
async function otherClubInvite(context: AccessContext): Promise<{ token: string }> {
  const email = uniqueEmail('invitee');
  const response = await context.world.clients.otherOwner.post(
    `/api/clubs/${context.world.otherClub.slug}/invites/`,
    { email },
  );
  if (response.status !== 201) throw new Error(`could not invite: ${response.status}`);
  return { token: await tokenMailedTo(context, email) };
}

export const ACCESS_MATRIX: AccessRow[] = [
  // Platform
  { method: 'GET', route: '/api/health/', expect: everyone(200) },
  { method: 'GET', route: '/api/openapi.json', expect: everyone(200) },
  { method: 'GET', route: '/api/docs', expect: everyone(200) },
  {
    method: 'GET',
    route: '/api/docs/:file',
    // The page names its files with a hash of their content: those are kept for a year.
    path: async ({ client }) => {
      const page = await (await client.get('/api/docs')).text();
      const file = /src="(\/api\/docs\/felt-docs\.js\?v=\w+)"/.exec(page)?.[1];
      if (!file) throw new Error('the reference page names no felt-docs.js');
      return file;
    },
    cache: 'public, max-age=31536000, immutable',
    expect: everyone(200),
  },
  { method: 'GET', route: '/api/auth/csrf/', expect: everyone(200) },
  {
    method: 'POST',
    route: '/api/contact/',
    body: () => ({ name: 'Visitor', email: uniqueEmail('contact'), message: 'Hello, Felt team!' }),
    expect: everyone(201),
  },

  // Accounts: public
  {
    method: 'POST',
    route: '/api/auth/registration/',
    body: () => ({
      email: uniqueEmail('matrix'),
      password1: GOOD_PASSWORD,
      password2: GOOD_PASSWORD,
      first_name: 'Reggie',
      last_name: 'Strar',
      club_name: 'Matrix Club',
    }),
    expect: everyone(201),
  },
  {
    method: 'POST',
    route: '/api/auth/registration/verify-email/',
    body: () => ({ uid: 'MQ', token: 'not-a-token' }),
    expect: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/auth/registration/resend-email/',
    body: () => ({ email: uniqueEmail('resend') }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/auth/login/',
    body: ({ user }) => ({ email: user.email, password: user.password }),
    fresh: true,
    expect: everyone(200),
  },
  // No demo club is seeded in the matrix's world, so the demo login says it is unavailable.
  { method: 'POST', route: '/api/auth/demo/', fresh: true, expect: everyone(503) },
  { method: 'POST', route: '/api/auth/logout/', fresh: true, expect: everyone(200) },
  {
    method: 'POST',
    route: '/api/auth/password/reset/',
    body: ({ user }) => ({ email: user.email }),
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/auth/password/reset/confirm/',
    body: () => ({
      uid: 'MQ',
      token: 'not-a-token',
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    }),
    expect: everyone(400),
  },
  {
    method: 'POST',
    route: '/api/auth/user/email/change/verify/',
    body: () => ({ token: 'x'.repeat(43) }),
    expect: everyone(400),
  },

  // Accounts: signed in
  { method: 'GET', route: '/api/auth/user/', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/auth/password/change/',
    body: ({ user }) => ({
      old_password: user.password,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    }),
    fresh: true,
    expect: notDemo(200),
  },
  {
    method: 'POST',
    route: '/api/auth/user/email/change/',
    body: ({ user }) => ({ new_email: uniqueEmail('moving'), password: user.password }),
    expect: notDemo(200),
  },
  { method: 'GET', route: '/api/auth/sessions/', expect: signedIn(200) },
  {
    method: 'DELETE',
    route: '/api/auth/sessions/:id/',
    path: async ({ client }) => {
      const response = await client.get('/api/auth/sessions/');
      const sessions = response.ok ? ((await response.json()) as { id: string }[]) : [];
      return `/api/auth/sessions/${sessions[0]?.id ?? 'no-such-session'}/`;
    },
    fresh: true,
    expect: notDemo(204),
  },
  { method: 'POST', route: '/api/auth/sessions/revoke-others/', expect: notDemo(200) },
  {
    method: 'DELETE',
    route: '/api/auth/user/',
    body: ({ user }) => ({ password: user.password, confirm: 'DELETE' }),
    fresh: true,
    // The owner's club has other members: 400 owns_clubs. The other owner runs a club alone,
    // which goes with the account.
    expect: notDemo(200, { owner: 400 }),
  },

  // Profile
  { method: 'GET', route: '/api/auth/user/profile/', expect: signedIn(200) },
  {
    method: 'PATCH',
    route: '/api/auth/user/profile/',
    body: () => ({ first_name: 'Pat', venmo_handle: '@pat-venmo' }),
    expect: notDemo(200),
  },
  { method: 'DELETE', route: '/api/auth/user/avatar/', expect: notDemo(200) },

  // Onboarding (SPEC.md sections 6 and 7): a club owner's own; members, managers who own no
  // club and the demo visitor are refused.
  ...(
    [
      ['GET', 'state/', undefined],
      ['POST', 'welcome_seen/', undefined],
      ['POST', 'checklist/', { collapsed: true }],
      ['POST', 'progress/', { step_key: 'invite_member', status: 'completed' }],
      ['POST', 'activate/', undefined],
      ['POST', 'reset/', undefined],
    ] as const
  ).map(([method, tail, body]): AccessRow => ({
    method,
    route: `/api/auth/onboarding/${tail}`,
    ...(body ? { body: () => body } : {}),
    expect: signedIn(200, { member: 403, manager: 403, demo: 403 }),
  })),

  // Clubs
  { method: 'GET', route: '/api/user/clubs/', expect: signedIn(200) },
  {
    method: 'POST',
    route: '/api/clubs/',
    body: () => ({ name: 'Another Club' }),
    expect: notDemo(201),
  },
  { method: 'GET', route: '/api/clubs/:slug/', expect: clubRead(200) },
  {
    method: 'PATCH',
    route: '/api/clubs/:slug/',
    body: ({ world }) => ({ name: `${world.club.name} (renamed)` }),
    expect: clubOwner(200),
  },
  {
    method: 'DELETE',
    route: '/api/clubs/:slug/',
    body: ({ world }) => ({ confirm: world.club.name }),
    fresh: true,
    expect: clubOwner(204),
  },

  // Subscriptions
  { method: 'GET', route: '/api/clubs/:slug/subscription/limits/', expect: clubRead(200) },

  // Billing (decision 0038). The matrix's server runs with billing off, the default: the
  // owner's checkout is 409 billing_disabled, and Stripe's webhook is 404 for every caller (it
  // takes no session: Stripe's signature is its authentication).
  {
    method: 'GET',
    route: '/api/clubs/:slug/billing/',
    expect: signedIn(200, { member: 403, otherOwner: 404 }),
  },
  {
    method: 'POST',
    route: '/api/clubs/:slug/billing/checkout/',
    body: () => ({ plan: 'pro' }),
    expect: clubOwner(409),
  },
  {
    method: 'POST',
    route: '/api/billing/stripe/webhook/',
    body: () => ({ id: 'evt_matrix', object: 'event', type: 'checkout.session.completed' }),
    expect: everyone(404),
  },

  // Blind schedules
  { method: 'GET', route: '/api/clubs/:slug/blind-schedules/', expect: clubRead(200) },
  {
    method: 'POST',
    route: '/api/clubs/:slug/blind-schedules/',
    body: () => ({ title: freshTitle('Matrix') }),
    expect: clubManage(201),
  },
  {
    method: 'POST',
    route: '/api/clubs/:slug/blind-schedules/generate/',
    body: () => ({ title: freshTitle('Wizard'), duration: 2 }),
    expect: clubManage(201),
  },
  {
    method: 'GET',
    route: '/api/clubs/:slug/blind-schedules/:scheduleSlug/',
    path: (context) => `${schedulesOf(context)}standard/`,
    expect: clubRead(200),
  },
  {
    method: 'PATCH',
    route: '/api/clubs/:slug/blind-schedules/:scheduleSlug/',
    path: (context) => `${schedulesOf(context)}turbo/`,
    body: () => ({ warning_seconds: 45 }),
    expect: clubManage(200),
  },
  {
    method: 'DELETE',
    route: '/api/clubs/:slug/blind-schedules/:scheduleSlug/',
    path: ownersNewSchedule,
    expect: clubManage(204),
  },
  {
    method: 'POST',
    route: '/api/clubs/:slug/blind-schedules/:scheduleSlug/clone/',
    path: (context) => `${schedulesOf(context)}turbo/clone/`,
    expect: clubManage(201),
  },
  {
    method: 'POST',
    route: '/api/clubs/:slug/blind-schedules/:scheduleSlug/levels/',
    path: (context) => `${schedulesOf(context)}turbo/levels/`,
    body: () => ({ is_break: true }),
    expect: clubManage(201),
  },
  {
    method: 'PATCH',
    route: '/api/clubs/:slug/blind-schedules/:scheduleSlug/levels/:levelId/',
    path: async (context) =>
      `${schedulesOf(context)}turbo/levels/${(await turboLevelSlugs(context))[0]}/`,
    body: () => ({ time_minutes: 12 }),
    expect: clubManage(200),
  },
  {
    method: 'DELETE',
    route: '/api/clubs/:slug/blind-schedules/:scheduleSlug/levels/:levelId/',
    path: async (context) => {
      const schedule = await ownersNewSchedule(context);
      const response = await context.world.clients.owner.get(schedule);
      // By id (SPEC.md section 7); the PATCH row above names its level by slug.
      const { levels } = (await response.json()) as { levels: { id: number }[] };
      return `${schedule}levels/${levels[0]?.id}/`;
    },
    expect: clubManage(200),
  },
  {
    method: 'DELETE',
    route: '/api/clubs/:slug/blind-schedules/:scheduleSlug/levels/delete-all/',
    path: async (context) => `${await ownersNewSchedule(context)}levels/delete-all/`,
    expect: clubManage(204),
  },
  {
    method: 'POST',
    route: '/api/clubs/:slug/blind-schedules/:scheduleSlug/levels/swap/',
    path: (context) => `${schedulesOf(context)}turbo/levels/swap/`,
    body: async (context) => (await turboLevelSlugs(context)).slice(0, 2).map((slug) => ({ slug })),
    expect: clubManage(200),
  },
  {
    method: 'PATCH',
    route: '/api/clubs/:slug/blind-schedules/:scheduleSlug/levels/bulk-update/',
    path: (context) => `${schedulesOf(context)}turbo/levels/bulk-update/`,
    body: async (context) =>
      (await turboLevelSlugs(context)).map((slug) => ({ slug, time_minutes: 10 })),
    expect: clubManage(200),
  },
  // Leagues and seasons
  { method: 'GET', route: '/api/clubs/:slug/leagues/', expect: clubRead(200) },
  {
    method: 'POST',
    route: '/api/clubs/:slug/leagues/',
    body: () => ({ name: freshTitle('League') }),
    expect: clubManage(201),
  },
  { method: 'GET', route: '/api/clubs/:slug/seasons/hidden/', expect: clubRead(200) },
  { method: 'GET', route: '/api/leagues/:slug/', path: mainLeague, expect: clubRead(200) },
  {
    method: 'PATCH',
    route: '/api/leagues/:slug/',
    path: mainLeague,
    body: () => ({ name: 'Main League' }),
    expect: clubManage(200),
  },
  {
    method: 'DELETE',
    route: '/api/leagues/:slug/',
    path: ownersNewLeague,
    expect: clubManage(204),
  },
  { method: 'GET', route: '/api/leagues/:slug/seasons/', path: mainLeague, expect: clubRead(200) },
  {
    method: 'POST',
    route: '/api/leagues/:slug/seasons/',
    path: async (context) => `${await mainLeague(context)}seasons/`,
    body: () => ({ title: freshTitle('Season'), begin_date: '2030-01-01', end_date: '2030-12-31' }),
    expect: clubManage(201),
  },
  {
    method: 'GET',
    route: '/api/seasons/:slug/',
    path: ownersNewSeason,
    expect: clubRead(200),
  },
  {
    method: 'PATCH',
    route: '/api/seasons/:slug/',
    path: ownersNewSeason,
    body: () => ({ is_active: false }),
    expect: clubManage(200),
  },
  {
    method: 'DELETE',
    route: '/api/seasons/:slug/',
    path: ownersNewSeason,
    expect: clubManage(204),
  },
  // Members and invitations
  { method: 'GET', route: '/api/clubs/:slug/members/', expect: clubRead(200) },
  {
    method: 'POST',
    route: '/api/clubs/:slug/members/',
    body: () => ({ name: freshTitle('Guest') }),
    expect: clubManage(201),
  },
  {
    method: 'GET',
    route: '/api/clubs/:slug/members/:memberSlug/',
    path: async ({ world }) =>
      `/api/clubs/${world.club.slug}/members/${memberSlugOf(world.users.manager)}/`,
    expect: clubRead(200),
  },
  {
    method: 'GET',
    route: '/api/clubs/:slug/dashboard/',
    expect: clubRead(200),
  },
  {
    method: 'GET',
    route: '/api/clubs/:slug/members/:memberSlug/stats/',
    path: async ({ world }) =>
      `/api/clubs/${world.club.slug}/members/${memberSlugOf(world.users.member)}/stats/`,
    expect: clubRead(200),
  },
  {
    method: 'PATCH',
    route: '/api/clubs/:slug/members/:memberSlug/',
    path: ownersNewGuest,
    body: () => ({ role: 'member' }),
    expect: clubManage(200),
  },
  {
    method: 'DELETE',
    route: '/api/clubs/:slug/members/:memberSlug/',
    path: ownersNewGuest,
    expect: clubManage(204),
  },
  {
    method: 'POST',
    route: '/api/clubs/:slug/members/:memberSlug/claim/',
    path: async (context) => `${await storedGuest(context)}claim/`,
    fresh: true,
    expect: signedIn(200, { demo: 403, otherOwner: 404 }),
  },
  {
    method: 'POST',
    route: '/api/clubs/:slug/transfer-ownership/',
    body: ({ world }) => ({ member_slug: memberSlugOf(world.users.manager) }),
    fresh: true,
    expect: clubOwner(200),
  },
  { method: 'GET', route: '/api/clubs/:slug/invites/', expect: clubManage(200) },
  {
    method: 'POST',
    route: '/api/clubs/:slug/invites/',
    body: () => ({ email: uniqueEmail('invitee') }),
    expect: clubManage(201),
  },
  {
    method: 'DELETE',
    route: '/api/clubs/:slug/invites/:id/',
    path: async (context) =>
      `/api/clubs/${context.world.club.slug}/invites/${(await ownersNewInvite(context)).id}/`,
    expect: clubManage(204),
  },
  {
    method: 'POST',
    route: '/api/clubs/:slug/invites/:id/resend/',
    path: async (context) =>
      `/api/clubs/${context.world.club.slug}/invites/${(await ownersNewInvite(context)).id}/resend/`,
    expect: clubManage(200),
  },
  {
    method: 'GET',
    route: '/api/invites/:token/',
    path: async (context) => `/api/invites/${(await ownersNewInvite(context)).token}/`,
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/invites/:token/accept/',
    path: async (context) => `/api/invites/${(await otherClubInvite(context)).token}/accept/`,
    // The other club's owner is already a member of the club the link is for.
    expect: signedIn(200, { demo: 403, otherOwner: 400 }),
  },
  // Settings cascade
  { method: 'GET', route: '/api/clubs/:slug/settings/', expect: clubRead(200) },
  {
    method: 'PATCH',
    route: '/api/clubs/:slug/settings/',
    body: () => ({ max_rebuys: 2 }),
    expect: clubManage(200),
  },
  {
    method: 'GET',
    route: '/api/leagues/:slug/settings/',
    path: async (context) => `${await mainLeague(context)}settings/`,
    expect: clubRead(200),
  },
  {
    method: 'PATCH',
    route: '/api/leagues/:slug/settings/',
    path: async (context) => `${await mainLeague(context)}settings/`,
    body: () => ({ max_rebuys: 3 }),
    expect: clubManage(200),
  },
  {
    method: 'GET',
    route: '/api/seasons/:slug/settings/',
    path: async (context) => `${await ownersNewSeason(context)}settings/`,
    expect: clubRead(200),
  },
  {
    method: 'PATCH',
    route: '/api/seasons/:slug/settings/',
    path: async (context) => `${await ownersNewSeason(context)}settings/`,
    body: () => ({ max_rebuys: null }),
    expect: clubManage(200),
  },
  {
    method: 'GET',
    route: '/api/games/:gameSlug/settings/',
    path: async (context) => `${await ownersNewGame(context)}settings/`,
    expect: clubRead(200),
  },
  {
    method: 'PATCH',
    route: '/api/games/:gameSlug/settings/',
    path: async (context) => `${await ownersNewGame(context)}settings/`,
    body: () => ({ max_rebuys: 0 }),
    expect: clubManage(200),
  },
  // Games: members read and RSVP, owners and managers schedule and run the desk, Demo reads.
  { method: 'GET', route: '/api/clubs/:slug/games/', expect: clubRead(200) },
  {
    method: 'POST',
    route: '/api/clubs/:slug/games/',
    body: () => ({ title: freshTitle('Game'), starts_at: '2031-05-02T23:00:00Z' }),
    expect: clubManage(201),
  },
  { method: 'GET', route: '/api/games/:gameSlug/', path: ownersNewGame, expect: clubRead(200) },
  {
    method: 'PATCH',
    route: '/api/games/:gameSlug/',
    path: ownersNewGame,
    body: () => ({ location: 'The back room' }),
    expect: clubManage(200),
  },
  {
    method: 'DELETE',
    route: '/api/games/:gameSlug/',
    path: ownersNewGame,
    expect: clubManage(204),
  },
  {
    method: 'GET',
    route: '/api/games/:gameSlug/entries/',
    path: async (context) => `${await ownersNewGame(context)}entries/`,
    expect: clubRead(200),
  },
  {
    method: 'POST',
    route: '/api/games/:gameSlug/entries/',
    path: async (context) => `${await ownersNewGame(context)}entries/`,
    body: () => ({}),
    expect: signedIn(201, { demo: 403, otherOwner: 404 }),
  },
  {
    method: 'DELETE',
    route: '/api/games/:gameSlug/entries/:entryId/',
    // A guest's entry: only the desk (owners and managers) may cancel someone else's.
    path: async (context) => {
      const game = await ownersNewGame(context);
      const response = await context.world.clients.owner.post(`${game}entries/`, {
        guest_name: freshTitle('Walk-in'),
      });
      if (response.status !== 201) throw new Error(`could not add an entry: ${response.status}`);
      return `${game}entries/${((await response.json()) as { id: number }).id}/`;
    },
    expect: clubManage(204),
  },
  {
    method: 'PATCH',
    route: '/api/games/:gameSlug/entries/:entryId/',
    // The desk moves a guest's entry to the waitlist.
    path: async (context) => {
      const game = await ownersNewGame(context);
      const response = await context.world.clients.owner.post(`${game}entries/`, {
        guest_name: freshTitle('Walk-in'),
      });
      if (response.status !== 201) throw new Error(`could not add an entry: ${response.status}`);
      return `${game}entries/${((await response.json()) as { id: number }).id}/`;
    },
    body: () => ({ status: 'waitlisted' }),
    expect: clubManage(200),
  },
  // Quick join: public, the share link's code stands in for a login.
  {
    method: 'GET',
    route: '/api/games/:gameSlug/join/',
    path: async (context) => {
      const { slug, code } = await ownersNewGameWithCode(context);
      return `/api/games/${slug}/join/?code=${code}`;
    },
    expect: everyone(200),
  },
  {
    method: 'POST',
    route: '/api/games/:gameSlug/join/',
    path: async (context) => {
      const { slug, code } = await ownersNewGameWithCode(context);
      joinCodes.set(slug, code);
      return `/api/games/${slug}/join/`;
    },
    body: (context) => {
      const slug = [...joinCodes.keys()].at(-1)!;
      return { code: joinCodes.get(slug), name: 'Friend', email: uniqueEmail(context.actor) };
    },
    expect: everyone(201),
  },
  {
    method: 'POST',
    route: '/api/games/:gameSlug/join/cancel/',
    path: async (context) => {
      const { slug, code } = await ownersNewGameWithCode(context);
      const email = uniqueEmail(`cancel-${context.actor}`).toLowerCase();
      const joined = await context.world.clients.anonymous.post(`/api/games/${slug}/join/`, {
        code,
        name: 'Friend',
        email,
      });
      if (joined.status !== 201) throw new Error(`could not join: ${joined.status}`);
      const mail = await context.db
        .selectFrom('mail_outbox')
        .select('text')
        .where('to', '=', email)
        .executeTakeFirstOrThrow();
      cancelTokens.push(/[?&]cancel=([\w-]+)/.exec(mail.text)![1]!);
      return `/api/games/${slug}/join/cancel/`;
    },
    body: () => ({ token: cancelTokens.at(-1) }),
    expect: everyone(200),
  },
  // Game mail preferences (decision 0021): every account reads its own; Demo may not change them.
  { method: 'GET', route: '/api/auth/user/profile/mail-preferences/', expect: signedIn(200) },
  {
    method: 'PATCH',
    route: '/api/auth/user/profile/mail-preferences/',
    body: () => ({ game_reminders: true }),
    expect: signedIn(200, { demo: 403 }),
  },
  // Calendars (decision 0021): a game's .ics for its club's members; the member's private feed
  // address, and the feed itself, public because calendar apps send no cookies.
  {
    method: 'GET',
    route: '/api/games/:gameSlug/calendar.ics',
    path: async (context) => `${await ownersNewGame(context)}calendar.ics`,
    expect: clubRead(200),
  },
  { method: 'GET', route: '/api/clubs/:slug/calendar-feed/', expect: clubRead(200) },
  {
    method: 'POST',
    route: '/api/clubs/:slug/calendar-feed/',
    expect: signedIn(200, { demo: 403, otherOwner: 404 }),
  },
  {
    method: 'GET',
    route: '/api/calendar/:token.ics',
    path: async ({ world }) => {
      const made = await world.clients.member.post(`/api/clubs/${world.club.slug}/calendar-feed/`);
      if (made.status !== 200) throw new Error(`could not make a feed: ${made.status}`);
      return new URL(((await made.json()) as { url: string }).url).pathname;
    },
    expect: everyone(200),
  },
  // The live game night (decision 0024): directors command, everyone in the club follows.
  {
    method: 'POST',
    route: '/api/games/:gameSlug/commands/',
    path: async (context) => `${await ownersNewGame(context)}commands/`,
    body: () => ({ id: randomUUID(), type: 'start' }),
    expect: clubManage(200),
  },
  {
    method: 'GET',
    route: '/api/games/:gameSlug/commands/',
    path: async (context) => `${await ownersNewGame(context)}commands/`,
    expect: clubRead(200),
  },
  {
    method: 'GET',
    route: '/api/games/:gameSlug/state/',
    path: async (context) => `${await ownersNewGame(context)}state/`,
    expect: clubRead(200),
  },
  {
    method: 'GET',
    route: '/api/games/:gameSlug/events/',
    path: async (context) => `${await ownersNewGame(context)}events/`,
    stream: true,
    expect: clubRead(200),
  },
  // A game's money (decision 0027): everyone in the club reads, the directors decide.
  {
    method: 'GET',
    route: '/api/games/:gameSlug/payouts/',
    path: async (context) => `${await ownersRunningGame(context)}payouts/`,
    expect: clubRead(200),
  },
  {
    method: 'PUT',
    route: '/api/games/:gameSlug/payouts/',
    path: async (context) => `${await ownersNewGame(context)}payouts/`,
    body: () => ({ percentages: [70, 30] }),
    expect: clubManage(200),
  },
  {
    method: 'POST',
    route: '/api/games/:gameSlug/deal/',
    path: async (context) => `${await ownersRunningGame(context)}deal/`,
    body: () => ({ method: 'icm', stacks: runningStacks }),
    expect: clubManage(200),
  },
  {
    method: 'POST',
    route: '/api/games/:gameSlug/deal/accept/',
    path: async (context) => `${await ownersRunningGame(context)}deal/accept/`,
    body: () => ({ method: 'chip_chop', stacks: runningStacks }),
    expect: clubManage(200),
  },
  // Results and standings (decision 0028): directors record and correct, everyone reads.
  {
    method: 'POST',
    route: '/api/games/:gameSlug/record/',
    path: async (context) => `${await ownersNewGame(context)}record/`,
    // A game not finished is refused after the permission check: 409 for those allowed.
    expect: clubManage(409),
  },
  {
    method: 'GET',
    route: '/api/games/:gameSlug/results/',
    path: async (context) => `${await ownersNewGame(context)}results/`,
    expect: clubRead(200),
  },
  {
    method: 'GET',
    route: '/api/games/:gameSlug/results.csv',
    path: async (context) => `${await ownersNewGame(context)}results.csv`,
    expect: clubRead(200),
  },
  {
    method: 'PUT',
    route: '/api/games/:gameSlug/results/',
    path: async (context) => `${await ownersNewGame(context)}results/`,
    body: () => ({ results: [{ guest_name: 'Result Guest', place: 1 }] }),
    expect: clubManage(200),
  },
  {
    method: 'GET',
    route: '/api/seasons/:slug/leaderboard/',
    path: async (context) => `${await ownersNewSeason(context)}leaderboard/`,
    expect: clubRead(200),
  },
  {
    method: 'GET',
    route: '/api/seasons/:slug/leaderboard.csv',
    path: async (context) => `${await ownersNewSeason(context)}leaderboard.csv`,
    expect: clubRead(200),
  },
  // Importing past results (decision 0037): the directors, as entering results.
  {
    method: 'POST',
    route: '/api/seasons/:slug/import/',
    path: async (context) => `${await ownersNewSeason(context)}import/`,
    body: () => ({ csv: SEASON_IMPORT_TEMPLATE, dry_run: true }),
    expect: clubManage(200),
  },
  { method: 'GET', route: '/api/time/', expect: everyone(200) },
];

/** Keeps `clubManage` exported for the next issues' rows (settings, members, schedules). */
export const ACCESS = { everyone, signedIn, clubRead, clubManage, clubOwner, notDemo };
