import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClub,
  createClubWorld,
  createUser,
  jsonOf,
  linkPath,
  logInClient,
  uniqueEmail,
  waitForMail,
  type ClubWorld,
} from '../../../test/factories';
import {
  startSmtpSink,
  startTestServer,
  type SmtpSink,
  type TestServer,
} from '../../../test/helpers';
import { listEvents } from '../../events/events.repository';

let sink: SmtpSink;
let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ smtpUrl: sink.url });
  world = await createClubWorld(server);
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

async function ownerWithClub(name = 'Profile Club') {
  const user = await createUser(server, { firstName: 'Ada', lastName: 'Lovelace' });
  const club = await createClub(server, { owner: user, name });
  return { user, club, client: await logInClient(server, user) };
}

describe('GET /api/auth/user/profile/', () => {
  it("returns the profile with the owned club's name", async () => {
    const { user, client } = await ownerWithClub();
    const response = await client.get('/api/auth/user/profile/');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: user.email,
      timezone: 'America/New_York',
      venmo_handle: null,
      paypal_handle: null,
      avatar_url: null,
      club_name: 'Profile Club',
    });
  });

  it('names the demo club for Demo and none for a plain member', async () => {
    expect(await jsonOf(await world.clients.demo.get('/api/auth/user/profile/'))).toMatchObject({
      club_name: 'Main Street Poker',
    });
    expect(await jsonOf(await world.clients.member.get('/api/auth/user/profile/'))).toMatchObject({
      club_name: null,
    });
  });
});

describe('PATCH /api/auth/user/profile/', () => {
  it('updates only the fields sent, storing handles without their prefixes', async () => {
    const { client } = await ownerWithClub();
    const response = await client.patch('/api/auth/user/profile/', {
      first_name: '  Augusta ',
      timezone: 'America/Chicago',
      venmo_handle: '@ada-lovelace',
      paypal_handle: 'https://www.paypal.me/AdaLovelace',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      first_name: 'Augusta',
      last_name: 'Lovelace',
      timezone: 'America/Chicago',
      venmo_handle: 'ada-lovelace',
      paypal_handle: 'AdaLovelace',
      email_change_requested: false,
    });
    const user = await jsonOf(await client.get('/api/auth/user/'));
    expect(user).toMatchObject({ first_name: 'Augusta', venmo_handle: 'ada-lovelace' });

    // Any IANA zone, beyond SPEC.md's six, for people outside the United States.
    const london = await client.patch('/api/auth/user/profile/', { timezone: 'europe/london' });
    expect(await london.json()).toMatchObject({ timezone: 'Europe/London' });

    const cleared = await client.patch('/api/auth/user/profile/', {
      venmo_handle: '',
      paypal_handle: null,
    });
    expect(await cleared.json()).toMatchObject({ venmo_handle: null, paypal_handle: null });
  });

  it.each([
    [{ first_name: ' ' }, { first_name: ['First name is required'] }],
    [{ last_name: '' }, { last_name: ['Last name is required'] }],
    [{ club_name: '' }, { club_name: ['Club name is required'] }],
    [{ email: ' ' }, { email: ['Email is required'] }],
    [{ venmo_handle: '@abcd' }, { venmo_handle: ['Venmo handle must be at least 5 characters'] }],
    [
      { venmo_handle: 'v'.repeat(31) },
      { venmo_handle: ['Venmo handle must be 30 characters or less'] },
    ],
    [
      { venmo_handle: 'ada love' },
      {
        venmo_handle: [
          'Venmo handle can only contain letters, numbers, hyphens, underscores, and periods',
        ],
      },
    ],
    [
      { paypal_handle: 'paypal.me/abcd' },
      { paypal_handle: ['PayPal handle must be at least 5 characters'] },
    ],
    [
      { paypal_handle: 'p'.repeat(31) },
      { paypal_handle: ['PayPal handle must be 30 characters or less'] },
    ],
    [
      { paypal_handle: 'ada_love' },
      { paypal_handle: ['PayPal handle can only contain letters, numbers, and hyphens'] },
    ],
    [
      { timezone: 'Europe/Atlantis' },
      { timezone: ['Choose a time zone from the list, such as Eastern or Europe/London.'] },
    ],
  ])('refuses %j with %j', async (body, errors) => {
    const response = await world.clients.manager.patch('/api/auth/user/profile/', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errors);
  });

  it('renames the club the user owns; the new name shows in the clubs list, the slug stays', async () => {
    const { user, club, client } = await ownerWithClub('Before');
    const response = await client.patch('/api/auth/user/profile/', { club_name: 'After' });
    expect(await response.json()).toMatchObject({ club_name: 'After' });
    const clubs = (await (await client.get('/api/user/clubs/')).json()) as {
      slug: string;
      name: string;
    }[];
    expect(clubs).toEqual([expect.objectContaining({ slug: club.slug, name: 'After' })]);
    const events = await listEvents(server.db, { clubId: club.id, type: 'club.updated' });
    expect(events.map((event) => event.user_id)).toEqual([user.id]);
  });

  it('starts an email change for a new address: nothing changes until the link is opened', async () => {
    const { user, client } = await ownerWithClub();
    const newEmail = uniqueEmail('moved');
    const response = await client.patch('/api/auth/user/profile/', {
      email: newEmail.toUpperCase(),
      first_name: 'Ada',
      current_password: user.password,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      email: user.email,
      email_change_requested: true,
    });
    // The current address hears of it, so a stolen session cannot move the account quietly.
    const notice = await waitForMail(sink, user.email, /change of your Felt email address/);
    expect(notice.text).toContain(newEmail);
    const mail = await waitForMail(sink, newEmail, /Confirm your new email/);
    const token = linkPath(mail, '/accounts/email-change/verify/').split('/').pop();
    const verified = await client.post('/api/auth/user/email/change/verify/', { token });
    expect(verified.status).toBe(200);
    expect((await jsonOf(await client.get('/api/auth/user/profile/'))).email).toBe(newEmail);
  });

  it.each([
    [
      'without the current password',
      undefined,
      'Enter your current password to change your email address.',
    ],
    ['with a wrong current password', 'not my password', 'The password is incorrect.'],
  ])(
    'refuses an email change %s, changing and mailing nothing',
    async (_case, currentPassword, message) => {
      const { user, client } = await ownerWithClub();
      const newEmail = uniqueEmail('thief');
      const response = await client.patch('/api/auth/user/profile/', {
        email: newEmail,
        first_name: 'Stolen',
        ...(currentPassword === undefined ? {} : { current_password: currentPassword }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ current_password: [message] });
      const profile = await jsonOf(await client.get('/api/auth/user/profile/'));
      expect(profile).toMatchObject({ email: user.email, first_name: 'Ada' });
      const requests = await server.db
        .selectFrom('email_change_request')
        .select('new_email')
        .where('user_id', '=', user.id)
        .execute();
      expect(requests).toEqual([]);
      const outbox = await server.db
        .selectFrom('mail_outbox')
        .select('to')
        .where('to', '=', newEmail)
        .execute();
      expect(outbox).toEqual([]);
    },
  );

  it('refuses an address another account uses, changing nothing', async () => {
    const { client } = await ownerWithClub();
    const response = await client.patch('/api/auth/user/profile/', {
      email: world.users.member.email,
      first_name: 'Changed',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      email: ['A user is already registered with this e-mail address.'],
    });
    expect((await jsonOf(await client.get('/api/auth/user/profile/'))).first_name).toBe('Ada');
  });

  it('keeps the same address without a request', async () => {
    const { user, client } = await ownerWithClub();
    const response = await client.patch('/api/auth/user/profile/', { email: user.email });
    expect(await response.json()).toMatchObject({ email_change_requested: false });
  });

  it('refuses the demo visitor as read-only', async () => {
    const response = await world.clients.demo.patch('/api/auth/user/profile/', {
      first_name: 'Hacker',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      detail: 'Demo accounts are read-only.',
      code: 'demo_read_only',
    });
  });
});
