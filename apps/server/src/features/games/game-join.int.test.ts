import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubWorld, jsonOf, uniqueEmail, type ClubWorld } from '../../../test/factories';
import { createClient, startTestServer, type TestServer } from '../../../test/helpers';

let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
});
afterAll(() => server?.close());

interface Scheduled {
  slug: string;
  join_code: string;
}

async function schedule(body: Record<string, unknown> = {}): Promise<Scheduled> {
  const response = await world.clients.owner.post(`/api/clubs/${world.club.slug}/games/`, {
    title: 'Link Night',
    starts_at: '2031-11-28T00:30:00Z',
    location: 'The Den',
    ...body,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Scheduled;
}

const join = (game: Scheduled, body: Record<string, unknown>) =>
  createClient(server.url).post(`/api/games/${game.slug}/join/`, { code: game.join_code, ...body });

async function mailTo(email: string): Promise<{ subject: string; text: string }> {
  return server.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text'])
    .where('to', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

describe('quick join by link', () => {
  it('previews the game for anyone holding the code, and 404s a wrong code like an unknown game', async () => {
    const game = await schedule({ max_players: 8 });
    const anonymous = createClient(server.url);
    const preview = await anonymous.get(`/api/games/${game.slug}/join/?code=${game.join_code}`);
    expect(preview.status).toBe(200);
    expect(await preview.json()).toEqual({
      club_name: 'Main Street Poker',
      title: 'Link Night',
      starts_at: '2031-11-28T00:30:00.000Z',
      location: 'The Den',
      status: 'scheduled',
      max_players: 8,
      seats_left: 8,
    });
    const wrong = await anonymous.get(`/api/games/${game.slug}/join/?code=guess`);
    const unknown = await anonymous.get(`/api/games/no-such-game/join/?code=guess`);
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toBe(await unknown.text());
  });

  it('registers a friend without an account, mails a cancel link that frees the seat', async () => {
    const game = await schedule({ max_players: 2 });
    expect((await world.clients.owner.post(`/api/games/${game.slug}/entries/`, {})).status).toBe(
      201,
    );
    const email = uniqueEmail('friend').toLowerCase();
    const joined = await join(game, { name: 'Frank Friend', email });
    expect(joined.status).toBe(201);
    expect(await joined.json()).toEqual({
      detail: "You're in. We sent a confirmation to your email address.",
      status: 'registered',
      waitlist_position: null,
    });
    const mail = await mailTo(email);
    expect(mail.subject).toBe("You're in: Link Night");
    const token = /[?&]cancel=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    // The game is full now: the next one waits in line.
    const second = await join(game, { name: 'Second', email: uniqueEmail('second') });
    expect(await second.json()).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });

    const twice = await join(game, { name: 'Frank Again', email: email.toUpperCase() });
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({
      email: ['This player is already registered for this game.'],
    });

    const cancel = createClient(server.url).post(`/api/games/${game.slug}/join/cancel/`, { token });
    expect((await cancel).status).toBe(200);
    const entries = await jsonOf(await world.clients.owner.get(`/api/games/${game.slug}/entries/`));
    expect(entries.registered).toEqual([
      expect.objectContaining({ member_slug: 'olga-tester' }),
      expect.objectContaining({ name: 'Second', joined_by_link: true }),
    ]);
    expect(entries.waitlisted).toEqual([]);
    const again = await createClient(server.url).post(`/api/games/${game.slug}/join/cancel/`, {
      token,
    });
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({
      detail: 'This cancel link is not valid or was already used.',
    });
  });

  it("matches a club member's address to the member", async () => {
    const game = await schedule();
    const joined = await join(game, { name: 'Mia', email: world.users.member.email });
    expect(joined.status).toBe(201);
    const mine = await jsonOf(await world.clients.member.get(`/api/games/${game.slug}/`));
    expect(mine.my_entry).toMatchObject({ status: 'registered', member_slug: 'mia-tester' });
    // Already in through the link: an RSVP in the app is the same player.
    expect((await world.clients.member.post(`/api/games/${game.slug}/entries/`, {})).status).toBe(
      400,
    );
  });

  it('refuses a wrong code, a closed link, a cancelled game and bad fields, changing nothing', async () => {
    const game = await schedule();
    expect(
      (await join({ ...game, join_code: 'nope' }, { name: 'X', email: uniqueEmail() })).status,
    ).toBe(404);
    const bad = await join(game, { name: '', email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      name: ['This field may not be blank.'],
      email: ['Enter a valid email address.'],
    });

    await world.clients.owner.patch(`/api/games/${game.slug}/`, { join_enabled: false });
    expect((await join(game, { name: 'Late', email: uniqueEmail() })).status).toBe(404);
    const rotated = await jsonOf(
      await world.clients.owner.patch(`/api/games/${game.slug}/`, {
        join_enabled: true,
        rotate_join_code: true,
      }),
    );
    expect(rotated.join_code).not.toBe(game.join_code);
    expect((await join(game, { name: 'Old link', email: uniqueEmail() })).status).toBe(404);

    const fresh = { slug: game.slug, join_code: rotated.join_code as string };
    await join(fresh, { name: 'In', email: uniqueEmail() });
    await world.clients.owner.delete(`/api/games/${game.slug}/`);
    const closed = await join(fresh, { name: 'After', email: uniqueEmail() });
    expect(closed.status).toBe(400);
    expect(await closed.json()).toMatchObject({ detail: 'This game was cancelled.' });
  });
});
