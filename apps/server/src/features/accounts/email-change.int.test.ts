import { AUTH_DETAILS } from '@felt/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestClock,
  createUser,
  DAY,
  jsonOf,
  linkPath,
  logInClient,
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

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ smtpUrl: sink.url }, { now: clock.now });
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});
beforeEach(() => clock.advance(2 * MINUTE));

/** Signs in, asks to move to a new address and returns the mailed token. */
async function requestChange() {
  const user = await createUser(server, { firstName: 'Ada' });
  const client = await logInClient(server, user);
  const newEmail = uniqueEmail('new');
  const response = await client.post('/api/auth/user/email/change/', {
    new_email: newEmail.toUpperCase(),
    password: user.password,
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ detail: 'Confirmation e-mail sent to the new address.' });
  const mail = await waitForMail(sink, newEmail, /Confirm your new email/);
  const token = linkPath(mail, '/accounts/email-change/verify/').split('/').pop() ?? '';
  return { user, client, newEmail, token, mail };
}

const verify = (token: string) =>
  createClient(server.url).post('/api/auth/user/email/change/verify/', { token });

describe('POST /api/auth/user/email/change/', () => {
  it('mails a link to the new address; opening it moves the account and tells the old one', async () => {
    const { user, client, newEmail, token, mail } = await requestChange();
    expect(mail.text).toContain(`You asked to use ${newEmail}`);
    expect(mail.html).toContain('Confirm new email address');
    // Nothing changes before the link is opened.
    expect(((await (await client.get('/api/auth/user/')).json()) as { email: string }).email).toBe(
      user.email,
    );

    const response = await verify(token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ detail: 'Your email address has been changed.' });

    const notice = await waitForMail(sink, user.email, /email address was changed/);
    expect(notice.text).toContain(`was changed to ${newEmail}`);
    expect(((await (await client.get('/api/auth/user/')).json()) as { email: string }).email).toBe(
      newEmail,
    );
    await logInClient(server, { email: newEmail, password: user.password });
    const old = await createClient(server.url).post('/api/auth/login/', {
      email: user.email,
      password: user.password,
    });
    expect(old.status).toBe(400);
  });

  it('retires a reset link mailed to the old address', async () => {
    const { user, token } = await requestChange();
    await createClient(server.url).post('/api/auth/password/reset/', { email: user.email });
    const resetMail = await waitForMail(sink, user.email, /Reset your Felt password/);
    const [, , , uid = '', resetToken = ''] = linkPath(resetMail, '/auth/reset-password/').split(
      '/',
    );
    expect((await verify(token)).status).toBe(200);
    const response = await createClient(server.url).post('/api/auth/password/reset/confirm/', {
      uid,
      token: resetToken,
      new_password1: 'a brand new passphrase',
      new_password2: 'a brand new passphrase',
    });
    expect(await jsonOf(response)).toMatchObject({ token_invalid: true });
  });

  it('works once', async () => {
    const { token } = await requestChange();
    expect((await verify(token)).status).toBe(200);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      detail: AUTH_DETAILS.emailChangeLinkInvalid,
      code: 'token_invalid',
      token_invalid: true,
    });
  });

  it('expires after 3 days', async () => {
    const { token } = await requestChange();
    clock.advance(3 * DAY + SECOND);
    const response = await verify(token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: AUTH_DETAILS.emailChangeLinkExpired,
      code: 'token_expired',
      token_expired: true,
    });
  });

  it('keeps only the latest link alive', async () => {
    const first = await requestChange();
    const response = await first.client.post('/api/auth/user/email/change/', {
      new_email: uniqueEmail('newer'),
      password: first.user.password,
    });
    expect(response.status).toBe(200);
    expect(await jsonOf(await verify(first.token))).toMatchObject({ token_invalid: true });
  });

  it('refuses an unknown token', async () => {
    for (const token of ['x'.repeat(43), 'short']) {
      expect(await jsonOf(await verify(token))).toMatchObject({ token_invalid: true });
    }
  });

  it('refuses when the address was taken in the meantime', async () => {
    const { newEmail, token } = await requestChange();
    await createUser(server, { email: newEmail });
    const response = await verify(token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      detail: 'A user is already registered with this e-mail address.',
      code: 'email_taken',
    });
  });

  it('needs the right password, a new address and one nobody uses', async () => {
    const user = await createUser(server);
    const taken = await createUser(server);
    const client = await logInClient(server, user);
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [
        { new_email: uniqueEmail('new'), password: 'wrong' },
        { password: ['The password is incorrect.'] },
      ],
      [
        { new_email: user.email, password: user.password },
        { new_email: ['This is already the email address of your account.'] },
      ],
      [
        { new_email: taken.email, password: user.password },
        { new_email: ['A user is already registered with this e-mail address.'] },
      ],
      [
        { new_email: 'not-an-email', password: user.password },
        { new_email: ['Enter a valid email address.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await client.post('/api/auth/user/email/change/', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(errors);
    }
  });
});
