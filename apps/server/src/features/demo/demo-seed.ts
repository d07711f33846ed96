import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database, NewUser } from '../../db/schema';
import sharp from 'sharp';
import { accountsDependencies } from '../accounts/accounts.dependencies';
import { insertUser, deleteUser } from '../accounts/users.repository';
import { deleteClub, insertClubMember } from '../clubs/clubs.repository';
import { insertNewClub } from '../clubs/clubs.service';
import { freeGameSlug } from '../games/games.repository';
import { gameSlugBase } from '../games/games.service';
import { freeLeagueSlug, freeSeasonSlug } from '../leagues/leagues.repository';
import { hiddenSeasonSlugBase, leagueSlugBase, seasonSlugBase } from '../leagues/leagues.service';
import { updateProfile } from '../profile/profile.service';
import { DEMO_MEMBER_EMAIL_DOMAIN, DEMO_USER_EMAIL, findDemoClub } from './demo-club';

/*
 * The demo club (decision 0032): a lively club whose dates follow today's. Its accounts are
 * written by the repositories (as registration would, without mail); everything the club does
 * (leagues, seasons, blind structures, games, RSVPs, results, the live night) goes through the
 * app's own HTTP API as the club's owner, in process (`app.inject`), so every rule, lock and
 * stored table (standings) is the one real clubs get. Rebuilding removes the old demo club and
 * its accounts first.
 */

export const DEMO_CLUB_NAME = 'Felt Demo Club';
const OWNER = { first: 'Jordan', last: 'Reyes' };
const MEMBERS: readonly [string, string][] = [
  ['Maya', 'Chen'],
  ['Luis', 'Ortega'],
  ['Priya', 'Natarajan'],
  ['Sam', 'Whitaker'],
  ['Dana', 'Brooks'],
  ['Marcus', 'Bell'],
  ['Elena', 'Petrova'],
  ['Tom', 'Gallagher'],
  ['Aisha', 'Okafor'],
  ['Ben', 'Kowalski'],
  ['Grace', 'Lindqvist'],
  ['Ray', 'Donovan'],
  ['Sofia', 'Marquez'],
  ['Owen', 'Fitzgerald'],
  ['Hana', 'Yamamoto'],
  ['Carl', 'Jensen'],
  ['Nina', 'Rossi'],
  ['Victor', 'Alvarez'],
  ['Leah', 'Goldberg'],
  ['Omar', 'Haddad'],
  ['Tess', 'McAllister'],
  ['Kofi', 'Mensah'],
  ['Ivy', 'Sullivan'],
  ['Drew', 'Patterson'],
];
/** Members who play the Thursday league every week or most weeks, as a real club has. */
const REGULARS = 16;

export interface DemoSeedSummary {
  clubSlug: string;
  members: number;
  leagues: number;
  seasons: number;
  blindStructures: number;
  recordedGames: number;
  upcomingGames: number;
  runningGameSlug: string;
  runningSeasonSlug: string;
}

/** A small seeded generator, so every rebuild tells the same story. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** `weekday` (0 Sunday) at hh:mm UTC, `weeks` weeks from the week of `from`. */
function weekdayAt(from: Date, weekday: number, weeks: number, hours: number, minutes = 0): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  day.setUTCDate(day.getUTCDate() + ((weekday - day.getUTCDay() + 7) % 7) + weeks * 7);
  day.setUTCHours(hours, minutes, 0, 0);
  return day;
}

/** The tables whose slugs are unique across all clubs, besides the club's own. */
const CLUB_CHILDREN = ['league', 'season', 'game'] as const;

/**
 * The new club's leagues, seasons and games take the slugs the app gives them in a club with
 * its final slug and no old demo club in the way (built beside the old one, they were named
 * after the build's club slug and given `-2` where the old club held a name): the same slugs
 * every rebuild, so a visitor's shared link or bookmark to a league, season or game leads to
 * the new one. In id order, as they were made, so two games of one title and date keep their
 * order. Returns each build slug's final slug. Members' slugs are per club and come out the
 * same by themselves.
 */
async function settleChildSlugs(
  trx: Kysely<Database>,
  club: { id: number; slug: string; timezone: string },
): Promise<Map<string, string>> {
  const final = new Map<string, string>();
  const leagues = await trx
    .selectFrom('league')
    .select(['id', 'slug', 'name'])
    .where('club_id', '=', club.id)
    .orderBy('id')
    .execute();
  const seasons = await trx
    .selectFrom('season')
    .select(['id', 'slug', 'title', 'is_hidden'])
    .where('club_id', '=', club.id)
    .orderBy('id')
    .execute();
  const games = await trx
    .selectFrom('game')
    .select(['id', 'slug', 'title', 'starts_at'])
    .where('club_id', '=', club.id)
    .orderBy('id')
    .execute();
  // Out of one another's way first: a row's final slug may be another's build slug.
  for (const table of CLUB_CHILDREN) {
    await trx
      .updateTable(table)
      .set({ slug: sql<string>`${`demo-switch-${table}-`} || cast(id as text)` })
      .where('club_id', '=', club.id)
      .execute();
  }
  for (const league of leagues) {
    const slug = await freeLeagueSlug(trx, leagueSlugBase(club.slug, league.name));
    await trx.updateTable('league').set({ slug }).where('id', '=', league.id).execute();
    final.set(league.slug, slug);
  }
  for (const season of seasons) {
    const base =
      season.is_hidden === 1
        ? hiddenSeasonSlugBase(club.slug)
        : seasonSlugBase(club.slug, season.title);
    const slug = await freeSeasonSlug(trx, base);
    await trx.updateTable('season').set({ slug }).where('id', '=', season.id).execute();
    final.set(season.slug, slug);
  }
  for (const game of games) {
    const slug = await freeGameSlug(trx, gameSlugBase(game.title, game.starts_at, club.timezone));
    await trx.updateTable('game').set({ slug }).where('id', '=', game.id).execute();
    final.set(game.slug, slug);
  }
  return final;
}

/**
 * The switch from the old demo club to the one just built, in one transaction (decision 0032,
 * "The daily rebuild"): the old club is retired with every account an earlier build made
 * (also a build that stopped half-way), the new accounts take their plain addresses, the new
 * club takes the old club's slug and its leagues, seasons and games the slugs the old ones had
 * (a visitor's links keep working), and the demo user (kept, so signed-in visitors stay signed
 * in) becomes its Demo member. Returns the slug the club kept (none on a first build), each
 * build slug's final slug, the old pictures to delete, and the retired clubs and accounts,
 * which retireOldDemo deletes a moment later.
 */
async function switchDemoClub(
  app: FastifyInstance,
  built: { clubId: number; accounts: Map<number, string>; demoUser: NewUser },
): Promise<{
  clubSlug: string | null;
  slugs: Map<string, string>;
  pictures: string[];
  retiredClubs: number[];
  retiredUsers: number[];
}> {
  return app.db.transaction().execute(async (trx) => {
    const old = await findDemoClub(trx);
    const stale = await trx
      .selectFrom('user')
      .select(['id', 'email', 'avatar_path'])
      .where('email', 'like', `%@${DEMO_MEMBER_EMAIL_DOMAIN}`)
      .where('id', 'not in', [...built.accounts.keys()])
      .execute();
    const staleIds = stale.map((user) => user.id);
    const staleClubs =
      staleIds.length === 0
        ? []
        : await trx
            .selectFrom('club_member')
            .select('club_id')
            .where('user_id', 'in', staleIds)
            .where('role', '=', 'owner')
            .execute();
    const clubIds = new Set(staleClubs.map((row) => row.club_id));
    if (old) clubIds.add(old.club.id);
    clubIds.delete(built.clubId);
    // The old club and its accounts are retired here and deleted a moment later
    // (retireOldDemo): a visitor's request that found the old club just before this commit
    // reads the rest of it whole, not a club whose games and members are gone. Retired, they
    // give up the slug, the addresses and the demo visitor's membership.
    for (const clubId of clubIds) {
      await trx
        .updateTable('club')
        .set({ slug: `retired-demo-${clubId}` })
        .where('id', '=', clubId)
        .execute();
      await trx
        .deleteFrom('club_member')
        .where('club_id', '=', clubId)
        .where('role', '=', 'demo')
        .execute();
      // Its leagues, seasons and games give up their slugs too (unique across clubs), for the
      // new club's to take.
      for (const table of CLUB_CHILDREN) {
        await trx
          .updateTable(table)
          .set({ slug: sql<string>`${`retired-demo-${table}-`} || cast(id as text)` })
          .where('club_id', '=', clubId)
          .execute();
      }
    }
    for (const user of stale) {
      await trx
        .updateTable('user')
        .set({ email: user.email.replace('@', `+retired${user.id}@`) })
        .where('id', '=', user.id)
        .execute();
    }
    for (const [id, email] of built.accounts) {
      await trx.updateTable('user').set({ email }).where('id', '=', id).execute();
    }
    if (old) {
      await trx
        .updateTable('club')
        .set({ slug: old.club.slug })
        .where('id', '=', built.clubId)
        .execute();
    }
    const club = await trx
      .selectFrom('club')
      .select(['id', 'slug', 'timezone'])
      .where('id', '=', built.clubId)
      .executeTakeFirstOrThrow();
    const slugs = await settleChildSlugs(trx, club);
    const demoUser =
      old?.user ??
      (await trx
        .selectFrom('user')
        .selectAll()
        .where('email', '=', DEMO_USER_EMAIL)
        .executeTakeFirst()) ??
      (await insertUser(trx, built.demoUser));
    await insertClubMember(trx, {
      clubId: built.clubId,
      userId: demoUser.id,
      role: 'demo',
      at: built.demoUser.created_at,
    });
    return {
      clubSlug: old?.club.slug ?? null,
      slugs,
      pictures: stale.flatMap((user) => (user.avatar_path ? [user.avatar_path] : [])),
      retiredClubs: [...clubIds],
      retiredUsers: staleIds,
    };
  });
}

/** How long a retired demo club stays for requests that were already reading it. */
const RETIRED_DEMO_GRACE_MS = 2_000;

/** Deletes the clubs and accounts a switch retired, once requests reading them are done. */
async function retireOldDemo(
  app: FastifyInstance,
  retired: { retiredClubs: number[]; retiredUsers: number[] },
): Promise<void> {
  if (retired.retiredClubs.length === 0 && retired.retiredUsers.length === 0) return;
  await new Promise((resolve) => setTimeout(resolve, RETIRED_DEMO_GRACE_MS));
  await app.db.transaction().execute(async (trx) => {
    for (const clubId of retired.retiredClubs) await deleteClub(trx, clubId);
    for (const id of retired.retiredUsers) await deleteUser(trx, id);
  });
}

/** A build that failed half-way: its club and accounts go, the old demo club stays. */
async function discardBuild(
  app: FastifyInstance,
  clubId: number | null,
  accountIds: number[],
): Promise<void> {
  const pictures = await app.db
    .selectFrom('user')
    .select('avatar_path')
    .where('id', 'in', accountIds.length > 0 ? accountIds : [-1])
    .execute();
  await app.db.transaction().execute(async (trx) => {
    if (clubId !== null) await deleteClub(trx, clubId);
    for (const id of accountIds) await deleteUser(trx, id);
  });
  for (const { avatar_path } of pictures) if (avatar_path) await app.media.delete(avatar_path);
}

const AVATAR_COLOURS = [
  '#0f766e',
  '#b45309',
  '#7c3aed',
  '#be123c',
  '#1d4ed8',
  '#4d7c0f',
  '#a21caf',
];

/** A member's picture: their initials on a coloured disc, as a PNG (sharp renders our SVG). */
async function initialsAvatar(first: string, last: string, index: number): Promise<Buffer> {
  const initials = `${first[0] ?? ''}${last[0] ?? ''}`.toUpperCase();
  const colour = AVATAR_COLOURS[index % AVATAR_COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
<rect width="256" height="256" fill="${colour}"/>
<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif"
 font-size="104" font-weight="700" fill="#ffffff">${initials}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

interface Answer {
  status: number;
  body: unknown;
}

/** The owner's in-process API client: session and CSRF cookies from a real login. */
async function ownerClient(app: FastifyInstance, email: string, password: string) {
  const cookies = new Map<string, string>();
  const keep = (headers: Record<string, unknown>) => {
    const raw = headers['set-cookie'];
    const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
    for (const line of lines as string[]) {
      const [pair] = line.split(';');
      const at = (pair ?? '').indexOf('=');
      if (at > 0) cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const call = async (method: InjectOptions['method'], url: string, payload?: unknown) => {
    const response = await app.inject({
      method,
      url,
      payload: payload as InjectOptions['payload'],
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-csrftoken': cookies.get('csrftoken') ?? '',
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
    });
    keep(response.headers);
    const answer: Answer = {
      status: response.statusCode,
      body: response.body ? (JSON.parse(response.body) as unknown) : null,
    };
    return answer;
  };
  /** A call that must succeed; anything else stops the seed with what the API said. */
  const ok = async <T>(method: InjectOptions['method'], url: string, payload?: unknown) => {
    const answer = await call(method, url, payload);
    if (answer.status < 200 || answer.status >= 300) {
      throw new Error(
        `demo seed: ${method} ${url} answered ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    }
    return answer.body as T;
  };
  await call('GET', '/api/auth/csrf/');
  await ok('POST', '/api/auth/login/', { email, password });
  return { call, ok };
}

/**
 * Builds the demo club afresh (`npm run db:seed-demo`; `npm start` when it is missing; the
 * daily rebuild). Dates are relative to `app.now()`: a year of weekly games recorded, two games
 * next week with RSVPs and a waitlist, and a game running right now. The new club is built
 * beside the old one, out of sight (no visitor is its member), and switched in by one
 * transaction; a build that fails leaves the old club as it was.
 */
export async function seedDemoClub(app: FastifyInstance): Promise<DemoSeedSummary> {
  const db = app.db;
  const now = app.now();
  const at = now.toISOString();
  const tag = now.getTime().toString(36);
  // Accounts: the owner and 24 members, at addresses tagged with this build until the switch
  // (the old club's members still hold the plain ones). Nobody can sign in with a password
  // (the owner's is random and used once below), and no mail is wanted at `.invalid`.
  const password = randomBytes(24).toString('base64url');
  const hash = await app.passwordHasher.hashPassword(password);
  const accounts = new Map<number, string>();
  let clubId: number | null = null;
  let switched: Awaited<ReturnType<typeof switchDemoClub>>;
  let summary: DemoSeedSummary;
  try {
    const built = await buildDemoClub(app, {
      now,
      at,
      tag,
      hash,
      password,
      accounts,
      setClub: (id) => (clubId = id),
    });
    summary = built.summary;
    // The demo visitor's own password is unusable: the hash of another random secret.
    const demoUser: NewUser = {
      slug: `demo-${tag}-visitor`,
      email: DEMO_USER_EMAIL,
      password_hash: await app.passwordHasher.hashPassword(randomBytes(24).toString('base64url')),
      first_name: 'Demo',
      last_name: 'Visitor',
      venmo_handle: null,
      paypal_handle: null,
      avatar_path: null,
      game_invitation_mails: 0,
      game_reminder_mails: 0,
      email_verified_at: at,
      last_login_at: null,
      created_at: at,
      updated_at: at,
    };
    switched = await switchDemoClub(app, { clubId: built.clubId, accounts, demoUser });
  } catch (error) {
    await discardBuild(app, clubId, [...accounts.keys()]);
    throw error;
  }
  await retireOldDemo(app, switched);
  for (const key of switched.pictures) await app.media.delete(key);
  // The results mails of the recorded nights were addressed to `.invalid`: drop them unsent.
  await db
    .deleteFrom('mail_outbox')
    .where('to', 'like', '%.felt.invalid')
    .where('sent_at', 'is', null)
    .execute();
  const settled = (slug: string) => switched.slugs.get(slug) ?? slug;
  return {
    ...summary,
    clubSlug: switched.clubSlug ?? summary.clubSlug,
    runningGameSlug: settled(summary.runningGameSlug),
    runningSeasonSlug: settled(summary.runningSeasonSlug),
  };
}

interface BuildContext {
  now: Date;
  at: string;
  tag: string;
  hash: string;
  password: string;
  /** Filled with each account made: id -> the plain address it takes at the switch. */
  accounts: Map<number, string>;
  setClub: (clubId: number) => void;
}

async function buildDemoClub(
  app: FastifyInstance,
  { now, at, tag, hash, password, accounts, setClub }: BuildContext,
): Promise<{ clubId: number; summary: DemoSeedSummary }> {
  const db = app.db;
  const next = random(15);
  let userCount = 0;
  const account = async (first: string, last: string) => {
    userCount += 1;
    const email = `${first}.${last}@${DEMO_MEMBER_EMAIL_DOMAIN}`.toLowerCase();
    const user = await insertUser(db, {
      slug: `demo-${tag}-${userCount}`,
      email: email.replace('@', `+${tag}@`),
      password_hash: hash,
      first_name: first,
      last_name: last,
      venmo_handle: `${first}-${last}`.toLowerCase(),
      paypal_handle: null,
      avatar_path: null,
      game_invitation_mails: 0,
      game_reminder_mails: 0,
      email_verified_at: at,
      last_login_at: null,
      created_at: at,
      updated_at: at,
    });
    accounts.set(user.id, email);
    return user;
  };
  const owner = await account(OWNER.first, OWNER.last);
  const club = await db.transaction().execute((trx) =>
    insertNewClub(trx, {
      name: DEMO_CLUB_NAME,
      ownerId: owner.id,
      timezone: 'America/New_York',
      // The club's own created_at says when this build ran (the daily rebuild reads it).
      at,
    }),
  );
  setClub(club.id);
  // Its owner a member since before the year of results the profiles show.
  await db
    .updateTable('club_member')
    .set({ created_at: new Date(now.getTime() - 421 * DAY_MS).toISOString() })
    .where('club_id', '=', club.id)
    .where('user_id', '=', owner.id)
    .execute();
  // The demo shows every feature: on an instance with billing on, its club has the Pro plan
  // (there is no plan-changing service before billing is built; this is the only direct write).
  await db.updateTable('club').set({ plan: 'pro' }).where('id', '=', club.id).execute();
  const memberSlugs: string[] = [];
  for (const [index, [first, last]] of MEMBERS.entries()) {
    const user = await account(first, last);
    const member = await insertClubMember(db, {
      clubId: club.id,
      userId: user.id,
      role: index < 2 ? 'manager' : 'member',
      // Members since before the year of results their profiles show (a day apart, in order),
      // not since this morning's build.
      at: new Date(now.getTime() - (420 - index) * DAY_MS).toISOString(),
    });
    memberSlugs.push(member.slug);
  }
  // Pictures for most members, through the profile service as an upload would go.
  const profileDeps = {
    db,
    media: app.media,
    now: app.now,
    accounts: accountsDependencies(app),
  };
  const pictured = await db
    .selectFrom('user')
    .selectAll()
    .where('id', 'in', [...accounts.keys()])
    .orderBy('id')
    .execute();
  for (const [index, user] of pictured.entries()) {
    if (index % 6 === 5) continue; // a few without one, as in any club
    const png = await initialsAvatar(user.first_name, user.last_name, index);
    await updateProfile(profileDeps, user, {}, png, { ip: null, userAgent: 'demo seed' });
  }

  const api = await ownerClient(app, owner.email, password);
  const clubPath = `/api/clubs/${club.slug}`;

  // Blind structures: the starter Standard and Turbo, and a deep stack made by the generator.
  await api.ok('POST', `${clubPath}/blind-schedules/generate/`, {
    title: 'Deep Stack',
    playerCount: 20,
    duration: 5,
    pace: 'slow',
    startingStack: 30000,
    smallestChip: 100,
    allowRebuys: false,
    breakCount: 2,
  });
  const schedules = await api.ok<
    { slug: string; title: string }[] | { results: { slug: string; title: string }[] }
  >('GET', `${clubPath}/blind-schedules/`);
  const scheduleList = Array.isArray(schedules) ? schedules : schedules.results;
  const turbo = scheduleList.find((s) => /turbo/i.test(s.title))?.slug ?? null;

  // Leagues: the starter league becomes Thursday Night Poker with last season and this one;
  // a second league plays a Friday turbo every other week this season.
  type League = { slug: string; name: string };
  type Season = { slug: string; title: string };
  const leagues = await api.ok<League[] | { results: League[] }>('GET', `${clubPath}/leagues/`);
  const main = (Array.isArray(leagues) ? leagues : leagues.results)[0] as League;
  await api.ok('PATCH', `/api/leagues/${main.slug}/`, { name: 'Thursday Night Poker' });
  const mainSeasons = await api.ok<Season[] | { results: Season[] }>(
    'GET',
    `/api/leagues/${main.slug}/seasons/`,
  );
  const starterSeason = (
    Array.isArray(mainSeasons) ? mainSeasons : mainSeasons.results
  )[0] as Season;
  const runningBegin = new Date(now.getTime() - 182 * DAY_MS);
  const pastBegin = new Date(now.getTime() - 365 * DAY_MS);
  const pastEnd = new Date(runningBegin.getTime() - DAY_MS);
  const runningEnd = new Date(now.getTime() + 182 * DAY_MS);
  await api.ok('PATCH', `/api/seasons/${starterSeason.slug}/`, {
    title: `Season ${runningBegin.getUTCFullYear()}-${String(runningEnd.getUTCFullYear()).slice(2)}`,
    begin_date: isoDate(runningBegin),
    end_date: isoDate(runningEnd),
    is_active: true,
  });
  const running = { slug: starterSeason.slug };
  const past = await api.ok<Season>('POST', `/api/leagues/${main.slug}/seasons/`, {
    title: `Season ${pastBegin.getUTCFullYear()}`,
    begin_date: isoDate(pastBegin),
    end_date: isoDate(pastEnd),
    is_active: false,
  });
  const friday = await api.ok<League>('POST', `${clubPath}/leagues/`, {
    name: 'Friday Turbo League',
  });
  const fridaySeason = await api.ok<Season>('POST', `/api/leagues/${friday.slug}/seasons/`, {
    title: `Turbo Season ${runningBegin.getUTCFullYear()}`,
    begin_date: isoDate(runningBegin),
    end_date: isoDate(runningEnd),
    is_active: true,
  });

  // A year of Thursday nights (19:30 in New York is 23:30 or 00:30 UTC; 23:30 keeps the date),
  // each recorded through the results API so the seasons' standings are the real ones.
  const regulars = memberSlugs.slice(0, REGULARS);
  const occasional = memberSlugs.slice(REGULARS);
  const recordNight = async (
    title: string,
    startsAt: Date,
    seasonSlug: string,
    players: string[],
    blindSchedule: string | null,
  ) => {
    const game = await api.ok<{ slug: string }>('POST', `${clubPath}/games/`, {
      title,
      starts_at: startsAt.toISOString(),
      season_slug: seasonSlug,
      location: "Jordan's basement",
      blind_schedule_slug: blindSchedule,
    });
    const order = shuffled(players, next);
    let knockoutsLeft = order.length - 1;
    await api.ok('PUT', `/api/games/${game.slug}/results/`, {
      results: order.map((slug, index) => {
        const knockouts = Math.min(knockoutsLeft, index === 0 ? 3 : Math.floor(next() * 2));
        knockoutsLeft -= knockouts;
        return {
          member_slug: slug,
          place: index + 1,
          rebuys: next() < 0.2 ? 1 : 0,
          addons: 0,
          knockouts,
        };
      }),
    });
  };
  let recorded = 0;
  for (let week = -52; week <= -1; week += 1) {
    const startsAt = weekdayAt(now, 4, week, 23, 30);
    if (startsAt.getTime() > now.getTime() - DAY_MS) continue;
    const season = startsAt < runningBegin ? past.slug : running.slug;
    const count = 9 + Math.floor(next() * 5);
    const players = [
      ...shuffled(regulars, next).slice(0, count - 2),
      ...shuffled(occasional, next).slice(0, 2),
    ];
    await recordNight('Thursday Night Poker', startsAt, season, players, null);
    recorded += 1;
  }
  for (let week = -24; week <= -1; week += 2) {
    const startsAt = weekdayAt(now, 5, week, 23, 0);
    if (startsAt.getTime() > now.getTime() - DAY_MS || startsAt < runningBegin) continue;
    const players = shuffled(memberSlugs, next).slice(0, 7 + Math.floor(next() * 3));
    await recordNight('Friday Turbo', startsAt, fridaySeason.slug, players, turbo);
    recorded += 1;
  }

  // Next week: a full Thursday with a waitlist, and a Friday turbo with a few RSVPs.
  const thursday = await api.ok<{ slug: string }>('POST', `${clubPath}/games/`, {
    title: 'Thursday Night Poker',
    starts_at: weekdayAt(now, 4, 1, 23, 30).toISOString(),
    season_slug: running.slug,
    location: "Jordan's basement",
    max_players: 10,
    notes: 'Doors at 7, cards in the air at 7:30. Bring a snack to share.',
  });
  for (const slug of shuffled(memberSlugs, next).slice(0, 12)) {
    await api.ok('POST', `/api/games/${thursday.slug}/entries/`, { member_slug: slug });
  }
  const fridayGame = await api.ok<{ slug: string }>('POST', `${clubPath}/games/`, {
    title: 'Friday Turbo',
    starts_at: weekdayAt(now, 5, 1, 23, 0).toISOString(),
    season_slug: fridaySeason.slug,
    location: 'The back room at Lucky Lou’s',
    blind_schedule_slug: turbo,
  });
  for (const slug of shuffled(memberSlugs, next).slice(0, 6)) {
    await api.ok('POST', `/api/games/${fridayGame.slug}/entries/`, { member_slug: slug });
  }

  // Right now: tonight's game, an hour in, its clock running on the play page.
  const live = await api.ok<{ slug: string }>('POST', `${clubPath}/games/`, {
    title: 'Tonight’s Cash-In Tournament',
    starts_at: new Date(now.getTime() - 60 * 60 * 1000).toISOString(),
    season_slug: running.slug,
    location: "Jordan's basement",
  });
  for (const slug of shuffled(memberSlugs, next).slice(0, 14)) {
    await api.ok('POST', `/api/games/${live.slug}/entries/`, { member_slug: slug });
  }
  const livePath = `/api/games/${live.slug}/`;
  const command = async (body: Record<string, unknown>) =>
    (
      await api.ok<{ state: { entries: { id: string; status: string }[] } }>(
        'POST',
        `${livePath}commands/`,
        { id: randomUUID(), ...body },
      )
    ).state;
  const started = await command({ type: 'start', hold_clock: true });
  for (const entry of started.entries) await command({ type: 'check_in', entry_id: entry.id });
  const drawn = await command({ type: 'draw_seats' });
  // Three players out already, each knocked out by someone still in.
  const order = shuffled(drawn.entries, next);
  for (const [index, entry] of order.slice(0, 3).entries()) {
    const by = order[3 + index] as { id: string };
    await command({ type: 'bust', entry_id: entry.id, eliminated_by_entry_id: by.id });
  }
  // An hour in: the clock stands a few levels up, and runs from here.
  for (let level = 0; level < 3; level += 1) await command({ type: 'next_level' });
  await command({ type: 'set_remaining', seconds: 9 * 60 + 40 });
  await command({ type: 'resume' });

  return {
    clubId: club.id,
    summary: {
      clubSlug: club.slug,
      members: MEMBERS.length + 1,
      leagues: 2,
      seasons: 3,
      blindStructures: scheduleList.length,
      recordedGames: recorded,
      upcomingGames: 2,
      runningGameSlug: live.slug,
      runningSeasonSlug: running.slug,
    },
  };
}
