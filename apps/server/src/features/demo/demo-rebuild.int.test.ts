import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/helpers';
import { DEMO_MEMBER_EMAIL_DOMAIN, DEMO_USER_EMAIL, findDemoClub } from './demo-club';
import { DEMO_REBUILD_LEASE_KEY, lastRebuildTime, rebuildDemoClub } from './demo-rebuild';
import { DEMO_CLUB_NAME, seedDemoClub } from './demo-seed';

const HOUR_MS = 60 * 60 * 1000;
/** The test's clock: real time plus an offset the test moves. */
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };

let here: TestServer;
let there: TestServer;

beforeAll(async () => {
  // Two app processes on one database, each with the daily schedule on (as in production).
  here = await startTestServer({ demoRebuildHourUtc: 4 }, { now: clock.now });
  there = await startTestServer(
    { database: here.config.database, demoRebuildHourUtc: 4 },
    { now: clock.now },
  );
});
afterAll(async () => {
  await there?.close();
  await here?.close();
});

interface GameList {
  count: number;
  results: { slug: string; starts_at: string; status: string }[];
}

async function readJson<T>(client: TestClient, path: string): Promise<T> {
  const response = await client.get(path);
  if (response.status !== 200) {
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/** What a visitor sees of the demo club: its slug, recorded games and the running game. */
async function look(visitor: TestClient) {
  const clubs = await readJson<{ slug: string; name: string }[] | { results: { slug: string }[] }>(
    visitor,
    '/api/user/clubs/',
  );
  const list = Array.isArray(clubs) ? clubs : clubs.results;
  expect(list).toHaveLength(1);
  const slug = (list[0] as { slug: string }).slug;
  const past = await readJson<GameList>(visitor, `/api/clubs/${slug}/games/?when=past`);
  const members = await readJson<{ count: number } | unknown[]>(
    visitor,
    `/api/clubs/${slug}/members/`,
  );
  return {
    slug,
    recorded: past.count,
    members: Array.isArray(members) ? members.length : members.count,
  };
}

async function runningGame(visitor: TestClient, slug: string) {
  const upcoming = await readJson<GameList>(visitor, `/api/clubs/${slug}/games/?when=all`);
  const all = [...upcoming.results];
  let next = (upcoming as GameList & { next: string | null }).next;
  while (next) {
    const page = await readJson<GameList & { next: string | null }>(
      visitor,
      next.replace(/^https?:\/\/[^/]+/, ''),
    );
    all.push(...page.results);
    next = page.next;
  }
  const running = all.filter((game) => game.status === 'running');
  expect(running).toHaveLength(1);
  return running[0] as GameList['results'][number];
}

describe('the daily rebuild of the demo club', () => {
  it('finds the hour it was due at', () => {
    const at = (iso: string) => lastRebuildTime(new Date(iso), 4).toISOString();
    expect(at('2026-03-10T03:59:59.000Z')).toBe('2026-03-09T04:00:00.000Z');
    expect(at('2026-03-10T04:00:00.000Z')).toBe('2026-03-10T04:00:00.000Z');
    expect(at('2026-03-10T23:00:00.000Z')).toBe('2026-03-10T04:00:00.000Z');
    expect(lastRebuildTime(new Date('2026-01-01T00:30:00.000Z'), 0).toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    );
  });

  it('rebuilds once when two processes try at the same time, moving its dates to today while a signed-in visitor keeps reading a whole club', async () => {
    // Nothing to rebuild before there is a demo club: the schedule never builds one itself.
    expect((await here.app.demoRebuild.runDue()).status).toBe('current');
    expect(await findDemoClub(here.db)).toBeUndefined();

    // Built yesterday (26 hours ago): one 04:00 UTC has passed since, so it is due.
    offset = -26 * HOUR_MS;
    const first = await seedDemoClub(here.app);
    offset = 0;
    const before = await findDemoClub(here.db);
    expect(before?.club.slug).toBe(first.clubSlug);

    const visitor = createClient(here.url);
    expect((await visitor.post('/api/auth/demo/')).status).toBe(200);
    const seen = await look(visitor);
    expect(seen).toMatchObject({ slug: first.clubSlug, recorded: first.recordedGames });
    const oldRunning = await runningGame(visitor, seen.slug);

    // Both processes look at once; the visitor reads all along.
    const rebuilds = Promise.all([here.app.demoRebuild.runDue(), there.app.demoRebuild.runDue()]);
    let done = false;
    void rebuilds.finally(() => (done = true));
    const during: Awaited<ReturnType<typeof look>>[] = [];
    while (!done) during.push(await look(visitor));
    const outcomes = (await rebuilds).map((outcome) => outcome.status).sort();
    expect(outcomes[1]).toBe('rebuilt');
    expect(['busy', 'current']).toContain(outcomes[0]);
    expect(during.length).toBeGreaterThan(0);

    // One demo club, rebuilt today under the same slug; the old one and its accounts gone.
    const after = await findDemoClub(here.db);
    expect(after?.club.id).not.toBe(before?.club.id);
    expect(after?.club.slug).toBe(before?.club.slug);
    expect(Date.parse(after!.club.created_at)).toBeGreaterThan(Date.now() - HOUR_MS);
    const clubs = await here.db
      .selectFrom('club')
      .select('id')
      .where('name', '=', DEMO_CLUB_NAME)
      .execute();
    expect(clubs).toHaveLength(1);
    const accounts = await here.db
      .selectFrom('user')
      .select('email')
      .where('email', 'like', `%@${DEMO_MEMBER_EMAIL_DOMAIN}`)
      .execute();
    expect(accounts).toHaveLength(25);
    expect(accounts.every((account) => !account.email.includes('+'))).toBe(true);
    expect(after?.user.id).toBe(before?.user.id);
    const demoUsers = await here.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', DEMO_USER_EMAIL)
      .execute();
    expect(demoUsers).toHaveLength(1);
    // The lease is given back.
    const lease = await here.db
      .selectFrom('rate_limit_counter')
      .select('key')
      .where('key', '=', DEMO_REBUILD_LEASE_KEY)
      .execute();
    expect(lease).toHaveLength(0);

    // Whole the whole time: each read saw the old club or the new one, never a part of one.
    const now = await look(visitor);
    expect(now.slug).toBe(seen.slug);
    for (const read of during) {
      expect(read.slug).toBe(seen.slug);
      expect(read.members).toBe(seen.members);
      expect([seen.recorded, now.recorded]).toContain(read.recorded);
    }

    // The same visitor's session still works, and the running game moved with the calendar:
    // it started an hour before this build, 26 hours after the first one's, and its clock runs.
    const newRunning = await runningGame(visitor, now.slug);
    expect(newRunning.slug).not.toBe(oldRunning.slug);
    const moved = Date.parse(newRunning.starts_at) - Date.parse(oldRunning.starts_at);
    expect(Math.abs(moved - 26 * HOUR_MS)).toBeLessThan(HOUR_MS);
    const state = await readJson<{
      status: string;
      clock: { status: string; remaining_ms: number };
    }>(visitor, `/api/games/${newRunning.slug}/state/`);
    expect(state.status).toBe('running');
    expect(state.clock.status).toBe('running');
    // The seed set 9:40 left in the level and resumed the clock; it has run down since.
    expect(state.clock.remaining_ms).toBeLessThan((9 * 60 + 40) * 1000);
    expect(state.clock.remaining_ms).toBeGreaterThan(0);
    // The old game's pages answer not found, as for any game that no longer exists.
    expect((await visitor.get(`/api/games/${oldRunning.slug}/`)).status).toBe(404);

    // Done for today: another look (either process) finds it current and leaves it alone.
    expect((await there.app.demoRebuild.runDue()).status).toBe('current');
    expect((await findDemoClub(here.db))?.club.id).toBe(after?.club.id);
  }, 240_000);

  it('leaves the club alone while another rebuild holds the lease', async () => {
    await here.app.rateLimiter.consume(DEMO_REBUILD_LEASE_KEY, { max: 1, windowSeconds: 60 });
    try {
      const before = await findDemoClub(here.db);
      expect((await rebuildDemoClub(here.app)).status).toBe('busy');
      expect((await findDemoClub(here.db))?.club.id).toBe(before?.club.id);
    } finally {
      await here.app.rateLimiter.reset(DEMO_REBUILD_LEASE_KEY);
    }
  });
});
