import { AUTH_DETAILS } from '@felt/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestClock,
  createUser,
  DAY,
  jsonOf,
  linkPath,
  logInClient,
  mailsTo,
  MINUTE,
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
const NEW_PASSWORD = 'a brand new passphrase';

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ smtpUrl: sink.url }, { now: clock.now });
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});
beforeEach(() => clock.advance(2 * MINUTE));

/** Asks for a reset and returns the uid and token of the mailed link. */
async function requestReset(email: string, target = server) {
  const response = await createClient(target.url).post('/api/auth/password/reset/', { email });
  expect(response.status).toBe(200);
  const mail = await waitForMail(sink, email, /Reset your Felt password/);
  sink.messages.splice(sink.messages.indexOf(mail), 1);
  const path = linkPath(mail, '/auth/reset-password/');
  const [, , , uid = '', token = ''] = path.split('/');
  return { uid, token, mail };
}

function confirm(body: Record<string, string>, target = server) {
  return createClient(target.url).post('/api/auth/password/reset/confirm/', {
    new_password1: NEW_PASSWORD,
    new_password2: NEW_PASSWORD,
    ...body,
  });
}

describe('POST /api/auth/password/reset/', () => {
  it('answers known and unknown emails the same, and mails only the known one', async () => {
    const user = await createUser(server);
    const unknown = uniqueEmail('nobody');
    const answers = [];
    for (const email of [unknown, user.email]) {
      const response = await createClient(server.url).post('/api/auth/password/reset/', { email });
      answers.push({ status: response.status, body: await response.text() });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toEqual({
      status: 200,
      body: JSON.stringify({ detail: 'Password reset e-mail has been sent.' }),
    });
    const mail = await waitForMail(sink, user.email, /Reset your Felt password/);
    expect(mail.html).toContain('Reset password');
    expect(mail.text).toContain('This link expires in 3 days and works only once.');
    expect(mail.text).toMatch(
      /http:\/\/localhost:8000\/auth\/reset-password\/[A-Za-z0-9_-]+\/[0-9a-z]+-[0-9a-f]{64}/,
    );
    expect(mailsTo(sink, unknown)).toEqual([]);
  });

  it('allows 5 requests per minute per email', async () => {
    const email = uniqueEmail('nobody');
    const client = createClient(server.url);
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/auth/password/reset/', { email })).status).toBe(200);
    }
    const refused = await client.post('/api/auth/password/reset/', { email });
    expect(refused.status).toBe(429);
    expect(await jsonOf(refused)).toMatchObject({ code: 'throttled', retry_after: 60 });
    clock.advance(MINUTE);
    expect((await client.post('/api/auth/password/reset/', { email })).status).toBe(200);
  });
});

describe('POST /api/auth/password/reset/confirm/', () => {
  it('sets the new password from the mailed link, verifies the email and ends every session', async () => {
    const user = await createUser(server);
    const phone = await logInClient(server, user);
    const laptop = await logInClient(server, user);
    await server.db
      .updateTable('user')
      .set({ email_verified_at: null })
      .where('id', '=', user.id)
      .execute();
    // Sessions outlive the flag; the reset below must end them anyway.
    expect((await phone.get('/api/auth/user/')).status).toBe(200);

    const { uid, token } = await requestReset(user.email);
    const response = await confirm({ uid, token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      detail: 'Password has been reset with the new password.',
    });

    expect((await phone.get('/api/auth/user/')).status).toBe(401);
    expect((await laptop.get('/api/auth/user/')).status).toBe(401);
    const old = await createClient(server.url).post('/api/auth/login/', {
      email: user.email,
      password: user.password,
    });
    expect(old.status).toBe(400);
    // Opening the mailed link proved the address, so the unverified account can log in now.
    await logInClient(server, { email: user.email, password: NEW_PASSWORD });
  });

  it('works once', async () => {
    const user = await createUser(server);
    const { uid, token } = await requestReset(user.email);
    expect((await confirm({ uid, token })).status).toBe(200);
    const again = await confirm({
      uid,
      token,
      new_password1: 'yet another passphrase',
      new_password2: 'yet another passphrase',
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      detail: AUTH_DETAILS.resetLinkInvalid,
      code: 'token_invalid',
      token_invalid: true,
    });
  });

  it('expires after 3 days', async () => {
    const user = await createUser(server);
    const { uid, token } = await requestReset(user.email);
    clock.advance(3 * DAY);
    const stillValid = await confirm({
      uid,
      token,
      new_password1: 'short',
      new_password2: 'short',
    });
    expect(await jsonOf(stillValid)).toHaveProperty('new_password1');
    clock.advance(SECOND);
    const response = await confirm({ uid, token });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: AUTH_DETAILS.resetLinkExpired,
      code: 'token_expired',
      token_expired: true,
    });
  });

  it('dies when the password changes another way', async () => {
    const user = await createUser(server);
    const { uid, token } = await requestReset(user.email);
    const client = await logInClient(server, user);
    // Logging in alone already retires outstanding reset links (they sign last_login_at).
    expect(await jsonOf(await confirm({ uid, token }))).toMatchObject({ token_invalid: true });

    const second = await requestReset(user.email);
    const changed = await client.post('/api/auth/password/change/', {
      old_password: user.password,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(changed.status).toBe(200);
    const response = await confirm({ uid: second.uid, token: second.token });
    expect(await jsonOf(response)).toMatchObject({ token_invalid: true });
  });

  it('refuses a weak or mismatched new password, and a bad link, on their fields', async () => {
    const user = await createUser(server);
    const { uid, token } = await requestReset(user.email);
    const weak = await confirm({
      uid,
      token,
      new_password1: 'password',
      new_password2: 'password',
    });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toEqual({ new_password1: ['This password is too common.'] });

    const similar = await confirm({
      uid,
      token,
      new_password1: 'Lovelace',
      new_password2: 'Lovelace',
    });
    expect(await jsonOf(similar)).toEqual({
      new_password1: ['The password is too similar to the last name.'],
    });

    const mismatch = await confirm({ uid, token, new_password2: 'something else entirely' });
    expect(await mismatch.json()).toEqual({
      new_password2: ["The two password fields didn't match."],
    });

    for (const bad of [
      { uid: 'MA', token },
      { uid, token: token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')) },
      { uid, token: 'nonsense' },
    ]) {
      const response = await confirm(bad);
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toMatchObject({ code: 'token_invalid', token_invalid: true });
    }
    // None of that used the link up.
    expect((await confirm({ uid, token })).status).toBe(200);
  });

  it('honours PASSWORD_RESET_TIMEOUT', async () => {
    const own = await startTestServer(
      { smtpUrl: sink.url, passwordResetTimeoutSeconds: 3600 },
      { now: clock.now },
    );
    try {
      const user = await createUser(own);
      const { uid, token, mail } = await requestReset(user.email, own);
      expect(mail.text).toContain('This link expires in 1 hour');
      clock.advance(3600 * SECOND + SECOND);
      expect(await jsonOf(await confirm({ uid, token }, own))).toMatchObject({
        token_expired: true,
      });
    } finally {
      await own.close();
    }
  });
});

describe('POST /api/auth/password/change/', () => {
  it('needs the old password', async () => {
    const user = await createUser(server);
    const client = await logInClient(server, user);
    const response = await client.post('/api/auth/password/change/', {
      old_password: 'not it',
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      old_password: ['Your old password was entered incorrectly. Please enter it again.'],
    });
    const missing = await client.post('/api/auth/password/change/', {
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(await missing.json()).toEqual({ old_password: ['This field is required.'] });
  });

  it('refuses a weak or mismatched new password', async () => {
    const user = await createUser(server);
    const client = await logInClient(server, user);
    const weak = await client.post('/api/auth/password/change/', {
      old_password: user.password,
      new_password1: '11223344',
      new_password2: '11223344',
    });
    expect(await weak.json()).toEqual({
      new_password1: ['This password is too common.', 'This password is entirely numeric.'],
    });
    const mismatch = await client.post('/api/auth/password/change/', {
      old_password: user.password,
      new_password1: NEW_PASSWORD,
      new_password2: `${NEW_PASSWORD}!`,
    });
    expect(await mismatch.json()).toEqual({
      new_password2: ["The two password fields didn't match."],
    });
  });

  it('saves it, ends every other session, keeps this one with a new CSRF token, and tells the user', async () => {
    const user = await createUser(server, { firstName: 'Grace' });
    const other = await logInClient(server, user);
    const client = await logInClient(server, user);
    const tokenBefore = client.cookies.get('csrftoken') ?? '';

    const response = await client.post('/api/auth/password/change/', {
      old_password: user.password,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ detail: 'New password has been saved.' });

    expect((await other.get('/api/auth/user/')).status).toBe(401);
    expect((await client.get('/api/auth/user/')).status).toBe(200);
    const tokenAfter = client.cookies.get('csrftoken') ?? '';
    expect(tokenAfter).not.toBe(tokenBefore);
    const stale = await client.post('/api/auth/sessions/revoke-others/', undefined, {
      headers: {
        'x-csrftoken': tokenBefore,
        cookie: `sessionid=${client.cookies.get('sessionid')}; csrftoken=${tokenBefore}`,
      },
    });
    expect(stale.status).toBe(403);
    expect((await client.post('/api/auth/sessions/revoke-others/')).status).toBe(200);

    const notice = await waitForMail(sink, user.email, /password was changed/);
    expect(notice.text).toContain('Hi Grace,');
    expect(notice.text).toContain('every other device was signed out');

    const old = await createClient(server.url).post('/api/auth/login/', {
      email: user.email,
      password: user.password,
    });
    expect(old.status).toBe(400);
    await logInClient(server, { email: user.email, password: NEW_PASSWORD });
  });

  it('counts wrong old passwords against the login throttle', async () => {
    const user = await createUser(server);
    const client = await logInClient(server, user);
    for (let i = 0; i < 5; i++) {
      const response = await client.post('/api/auth/password/change/', {
        old_password: `guess ${i}`,
        new_password1: NEW_PASSWORD,
        new_password2: NEW_PASSWORD,
      });
      expect(response.status).toBe(400);
    }
    const refused = await client.post('/api/auth/password/change/', {
      old_password: user.password,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(refused.status).toBe(429);
    expect(await jsonOf(refused)).toMatchObject({ code: 'throttled' });
  });
});
