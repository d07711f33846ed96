import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DAY,
  addMember,
  createClub,
  createTestClock,
  createUser,
  logInClient,
} from '../../../test/factories';
import {
  createClient,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/helpers';
import { DEMO_USER_EMAIL } from './demo-club';

const LIMIT = 10;
const BURST = 50;
// 22:00 UTC: two hours to the next UTC day. In the future, so cookies stay unexpired.
const clock = createTestClock(new Date('2030-03-10T22:00:00.000Z'));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ demoDailyLimit: LIMIT }, { now: clock.now });
  const demo = await createUser(server, { email: DEMO_USER_EMAIL });
  const club = await createClub(server, { name: 'Felt Demo Club' });
  await addMember(server, club, demo, 'demo');
});
afterAll(() => server?.close());
// Each test starts on a fresh UTC day at 22:00, so its client address has a fresh allowance.
beforeEach(() => clock.advance(DAY));

async function demoClient(on: TestServer): Promise<TestClient> {
  const client = createClient(on.url);
  const response = await client.post('/api/auth/demo/');
  expect(response.status).toBe(200);
  return client;
}

/** `count` sequential demo uses that all pass. */
async function use(client: TestClient, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    expect((await client.get('/api/auth/user/')).status).toBe(200);
  }
}

async function statusCounts(responses: Promise<Response>[]): Promise<Record<number, number>> {
  const counts: Record<number, number> = {};
  for (const response of await Promise.all(responses)) {
    await response.arrayBuffer();
    counts[response.status] = (counts[response.status] ?? 0) + 1;
  }
  return counts;
}

function secondsToMidnightUtc(): number {
  const now = clock.now().getTime();
  return Math.ceil((Math.ceil(now / DAY) * DAY - now) / 1000);
}

describe('the demo daily limit (per client address per UTC day)', () => {
  it('is exact under 50 concurrent requests starting one below it', async () => {
    const client = await demoClient(server); // 1
    await use(client, LIMIT - 2); // LIMIT - 1
    const burst = Array.from({ length: BURST }, () => client.get('/api/auth/user/'));
    expect(await statusCounts(burst)).toEqual({ 200: 1, 429: BURST - 1 });
  });

  it('holds across two app processes sharing the database', async () => {
    const other = await startTestServer(
      { database: server.config.database, demoDailyLimit: LIMIT },
      { now: clock.now },
    );
    try {
      const here = await demoClient(server); // 1
      const there = await demoClient(other); // 2
      await use(here, LIMIT - 3); // LIMIT - 1
      const burst = Array.from({ length: BURST }, (_, i) =>
        (i % 2 ? there : here).get('/api/auth/user/'),
      );
      expect(await statusCounts(burst)).toEqual({ 200: 1, 429: BURST - 1 });
    } finally {
      await other.close();
    }
  });

  it('answers 429 demo_daily_limit_exceeded with retry_after to the next UTC day; leaving still works', async () => {
    const client = await demoClient(server);
    await use(client, LIMIT - 1);

    const refused = await client.get('/api/clubs/');
    expect(refused.status).toBe(429);
    const seconds = secondsToMidnightUtc();
    expect(seconds).toBe(2 * 60 * 60);
    expect(refused.headers.get('retry-after')).toBe(String(seconds));
    expect(await refused.json()).toEqual({
      code: 'demo_daily_limit_exceeded',
      detail:
        "The demo's daily limit for your network has been reached. It resets at midnight UTC.",
      retry_after: seconds,
    });

    // A new demo login from the same address is refused the same way.
    const again = await createClient(server.url).post('/api/auth/demo/');
    expect(again.status).toBe(429);
    expect(await again.json()).toMatchObject({ code: 'demo_daily_limit_exceeded' });

    // Leave Demo is never refused.
    expect((await client.post('/api/auth/logout/')).status).toBe(200);
  });

  it('works again the next UTC day', async () => {
    const client = await demoClient(server);
    await use(client, LIMIT - 1);
    expect((await client.get('/api/auth/user/')).status).toBe(429);

    clock.advance(secondsToMidnightUtc() * 1000 - 1000); // 23:59:59
    expect((await client.get('/api/auth/user/')).status).toBe(429);
    clock.advance(1000); // 00:00:00 the next day
    expect((await client.get('/api/auth/user/')).status).toBe(200);
    expect((await createClient(server.url).post('/api/auth/demo/')).status).toBe(200);
  });

  it("does not count other users' requests from the same address", async () => {
    const client = await demoClient(server); // 1
    const member = await createUser(server);
    const signedIn = await logInClient(server, member);
    for (let i = 0; i < LIMIT * 2; i += 1) {
      expect((await signedIn.get('/api/auth/user/')).status).toBe(200);
    }
    await use(client, LIMIT - 1);
    expect((await client.get('/api/auth/user/')).status).toBe(429);
  });

  it('is off with DEMO_DAILY_LIMIT -1', async () => {
    const own = await startTestServer({ demoDailyLimit: -1 }, { now: clock.now });
    try {
      const demo = await createUser(own, { email: DEMO_USER_EMAIL });
      await addMember(own, await createClub(own), demo, 'demo');
      const client = await demoClient(own);
      await use(client, LIMIT * 2);
    } finally {
      await own.close();
    }
  });
});
