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
import { startTestServer, type TestClient, type TestServer } from '../../../test/helpers';
import { listEvents } from '../../events/events.repository';

let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
});
afterAll(() => server?.close());

interface GameAnswer {
  slug: string;
  status: string;
  season_slug: string;
  league_slug: string | null;
  max_players: number | null;
  registered_count: number;
  waitlist_count: number;
  seats_left: number | null;
  join_code: string | null;
  my_entry: { id: number; status: string; waitlist_position: number | null } | null;
}
interface EntryAnswer {
  id: number;
  status: string;
  waitlist_position: number | null;
  name: string;
  member_slug: string | null;
}

const gamesOf = (club = world.club.slug) => `/api/clubs/${club}/games/`;

async function schedule(body: Record<string, unknown> = {}, client = world.clients.owner) {
  const response = await client.post(gamesOf(), {
    title: 'Friday Night',
    starts_at: '2031-11-28T00:30:00Z',
    ...body,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as GameAnswer;
}

async function rsvp(client: TestClient, game: GameAnswer, body: Record<string, unknown> = {}) {
  return client.post(`/api/games/${game.slug}/entries/`, body);
}

describe('scheduling a game', () => {
  it('makes a readable slug, puts it in the hidden season and records game.scheduled', async () => {
    const game = await schedule({ title: 'Friday Night', location: 'Back room', notes: 'BYOB' });
    // 00:30 UTC on the 28th is the evening of the 27th in the club's zone (New York).
    expect(game.slug).toMatch(/^friday-night-2031-11-27(-\d+)?$/);
    expect(game).toMatchObject({
      status: 'scheduled',
      league_slug: null,
      max_players: null,
      registered_count: 0,
      seats_left: null,
      my_entry: null,
    });
    expect(game.join_code).toMatch(/^[\w-]{16,}$/);
    const events = await listEvents(server.db, { clubId: world.club.id, type: 'game.scheduled' });
    expect(events.some((event) => JSON.parse(event.data).game === game.slug)).toBe(true);
  });

  it('shows the join code to owners and managers only', async () => {
    const game = await schedule();
    for (const actor of ['manager', 'owner'] as const) {
      const seen = await jsonOf(await world.clients[actor].get(`/api/games/${game.slug}/`));
      expect(seen.join_code).toBe(game.join_code);
    }
    for (const actor of ['member', 'demo'] as const) {
      const seen = await jsonOf(await world.clients[actor].get(`/api/games/${game.slug}/`));
      expect(seen.join_code).toBeNull();
    }
  });

  it('takes a season of the club, and refuses one of another club', async () => {
    const leagues = await jsonOf(
      await world.clients.owner.get(`/api/clubs/${world.club.slug}/leagues/`),
    );
    const season = (leagues.results as { active_season: { slug: string } }[])[0]!.active_season;
    const game = await schedule({ season_slug: season.slug });
    expect(game.season_slug).toBe(season.slug);
    expect(game.league_slug).not.toBeNull();

    const other = await jsonOf(
      await world.clients.otherOwner.get(`/api/clubs/${world.otherClub.slug}/leagues/`),
    );
    const foreign = (other.results as { active_season: { slug: string } }[])[0]!.active_season;
    const refused = await world.clients.owner.post(gamesOf(), {
      title: 'Sneaky',
      starts_at: '2031-11-28T00:30:00Z',
      season_slug: foreign.slug,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ season_slug: ['Choose a season of this club.'] });
  });

  it.each([
    [{ title: '' }, { title: ['This field may not be blank.'] }],
    [{ starts_at: 'friday' }, { starts_at: ['Enter a valid date and time.'] }],
    [
      { max_players: 1 },
      {
        max_players: [
          'Enter a whole number of players from 2 to 1000, or leave it blank for no limit.',
        ],
      },
    ],
    [
      { blind_schedule_slug: 'nope' },
      { blind_schedule_slug: ['Choose a blind structure of this club.'] },
    ],
  ])('refuses %j with a field error, scheduling nothing', async (body, errors) => {
    const before = await jsonOf(await world.clients.owner.get(`${gamesOf()}?when=all`));
    const response = await world.clients.owner.post(gamesOf(), {
      title: 'Bad',
      starts_at: '2031-11-28T00:30:00Z',
      ...body,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(errors);
    const after = await jsonOf(await world.clients.owner.get(`${gamesOf()}?when=all`));
    expect(after.count).toBe(before.count);
  });

  it('refuses members and Demo', async () => {
    for (const actor of ['member', 'demo'] as const) {
      const response = await world.clients[actor].post(gamesOf(), {
        title: 'Mine',
        starts_at: '2031-11-28T00:30:00Z',
      });
      expect(response.status).toBe(403);
    }
  });
});

describe('listing games', () => {
  it('lists upcoming soonest first and past latest first, by season, in pages', async () => {
    const owner = await createUser(server);
    const club = await createClub(server, { owner, name: 'List Club' });
    const client = await logInClient(server, owner);
    const starts = [
      '2020-01-03T20:00:00Z',
      '2020-01-01T20:00:00Z',
      '2031-01-02T20:00:00Z',
      '2031-01-01T20:00:00Z',
    ];
    for (const [index, starts_at] of starts.entries()) {
      const response = await client.post(gamesOf(club.slug), { title: `Game ${index}`, starts_at });
      expect(response.status).toBe(201);
    }
    const list = async (query: string) =>
      (await jsonOf(await client.get(`${gamesOf(club.slug)}?${query}`))) as {
        count: number;
        results: { starts_at: string }[];
        next: string | null;
      };
    expect((await list('when=upcoming')).results.map((g) => g.starts_at)).toEqual([
      '2031-01-01T20:00:00.000Z',
      '2031-01-02T20:00:00.000Z',
    ]);
    expect((await list('when=past')).results.map((g) => g.starts_at)).toEqual([
      '2020-01-03T20:00:00.000Z',
      '2020-01-01T20:00:00.000Z',
    ]);
    expect((await list('when=all')).count).toBe(4);
    expect((await list('when=all&season=unknown')).count).toBe(0);
    expect((await client.get(`${gamesOf(club.slug)}?when=soon`)).status).toBe(400);
    expect((await client.get(`${gamesOf(club.slug)}?page=9`)).status).toBe(404);
  });

  it("lists a league's games across its seasons", async () => {
    const owner = await createUser(server);
    const club = await createClub(server, { owner, name: 'League Filter Club' });
    const client = await logInClient(server, owner);
    const leagues = (await jsonOf(await client.get(`/api/clubs/${club.slug}/leagues/`))) as {
      results: { slug: string; active_season: { slug: string } | null }[];
    };
    const league = leagues.results[0]!;
    const second = await client.post(`/api/leagues/${league.slug}/seasons/`, {
      title: 'Winter 2031',
      begin_date: '2031-01-01',
      end_date: '2031-03-31',
    });
    expect(second.status).toBe(201);
    const seasons = [league.active_season!.slug, ((await second.json()) as { slug: string }).slug];
    for (const [index, season_slug] of [...seasons, undefined].entries()) {
      const response = await client.post(gamesOf(club.slug), {
        title: `Game ${index}`,
        starts_at: `2031-02-0${index + 1}T20:00:00Z`,
        ...(season_slug ? { season_slug } : {}),
      });
      expect(response.status).toBe(201);
    }
    const list = async (query: string) =>
      (await jsonOf(await client.get(`${gamesOf(club.slug)}?${query}`))) as {
        count: number;
        results: { title: string; league_slug: string | null }[];
      };
    const inLeague = await list(`when=all&league=${league.slug}`);
    expect(inLeague.results.map((game) => game.title).sort()).toEqual(['Game 0', 'Game 1']);
    expect(inLeague.results.every((game) => game.league_slug === league.slug)).toBe(true);
    expect((await list('when=all')).count).toBe(3);
    expect((await list('when=all&league=unknown')).count).toBe(0);
    expect((await list(`when=all&league=${league.slug}&season=${seasons[1]}`)).count).toBe(1);
  });
});

describe('RSVP and the waitlist', () => {
  it('registers, refuses a second entry, waitlists past the limit and promotes on a cancel', async () => {
    const game = await schedule({ max_players: 2 });
    const first = await rsvp(world.clients.member, game);
    expect(first.status).toBe(201);
    const mine = (await first.json()) as EntryAnswer;
    expect(mine).toMatchObject({
      status: 'registered',
      waitlist_position: null,
      member_slug: 'mia-tester',
    });

    const twice = await rsvp(world.clients.member, game);
    expect(twice.status).toBe(400);
    expect(await twice.json()).toEqual({
      non_field_errors: ['This player is already registered for this game.'],
    });

    expect((await rsvp(world.clients.manager, game)).status).toBe(201);
    const third = (await (await rsvp(world.clients.owner, game)).json()) as EntryAnswer;
    expect(third).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    const guest = (await (
      await rsvp(world.clients.owner, game, { guest_name: 'Walk-in Wally' })
    ).json()) as EntryAnswer;
    expect(guest).toMatchObject({
      status: 'waitlisted',
      waitlist_position: 2,
      name: 'Walk-in Wally',
    });

    const seen = (await jsonOf(
      await world.clients.owner.get(`/api/games/${game.slug}/`),
    )) as unknown as GameAnswer;
    expect(seen).toMatchObject({ registered_count: 2, waitlist_count: 2, seats_left: 0 });
    expect(seen.my_entry).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });

    // The member cancels: the first in line (the owner) takes the seat; the guest moves up.
    const cancelled = await world.clients.member.delete(
      `/api/games/${game.slug}/entries/${mine.id}/`,
    );
    expect(cancelled.status).toBe(204);
    const entries = await jsonOf(
      await world.clients.member.get(`/api/games/${game.slug}/entries/`),
    );
    expect((entries.registered as EntryAnswer[]).map((e) => e.id)).toContain(third.id);
    expect(entries.waitlisted).toEqual([
      expect.objectContaining({ id: guest.id, waitlist_position: 1 }),
    ]);
    // Cancelled entries are gone from the lists, and the member may come back (to the line).
    const back = (await (await rsvp(world.clients.member, game)).json()) as EntryAnswer;
    expect(back).toMatchObject({ status: 'waitlisted', waitlist_position: 2 });
  });

  it("lets only owners and managers cancel someone else's entry or add someone", async () => {
    const game = await schedule();
    const managers = (await (await rsvp(world.clients.manager, game)).json()) as EntryAnswer;
    const refused = await world.clients.member.delete(
      `/api/games/${game.slug}/entries/${managers.id}/`,
    );
    expect(refused.status).toBe(403);
    expect((await rsvp(world.clients.member, game, { guest_name: 'Pal' })).status).toBe(403);
    expect((await rsvp(world.clients.demo, game)).status).toBe(403);
    const added = await rsvp(world.clients.manager, game, { member_slug: 'mia-tester' });
    expect(added.status).toBe(201);
    expect((await rsvp(world.clients.manager, game, { member_slug: 'nobody' })).status).toBe(400);
    const unknown = await world.clients.owner.delete(`/api/games/${game.slug}/entries/999999/`);
    expect(unknown.status).toBe(404);
  });

  it('raising the limit lets the waitlist in; a limit below the registered count is refused', async () => {
    const game = await schedule({ max_players: 3 });
    for (const actor of ['member', 'manager', 'owner'] as const) {
      await rsvp(world.clients[actor], game);
    }
    await rsvp(world.clients.owner, game, { guest_name: 'Fourth' });
    const lower = await world.clients.owner.patch(`/api/games/${game.slug}/`, { max_players: 2 });
    expect(lower.status).toBe(400);
    expect(await lower.json()).toEqual({
      max_players: ['3 players are already registered: the limit cannot be lower.'],
    });
    const raised = await world.clients.owner.patch(`/api/games/${game.slug}/`, { max_players: 4 });
    expect(await raised.json()).toMatchObject({ registered_count: 4, waitlist_count: 0 });
  });

  it('gives 10 seats to exactly 10 of 50 members who RSVP at once; 40 wait in line', async () => {
    const owner = await createUser(server);
    const club = await createClub(server, { owner, name: 'Race Club', plan: 'pro' });
    const ownerClient = await logInClient(server, owner);
    const clients: TestClient[] = [];
    for (let i = 0; i < 50; i++) {
      const user = await createUser(server, { firstName: `Racer${i}` });
      await addMember(server, club, user, 'member');
      clients.push(await logInClient(server, user));
    }
    const created = await ownerClient.post(gamesOf(club.slug), {
      title: 'Race',
      starts_at: '2031-03-01T20:00:00Z',
      max_players: 10,
    });
    const game = (await created.json()) as GameAnswer;
    const answers = await Promise.all(clients.map((client) => rsvp(client, game)));
    const entries = (await Promise.all(answers.map((answer) => answer.json()))) as EntryAnswer[];
    expect(answers.every((answer) => answer.status === 201)).toBe(true);
    expect(entries.filter((e) => e.status === 'registered')).toHaveLength(10);
    const waiting = entries.filter((e) => e.status === 'waitlisted');
    expect(waiting).toHaveLength(40);
    // In arrival order: the line follows the order the entries were taken.
    const byId = [...waiting].sort((a, b) => a.id - b.id);
    expect(byId.map((e) => e.waitlist_position)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    const list = await jsonOf(await ownerClient.get(`/api/games/${game.slug}/entries/`));
    expect((list.registered as unknown[]).length).toBe(10);
    expect((list.waitlisted as unknown[]).length).toBe(40);
  });
});

/** Subjects of the mails stored for `to` whose subject matches. */
async function mailsTo(to: string, subject: RegExp): Promise<string[]> {
  const rows = await server.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text'])
    .where('to', '=', to)
    .execute();
  return rows.filter((row) => subject.test(row.subject)).map((row) => row.text);
}

describe('mails', () => {
  it('invites the club to RSVP when a game is scheduled (not the scheduler, not Demo)', async () => {
    const game = await schedule({ title: 'Mail Night', location: 'Casino Room' });
    const [invite] = await mailsTo(world.users.member.email, /^Mail Night: are you in\?$/);
    expect(invite).toContain('Casino Room');
    expect(invite).toContain(`/app/game/${game.slug}`);
    // In the club's zone (New York): 00:30 UTC on the 28th is 7:30 PM on the 27th.
    expect(invite).toContain('November 27, 2031 at 7:30 PM');
    expect(await mailsTo(world.users.manager.email, /^Mail Night: are you in/)).toHaveLength(1);
    expect(await mailsTo(world.users.owner.email, /^Mail Night: are you in/)).toHaveLength(0);
    expect(await mailsTo(world.users.demo.email, /^Mail Night: are you in/)).toHaveLength(0);
  });

  it('invites nobody to a game that already happened (entered in the game editor for its results)', async () => {
    const past = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
    const game = await schedule({ title: 'Last Week Night', starts_at: past });
    expect(game.status).toBe('scheduled');
    expect(await mailsTo(world.users.member.email, /^Last Week Night/)).toHaveLength(0);
    expect(await mailsTo(world.users.manager.email, /^Last Week Night/)).toHaveLength(0);
    // Still a game the club scheduled (onboarding's "Schedule First Game"), and its results go in.
    const events = await listEvents(server.db, { clubId: world.club.id, type: 'game.scheduled' });
    expect(
      events.some((event) => (JSON.parse(event.data) as { game: string }).game === game.slug),
    ).toBe(true);
    const recorded = await world.clients.manager.put(`/api/games/${game.slug}/results/`, {
      results: [
        { guest_name: 'Past Winner', place: 1 },
        { guest_name: 'Past Runner-up', place: 2 },
      ],
    });
    expect(recorded.status).toBe(200);
    const answer = await jsonOf(recorded);
    expect((answer.game as { status: string }).status).toBe('recorded');
  });

  it("dates the slug and states the time on the club's clock, not the scheduler's or the member's", async () => {
    const owner = await createUser(server);
    const member = await createUser(server);
    await server.db
      .updateTable('user')
      .set({ timezone: 'America/Los_Angeles' })
      .where('id', 'in', [owner.id, member.id])
      .execute();
    const club = await createClub(server, { owner });
    await addMember(server, club, member, 'member');
    const client = await logInClient(server, owner);
    await client.patch(`/api/clubs/${club.slug}/`, { timezone: 'Asia/Tokyo' });
    const response = await client.post(gamesOf(club.slug), {
      title: 'Tokyo Night',
      starts_at: '2031-11-28T00:30:00Z',
    });
    expect(response.status).toBe(201);
    // 00:30 UTC on the 28th is 9:30 AM on the 28th in Tokyo (4:30 PM on the 27th in Los Angeles).
    expect(((await response.json()) as GameAnswer).slug).toMatch(/^tokyo-night-2031-11-28(-\d+)?$/);
    const [invite] = await mailsTo(member.email, /^Tokyo Night: are you in\?$/);
    expect(invite).toContain('November 28, 2031 at 9:30 AM GMT+9');
  });

  it('tells the players when the time or place changes, and when the game is cancelled', async () => {
    const game = await schedule({ title: 'Moving Night' });
    await rsvp(world.clients.member, game);
    await world.clients.owner.patch(`/api/games/${game.slug}/`, { notes: 'Bring snacks' });
    expect(await mailsTo(world.users.member.email, /^Moving Night has changed$/)).toHaveLength(0);
    await world.clients.owner.patch(`/api/games/${game.slug}/`, { location: 'Upstairs' });
    const [changed] = await mailsTo(world.users.member.email, /^Moving Night has changed$/);
    expect(changed).toContain('Upstairs');
    expect(await mailsTo(world.users.manager.email, /^Moving Night has changed$/)).toHaveLength(0);

    await world.clients.owner.delete(`/api/games/${game.slug}/`);
    expect(await mailsTo(world.users.member.email, /^Moving Night is cancelled$/)).toHaveLength(1);
  });

  it('tells the first on the waitlist that a seat opened up', async () => {
    const game = await schedule({ title: 'Full Night', max_players: 2 });
    const mine = (await (await rsvp(world.clients.member, game)).json()) as EntryAnswer;
    await rsvp(world.clients.owner, game);
    await rsvp(world.clients.manager, game);
    await world.clients.member.delete(`/api/games/${game.slug}/entries/${mine.id}/`);
    expect(await mailsTo(world.users.manager.email, /^You're in: Full Night$/)).toHaveLength(1);
    expect(await mailsTo(world.users.owner.email, /^You're in: Full Night$/)).toHaveLength(0);
  });
});

describe('changing and deleting a game', () => {
  it('deletes a game nobody entered, and cancels one with entries', async () => {
    const empty = await schedule();
    expect((await world.clients.owner.delete(`/api/games/${empty.slug}/`)).status).toBe(204);
    expect((await world.clients.owner.get(`/api/games/${empty.slug}/`)).status).toBe(404);

    const full = await schedule();
    await rsvp(world.clients.member, full);
    const cancelled = await world.clients.owner.delete(`/api/games/${full.slug}/`);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled' });
    const late = await rsvp(world.clients.manager, full);
    expect(late.status).toBe(400);
    expect(await late.json()).toMatchObject({ detail: 'This game was cancelled.' });
    const edit = await world.clients.owner.patch(`/api/games/${full.slug}/`, { title: 'Again' });
    expect(edit.status).toBe(400);
  });

  it('answers 404 to a stranger, like an unknown game', async () => {
    const game = await schedule();
    expect((await world.clients.otherOwner.get(`/api/games/${game.slug}/`)).status).toBe(404);
    expect((await world.clients.otherOwner.get('/api/games/no-such-game/')).status).toBe(404);
  });
});
