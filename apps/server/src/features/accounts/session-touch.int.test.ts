import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestClock,
  createUser,
  DAY,
  MINUTE,
  logInClient,
  SECOND,
  type FactoryUser,
} from '../../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../../test/helpers';

// Decision 0025: a signed-in read slides its session at most once a minute, and the slides
// asked for at the same moment are written together, in one transaction.
const HOUR = 60 * MINUTE;
const clock = createTestClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
});
afterAll(() => server?.close());
afterEach(() => vi.restoreAllMocks());

async function sessionOf(user: FactoryUser) {
  return server.db
    .selectFrom('session')
    .select(['expires_at', 'last_seen_at'])
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
}

const slid = (response: Response) =>
  response.headers.getSetCookie().some((line) => line.startsWith('sessionid='));

describe('session slides', () => {
  it('a read within a minute of the last slide writes nothing', async () => {
    const user = await createUser(server);
    const client = await logInClient(server, user);
    const before = await sessionOf(user);
    clock.advance(59 * SECOND);
    const transactions = vi.spyOn(server.db, 'transaction');
    const updates = vi.spyOn(server.db, 'updateTable');

    const response = await client.get('/api/auth/user/');
    expect(response.status).toBe(200);
    expect(slid(response)).toBe(false);
    expect(transactions).not.toHaveBeenCalled();
    expect(updates).not.toHaveBeenCalled();
    expect(await sessionOf(user)).toEqual(before);
  });

  it('30 phones reading at once after an hour are slid in a few transactions, each stored before its answer', async () => {
    const phones: { user: FactoryUser; client: TestClient }[] = [];
    for (let i = 0; i < 30; i++) {
      const user = await createUser(server);
      phones.push({ user, client: await logInClient(server, user) });
    }
    clock.advance(HOUR);
    const transactions = vi.spyOn(server.db, 'transaction');

    const answers = await Promise.all(
      phones.map(async ({ user, client }) => {
        const response = await client.get('/api/auth/user/');
        // Read as soon as this answer is in, while other phones may still be waiting.
        return { response, session: await sessionOf(user) };
      }),
    );
    const expected = new Date(clock.now().getTime() + 14 * DAY).toISOString();
    for (const { response, session } of answers) {
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().join()).toContain('Max-Age=1209600');
      expect(session).toEqual({ last_seen_at: clock.now().toISOString(), expires_at: expected });
    }
    // One per session would be 30; the group is whatever arrived while the last one was written.
    expect(transactions.mock.calls.length).toBeGreaterThan(0);
    expect(transactions.mock.calls.length).toBeLessThan(10);

    // The slide is real: two weeks after this read the sessions end, not before.
    clock.advance(14 * DAY - SECOND);
    transactions.mockClear();
    const [first, ...rest] = phones;
    if (!first) throw new Error('no phones');
    expect((await first.client.get('/api/auth/user/')).status).toBe(200);
    clock.advance(2 * SECOND);
    for (const { client } of rest.slice(0, 5)) {
      expect((await client.get('/api/auth/user/')).status).toBe(401);
    }
  });

  it('a phone reading twice at once is slid once and both reads answer', async () => {
    const user = await createUser(server);
    const client = await logInClient(server, user);
    clock.advance(HOUR);
    const [a, b] = await Promise.all([
      client.get('/api/auth/user/'),
      client.get('/api/auth/user/'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(Date.parse((await sessionOf(user)).expires_at)).toBe(clock.now().getTime() + 14 * DAY);
  });
});
