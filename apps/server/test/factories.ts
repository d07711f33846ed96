import { seasonStandings, type StandingRow } from '@felt/domain';
import { insertClub, insertClubMember } from '../src/features/clubs/clubs.repository';
import type { ClubRole, ClubRow, UserRow } from '../src/db/schema';
import { insertUser } from '../src/features/accounts/users.repository';
import { seedStarterBlindSchedules } from '../src/features/blind-schedules/blind-schedules.service';
import { seedHiddenSeason, seedStarterLeague } from '../src/features/leagues/leagues.service';
import { createClient, testPasswordHasher, type TestClient, type TestServer } from './helpers';
import type { ReceivedMail, SmtpSink } from './smtp-sink';

/** A clock tests move by hand; starts at the real time so cookie dates stay plausible. */
export interface TestClock {
  now: () => Date;
  advance(milliseconds: number): void;
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(milliseconds) {
      current += milliseconds;
    },
  };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const DAY = 24 * 60 * MINUTE;

/** A password the policy accepts for any of the factory users. */
export const GOOD_PASSWORD = 'correct horse battery staple';

let sequence = 0;

/** 1 -> "a", 26 -> "z", 27 -> "aa": no digits a password-similarity check could trip on. */
function letters(n: number): string {
  let out = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    out = String.fromCharCode(97 + ((rest - 1) % 26)) + out;
  }
  return out;
}

/** A unique address per call, so tests sharing a server never share throttle counters. */
export function uniqueEmail(prefix = 'player'): string {
  sequence += 1;
  return `${prefix}.${letters(sequence)}@example.com`;
}

export interface UserFactoryInput {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  /** Verified unless false. */
  verified?: boolean;
}

/** A user straight in the database (no club, no mail): the starting point of most tests. */
export async function createUser(
  server: TestServer,
  input: UserFactoryInput = {},
): Promise<UserRow & { password: string }> {
  const password = input.password ?? GOOD_PASSWORD;
  const at = new Date().toISOString();
  sequence += 1;
  const user = await insertUser(server.db, {
    slug: `user-${process.pid}-${sequence}`,
    email: input.email ?? uniqueEmail(),
    password_hash: await testPasswordHasher.hashPassword(password),
    first_name: input.firstName ?? 'Ada',
    last_name: input.lastName ?? 'Lovelace',
    venmo_handle: null,
    paypal_handle: null,
    avatar_path: null,
    email_verified_at: input.verified === false ? null : at,
    last_login_at: null,
    created_at: at,
    updated_at: at,
  });
  return { ...user, password };
}

/** A client that logged in through the API (throws unless the login succeeded). */
export async function logInClient(
  server: TestServer,
  credentials: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<TestClient> {
  const client = createClient(server.url);
  const response = await client.post('/api/auth/login/', credentials, { headers });
  if (response.status !== 200) {
    throw new Error(`login failed: HTTP ${response.status} ${await response.text()}`);
  }
  return client;
}

/** Waits for a mail to `to` whose subject matches, polling the sink. */
export async function waitForMail(
  sink: SmtpSink,
  to: string,
  subject: RegExp,
  timeoutMs = 5000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = sink.messages.find(
      (mail) => mail.envelopeTo.includes(to) && subject.test(mail.subject),
    );
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = sink.messages.map((mail) => `${mail.envelopeTo.join(',')}: ${mail.subject}`);
      throw new Error(`no mail to ${to} matching ${subject}; got ${JSON.stringify(seen)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function mailsTo(sink: SmtpSink, to: string): ReceivedMail[] {
  return sink.messages.filter((mail) => mail.envelopeTo.includes(to));
}

/** The path of the first link in the mail's text part under `prefix` (e.g. /auth/reset-password/). */
export function linkPath(mail: ReceivedMail, prefix: string): string {
  const match = new RegExp(`https?://[^\\s/]+(${prefix}[^\\s]*)`).exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no ${prefix} link in mail "${mail.subject}"`);
  return match[1];
}

export async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

export type FactoryUser = UserRow & { password: string };

/**
 * A club straight in the database; with `owner`, that user owns it. Like every club the app
 * creates, it starts with the Standard (default) and Turbo blind schedules unless
 * `blindSchedules` is false, and with a Main League holding this year's season unless `leagues`
 * is false.
 */
export async function createClub(
  server: TestServer,
  input: {
    name?: string;
    owner?: UserRow;
    plan?: 'free' | 'pro';
    blindSchedules?: boolean;
    leagues?: boolean;
  } = {},
): Promise<ClubRow> {
  sequence += 1;
  const at = new Date().toISOString();
  const club = await insertClub(server.db, {
    slug: `club-${process.pid}-${letters(sequence)}`,
    name: input.name ?? `Club ${letters(sequence)}`,
    at,
  });
  if (input.plan) {
    await server.db
      .updateTable('club')
      .set({ plan: input.plan })
      .where('id', '=', club.id)
      .execute();
  }
  if (input.owner) await addMember(server, club, input.owner, 'owner');
  if (input.blindSchedules !== false) {
    await server.db.transaction().execute((trx) => seedStarterBlindSchedules(trx, club, at));
  }
  if (input.leagues !== false) {
    await server.db.transaction().execute((trx) => seedStarterLeague(trx, club, at));
  }
  // Every club has its hidden season from the start, as insertNewClub makes it.
  await seedHiddenSeason(server.db, club, at);
  return { ...club, plan: input.plan ?? club.plan };
}

export async function addMember(
  server: TestServer,
  club: ClubRow,
  user: UserRow | null,
  role: ClubRole,
): Promise<void> {
  await insertClubMember(server.db, {
    clubId: club.id,
    userId: user?.id ?? null,
    role,
    at: new Date().toISOString(),
  });
}

/** Who the access checks are made for: every role of one club, and a stranger to it. */
export const ACTORS = ['anonymous', 'member', 'manager', 'owner', 'demo', 'otherOwner'] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, 'anonymous'>;

export interface ClubWorld {
  /** The club every role below belongs to. */
  club: ClubRow;
  /** The club `otherOwner` owns alone. */
  otherClub: ClubRow;
  users: Record<SignedInActor, FactoryUser>;
  /** Logged-in clients (and an anonymous one). */
  clients: Record<Actor, TestClient>;
}

/**
 * One club with an owner, a manager, a member and the demo visitor, plus the owner of another
 * club; each signed in through the API (or only those in `logIn`).
 */
export async function createClubWorld(
  server: TestServer,
  options: { logIn?: readonly SignedInActor[] } = {},
): Promise<ClubWorld> {
  const make = (firstName: string) => createUser(server, { firstName, lastName: 'Tester' });
  const users: Record<SignedInActor, FactoryUser> = {
    member: await make('Mia'),
    manager: await make('Max'),
    owner: await make('Olga'),
    demo: await make('Demo'),
    otherOwner: await make('Otto'),
  };
  const club = await createClub(server, { owner: users.owner, name: 'Main Street Poker' });
  await addMember(server, club, users.manager, 'manager');
  await addMember(server, club, users.member, 'member');
  await addMember(server, club, users.demo, 'demo');
  const otherClub = await createClub(server, { owner: users.otherOwner, name: 'Other Club' });
  const clients = { anonymous: createClient(server.url) } as Record<Actor, TestClient>;
  for (const actor of Object.keys(users) as SignedInActor[]) {
    const signIn = options.logIn?.includes(actor) ?? true;
    clients[actor] = signIn ? await logInClient(server, users[actor]) : createClient(server.url);
  }
  return { club, otherClub, users, clients };
}

/**
 * A new season of the world's club's Main League, made by its owner through the API; its slug
 * and its league's.
 */
export async function createSeason(
  world: ClubWorld,
  input: { title: string; begin_date: string; end_date: string },
): Promise<{ slug: string; leagueSlug: string }> {
  const owner = world.clients.owner;
  const leagues = (await (await owner.get(`/api/clubs/${world.club.slug}/leagues/`)).json()) as {
    results: { slug: string }[];
  };
  const leagueSlug = leagues.results[0]?.slug;
  if (!leagueSlug) throw new Error(`${world.club.slug} has no league`);
  const made = await owner.post(`/api/leagues/${leagueSlug}/seasons/`, input);
  if (made.status !== 201) throw new Error(`season not made: ${made.status} ${await made.text()}`);
  return { slug: ((await made.json()) as { slug: string }).slug, leagueSlug };
}

/**
 * The season's recorded results (its stored game_result rows) run through the domain's
 * `seasonStandings` with the season's best-N: what its stored table and leaderboard must say.
 * Each row names its member by slug and name.
 */
export async function domainSeasonStandings(
  server: TestServer,
  world: ClubWorld,
  seasonSlug: string,
): Promise<(StandingRow & { member: { slug: string; name: string | null } })[]> {
  const season = await server.db
    .selectFrom('season')
    .select('id')
    .where('slug', '=', seasonSlug)
    .executeTakeFirstOrThrow();
  const results = await server.db
    .selectFrom('game_result')
    .innerJoin('club_member', 'club_member.id', 'game_result.member_id')
    .select([
      'club_member.slug',
      'club_member.display_name',
      'game_result.member_id',
      'game_result.game_id',
      'game_result.place',
      'game_result.entrants',
      'game_result.points_hundredths',
      'game_result.prize_cents',
      'game_result.knockouts',
    ])
    .where('game_result.season_id', '=', season.id)
    .execute();
  const settings = (await (
    await world.clients.owner.get(`/api/seasons/${seasonSlug}/settings/`)
  ).json()) as { best_results_count: { value: number } };
  const memberOf = new Map(
    results.map((result) => [result.member_id, { slug: result.slug, name: result.display_name }]),
  );
  return seasonStandings(
    results.map((result) => ({
      memberId: result.member_id,
      gameId: result.game_id,
      place: result.place,
      entrants: result.entrants,
      points: result.points_hundredths / 100,
      prizeCents: result.prize_cents,
      knockouts: result.knockouts,
    })),
    { bestResultsCount: settings.best_results_count.value },
  ).map((row) => ({ ...row, member: memberOf.get(Number(row.memberId))! }));
}
