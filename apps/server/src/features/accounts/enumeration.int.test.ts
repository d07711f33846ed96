import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock, createUser, MINUTE, uniqueEmail } from '../../../test/factories';
import { createClient, startTestServer, type TestServer } from '../../../test/helpers';
import { ADDRESS_BLIND_ANSWER_MS } from './accounts.routes';

/*
 * Issue 16 promise 3: an address cannot be found out from the answers. Login has its own tests
 * (login.int.test.ts, with production-cost hashing); here the password reset and the
 * verification resend: status, headers and body byte for byte alike for a known and an unknown
 * address, and about as long to answer.
 */

const clock = createTestClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
});
afterAll(() => server?.close());
// Fresh per-address windows: each request here is answered, not throttled.
beforeEach(() => clock.advance(11 * MINUTE));

const ROUTES = [
  { path: '/api/auth/password/reset/', known: () => createUser(server) },
  {
    path: '/api/auth/registration/resend-email/',
    // The address that gets a mail: registered and not verified yet.
    known: () => createUser(server, { verified: false }),
  },
] as const;

/*
 * Left out of the comparison: the date, the request id, and the per-client request count
 * (x-ratelimit-remaining/reset), which counts this test's own requests whatever the address.
 */
const PER_REQUEST = ['date', 'x-request-id', 'x-ratelimit-remaining', 'x-ratelimit-reset'];

async function shape(response: Response) {
  const headers = Object.fromEntries(
    [...response.headers].filter(([name]) => !PER_REQUEST.includes(name)),
  );
  return { status: response.status, headers, body: await response.text() };
}

describe.each(ROUTES)('$path', ({ path, known }) => {
  it('answers a known and an unknown address byte for byte alike', async () => {
    const user = await known();
    const answers = [];
    for (const email of [uniqueEmail('nobody'), user.email]) {
      answers.push(await shape(await createClient(server.url).post(path, { email })));
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]!.status).toBe(200);
    expect(answers[0]!.headers['set-cookie']).toBeUndefined();
  });

  it('spends about as long on a known address as on an unknown one', async () => {
    const user = await known();
    const time = async (email: string) => {
      const client = createClient(server.url);
      const started = performance.now();
      const response = await client.post(path, { email });
      const spent = performance.now() - started;
      expect(response.status).toBe(200);
      return spent;
    };
    // Interleaved, fastest of several: scheduling noise only ever adds time.
    const unknown: number[] = [];
    const knownTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await time(uniqueEmail('nobody')));
      knownTimes.push(await time(user.email));
      clock.advance(11 * MINUTE);
    }
    const [fastestUnknown, fastestKnown] = [Math.min(...unknown), Math.min(...knownTimes)];
    // Both wait out the floor; a known address's mail (10-20 ms, more under load) is inside it.
    expect(fastestUnknown).toBeGreaterThanOrEqual(ADDRESS_BLIND_ANSWER_MS);
    expect(fastestKnown).toBeGreaterThanOrEqual(ADDRESS_BLIND_ANSWER_MS);
    expect(Math.abs(fastestKnown - fastestUnknown)).toBeLessThan(ADDRESS_BLIND_ANSWER_MS * 0.2);
  });
});
