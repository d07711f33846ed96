import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestClock,
  createUser,
  DAY,
  jsonOf,
  logInClient,
  MINUTE,
  SECOND,
  uniqueEmail,
} from '../../../test/factories';
import { createClient, startTestServer, type TestServer } from '../../../test/helpers';
import { createPasswordHasher } from './password-hasher';
import { hashToken } from './tokens';

const clock = createTestClock();
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
});
afterAll(() => server?.close());
// A fresh per-IP failure window for every test: all of them come from 127.0.0.1.
beforeEach(() => clock.advance(2 * MINUTE));

const BAD_CREDENTIALS = { non_field_errors: ['Unable to log in with provided credentials.'] };
const NOT_AUTHENTICATED = {
  detail: 'Authentication credentials were not provided.',
  code: 'not_authenticated',
};

function setCookie(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
}

describe('POST /api/auth/login/', () => {
  it('starts a session (HttpOnly, Lax cookie; hashed in the database) and returns the user', async () => {
    const user = await createUser(server, { email: uniqueEmail('ada'), firstName: 'Ada' });
    const client = createClient(server.url);
    const response = await client.post(
      '/api/auth/login/',
      { email: user.email.toUpperCase(), password: user.password },
      { headers: { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Firefox/128.0' } },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: user.id,
      slug: user.slug,
      email: user.email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      full_name: 'Ada Lovelace',
      avatar_url: null,
      timezone: 'America/New_York',
      venmo_handle: null,
      paypal_handle: null,
    });

    const cookie = setCookie(response, 'sessionid') ?? '';
    expect(cookie).toMatch(/^sessionid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toContain('Max-Age=1209600');
    expect(cookie).not.toMatch(/Secure/i);

    const token = client.cookies.get('sessionid') ?? '';
    const rows = await server.db
      .selectFrom('session')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(hashToken(token));
    expect(rows[0]?.id).not.toContain(token);
    expect(rows[0]?.user_agent).toContain('Firefox');

    const stored = await server.db
      .selectFrom('user')
      .select('last_login_at')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.last_login_at).toBe(clock.now().toISOString());

    const me = await client.get('/api/auth/user/');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(user.email);
  });

  it('answers an unknown email and a wrong password byte for byte alike', async () => {
    const user = await createUser(server);
    const unknown = await createClient(server.url).post('/api/auth/login/', {
      email: uniqueEmail('nobody'),
      password: user.password,
    });
    const wrong = await createClient(server.url).post('/api/auth/login/', {
      email: user.email,
      password: 'not the password',
    });
    const shape = async (response: Response) => {
      const headers = Object.fromEntries(
        [...response.headers].filter(([name]) => !['date', 'x-request-id'].includes(name)),
      );
      return { status: response.status, headers, body: await response.text() };
    };
    const [a, b] = [await shape(unknown), await shape(wrong)];
    expect(a).toEqual(b);
    expect(a.status).toBe(400);
    expect(JSON.parse(a.body)).toEqual(BAD_CREDENTIALS);
    expect(a.headers['set-cookie']).toBeUndefined();
  });

  it('spends about as long on an unknown email as on a wrong password', async () => {
    // Production-cost hashing, or the difference would drown in request overhead.
    const hasher = createPasswordHasher();
    const own = await startTestServer({}, { passwordHasher: hasher, now: clock.now });
    try {
      const user = await createUser(own);
      await own.db
        .updateTable('user')
        .set({ password_hash: await hasher.hashPassword(user.password) })
        .where('id', '=', user.id)
        .execute();
      const time = async (email: string) => {
        const started = performance.now();
        const response = await createClient(own.url).post('/api/auth/login/', {
          email,
          password: 'wrong pass',
        });
        expect(response.status).toBe(400);
        return performance.now() - started;
      };
      // Interleaved, fastest of several: scheduling noise only ever adds time.
      const unknown: number[] = [];
      const known: number[] = [];
      for (let i = 0; i < 6; i++) {
        unknown.push(await time(uniqueEmail('nobody')));
        known.push(await time(user.email));
        clock.advance(6 * MINUTE); // fresh failure windows: every guess here is checked
      }
      const [fastestUnknown, fastestKnown] = [Math.min(...unknown), Math.min(...known)];
      // The defect this guards against (no hash for an unknown address) answers in a small
      // fraction of a hash's time; the bounds leave room for a loaded 2-core machine, where
      // scheduling noise alone moved the fastest of a few samples by half.
      expect(fastestUnknown).toBeGreaterThan(fastestKnown * 0.4);
      expect(fastestUnknown).toBeLessThan(fastestKnown * 2.5);
    } finally {
      await own.close();
    }
  });

  it('tells an unverified account so only when the password is right', async () => {
    const user = await createUser(server, { verified: false });
    const wrong = await createClient(server.url).post('/api/auth/login/', {
      email: user.email,
      password: 'not the password',
    });
    expect(await wrong.json()).toEqual(BAD_CREDENTIALS);

    const right = await createClient(server.url).post('/api/auth/login/', {
      email: user.email,
      password: user.password,
    });
    expect(right.status).toBe(400);
    expect(await right.json()).toEqual({ email_verified: false, error: 'Email not verified' });
    expect(setCookie(right, 'sessionid')).toBeUndefined();
  });

  it('reports missing fields on their names', async () => {
    const response = await createClient(server.url).post('/api/auth/login/', { email: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
  });

  it('changes the session id and the CSRF token; the old ones stop working', async () => {
    const user = await createUser(server);
    const client = createClient(server.url);
    const anonymousToken = await client.csrfToken();
    await client.post('/api/auth/login/', { email: user.email, password: user.password });
    const firstSession = client.cookies.get('sessionid') ?? '';
    const firstToken = client.cookies.get('csrftoken') ?? '';
    expect(firstToken).not.toBe(anonymousToken);

    // The token from before login no longer passes for the new session.
    const stale = await client.post('/api/auth/logout/', undefined, {
      headers: {
        'x-csrftoken': anonymousToken,
        cookie: `sessionid=${firstSession}; csrftoken=${anonymousToken}`,
      },
    });
    expect(stale.status).toBe(403);
    expect(await stale.json()).toEqual({
      detail: 'CSRF Failed: CSRF token incorrect.',
      code: 'csrf_failed',
    });

    // GET /api/auth/csrf/ keeps a token that is valid for the session (other tabs keep working).
    await client.get('/api/auth/csrf/');
    expect(client.cookies.get('csrftoken')).toBe(firstToken);

    // Logging in again (e.g. as someone else on a shared computer) rotates both again.
    await client.post('/api/auth/login/', { email: user.email, password: user.password });
    const secondSession = client.cookies.get('sessionid') ?? '';
    expect(secondSession).not.toBe(firstSession);
    expect(client.cookies.get('csrftoken')).not.toBe(firstToken);
    const old = await fetch(`${server.url}/api/auth/user/`, {
      headers: { cookie: `sessionid=${firstSession}` },
    });
    expect(old.status).toBe(401);
    const count = await server.db
      .selectFrom('session')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(count).toHaveLength(1);
  });

  it('marks the cookie Secure when APP_URL is https', async () => {
    const own = await startTestServer({ appUrl: 'https://felt.example' });
    try {
      const user = await createUser(own);
      const response = await createClient(own.url).post('/api/auth/login/', {
        email: user.email,
        password: user.password,
      });
      expect(setCookie(response, 'sessionid')).toMatch(/; Secure/);
    } finally {
      await own.close();
    }
  });
});

describe('failed-login throttling', () => {
  it('after 5 failures for one email in 5 minutes refuses even the right password', async () => {
    const user = await createUser(server);
    const client = createClient(server.url);
    for (let i = 0; i < 5; i++) {
      const response = await client.post('/api/auth/login/', {
        email: user.email,
        password: `wrong ${i}`,
      });
      expect(response.status).toBe(400);
      clock.advance(10 * SECOND);
    }
    const refused = await client.post('/api/auth/login/', {
      email: user.email,
      password: user.password,
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      detail: 'Too many failed login attempts. Try again in 250 seconds.',
      code: 'throttled',
      retry_after: 250,
    });
    expect(refused.headers.get('retry-after')).toBe('250');

    clock.advance(250 * SECOND);
    const allowed = await client.post('/api/auth/login/', {
      email: user.email,
      password: user.password,
    });
    expect(allowed.status).toBe(200);
  });

  it('counts only failures, and a success clears the email counter', async () => {
    const user = await createUser(server);
    const attempt = (password: string) =>
      createClient(server.url).post('/api/auth/login/', { email: user.email, password });
    for (let i = 0; i < 4; i++) expect((await attempt('wrong')).status).toBe(400);
    expect((await attempt(user.password)).status).toBe(200);
    clock.advance(2 * MINUTE); // past the per-IP window, inside the per-email one
    for (let i = 0; i < 4; i++) expect((await attempt('wrong')).status).toBe(400);
    expect((await attempt(user.password)).status).toBe(200);
  });

  it('after 10 failures from one IP in a minute refuses every email from it', async () => {
    const user = await createUser(server);
    for (let i = 0; i < 10; i++) {
      const response = await createClient(server.url).post('/api/auth/login/', {
        email: uniqueEmail('spray'),
        password: 'wrong password',
      });
      expect(response.status).toBe(400);
    }
    const refused = await createClient(server.url).post('/api/auth/login/', {
      email: user.email,
      password: user.password,
    });
    expect(refused.status).toBe(429);
    expect(await jsonOf(refused)).toMatchObject({ code: 'throttled', retry_after: 60 });
  });

  it('holds across app processes sharing the database', async () => {
    const other = await startTestServer({ database: server.config.database }, { now: clock.now });
    try {
      const user = await createUser(server);
      const servers = [server, other];
      for (let i = 0; i < 5; i++) {
        await createClient(servers[i % 2]!.url).post('/api/auth/login/', {
          email: user.email,
          password: 'wrong',
        });
        clock.advance(13 * SECOND); // stays under 10 per minute per IP
      }
      const refused = await createClient(other.url).post('/api/auth/login/', {
        email: user.email,
        password: user.password,
      });
      expect(refused.status).toBe(429);
    } finally {
      await other.close();
    }
  });
});

describe('failed-login throttling under a burst', () => {
  const BURST = 50;

  /** How many answers of each status a burst got, e.g. { 400: 5, 429: 45 }. */
  async function statusCounts(responses: Promise<Response>[]): Promise<Record<number, number>> {
    const counts: Record<number, number> = {};
    for (const response of await Promise.all(responses)) {
      await response.arrayBuffer();
      counts[response.status] = (counts[response.status] ?? 0) + 1;
    }
    return counts;
  }

  /**
   * A user whose password takes as long to check as in production, so a burst's guesses are
   * all in flight at once, as they are for an attacker (the test hasher answers too fast).
   */
  const productionHasher = createPasswordHasher();
  async function burstUser() {
    const user = await createUser(server);
    await server.db
      .updateTable('user')
      .set({ password_hash: await productionHasher.hashPassword(user.password) })
      .where('id', '=', user.id)
      .execute();
    return user;
  }

  const guess = (url: string, email: string, password: string, headers?: Record<string, string>) =>
    createClient(url).post('/api/auth/login/', { email, password }, { headers });

  it('checks exactly 5 of 50 wrong passwords sent at once for one address; 45 are refused', async () => {
    const user = await burstUser();
    const burst = Array.from({ length: BURST }, (_, i) =>
      guess(server.url, user.email, `wrong ${i}`),
    );
    expect(await statusCounts(burst)).toEqual({ 400: 5, 429: 45 });
  });

  it('refuses the right password sent in a burst after the fifth failure', async () => {
    const user = await burstUser();
    for (let i = 0; i < 5; i++) {
      expect((await guess(server.url, user.email, 'wrong')).status).toBe(400);
    }
    const burst = Array.from({ length: 10 }, (_, i) =>
      guess(server.url, user.email, i === 9 ? user.password : `wrong ${i}`),
    );
    expect(await statusCounts(burst)).toEqual({ 429: 10 });
  });

  it('gives a burst of 49 wrong passwords and the right one no more than 5 checks in all', async () => {
    const user = await burstUser();
    const burst = Array.from({ length: BURST }, (_, i) =>
      guess(server.url, user.email, i === BURST - 1 ? user.password : `wrong ${i}`),
    );
    const counts = await statusCounts(burst);
    // The right one logs in only if it was among the five checked guesses.
    expect((counts[400] ?? 0) + (counts[200] ?? 0)).toBe(5);
    expect(counts[429]).toBe(45);
  });

  it('holds the per-address limit when every guess comes from another IP', async () => {
    const proxied = await startTestServer(
      { database: server.config.database, trustProxy: true },
      { now: clock.now },
    );
    try {
      const user = await burstUser();
      const burst = Array.from({ length: BURST }, (_, i) =>
        guess(proxied.url, user.email, `wrong ${i}`, { 'x-forwarded-for': `198.51.100.${i + 1}` }),
      );
      expect(await statusCounts(burst)).toEqual({ 400: 5, 429: 45 });
    } finally {
      await proxied.close();
    }
  });

  it('holds the per-IP limit for 50 addresses guessed at once from one IP', async () => {
    const burst = Array.from({ length: BURST }, () =>
      guess(server.url, uniqueEmail('spray'), 'wrong password'),
    );
    expect(await statusCounts(burst)).toEqual({ 400: 10, 429: 40 });
  });

  it('holds across two app processes sharing the database', async () => {
    const other = await startTestServer({ database: server.config.database }, { now: clock.now });
    try {
      const user = await burstUser();
      const burst = Array.from({ length: BURST }, (_, i) =>
        guess((i % 2 ? other : server).url, user.email, `wrong ${i}`),
      );
      expect(await statusCounts(burst)).toEqual({ 400: 5, 429: 45 });
    } finally {
      await other.close();
    }
  });
});

describe('sessions', () => {
  it('GET /api/auth/user/ answers 401 to an anonymous client', async () => {
    const response = await createClient(server.url).get('/api/auth/user/');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(NOT_AUTHENTICATED);
  });

  it('an unknown session cookie is anonymous and gets cleared', async () => {
    const response = await fetch(`${server.url}/api/auth/user/`, {
      headers: { cookie: 'sessionid=this-session-never-existed-0123456789' },
    });
    expect(response.status).toBe(401);
    expect(setCookie(response, 'sessionid')).toMatch(/^sessionid=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('slide: each use (at most once a minute) pushes the two-week end back', async () => {
    const user = await createUser(server);
    const client = await logInClient(server, user);
    const expiresAt = async () =>
      (
        await server.db
          .selectFrom('session')
          .select(['expires_at', 'last_seen_at'])
          .where('user_id', '=', user.id)
          .executeTakeFirstOrThrow()
      ).expires_at;
    const first = await expiresAt();

    clock.advance(30 * SECOND);
    const quiet = await client.get('/api/auth/user/');
    expect(quiet.status).toBe(200);
    expect(setCookie(quiet, 'sessionid')).toBeUndefined();
    expect(await expiresAt()).toBe(first);

    clock.advance(13 * DAY);
    const touched = await client.get('/api/auth/user/');
    expect(touched.status).toBe(200);
    expect(setCookie(touched, 'sessionid')).toContain('Max-Age=1209600');
    expect(Date.parse(await expiresAt())).toBe(clock.now().getTime() + 14 * DAY);

    clock.advance(14 * DAY - SECOND);
    expect((await client.get('/api/auth/user/')).status).toBe(200);
  });

  it('ends after two weeks without use', async () => {
    const user = await createUser(server);
    const client = await logInClient(server, user);
    const boundToken = client.cookies.get('csrftoken');
    clock.advance(14 * DAY + SECOND);
    const response = await client.get('/api/auth/user/');
    expect(response.status).toBe(401);
    expect(client.cookies.has('sessionid')).toBe(false);
    // The same answer carried an anonymous CSRF token, so logging in again just works.
    expect(client.cookies.get('csrftoken')).not.toBe(boundToken);
    const again = await client.post('/api/auth/login/', {
      email: user.email,
      password: user.password,
    });
    expect(again.status).toBe(200);
  });

  it("refuses one session's CSRF token on another session", async () => {
    const alice = await logInClient(server, await createUser(server));
    const bob = await logInClient(server, await createUser(server));
    const aliceToken = alice.cookies.get('csrftoken') ?? '';
    const response = await bob.post('/api/auth/sessions/revoke-others/', undefined, {
      headers: {
        'x-csrftoken': aliceToken,
        cookie: `sessionid=${bob.cookies.get('sessionid')}; csrftoken=${aliceToken}`,
      },
    });
    expect(response.status).toBe(403);
  });

  it('logout ends the session and hands out an anonymous CSRF token', async () => {
    const user = await createUser(server);
    const client = await logInClient(server, user);
    const token = client.cookies.get('sessionid') ?? '';
    const response = await client.post('/api/auth/logout/');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ detail: 'Successfully logged out.' });
    expect(client.cookies.has('sessionid')).toBe(false);
    const row = await server.db
      .selectFrom('session')
      .select('id')
      .where('id', '=', hashToken(token))
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect((await client.get('/api/auth/user/')).status).toBe(401);
    // The new token works for the next (anonymous) request, e.g. logging in again.
    const again = await client.post('/api/auth/login/', {
      email: user.email,
      password: user.password,
    });
    expect(again.status).toBe(200);
  });

  it('lists the devices, ends one by its public id, and ends all others', async () => {
    const user = await createUser(server);
    const phone = await logInClient(server, user, {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    const laptop = await logInClient(server, user, {
      'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36',
    });
    clock.advance(2 * MINUTE);
    const tablet = await logInClient(server, user, {
      'user-agent': 'Mozilla/5.0 (iPad) Firefox/1',
    });

    const listed = await laptop.get('/api/auth/sessions/');
    expect(listed.status).toBe(200);
    const sessions = (await listed.json()) as {
      id: string;
      device: string;
      ip: string;
      current: boolean;
      created_at: string;
      last_seen_at: string;
    }[];
    expect(sessions.map((s) => [s.device, s.current])).toEqual([
      ['Chrome on Windows', true],
      ['Firefox on iPad', false],
      ['Safari on iPhone', false],
    ]);
    expect(sessions[0]?.ip).toBe('127.0.0.1');
    const cookieTokens = [phone, laptop, tablet].map((c) => c.cookies.get('sessionid') ?? '');
    for (const session of sessions) {
      expect(cookieTokens).not.toContain(session.id);
      expect(cookieTokens.map(hashToken)).not.toContain(session.id);
    }

    const phoneId = sessions.find((s) => s.device === 'Safari on iPhone')?.id ?? '';
    const ended = await laptop.delete(`/api/auth/sessions/${phoneId}/`);
    expect(ended.status).toBe(204);
    expect((await phone.get('/api/auth/user/')).status).toBe(401);
    expect((await laptop.delete(`/api/auth/sessions/${phoneId}/`)).status).toBe(404);

    const revoked = await laptop.post('/api/auth/sessions/revoke-others/');
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toEqual({ detail: 'Signed out of 1 other session.', revoked: 1 });
    expect((await tablet.get('/api/auth/user/')).status).toBe(401);
    expect((await laptop.get('/api/auth/user/')).status).toBe(200);
  });

  it("cannot end another user's session (404) and can end its own current one", async () => {
    const alice = await createUser(server);
    const bob = await createUser(server);
    const aliceClient = await logInClient(server, alice);
    const bobClient = await logInClient(server, bob);
    const [bobSession] = (await (await bobClient.get('/api/auth/sessions/')).json()) as {
      id: string;
    }[];
    const response = await aliceClient.delete(`/api/auth/sessions/${bobSession?.id}/`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    expect((await bobClient.get('/api/auth/user/')).status).toBe(200);

    const own = await bobClient.delete(`/api/auth/sessions/${bobSession?.id}/`);
    expect(own.status).toBe(204);
    expect(bobClient.cookies.has('sessionid')).toBe(false);
    expect((await bobClient.get('/api/auth/user/')).status).toBe(401);
  });

  it.each([
    ['GET', '/api/auth/sessions/'],
    ['POST', '/api/auth/sessions/revoke-others/'],
    ['DELETE', '/api/auth/sessions/abc/'],
    ['POST', '/api/auth/password/change/'],
    ['POST', '/api/auth/user/email/change/'],
  ])('%s %s needs a signed-in user', async (method, path) => {
    const json = method === 'GET' ? undefined : {};
    const response = await createClient(server.url).request(path, { method, json });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(NOT_AUTHENTICATED);
  });
});

describe('CSRF on the auth endpoints', () => {
  it.each([
    ['POST', '/api/auth/registration/'],
    ['POST', '/api/auth/registration/verify-email/'],
    ['POST', '/api/auth/registration/resend-email/'],
    ['POST', '/api/auth/login/'],
    ['POST', '/api/auth/logout/'],
    ['POST', '/api/auth/password/reset/'],
    ['POST', '/api/auth/password/reset/confirm/'],
    ['POST', '/api/auth/password/change/'],
    ['POST', '/api/auth/user/email/change/'],
    ['POST', '/api/auth/user/email/change/verify/'],
    ['POST', '/api/auth/sessions/revoke-others/'],
    ['DELETE', '/api/auth/sessions/abc/'],
  ])('%s %s is refused without the token, even when signed in', async (method, path) => {
    const user = await createUser(server);
    const client = await logInClient(server, user);
    const response = await client.request(path, { method, json: {}, csrf: false });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      detail: 'CSRF Failed: CSRF token missing.',
      code: 'csrf_failed',
    });
    expect((await client.get('/api/auth/user/')).status).toBe(200);
  });
});
