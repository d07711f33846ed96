import { MEMBER_MESSAGES, MEMBERS_PAGE_SIZE } from '@felt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  createClub,
  createClubWorld,
  createTestClock,
  createUser,
  DAY,
  GOOD_PASSWORD,
  logInClient,
  type ClubWorld,
} from '../../../test/factories';
import {
  createClient,
  startTestServer,
  type TestClient,
  type TestServer,
} from '../../../test/helpers';
import { listEvents } from '../../events/events.repository';

interface Member {
  slug: string;
  name: string;
  email: string | null;
  role: string;
  status: string;
  avatar_url: string | null;
  joined_at: string;
  user_id: number | null;
}
interface MemberList {
  count: number;
  next: string | null;
  previous: string | null;
  results: Member[];
}

const M = MEMBER_MESSAGES;
const clock = createTestClock();
let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
  world = await createClubWorld(server);
});
afterAll(() => server?.close());

/** A club of its own with its owner (Olive Owner) signed in. */
async function ownClub() {
  const owner = await createUser(server, { firstName: 'Olive', lastName: 'Owner' });
  const club = await createClub(server, { owner, name: 'Own Club' });
  const client = await logInClient(server, owner);
  return { owner, club, client, base: `/api/clubs/${club.slug}/` };
}

async function members(client: TestClient, url: string): Promise<MemberList> {
  const response = await client.get(url);
  expect(response.status).toBe(200);
  return (await response.json()) as MemberList;
}

async function addGuest(client: TestClient, base: string, name: string): Promise<Member> {
  const response = await client.post(`${base}members/`, { name });
  expect(response.status).toBe(201);
  return (await response.json()) as Member;
}

/** The token of the last invitation mailed to `email`, read from the outbox. */
async function mailedToken(email: string): Promise<string> {
  const mail = await server.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /\/accept-invite\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error('no invitation link');
  return match[1];
}

describe('members list', () => {
  it('lists user members and guests, with addresses only for owners and managers', async () => {
    const url = `/api/clubs/${world.club.slug}/members/`;
    const asOwner = await members(world.clients.owner, url);
    expect(asOwner.results.map((m) => [m.name, m.role, m.status])).toEqual([
      ['Olga Tester', 'owner', 'active'],
      ['Max Tester', 'manager', 'active'],
      ['Mia Tester', 'member', 'active'],
    ]);
    expect(asOwner.results[0]).toMatchObject({
      email: world.users.owner.email,
      user_id: world.users.owner.id,
      avatar_url: null,
      slug: 'olga-tester',
    });
    const asMember = await members(world.clients.member, url);
    expect(asMember.results.every((m) => m.email === null)).toBe(true);
    expect((await world.clients.otherOwner.get(url)).status).toBe(404);
  });

  it('reads one member by slug as the list shows it, and 404 for an unknown or foreign one', async () => {
    const url = `/api/clubs/${world.club.slug}/members/`;
    const listed = (await members(world.clients.manager, url)).results[2];
    const one = await world.clients.manager.get(`${url}mia-tester/`);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(listed);
    const asMember = (await (await world.clients.member.get(`${url}olga-tester/`)).json()) as {
      email: string | null;
    };
    expect(asMember.email).toBeNull();
    expect((await world.clients.demo.get(`${url}olga-tester/`)).status).toBe(200);
    expect((await world.clients.owner.get(`${url}nobody/`)).status).toBe(404);
    expect((await world.clients.otherOwner.get(`${url}olga-tester/`)).status).toBe(404);
  });

  it('searches by name, filters by role and pages by 25', async () => {
    const { client, base } = await ownClub();
    for (let i = 1; i <= MEMBERS_PAGE_SIZE + 2; i++) {
      await addGuest(client, base, `Guest ${String(i).padStart(2, '0')}`);
    }
    const first = await members(client, `${base}members/`);
    expect(first.count).toBe(MEMBERS_PAGE_SIZE + 3);
    expect(first.results).toHaveLength(MEMBERS_PAGE_SIZE);
    expect(first.previous).toBeNull();
    expect(first.next).toBe(`${base}members/?page=2`);
    const second = await members(client, first.next as string);
    // The owner comes first, so the second page starts at the 25th guest.
    expect(second.results.map((m) => m.name)).toEqual(['Guest 25', 'Guest 26', 'Guest 27']);
    expect(second.previous).toBe(`${base}members/?page=1`);
    const found = await members(client, `${base}members/?search=GUEST 0&role=member`);
    expect(found.count).toBe(9);
    const owners = await members(client, `${base}members/?role=owner`);
    expect(owners.results.map((m) => m.name)).toEqual(['Olive Owner']);
    const beyond = await client.get(`${base}members/?page=3`);
    expect(beyond.status).toBe(404);
    expect(await beyond.json()).toMatchObject({ detail: M.invalidPage });
  });

  it('sorts by name with accents and case folded, pages across roles, and finds names either way', async () => {
    const { club, client, base } = await ownClub();
    const manager = await createUser(server, { firstName: 'zoë', lastName: 'Manager' });
    await addMember(server, club, manager, 'manager');
    for (const name of [
      'émile Zola',
      'Bob  Stone',
      'adam Ant',
      'Zed Last',
      '50% Off',
      'Under_Score',
    ]) {
      await addGuest(client, base, name);
    }
    const all = await members(client, `${base}members/`);
    expect(all.results.map((m) => m.name)).toEqual([
      'Olive Owner',
      'zoë Manager',
      '50% Off',
      'adam Ant',
      'Bob  Stone',
      'émile Zola',
      'Under_Score',
      'Zed Last',
    ]);
    const found = async (search: string) =>
      (await members(client, `${base}members/?search=${encodeURIComponent(search)}`)).results.map(
        (m) => m.name,
      );
    expect(await found('EMILE')).toEqual(['émile Zola']);
    expect(await found('Zoe')).toEqual(['zoë Manager']);
    // Wildcards are letters like any other.
    expect(await found('%')).toEqual(['50% Off']);
    expect(await found('_')).toEqual(['Under_Score']);
    expect(await found('bob stone')).toEqual(['Bob  Stone']);
    // Owners and managers find accounts by address too; members do not.
    expect(await found(manager.email.slice(0, 12).toUpperCase())).toEqual(['zoë Manager']);
    const memberUser = await createUser(server, { firstName: 'Mo', lastName: 'Member' });
    await addMember(server, club, memberUser, 'member');
    const asMember = await logInClient(server, memberUser);
    const byAddress = await members(
      asMember,
      `${base}members/?search=${encodeURIComponent(manager.email.slice(0, 12))}`,
    );
    expect(byAddress.results).toEqual([]);
    // A renamed account moves in every club's list at once.
    const managerClient = await logInClient(server, manager);
    const renamed = await managerClient.patch('/api/auth/user/profile/', {
      first_name: 'Aaron',
      last_name: 'Manager',
    });
    expect(renamed.status).toBe(200);
    expect(await found('aaron')).toEqual(['Aaron Manager']);
  });

  it('pages a role boundary in the middle of a page', async () => {
    const { club, client, base } = await ownClub();
    for (let i = 1; i <= 3; i++) {
      const manager = await createUser(server, { firstName: `Manager${i}`, lastName: 'Person' });
      await addMember(server, club, manager, 'manager');
    }
    for (let i = 1; i <= MEMBERS_PAGE_SIZE + 5; i++) {
      await addGuest(client, base, `Guest ${String(i).padStart(2, '0')}`);
    }
    const first = await members(client, `${base}members/`);
    expect(first.count).toBe(1 + 3 + MEMBERS_PAGE_SIZE + 5);
    expect(first.results.slice(0, 5).map((m) => [m.name, m.role])).toEqual([
      ['Olive Owner', 'owner'],
      ['Manager1 Person', 'manager'],
      ['Manager2 Person', 'manager'],
      ['Manager3 Person', 'manager'],
      ['Guest 01', 'member'],
    ]);
    const second = await members(client, `${base}members/?page=2`);
    expect(second.results.map((m) => m.name)).toEqual(
      Array.from({ length: 9 }, (_, i) => `Guest ${String(22 + i).padStart(2, '0')}`),
    );
    const managers = await members(client, `${base}members/?role=manager&page=1`);
    expect(managers.count).toBe(3);
  });
});

describe('guests, roles and removal', () => {
  it('adds a guest player by name, with a slug unique in the club', async () => {
    const { client, base } = await ownClub();
    const guest = await addGuest(client, base, 'Sam Shark');
    expect(guest).toMatchObject({
      slug: 'sam-shark',
      name: 'Sam Shark',
      email: null,
      role: 'member',
      status: 'guest',
      user_id: null,
    });
    expect((await addGuest(client, base, 'Sam Shark')).slug).toBe('sam-shark-2');
    const blank = await client.post(`${base}members/`, { name: '  ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ name: [M.nameBlank] });
  });

  it('lets only the owner make or unmake managers, and never change the owner this way', async () => {
    const { owner, club, client, base } = await ownClub();
    const manager = await createUser(server, { firstName: 'Mona', lastName: 'Manager' });
    const player = await createUser(server, { firstName: 'Pat', lastName: 'Player' });
    await addMember(server, club, manager, 'manager');
    await addMember(server, club, player, 'member');
    const managerClient = await logInClient(server, manager);

    const refused = await managerClient.patch(`${base}members/pat-player/`, { role: 'manager' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ detail: M.onlyOwnerManagers });
    const promoted = await client.patch(`${base}members/pat-player/`, { role: 'manager' });
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({ slug: 'pat-player', role: 'manager' });

    const ownerSlug = `${owner.first_name} ${owner.last_name}`.toLowerCase().replace(' ', '-');
    const ownerChange = await client.patch(`${base}members/${ownerSlug}/`, { role: 'member' });
    expect(ownerChange.status).toBe(400);
    expect(await ownerChange.json()).toEqual({ role: [M.ownerRole] });
    const badRole = await client.patch(`${base}members/pat-player/`, { role: 'owner' });
    expect(badRole.status).toBe(400);
    expect(await badRole.json()).toEqual({ role: ['Choose member or manager.'] });
    await addGuest(client, base, 'Gus Guest');
    const guestRole = await client.patch(`${base}members/gus-guest/`, { role: 'manager' });
    expect(await guestRole.json()).toEqual({ role: [M.guestRole] });
    expect((await client.patch(`${base}members/nobody/`, { role: 'member' })).status).toBe(404);
  });

  it('removes members; the owner cannot be removed and managers only by the owner', async () => {
    const { club, client, base } = await ownClub();
    const manager = await createUser(server, { firstName: 'Mo', lastName: 'Manager' });
    const other = await createUser(server, { firstName: 'Ona', lastName: 'Other' });
    await addMember(server, club, manager, 'manager');
    await addMember(server, club, other, 'manager');
    const managerClient = await logInClient(server, manager);
    await addGuest(client, base, 'Gail Guest');

    expect((await managerClient.delete(`${base}members/gail-guest/`)).status).toBe(204);
    const managerVsManager = await managerClient.delete(`${base}members/ona-other/`);
    expect(managerVsManager.status).toBe(403);
    const ownerRemoval = await client.delete(`${base}members/olive-owner/`);
    expect(ownerRemoval.status).toBe(400);
    expect(await ownerRemoval.json()).toMatchObject({ detail: M.ownerCannotBeRemoved });
    expect((await client.delete(`${base}members/ona-other/`)).status).toBe(204);
    const left = await members(client, `${base}members/`);
    expect(left.results.map((m) => m.slug)).toEqual(['olive-owner', 'mo-manager']);
  });
});

describe('transfer of ownership', () => {
  it('makes the chosen user member the owner and the old owner a manager, keeping one owner', async () => {
    const { club, client, base } = await ownClub();
    const heir = await createUser(server, { firstName: 'Hal', lastName: 'Heir' });
    await addMember(server, club, heir, 'member');
    await addGuest(client, base, 'Gwen Guest');

    const toGuest = await client.post(`${base}transfer-ownership/`, { member_slug: 'gwen-guest' });
    expect(toGuest.status).toBe(400);
    expect(await toGuest.json()).toEqual({ member_slug: [M.transferToGuest] });
    const toSelf = await client.post(`${base}transfer-ownership/`, { member_slug: 'olive-owner' });
    expect(await toSelf.json()).toEqual({ member_slug: [M.transferToSelf] });

    const done = await client.post(`${base}transfer-ownership/`, { member_slug: 'hal-heir' });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ slug: 'hal-heir', role: 'owner' });
    const list = await members(client, `${base}members/`);
    expect(list.results.map((m) => [m.slug, m.role])).toEqual([
      ['hal-heir', 'owner'],
      ['olive-owner', 'manager'],
      ['gwen-guest', 'member'],
    ]);
    // No longer the owner: a second transfer is refused.
    const again = await client.post(`${base}transfer-ownership/`, { member_slug: 'olive-owner' });
    expect(again.status).toBe(403);
  });
});

describe('claiming a guest', () => {
  it("gives the guest profile to the signed-in member and drops the member's own row", async () => {
    const { club, client, base } = await ownClub();
    const player = await createUser(server, { firstName: 'Pia', lastName: 'Player' });
    await addMember(server, club, player, 'member');
    const playerClient = await logInClient(server, player);
    await addGuest(client, base, 'Pia P');

    const claimed = await playerClient.post(`${base}members/pia-p/claim/`);
    expect(claimed.status).toBe(200);
    expect(await claimed.json()).toMatchObject({
      slug: 'pia-p',
      name: 'Pia Player',
      status: 'active',
      role: 'member',
      user_id: player.id,
    });
    const list = await members(client, `${base}members/`);
    expect(list.results.map((m) => m.slug)).toEqual(['olive-owner', 'pia-p']);
    const notGuest = await playerClient.post(`${base}members/olive-owner/claim/`);
    expect(notGuest.status).toBe(400);
    expect(await notGuest.json()).toMatchObject({ detail: M.notAGuest });
  });
});

describe('invitations', () => {
  it('mails a 7-day link, records member.invited, and lists, resends and revokes it', async () => {
    const { owner, club, client, base } = await ownClub();
    const response = await client.post(`${base}invites/`, {
      email: ' New.Player@Example.com ',
      role: 'manager',
    });
    expect(response.status).toBe(201);
    const invite = (await response.json()) as { id: number; expires_at: string };
    expect(invite).toMatchObject({
      email: 'new.player@example.com',
      role: 'manager',
      invited_by: 'Olive Owner',
      expired: false,
    });
    expect(Date.parse(invite.expires_at) - clock.now().getTime()).toBe(7 * DAY);
    const events = await listEvents(server.db, { clubId: club.id, type: 'member.invited' });
    expect(events.map((event) => event.user_id)).toEqual([owner.id]);

    const token = await mailedToken('new.player@example.com');
    const preview = await world.clients.anonymous.get(`/api/invites/${token}/`);
    expect(preview.status).toBe(200);
    expect(await preview.json()).toEqual({
      club_name: 'Own Club',
      club_slug: club.slug,
      inviter_name: 'Olive Owner',
      email: 'new.player@example.com',
      role: 'manager',
      account_exists: false,
      expires_at: invite.expires_at,
    });

    const listed = (await (await client.get(`${base}invites/`)).json()) as { id: number }[];
    expect(listed.map((row) => row.id)).toEqual([invite.id]);
    const resent = await client.post(`${base}invites/${invite.id}/resend/`);
    expect(resent.status).toBe(200);
    const newToken = await mailedToken('new.player@example.com');
    expect(newToken).not.toBe(token);
    expect((await world.clients.anonymous.get(`/api/invites/${token}/`)).status).toBe(404);
    expect((await world.clients.anonymous.get(`/api/invites/${newToken}/`)).status).toBe(200);

    expect((await client.delete(`${base}invites/${invite.id}/`)).status).toBe(204);
    expect(await (await client.get(`${base}invites/`)).json()).toEqual([]);
    const gone = await world.clients.anonymous.get(`/api/invites/${newToken}/`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ detail: M.inviteNotFound });
  });

  it('lets managers invite members but not managers, and refuses current members', async () => {
    const url = `/api/clubs/${world.club.slug}/invites/`;
    const asManager = await world.clients.manager.post(url, {
      email: 'someone.new@example.com',
      role: 'manager',
    });
    expect(asManager.status).toBe(403);
    expect(await asManager.json()).toMatchObject({ detail: M.onlyOwnerManagers });
    const member = await world.clients.manager.post(url, { email: 'someone.new@example.com' });
    expect(member.status).toBe(201);
    expect(await member.json()).toMatchObject({ role: 'member' });
    const existing = await world.clients.owner.post(url, { email: world.users.member.email });
    expect(existing.status).toBe(400);
    expect(await existing.json()).toEqual({ email: [M.alreadyMember] });
  });

  it('lets any signed-in user with the link join once, with the invited role', async () => {
    const { client, base } = await ownClub();
    const joiner = await createUser(server, { firstName: 'Jo', lastName: 'Joiner' });
    await client.post(`${base}invites/`, { email: 'invited.elsewhere@example.com' });
    const token = await mailedToken('invited.elsewhere@example.com');
    const joinerClient = await logInClient(server, joiner);

    expect((await world.clients.anonymous.post(`/api/invites/${token}/accept/`)).status).toBe(401);
    const accepted = await joinerClient.post(`/api/invites/${token}/accept/`);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({
      member: { slug: 'jo-joiner', role: 'member', user_id: joiner.id },
    });
    const used = await joinerClient.get(`/api/invites/${token}/`);
    expect(used.status).toBe(410);
    expect(await used.json()).toMatchObject({ detail: M.inviteUsed, code: 'invite_used' });
    const stored = await server.db
      .selectFrom('invite')
      .select('accepted_by_user_id')
      .where('email', '=', 'invited.elsewhere@example.com')
      .executeTakeFirstOrThrow();
    expect(stored.accepted_by_user_id).toBe(joiner.id);

    await client.post(`${base}invites/`, { email: 'second.link@example.com' });
    const second = await mailedToken('second.link@example.com');
    const twice = await joinerClient.post(`/api/invites/${second}/accept/`);
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({ detail: M.youAreAlreadyMember });
  });

  it('answers 410 for an expired link and 404 for an unknown one', async () => {
    const { client, base } = await ownClub();
    await client.post(`${base}invites/`, { email: 'slow.reader@example.com' });
    const token = await mailedToken('slow.reader@example.com');
    clock.advance(7 * DAY + 1000);
    try {
      const expired = await world.clients.anonymous.get(`/api/invites/${token}/`);
      expect(expired.status).toBe(410);
      expect(await expired.json()).toMatchObject({ detail: M.inviteExpired });
    } finally {
      clock.advance(-(7 * DAY + 1000));
    }
    expect((await world.clients.anonymous.get('/api/invites/not-a-token/')).status).toBe(404);
  });
});

describe('the members plan limit with billing on', () => {
  it('counts guests, accepted invitations and invited sign-ups alike, and adds nobody past it', async () => {
    const billing = await startTestServer({ billingEnabled: true });
    try {
      const owner = await createUser(billing, { firstName: 'Fay', lastName: 'Free' });
      const club = await createClub(billing, { owner, name: 'Free Plan Club' });
      const client = await logInClient(billing, owner);
      const base = `/api/clubs/${club.slug}/`;
      const tokenFor = async (email: string) => {
        expect((await client.post(`${base}invites/`, { email })).status).toBe(201);
        const mail = await billing.db
          .selectFrom('mail_outbox')
          .select('text')
          .where('to', '=', email)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        return /\/accept-invite\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? '';
      };
      const lateToken = await tokenFor('late.signup@example.com');
      const joinerToken = await tokenFor('joiner@example.com');
      // The owner plus 23 guests: one seat left on the free plan's 25.
      for (let i = 1; i <= 23; i++) {
        expect((await client.post(`${base}members/`, { name: `Guest ${i}` })).status).toBe(201);
      }
      const joiner = await createUser(billing, { email: 'joiner@example.com' });
      const joinerClient = await logInClient(billing, joiner);
      expect((await joinerClient.post(`/api/invites/${joinerToken}/accept/`)).status).toBe(200);

      const full = { detail: M.planLimit(25), code: 'plan_limit_reached' };
      const guest = await client.post(`${base}members/`, { name: 'One Too Many' });
      expect(guest.status).toBe(403);
      expect(await guest.json()).toMatchObject(full);
      const signUp = await createClient(billing.url).post('/api/auth/registration/', {
        email: 'late.signup@example.com',
        password1: GOOD_PASSWORD,
        password2: GOOD_PASSWORD,
        first_name: 'Lena',
        last_name: 'Late',
        invite_token: lateToken,
      });
      expect(signUp.status).toBe(403);
      expect(await signUp.json()).toMatchObject(full);
      // Nothing of the refused sign-up was kept: no account, and the link still works later.
      const account = await billing.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', 'late.signup@example.com')
        .executeTakeFirst();
      expect(account).toBeUndefined();
      expect((await createClient(billing.url).get(`/api/invites/${lateToken}/`)).status).toBe(200);
      expect((await members(client, `${base}members/`)).count).toBe(25);
    } finally {
      await billing.close();
    }
  });
});

describe('at the same time', () => {
  it('lets only one of two people use the same invitation link', async () => {
    const { client, base } = await ownClub();
    await client.post(`${base}invites/`, { email: 'shared.link@example.com' });
    const token = await mailedToken('shared.link@example.com');
    const racers = await Promise.all(
      [1, 2].map(async () => logInClient(server, await createUser(server))),
    );
    const answers = await Promise.all(
      racers.map((racer) => racer.post(`/api/invites/${token}/accept/`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
    expect((await members(client, `${base}members/`)).count).toBe(2);
  });

  it('keeps exactly one owner when the owner transfers twice at once', async () => {
    const { club, client, base } = await ownClub();
    for (const firstName of ['Ann', 'Ben']) {
      const heir = await createUser(server, { firstName, lastName: 'Heir' });
      await addMember(server, club, heir, 'member');
    }
    const answers = await Promise.all(
      ['ann-heir', 'ben-heir'].map((slug) =>
        client.post(`${base}transfer-ownership/`, { member_slug: slug }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    const roles = (await members(client, `${base}members/`)).results.map((m) => m.role);
    expect(roles.filter((role) => role === 'owner')).toHaveLength(1);
    expect(roles.filter((role) => role === 'manager')).toEqual(['manager']);
  });

  it('never leaves the club without an owner when a transfer meets a role change or removal', async () => {
    const { club, client, base } = await ownClub();
    const heir = await createUser(server, { firstName: 'Cy', lastName: 'Heir' });
    await addMember(server, club, heir, 'manager');
    await Promise.all([
      client.post(`${base}transfer-ownership/`, { member_slug: 'cy-heir' }),
      client.patch(`${base}members/cy-heir/`, { role: 'member' }),
      client.delete(`${base}members/cy-heir/`),
    ]);
    const roles = (await members(client, `${base}members/`)).results.map((m) => m.role);
    expect(roles.filter((role) => role === 'owner')).toHaveLength(1);
  });
});

describe('the counts the database keeps (migration 0022)', () => {
  type Counts = Partial<Record<'owner' | 'manager' | 'member' | 'demo', number>>;

  /** The club's memberships per role, counted from the rows themselves. */
  async function countedRows(clubId: number): Promise<Counts> {
    const rows = await server.db
      .selectFrom('club_member')
      .select(['role', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('club_id', '=', clubId)
      .groupBy('role')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.role, Number(row.n)]));
  }

  /** The counts the triggers kept (a role down to zero keeps its row with 0). */
  async function keptCounts(clubId: number): Promise<Counts> {
    const rows = await server.db
      .selectFrom('club_member_count')
      .select(['role', 'members'])
      .where('club_id', '=', clubId)
      .where('members', '!=', 0)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.role, Number(row.members)]));
  }

  /** The list's counts, in all and for each role filter, match `expected` and the rows. */
  async function expectCounts(client: TestClient, base: string, clubId: number, expected: Counts) {
    expect(await countedRows(clubId)).toEqual(expected);
    expect(await keptCounts(clubId)).toEqual(expected);
    const { demo: _demo, ...listed } = expected;
    const total = Object.values(listed).reduce((sum, n) => sum + n, 0);
    expect((await members(client, `${base}members/`)).count).toBe(total);
    for (const role of ['owner', 'manager', 'member'] as const) {
      const filtered = await members(client, `${base}members/?role=${role}`);
      expect(filtered.count).toBe(expected[role] ?? 0);
    }
  }

  it('stay right through guests, invitations, role changes, a transfer, a claim and removals', async () => {
    const { club, client, base } = await ownClub();
    await expectCounts(client, base, club.id, { owner: 1 });

    await addGuest(client, base, 'Cal Guest');
    await addGuest(client, base, 'Cam Guest');
    await expectCounts(client, base, club.id, { owner: 1, member: 2 });

    const manager = await createUser(server, { firstName: 'Nia', lastName: 'Manager' });
    await client.post(`${base}invites/`, { email: manager.email, role: 'manager' });
    const managerClient = await logInClient(server, manager);
    const joined = await managerClient.post(
      `/api/invites/${await mailedToken(manager.email)}/accept/`,
    );
    expect(joined.status).toBe(200);
    const player = await createUser(server, { firstName: 'Cal', lastName: 'Player' });
    await client.post(`${base}invites/`, { email: player.email });
    const playerClient = await logInClient(server, player);
    await playerClient.post(`/api/invites/${await mailedToken(player.email)}/accept/`);
    await expectCounts(client, base, club.id, { owner: 1, manager: 1, member: 3 });

    expect((await client.patch(`${base}members/cal-player/`, { role: 'manager' })).status).toBe(
      200,
    );
    await expectCounts(client, base, club.id, { owner: 1, manager: 2, member: 2 });
    expect((await client.patch(`${base}members/cal-player/`, { role: 'member' })).status).toBe(200);
    await expectCounts(client, base, club.id, { owner: 1, manager: 1, member: 3 });

    // The member's own row goes and the guest's row becomes theirs: one member fewer.
    expect((await playerClient.post(`${base}members/cal-guest/claim/`)).status).toBe(200);
    await expectCounts(client, base, club.id, { owner: 1, manager: 1, member: 2 });

    const transfer = await client.post(`${base}transfer-ownership/`, {
      member_slug: 'nia-manager',
    });
    expect(transfer.status).toBe(200);
    await expectCounts(managerClient, base, club.id, { owner: 1, manager: 1, member: 2 });

    // Refused: nothing changes.
    expect((await managerClient.delete(`${base}members/nia-manager/`)).status).toBe(400);
    expect((await managerClient.delete(`${base}members/cam-guest/`)).status).toBe(204);
    expect((await managerClient.delete(`${base}members/olive-owner/`)).status).toBe(204);
    await expectCounts(managerClient, base, club.id, { owner: 1, member: 1 });
  });

  it('follow memberships deleted with their account or their club, and count only search matches', async () => {
    const first = await ownClub();
    const second = await ownClub();
    const both = await createUser(server, { firstName: 'Bo', lastName: 'Both' });
    await addMember(server, first.club, both, 'manager');
    await addMember(server, second.club, both, 'member');
    await addGuest(first.client, first.base, 'Bo Guest');
    await expectCounts(first.client, first.base, first.club.id, {
      owner: 1,
      manager: 1,
      member: 1,
    });
    const search = await members(first.client, `${first.base}members/?search=bo`);
    expect(search.count).toBe(2);
    expect(search.results.map((m) => m.slug)).toEqual(['bo-both', 'bo-guest']);

    await server.db.deleteFrom('user').where('id', '=', both.id).execute();
    await expectCounts(first.client, first.base, first.club.id, { owner: 1, member: 1 });
    await expectCounts(second.client, second.base, second.club.id, { owner: 1 });

    await server.db.deleteFrom('club').where('id', '=', second.club.id).execute();
    const left = await server.db
      .selectFrom('club_member_count')
      .select('role')
      .where('club_id', '=', second.club.id)
      .execute();
    expect(left).toEqual([]);
    await expectCounts(first.client, first.base, first.club.id, { owner: 1, member: 1 });
  });
});
