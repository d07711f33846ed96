import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClock,
  createUser,
  logInClient,
  MINUTE,
  type TestClock,
} from '../../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../../test/helpers';

let clock: TestClock;
let server: TestServer;

beforeAll(async () => {
  clock = createTestClock();
  server = await startTestServer({}, { now: clock.now });
});
afterAll(() => server?.close());

async function newClient() {
  return logInClient(server, await createUser(server));
}

/** A multipart upload the server counts and then refuses as "not an image" (cheap to send). */
function notAnImage(client: TestClient) {
  const body = new FormData();
  body.append('avatar', new Blob([Buffer.from('plain text, not pixels')]), 'avatar.png');
  return client.request('/api/auth/user/profile/', { method: 'PATCH', body });
}

async function expectThrottled(response: Response) {
  expect(response.status).toBe(429);
  const body = (await response.json()) as { code: string; retry_after: number };
  expect(body.code).toBe('throttled');
  expect(body.retry_after).toBeGreaterThan(0);
  expect(body.retry_after).toBeLessThanOrEqual(3600);
  expect(response.headers.get('retry-after')).toBe(String(body.retry_after));
}

describe('profile write limits', () => {
  it('allows 60 profile updates per hour per user, then 429 until the hour is over', async () => {
    const client = await newClient();
    for (let i = 0; i < 60; i++) {
      const response = await client.patch('/api/auth/user/profile/', { first_name: `Ada${i}` });
      expect(response.status).toBe(200);
    }
    await expectThrottled(await client.patch('/api/auth/user/profile/', { first_name: 'Late' }));
    // Removing the avatar is a profile write too.
    await expectThrottled(await client.delete('/api/auth/user/avatar/'));

    // Another user (same IP) has an allowance of their own.
    const other = await newClient();
    expect((await other.patch('/api/auth/user/profile/', { first_name: 'Bea' })).status).toBe(200);

    clock.advance(61 * MINUTE);
    expect((await client.patch('/api/auth/user/profile/', { first_name: 'Ada' })).status).toBe(200);
  });

  it('allows 20 avatar uploads per hour per user; plain updates still pass', async () => {
    const client = await newClient();
    for (let i = 0; i < 20; i++) {
      const response = await notAnImage(client);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ avatar: ['File must be an image'] });
    }
    await expectThrottled(await notAnImage(client));
    expect((await client.patch('/api/auth/user/profile/', { last_name: 'Byron' })).status).toBe(
      200,
    );

    const other = await newClient();
    expect((await notAnImage(other)).status).toBe(400);
  });
});
