import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubWorld, jsonOf, type ClubWorld } from '../../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../../test/helpers';

let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
});
afterAll(() => server?.close());

interface EntryAnswer {
  id: number;
  member_slug: string | null;
  status: string;
  waitlist_position: number | null;
  name: string;
}

let games = 0;
async function schedule(body: Record<string, unknown> = {}) {
  games += 1;
  const response = await world.clients.owner.post(`/api/clubs/${world.club.slug}/games/`, {
    title: `Desk Night ${games}`,
    starts_at: '2031-11-28T00:30:00Z',
    ...body,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { slug: string; title: string };
}

async function enter(client: TestClient, slug: string, body: Record<string, unknown> = {}) {
  const response = await client.post(`/api/games/${slug}/entries/`, body);
  expect(response.status).toBe(201);
  return (await response.json()) as EntryAnswer;
}

const move = (slug: string, id: number, status: string, client = world.clients.manager) =>
  client.patch(`/api/games/${slug}/entries/${id}/`, { status });

async function lists(slug: string) {
  const entries = await jsonOf(await world.clients.member.get(`/api/games/${slug}/entries/`));
  const names = (key: string) =>
    (entries[key] as EntryAnswer[]).map((e) =>
      e.waitlist_position === null ? e.name : `${e.waitlist_position}. ${e.name}`,
    );
  return { registered: names('registered'), waitlisted: names('waitlisted') };
}

/** The texts of the mails stored for `to` whose subject matches. */
async function mailsTo(to: string, subject: RegExp): Promise<string[]> {
  const rows = await server.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text'])
    .where('to', '=', to)
    .execute();
  return rows.filter((row) => subject.test(row.subject)).map((row) => row.text);
}

describe('the desk moves players between the registered and the waitlist', () => {
  it('promotes a waitlisted player past the seat limit and mails them', async () => {
    const game = await schedule({ max_players: 2 });
    await enter(world.clients.member, game.slug);
    await enter(world.clients.manager, game.slug);
    const owner = await enter(world.clients.owner, game.slug);
    await enter(world.clients.owner, game.slug, { guest_name: 'Walk-in Wally' });
    expect(owner).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });

    const promoted = await move(game.slug, owner.id, 'registered');
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({
      id: owner.id,
      status: 'registered',
      waitlist_position: null,
    });
    // Three registered for two seats: the director's call. Wally moves up the line.
    const seen = await jsonOf(await world.clients.owner.get(`/api/games/${game.slug}/`));
    expect(seen).toMatchObject({ registered_count: 3, waitlist_count: 1, seats_left: 0 });
    expect(await lists(game.slug)).toEqual({
      registered: ['Mia Tester', 'Max Tester', 'Olga Tester'],
      waitlisted: ['1. Walk-in Wally'],
    });

    const [mail] = await mailsTo(world.users.owner.email, new RegExp(`^You're in: ${game.title}$`));
    expect(mail).toContain('moved you from the waitlist');
    expect(mail).toContain(`/app/game/${game.slug}`);
  });

  it('moves a registered player to the waitlist in arrival order, freeing no seat for the line', async () => {
    const game = await schedule({ max_players: 2 });
    const member = await enter(world.clients.member, game.slug);
    await enter(world.clients.manager, game.slug);
    const owner = await enter(world.clients.owner, game.slug);

    const moved = await move(game.slug, member.id, 'waitlisted', world.clients.owner);
    expect(moved.status).toBe(200);
    // The member signed up first, so stands first in line; the owner is not promoted by it.
    expect(await moved.json()).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    expect(await lists(game.slug)).toEqual({
      registered: ['Max Tester'],
      waitlisted: ['1. Mia Tester', '2. Olga Tester'],
    });
    expect(
      await mailsTo(world.users.member.email, new RegExp(`^You're in: ${game.title}$`)),
    ).toEqual([]);
    const [told] = await mailsTo(
      world.users.member.email,
      new RegExp(`^You're on the waitlist: ${game.title}$`),
    );
    expect(told).toContain('moved you from the players to the waitlist');
    expect(told).toContain('You are number 1 in line.');

    // A seat freed by a cancel goes to the first in line, as always.
    const mine = await enter(world.clients.owner, game.slug, { guest_name: 'Quick Quinn' });
    expect(mine.status).toBe('registered');
    await world.clients.owner.delete(`/api/games/${game.slug}/entries/${mine.id}/`);
    expect(await lists(game.slug)).toEqual({
      registered: ['Mia Tester', 'Max Tester'],
      waitlisted: ['1. Olga Tester'],
    });
    expect(owner.status).toBe('waitlisted');
  });

  it('answers a move to where the player already is with the entry, changing nothing', async () => {
    const game = await schedule();
    const member = await enter(world.clients.member, game.slug);
    const same = await move(game.slug, member.id, 'registered');
    expect(same.status).toBe(200);
    expect(await same.json()).toMatchObject({ id: member.id, status: 'registered' });
    expect(
      await mailsTo(world.users.member.email, new RegExp(`^You're in: ${game.title}$`)),
    ).toEqual([]);
    // Nothing moved, so nobody is told anything.
    expect(
      await mailsTo(
        world.users.member.email,
        new RegExp(`^You're on the waitlist: ${game.title}$`),
      ),
    ).toEqual([]);
  });

  it('refuses a bad status, an unknown or cancelled entry, a closed game and non-managers', async () => {
    const game = await schedule();
    const member = await enter(world.clients.member, game.slug);
    const bad = await move(game.slug, member.id, 'cancelled');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ status: ['Choose registered or waitlisted.'] });
    expect((await move(game.slug, 999_999, 'waitlisted')).status).toBe(404);
    expect((await move(game.slug, member.id, 'waitlisted', world.clients.member)).status).toBe(403);
    expect((await move(game.slug, member.id, 'waitlisted', world.clients.demo)).status).toBe(403);
    expect((await move(game.slug, member.id, 'waitlisted', world.clients.otherOwner)).status).toBe(
      404,
    );

    const other = await schedule();
    const otherEntry = await enter(world.clients.member, other.slug);
    // An entry of another game is unknown here.
    expect((await move(game.slug, otherEntry.id, 'waitlisted')).status).toBe(404);
    await world.clients.member.delete(`/api/games/${other.slug}/entries/${otherEntry.id}/`);
    expect((await move(other.slug, otherEntry.id, 'registered')).status).toBe(404);

    // A game with entries is cancelled, not erased: nobody moves any more.
    await world.clients.owner.delete(`/api/games/${game.slug}/`);
    const closed = await move(game.slug, member.id, 'waitlisted');
    expect(closed.status).toBe(400);
    expect(await closed.json()).toMatchObject({ detail: 'This game was cancelled.' });
  });

  it('agrees with a cancel arriving at the same moment, whichever takes the club lock first', async () => {
    for (let round = 0; round < 3; round++) {
      const game = await schedule({ max_players: 2 });
      const first = await enter(world.clients.member, game.slug);
      await enter(world.clients.manager, game.slug);
      const waiting = await enter(world.clients.owner, game.slug);
      await enter(world.clients.owner, game.slug, { guest_name: `Late Larry ${round}` });
      // The member leaves while the desk moves the first in line in: either the cancel promotes
      // them and the move finds them in, or the move takes them past the limit and the cancel
      // frees no seat. Either way two play and Larry still waits.
      const [cancelled, moved] = await Promise.all([
        world.clients.member.delete(`/api/games/${game.slug}/entries/${first.id}/`),
        move(game.slug, waiting.id, 'registered'),
      ]);
      expect([cancelled.status, moved.status]).toEqual([204, 200]);
      expect(await lists(game.slug)).toEqual({
        registered: ['Max Tester', 'Olga Tester'],
        waitlisted: [`1. Late Larry ${round}`],
      });
    }
  });
});

describe('the desk adds a guest by name', () => {
  const membersCount = async () =>
    (
      await server.db
        .selectFrom('club_member')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('club_id', '=', world.club.id)
        .executeTakeFirstOrThrow()
    ).n;

  it('keeps one record for a returning guest, whatever the case and spacing', async () => {
    const first = await enter(world.clients.owner, (await schedule()).slug, {
      guest_name: 'Returning Rita',
    });
    const before = Number(await membersCount());
    const again = await enter(world.clients.manager, (await schedule()).slug, {
      guest_name: '  returning   RITA ',
    });
    expect(again.member_slug).toBe(first.member_slug);
    expect(again.name).toBe('Returning Rita');
    expect(Number(await membersCount())).toBe(before);
  });

  it('enters the member a name belongs to, once, and says so when they are in already', async () => {
    const game = await schedule();
    const mia = await enter(world.clients.owner, game.slug, { guest_name: 'mia tester' });
    expect(mia.name).toBe('Mia Tester');
    const twice = await world.clients.owner.post(`/api/games/${game.slug}/entries/`, {
      guest_name: 'Mia Tester',
    });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({
      non_field_errors: ['This player is already registered for this game.'],
    });
    expect(await lists(game.slug)).toEqual({ registered: ['Mia Tester'], waitlisted: [] });
  });

  it('asks the desk to choose when two members go by the name, changing nothing', async () => {
    const namesake = await world.clients.owner.post(`/api/clubs/${world.club.slug}/members/`, {
      name: 'Mia Tester',
    });
    expect(namesake.status).toBe(201);
    const game = await schedule();
    const before = Number(await membersCount());
    const refused = await world.clients.owner.post(`/api/games/${game.slug}/entries/`, {
      guest_name: 'Mia Tester',
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      guest_name: [
        '2 members of this club go by Mia Tester: choose the one you mean from the members.',
      ],
    });
    expect(Number(await membersCount())).toBe(before);
    expect(await lists(game.slug)).toEqual({ registered: [], waitlisted: [] });
  });
});
