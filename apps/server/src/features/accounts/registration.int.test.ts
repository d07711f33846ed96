import { AUTH_DETAILS } from '@felt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClock,
  createUser,
  DAY,
  jsonOf,
  linkPath,
  mailsTo,
  SECOND,
  uniqueEmail,
  waitForMail,
} from '../../../test/factories';
import {
  createClient,
  startSmtpSink,
  startTestServer,
  type SmtpSink,
  type TestServer,
} from '../../../test/helpers';

const clock = createTestClock();
let sink: SmtpSink;
let server: TestServer;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer(
    { smtpUrl: sink.url, appUrl: 'https://felt.example' },
    { now: clock.now },
  );
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

function signUp(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('ada'),
    password1: 'Analytical-Engine-1843',
    password2: 'Analytical-Engine-1843',
    first_name: 'Ada',
    last_name: 'Lovelace',
    club_name: 'Thursday Night Hold’em',
    ...overrides,
  };
}

/** Registers, then returns the uid and token of the mailed verification link. */
async function registerAndReadLink(body = signUp()) {
  const response = await createClient(server.url).post('/api/auth/registration/', body);
  expect(response.status).toBe(201);
  const mail = await waitForMail(sink, body.email, /Verify your email/);
  const path = linkPath(mail, '/accounts/verify-email/');
  const [, , , uid = '', token = ''] = path.split('/');
  return { body, mail, uid, token };
}

describe('POST /api/auth/registration/', () => {
  it('creates an unverified user who owns a new club, and mails a verification link', async () => {
    const body = signUp({ email: 'Ada.Register@Example.com' });
    const response = await createClient(server.url).post('/api/auth/registration/', body);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ detail: 'Verification e-mail sent.' });

    const user = await server.db
      .selectFrom('user')
      .selectAll()
      .where('email', '=', 'ada.register@example.com')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      timezone: 'America/New_York',
      email_verified_at: null,
    });
    expect(user.slug).toMatch(/^ada-lovelace(-\d+)?$/);
    expect(user.password_hash).toMatch(/^\$argon2id\$/);

    const memberships = await server.db
      .selectFrom('club_member')
      .innerJoin('club', 'club.id', 'club_member.club_id')
      .select(['club.name', 'club.slug', 'club_member.role'])
      .where('club_member.user_id', '=', user.id)
      .execute();
    expect(memberships).toHaveLength(1);
    expect(memberships[0]).toMatchObject({ name: 'Thursday Night Hold’em', role: 'owner' });
    expect(memberships[0]?.slug).toMatch(/^thursday-night-hold-em(-\d+)?$/);

    const mail = await waitForMail(sink, 'ada.register@example.com', /Verify your email/);
    expect(mail.subject).toBe('Verify your email address for Felt');
    expect(mail.html).toContain('Verify email address');
    expect(mail.text).toMatch(
      /https:\/\/felt\.example\/accounts\/verify-email\/[A-Za-z0-9_-]+\/[0-9a-z]+-[0-9a-f]{64}/,
    );
  });

  it('gives users and clubs with the same name numbered slugs', async () => {
    const name = { first_name: 'Grace', last_name: 'Hopper', club_name: 'Compiler Club' };
    for (let i = 0; i < 3; i++) {
      const response = await createClient(server.url).post(
        '/api/auth/registration/',
        signUp({ ...name, email: uniqueEmail('grace') }),
      );
      expect(response.status).toBe(201);
    }
    const users = await server.db
      .selectFrom('user')
      .select('slug')
      .where('last_name', '=', 'Hopper')
      .orderBy('id')
      .execute();
    expect(users.map((row) => row.slug)).toEqual([
      'grace-hopper',
      'grace-hopper-2',
      'grace-hopper-3',
    ]);
    const clubs = await server.db
      .selectFrom('club')
      .select('slug')
      .where('name', '=', 'Compiler Club')
      .orderBy('id')
      .execute();
    expect(clubs.map((row) => row.slug)).toEqual([
      'compiler-club',
      'compiler-club-2',
      'compiler-club-3',
    ]);
  });

  it('reports a taken email and a weak password on their fields, together', async () => {
    const existing = await createUser(server);
    const response = await createClient(server.url).post(
      '/api/auth/registration/',
      signUp({ email: existing.email.toUpperCase(), password1: '12345678', password2: '12345678' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      email: ['A user is already registered with this e-mail address.'],
      password1: ['This password is too common.', 'This password is entirely numeric.'],
    });
  });

  it.each([
    ['too short', 'Xy7!', 'This password is too short. It must contain at least 8 characters.'],
    ['like the name', 'Lovelace1', 'The password is too similar to the last name.'],
    ['common', 'baseball', 'This password is too common.'],
  ])('refuses a password that is %s', async (_case, password, message) => {
    const response = await createClient(server.url).post(
      '/api/auth/registration/',
      signUp({ password1: password, password2: password }),
    );
    expect(response.status).toBe(400);
    expect(((await jsonOf(response)).password1 as string[]) ?? []).toContain(message);
  });

  it('refuses a password longer than 256 characters instead of truncating it', async () => {
    const long = 'x'.repeat(257);
    const response = await createClient(server.url).post(
      '/api/auth/registration/',
      signUp({ password1: long, password2: long }),
    );
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({
      password1: ['Ensure this password has no more than 256 characters.'],
    });
  });

  it('reports mismatched passwords on password2 and missing fields on theirs', async () => {
    const mismatch = await createClient(server.url).post(
      '/api/auth/registration/',
      signUp({ password2: 'Analytical-Engine-1844' }),
    );
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toEqual({ password2: ["The two password fields didn't match."] });

    const missing = await createClient(server.url).post('/api/auth/registration/', {
      ...signUp(),
      first_name: '  ',
      club_name: undefined,
      email: 'nope',
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      email: ['Enter a valid email address.'],
      first_name: ['First name is required'],
      club_name: ['Club name is required'],
    });
  });
});

describe('POST /api/auth/registration/verify-email/', () => {
  it('verifies the address from the mailed link, once; then the user can log in', async () => {
    const { body, uid, token } = await registerAndReadLink();
    const client = createClient(server.url);
    const credentials = { email: body.email, password: body.password1 };

    const before = await client.post('/api/auth/login/', credentials);
    expect(before.status).toBe(400);
    expect(await before.json()).toEqual({ email_verified: false, error: 'Email not verified' });

    const verified = await client.post('/api/auth/registration/verify-email/', { uid, token });
    expect(verified.status).toBe(200);
    // The address comes back so the login page can be filled in.
    expect(await verified.json()).toEqual({ detail: 'ok', email: body.email });

    const again = await client.post('/api/auth/registration/verify-email/', { uid, token });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      detail: AUTH_DETAILS.verificationLinkInvalid,
      code: 'token_invalid',
      token_invalid: true,
    });

    expect((await client.post('/api/auth/login/', credentials)).status).toBe(200);
  });

  it('expires the link after 3 days', async () => {
    const { uid, token } = await registerAndReadLink();
    clock.advance(3 * DAY + SECOND);
    const response = await createClient(server.url).post('/api/auth/registration/verify-email/', {
      uid,
      token,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: AUTH_DETAILS.verificationLinkExpired,
      code: 'token_expired',
      token_expired: true,
    });
  });

  it('refuses a tampered token, a foreign uid and garbage alike', async () => {
    const { uid, token } = await registerAndReadLink();
    const other = await registerAndReadLink();
    const tampered = token.slice(0, -1) + (token.endsWith('0') ? '1' : '0');
    for (const body of [
      { uid, token: tampered },
      { uid: other.uid, token },
      { uid: 'not-a-uid', token },
      { uid, token: 'garbage' },
    ]) {
      const response = await createClient(server.url).post(
        '/api/auth/registration/verify-email/',
        body,
      );
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toMatchObject({ token_invalid: true });
    }
  });
});

describe('POST /api/auth/registration/resend-email/', () => {
  const RESENT = {
    detail:
      'If an account with that email exists and is not verified yet, we sent a new verification link.',
  };

  it('answers the same for unknown, verified and unverified addresses; mails only the last', async () => {
    const verified = await createUser(server);
    const unverified = await createUser(server, { verified: false });
    const unknown = uniqueEmail('nobody');
    const client = createClient(server.url);
    const answers = [];
    for (const email of [unknown, verified.email, unverified.email]) {
      const response = await client.post('/api/auth/registration/resend-email/', { email });
      answers.push({ status: response.status, body: await response.text() });
    }
    expect(answers).toEqual(Array(3).fill({ status: 200, body: JSON.stringify(RESENT) }));

    const mail = await waitForMail(sink, unverified.email, /Verify your email/);
    const path = linkPath(mail, '/accounts/verify-email/');
    const [, , , uid = '', token = ''] = path.split('/');
    const response = await client.post('/api/auth/registration/verify-email/', { uid, token });
    expect(response.status).toBe(200);
    expect(mailsTo(sink, verified.email)).toEqual([]);
    expect(mailsTo(sink, unknown)).toEqual([]);
  });

  it('allows 3 per 10 minutes per address, existing or not', async () => {
    const email = uniqueEmail('nobody');
    const client = createClient(server.url);
    for (let i = 0; i < 3; i++) {
      expect((await client.post('/api/auth/registration/resend-email/', { email })).status).toBe(
        200,
      );
    }
    const refused = await client.post('/api/auth/registration/resend-email/', { email });
    expect(refused.status).toBe(429);
    expect(await jsonOf(refused)).toMatchObject({ code: 'throttled', retry_after: 600 });
  });
});

describe('registration rate limit', () => {
  it('allows 20 registrations per minute per IP', async () => {
    const own = await startTestServer({}, { now: clock.now });
    try {
      const client = createClient(own.url);
      const statuses: number[] = [];
      // Invalid submissions count too: the limit applies before the body is read.
      for (let i = 0; i < 21; i++) {
        statuses.push((await client.post('/api/auth/registration/', { email: 'x' })).status);
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
      expect(statuses[20]).toBe(429);
    } finally {
      await own.close();
    }
  });
});
