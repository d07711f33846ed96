import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createClub, createUser, jsonOf, logInClient } from '../../../test/factories';
import { createClient, startTestServer, type TestServer } from '../../../test/helpers';
import { DEMO_USER_EMAIL } from './demo-club';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('POST /api/auth/demo/', () => {
  it('answers 503 demo_unavailable while no demo club exists, and signs nobody in', async () => {
    const client = createClient(server.url);
    const response = await client.post('/api/auth/demo/');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      detail: 'The demo club is not available right now. Please try again later.',
      code: 'demo_unavailable',
    });
    expect((await client.get('/api/auth/user/')).status).toBe(401);
  });

  it('signs the visitor in as the demo user without a password, read-only in the demo club', async () => {
    const demo = await createUser(server, {
      email: DEMO_USER_EMAIL,
      firstName: 'Demo',
      lastName: 'Visitor',
    });
    const club = await createClub(server, { name: 'Felt Demo Club' });
    await addMember(server, club, demo, 'demo');

    const owner = await createUser(server);
    const signedInElsewhere = await logInClient(server, owner);
    const before = await signedInElsewhere.get('/api/auth/user/');
    expect(before.status).toBe(200);

    const response = await signedInElsewhere.post('/api/auth/demo/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await jsonOf(response)).toMatchObject({
      id: demo.id,
      email: DEMO_USER_EMAIL,
      full_name: 'Demo Visitor',
    });
    // The session is the demo user's now: the owner's session the request came with ended.
    expect(await jsonOf(await signedInElsewhere.get('/api/auth/user/'))).toMatchObject({
      id: demo.id,
    });
    const clubs = await signedInElsewhere.get('/api/user/clubs/');
    expect(clubs.status).toBe(200);
    expect(JSON.stringify(await clubs.json())).toContain(club.slug);

    // Reads work, writes are refused as the Demo role's.
    const rename = await signedInElsewhere.patch(`/api/clubs/${club.slug}/`, { name: 'Mine now' });
    expect(rename.status).toBe(403);
    expect(await jsonOf(rename)).toMatchObject({ code: 'demo_read_only' });

    // Two visitors at once each get their own session.
    const second = createClient(server.url);
    expect((await second.post('/api/auth/demo/')).status).toBe(200);
    const sessions = await server.db
      .selectFrom('session')
      .select('id')
      .where('user_id', '=', demo.id)
      .execute();
    expect(sessions).toHaveLength(2);
  });
});
