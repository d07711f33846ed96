import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  createClub,
  createClubWorld,
  createUser,
  jsonOf,
  logInClient,
  type ClubWorld,
} from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/helpers';
import { listEvents } from '../../events/events.repository';

let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
});
afterAll(() => server?.close());

describe('GET /api/user/clubs/', () => {
  it("lists the user's clubs with role, owner flag, member count and blind structures", async () => {
    await addMember(server, world.club, null, 'member');
    const response = await world.clients.owner.get('/api/user/clubs/');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        id: world.club.id,
        slug: world.club.slug,
        name: 'Main Street Poker',
        role: 'Owner',
        isOwner: true,
        // Owner, manager, member and a guest player; the demo visitor does not count.
        memberCount: 4,
        // Every club starts with the Standard and Turbo schedules.
        has_blind_structures: true,
        timezone: 'America/New_York',
      },
    ]);
  });

  it.each([
    ['manager', 'Club Manager'],
    ['member', 'Member'],
    ['demo', 'Demo'],
  ] as const)('names the %s role %j, not the owner', async (actor, role) => {
    const [club] = (await (await world.clients[actor].get('/api/user/clubs/')).json()) as Array<
      Record<string, unknown>
    >;
    expect(club).toMatchObject({ slug: world.club.slug, role, isOwner: false });
  });

  it('is empty for a user without clubs and 401 when signed out', async () => {
    const loner = await createUser(server);
    const client = await logInClient(server, loner);
    expect(await (await client.get('/api/user/clubs/')).json()).toEqual([]);
    expect((await world.clients.anonymous.get('/api/user/clubs/')).status).toBe(401);
  });
});

describe('POST /api/clubs/', () => {
  it('creates another club owned by the user, in the clubs-list shape', async () => {
    const user = await createUser(server);
    await createClub(server, { owner: user, name: 'First' });
    const client = await logInClient(server, user);
    const response = await client.post('/api/clubs/', { name: '  Friday Night Poker ' });
    expect(response.status).toBe(201);
    const club = await jsonOf(response);
    expect(club).toMatchObject({
      name: 'Friday Night Poker',
      role: 'Owner',
      isOwner: true,
      memberCount: 1,
      has_blind_structures: true,
    });
    expect(club.slug).toMatch(/^friday-night-poker(-\d+)?$/);
    const names = ((await (await client.get('/api/user/clubs/')).json()) as { name: string }[]).map(
      (c) => c.name,
    );
    expect(names).toEqual(['First', 'Friday Night Poker']);
  });

  it("starts a new club on its owner's time zone", async () => {
    const user = await createUser(server);
    await server.db
      .updateTable('user')
      .set({ timezone: 'Europe/Berlin' })
      .where('id', '=', user.id)
      .execute();
    const client = await logInClient(server, user);
    const response = await client.post('/api/clubs/', { name: 'Berlin Poker' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ timezone: 'Europe/Berlin' });
  });

  it('requires a name', async () => {
    const response = await world.clients.member.post('/api/clubs/', { name: '  ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ name: ['Club name is required'] });
  });

  it('refuses the demo visitor', async () => {
    const response = await world.clients.demo.post('/api/clubs/', { name: 'Demo Club' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      detail: 'Demo accounts are read-only.',
      code: 'demo_read_only',
    });
  });
});

describe('POST /api/clubs/ with billing on', () => {
  it("stops at the plan's club allowance with a clear error", async () => {
    const billing = await startTestServer({ billingEnabled: true });
    try {
      const user = await createUser(billing);
      await createClub(billing, { owner: user });
      const client = await logInClient(billing, user);
      const refused = await client.post('/api/clubs/', { name: 'Second' });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        detail: 'Your plan allows 1 club. Upgrade to create more.',
        code: 'plan_limit_reached',
        limit: 1,
        used: 1,
        upgrade_path: '/app/billing/upgrade',
      });

      const pro = await createUser(billing);
      await createClub(billing, { owner: pro, plan: 'pro' });
      const proClient = await logInClient(billing, pro);
      expect((await proClient.post('/api/clubs/', { name: 'Second' })).status).toBe(201);
    } finally {
      await billing.close();
    }
  });
});

describe('GET, PATCH and DELETE /api/clubs/{slug}/', () => {
  it('shows the club to its members and hides it from everyone else', async () => {
    const path = `/api/clubs/${world.club.slug}/`;
    expect(await (await world.clients.member.get(path)).json()).toMatchObject({
      slug: world.club.slug,
      role: 'Member',
    });
    const stranger = await world.clients.otherOwner.get(path);
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    expect((await world.clients.owner.get('/api/clubs/no-such-club/')).status).toBe(404);
  });

  it('lets only the owner rename; the slug stays and club.updated is recorded', async () => {
    const owner = await createUser(server);
    const club = await createClub(server, { owner, name: 'Old Name' });
    const manager = await createUser(server);
    await addMember(server, club, manager, 'manager');
    const path = `/api/clubs/${club.slug}/`;

    const denied = await (await logInClient(server, manager)).patch(path, { name: 'Nope' });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({
      detail: 'You do not have permission to perform this action.',
      code: 'permission_denied',
    });

    const client = await logInClient(server, owner);
    const response = await client.patch(path, { name: 'New Name' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ slug: club.slug, name: 'New Name' });
    const events = await listEvents(server.db, { clubId: club.id, type: 'club.updated' });
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]?.data ?? '{}')).toEqual({
      name: 'New Name',
      previous_name: 'Old Name',
    });
  });

  it("changes the club's time zone to any IANA zone, stored under its canonical name", async () => {
    const owner = await createUser(server);
    const club = await createClub(server, { owner, name: 'Zoned Club' });
    const client = await logInClient(server, owner);
    const path = `/api/clubs/${club.slug}/`;
    expect(await jsonOf(await client.get(path))).toMatchObject({ timezone: 'America/New_York' });

    const chicago = await client.patch(path, { timezone: 'America/Chicago' });
    expect(chicago.status).toBe(200);
    expect(await chicago.json()).toMatchObject({ name: 'Zoned Club', timezone: 'America/Chicago' });
    // Outside the United States, typed in any case, and an old alias under today's name.
    for (const [typed, stored] of [
      ['europe/london', 'Europe/London'],
      ['Australia/Sydney', 'Australia/Sydney'],
      ['US/Pacific', 'America/Los_Angeles'],
    ]) {
      const response = await client.patch(path, { timezone: typed });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ timezone: stored });
    }
    const listed = (await (await client.get('/api/user/clubs/')).json()) as Array<{
      slug: string;
      timezone: string;
    }>;
    expect(listed.find((c) => c.slug === club.slug)?.timezone).toBe('America/Los_Angeles');

    const events = await listEvents(server.db, { clubId: club.id, type: 'club.updated' });
    expect(JSON.parse(events[0]?.data ?? '{}')).toEqual({
      timezone: 'America/Chicago',
      previous_timezone: 'America/New_York',
    });
  });

  it.each([['Mars/Olympus_Mons'], ['EST'], [''], ['Not a zone'], [42]])(
    'refuses the time zone %j with a message at the field and changes nothing',
    async (timezone) => {
      const owner = await createUser(server);
      const club = await createClub(server, { owner, name: 'Kept Club' });
      const client = await logInClient(server, owner);
      const path = `/api/clubs/${club.slug}/`;
      const response = await client.patch(path, { name: 'Renamed Too', timezone });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        timezone: ['Choose a time zone from the list, such as Eastern or Europe/London.'],
      });
      expect(await jsonOf(await client.get(path))).toMatchObject({
        name: 'Kept Club',
        timezone: 'America/New_York',
      });
    },
  );

  it('asks for something to change and lets only the owner change the time zone', async () => {
    const owner = await createUser(server);
    const club = await createClub(server, { owner });
    const manager = await createUser(server);
    await addMember(server, club, manager, 'manager');
    const path = `/api/clubs/${club.slug}/`;
    const empty = await (await logInClient(server, owner)).patch(path, {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      non_field_errors: ['Send a name or a time zone to change.'],
    });
    const denied = await (
      await logInClient(server, manager)
    ).patch(path, { timezone: 'Europe/Paris' });
    expect(denied.status).toBe(403);
  });

  it('refuses the demo visitor a rename as read-only', async () => {
    const response = await world.clients.demo.patch(`/api/clubs/${world.club.slug}/`, {
      name: 'Hacked',
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('demo_read_only');
  });

  it('deletes the club and its memberships when the owner types its name', async () => {
    const owner = await createUser(server);
    const club = await createClub(server, { owner, name: 'Doomed Club' });
    await addMember(server, club, await createUser(server), 'member');
    const client = await logInClient(server, owner);
    const path = `/api/clubs/${club.slug}/`;

    const mismatch = await client.delete(path, { json: { confirm: 'doomed' } });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toEqual({
      confirm: ["Type the club's name exactly to confirm."],
    });

    const deleted = await client.delete(path, { json: { confirm: 'Doomed Club' } });
    expect(deleted.status).toBe(204);
    expect((await client.get(path)).status).toBe(404);
    const memberships = await server.db
      .selectFrom('club_member')
      .select('id')
      .where('club_id', '=', club.id)
      .execute();
    expect(memberships).toEqual([]);
  });
});
