import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, logInClient } from '../../../test/factories';
import { createClient, startTestServer, type TestServer } from '../../../test/helpers';

/*
 * Issue 16: auth events in the structured log with the user and the address, never the
 * password, a token or the session cookie.
 */

interface LogLine {
  msg: string;
  auth_event?: string;
  user_id?: number;
  email?: string;
  sessions?: number;
}

const raw: string[] = [];
const events = () =>
  raw.map((line) => JSON.parse(line) as LogLine).filter((line) => line.auth_event !== undefined);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(
    {},
    { logger: { level: 'info', stream: { write: (line: string) => raw.push(line) } } },
  );
});
afterAll(() => server?.close());
beforeEach(() => {
  raw.length = 0;
});

describe('auth events in the log', () => {
  it('logs logins, failures, a password change, revocations and the logout, without secrets', async () => {
    const user = await createUser(server);
    await logInClient(server, user); // another device, for revoke-others

    const wrong = await createClient(server.url).post('/api/auth/login/', {
      email: user.email,
      password: 'not-the-password',
    });
    expect(wrong.status).toBe(400);
    const client = await logInClient(server, user);
    const changed = await client.post('/api/auth/password/change/', {
      old_password: user.password,
      new_password1: 'a brand new passphrase 42',
      new_password2: 'a brand new passphrase 42',
    });
    expect(changed.status).toBe(200);
    expect((await client.post('/api/auth/sessions/revoke-others/', {})).status).toBe(200);
    expect((await client.post('/api/auth/logout/', {})).status).toBe(200);

    const logged = events().map(({ auth_event, user_id, email }) => ({
      auth_event,
      user_id,
      email,
    }));
    expect(logged).toEqual([
      { auth_event: 'login', user_id: user.id, email: user.email },
      { auth_event: 'login_failed', user_id: undefined, email: user.email },
      { auth_event: 'login', user_id: user.id, email: user.email },
      { auth_event: 'password_changed', user_id: user.id, email: undefined },
      { auth_event: 'other_sessions_revoked', user_id: user.id, email: undefined },
      { auth_event: 'logout', user_id: user.id, email: undefined },
    ]);
    const all = raw.join('\n');
    for (const secret of [user.password, 'not-the-password', 'a brand new passphrase 42']) {
      expect(all).not.toContain(secret);
    }
    expect(all).not.toMatch(/sessionid=|csrftoken=/);
  });

  it('logs a refused guess past the limit as throttled, with the address tried', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    let status = 0;
    for (let i = 0; i < 12 && status !== 429; i++) {
      status = (
        await createClient(server.url).post('/api/auth/login/', { email, password: 'guess' })
      ).status;
    }
    expect(status).toBe(429);
    const kinds = events().map((line) => [line.auth_event, line.email]);
    expect(kinds).toContainEqual(['login_failed', email]);
    expect(kinds.at(-1)).toEqual(['login_throttled', email]);
  });
});
