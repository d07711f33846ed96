import { INVITED_REGISTRATION_DETAIL, MEMBER_MESSAGES } from '@felt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createUser, GOOD_PASSWORD, logInClient } from '../../../test/factories';
import { createClient, startTestServer, type TestServer } from '../../../test/helpers';

const M = MEMBER_MESSAGES;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function invite(email: string, role: 'member' | 'manager' = 'member') {
  const owner = await createUser(server, { firstName: 'Iris', lastName: 'Inviter' });
  const club = await createClub(server, { owner, name: 'Inviting Club' });
  const client = await logInClient(server, owner);
  const response = await client.post(`/api/clubs/${club.slug}/invites/`, { email, role });
  expect(response.status).toBe(201);
  const mail = await server.db
    .selectFrom('mail_outbox')
    .select('text')
    .where('to', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const token = /\/accept-invite\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
  return { club, client, token };
}

const form = (email: string, extra: Record<string, unknown>) => ({
  email,
  password1: GOOD_PASSWORD,
  password2: GOOD_PASSWORD,
  first_name: 'Nina',
  last_name: 'Newcomer',
  ...extra,
});

describe('registration with an invitation', () => {
  it('creates a verified user in the inviting club, with no club of their own and no mail', async () => {
    const email = 'nina.newcomer@example.com';
    const { club, client, token } = await invite(email, 'manager');
    const anonymous = createClient(server.url);
    const response = await anonymous.post(
      '/api/auth/registration/',
      form(email, { invite_token: token }),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ detail: INVITED_REGISTRATION_DETAIL });

    const user = await server.db
      .selectFrom('user')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).not.toBeNull();
    const memberships = await server.db
      .selectFrom('club_member')
      .select(['club_id', 'role'])
      .where('user_id', '=', user.id)
      .execute();
    expect(memberships).toEqual([{ club_id: club.id, role: 'manager' }]);
    const mails = await server.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to', '=', email)
      .execute();
    expect(mails.map((mail) => mail.subject)).toEqual([
      "You're invited to join Inviting Club on Felt",
    ]);

    // Signs in at once, and the link is used up.
    const signedIn = await logInClient(server, { email, password: GOOD_PASSWORD });
    const clubs = (await (await signedIn.get('/api/user/clubs/')).json()) as { slug: string }[];
    expect(clubs.map((c) => c.slug)).toEqual([club.slug]);
    expect((await client.get(`/api/invites/${token}/`)).status).toBe(410);
  });

  it('refuses another address, a used or unknown link, with the other field errors', async () => {
    const { token } = await invite('rightful@example.com');
    const anonymous = createClient(server.url);
    const wrong = await anonymous.post(
      '/api/auth/registration/',
      form('someone.else@example.com', { invite_token: token, password2: 'nope' }),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ password2: expect.any(Array) });
    const mismatch = await anonymous.post(
      '/api/auth/registration/',
      form('someone.else@example.com', { invite_token: token }),
    );
    expect(await mismatch.json()).toEqual({ email: [M.inviteEmailMismatch] });
    const unknown = await anonymous.post(
      '/api/auth/registration/',
      form('rightful@example.com', { invite_token: 'no-such-token' }),
    );
    expect(await unknown.json()).toEqual({ invite_token: [M.inviteNotFound] });
    const noClub = await anonymous.post('/api/auth/registration/', form('plain@example.com', {}));
    expect(noClub.status).toBe(400);
    expect(await noClub.json()).toEqual({ club_name: ['Club name is required'] });
  });
});
