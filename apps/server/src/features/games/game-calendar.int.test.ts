import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClubWorld,
  createTestClock,
  DAY,
  jsonOf,
  MINUTE,
  type ClubWorld,
} from '../../../test/factories';
import { createClient, startTestServer, type TestServer } from '../../../test/helpers';

const clock = createTestClock(new Date('2031-11-01T12:00:00Z'));
let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
  world = await createClubWorld(server);
});
afterAll(() => server?.close());

interface Scheduled {
  id: number;
  slug: string;
}

async function schedule(body: Record<string, unknown> = {}, club = world.club.slug) {
  const client = club === world.club.slug ? world.clients.owner : world.clients.otherOwner;
  const response = await client.post(`/api/clubs/${club}/games/`, {
    title: 'Calendar Night',
    starts_at: '2031-11-28T00:30:00Z',
    location: 'The Den',
    notes: 'Bring chips',
    ...body,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Scheduled;
}

/** The VEVENT blocks of an iCalendar text, each as its unfolded lines. */
function events(ics: string): string[][] {
  const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
  const found: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT' && current) {
      found.push(current);
      current = null;
    } else current?.push(line);
  }
  return found;
}

const field = (event: string[], name: string) =>
  event
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
    ?.split(':')
    .slice(1)
    .join(':');

/** Checks the text is a well-formed calendar: CRLF lines, balanced blocks, one VCALENDAR. */
function expectCalendar(ics: string) {
  expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
  expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
  expect(ics.split('BEGIN:VEVENT').length).toBe(ics.split('END:VEVENT').length);
  for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
}

describe('a game in a calendar', () => {
  it('gives members an .ics of the game in UTC, with a stable UID and a growing SEQUENCE', async () => {
    const game = await schedule({ title: 'Calendar Night' });
    const response = await world.clients.member.get(`/api/games/${game.slug}/calendar.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${game.slug}.ics"`,
    );
    const ics = await response.text();
    expectCalendar(ics);
    const [event, ...others] = events(ics);
    expect(others).toEqual([]);
    expect(field(event!, 'DTSTART')).toBe('20311128T003000Z');
    expect(field(event!, 'DTEND')).toBe('20311128T043000Z');
    expect(field(event!, 'SUMMARY')).toBe('Calendar Night');
    expect(field(event!, 'LOCATION')).toBe('The Den');
    expect(field(event!, 'STATUS')).toBe('CONFIRMED');
    expect(field(event!, 'URL')).toBe(`${server.config.appUrl}/app/game/${game.slug}`);
    expect(field(event!, 'DESCRIPTION')).toContain('Bring chips');
    const uid = field(event!, 'UID');
    expect(uid).toBe(`game-${game.id}@${new URL(server.config.appUrl).host}`);
    expect(field(event!, 'SEQUENCE')).toBe('0');

    // Later, the game moves: the same event, a higher sequence.
    clock.advance(5 * MINUTE);
    const moved = await world.clients.owner.patch(`/api/games/${game.slug}/`, {
      starts_at: '2031-11-29T01:00:00Z',
    });
    expect(moved.status).toBe(200);
    const [after] = events(
      await (await world.clients.demo.get(`/api/games/${game.slug}/calendar.ics`)).text(),
    );
    expect(field(after!, 'UID')).toBe(uid);
    expect(field(after!, 'DTSTART')).toBe('20311129T010000Z');
    expect(Number(field(after!, 'SEQUENCE'))).toBeGreaterThan(0);
  });

  it('marks a cancelled game cancelled', async () => {
    const game = await schedule({ title: 'Doomed Night' });
    expect((await world.clients.member.post(`/api/games/${game.slug}/entries/`, {})).status).toBe(
      201,
    );
    clock.advance(MINUTE);
    expect((await world.clients.owner.delete(`/api/games/${game.slug}/`)).status).toBe(200);
    const [event] = events(
      await (await world.clients.member.get(`/api/games/${game.slug}/calendar.ics`)).text(),
    );
    expect(field(event!, 'STATUS')).toBe('CANCELLED');
    expect(field(event!, 'SUMMARY')).toBe('Cancelled: Doomed Night');
    expect(Number(field(event!, 'SEQUENCE'))).toBeGreaterThanOrEqual(60);
  });

  it('answers 404 for another club’s game and for an unknown one, 401 without a session', async () => {
    const game = await schedule();
    expect(
      (await world.clients.otherOwner.get(`/api/games/${game.slug}/calendar.ics`)).status,
    ).toBe(404);
    expect((await world.clients.member.get('/api/games/no-such-game/calendar.ics')).status).toBe(
      404,
    );
    expect(
      (await createClient(server.url).get(`/api/games/${game.slug}/calendar.ics`)).status,
    ).toBe(401);
  });
});

describe('the club feed for calendar apps', () => {
  const feedOf = (actor: 'member' | 'manager' | 'demo' | 'owner') =>
    world.clients[actor].get(`/api/clubs/${world.club.slug}/calendar-feed/`);
  const newFeed = (actor: 'member' | 'manager' | 'demo' | 'owner') =>
    world.clients[actor].post(`/api/clubs/${world.club.slug}/calendar-feed/`);
  /** What a calendar app sees: no cookies, the address only. */
  const subscribe = (url: string) => createClient(server.url).get(new URL(url).pathname);

  it('has no address until the member asks for one, then shows the same one', async () => {
    expect(await jsonOf(await feedOf('manager'))).toEqual({ url: null, webcal_url: null });
    const made = await newFeed('manager');
    expect(made.status).toBe(200);
    const feed = (await made.json()) as { url: string; webcal_url: string };
    expect(feed.url).toMatch(new RegExp(`^${server.config.appUrl}/api/calendar/[\\w-]{43}\\.ics$`));
    expect(feed.webcal_url).toBe(feed.url.replace(/^http:/, 'webcal:'));
    expect(await jsonOf(await feedOf('manager'))).toEqual(feed);
    // Stored hashed, next to a secret the address is derived from with SECRET_KEY.
    const token = /\/api\/calendar\/([\w-]+)\.ics$/.exec(feed.url)![1]!;
    const rows = await server.db.selectFrom('calendar_feed').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("lists the club's upcoming and recent games, cancelled ones marked, without a session", async () => {
    const upcoming = await schedule({ title: 'Feed Upcoming' });
    const cancelled = await schedule({ title: 'Feed Cancelled' });
    await world.clients.member.post(`/api/games/${cancelled.slug}/entries/`, {});
    await world.clients.owner.delete(`/api/games/${cancelled.slug}/`);
    const recent = await schedule({ title: 'Feed Recent', starts_at: '2031-10-20T00:00:00Z' });
    const old = await schedule({ title: 'Feed Old', starts_at: '2031-08-01T00:00:00Z' });
    const elsewhere = await schedule({ title: 'Feed Elsewhere' }, world.otherClub.slug);

    const { url } = (await (await newFeed('member')).json()) as { url: string };
    const response = await subscribe(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const ics = await response.text();
    expectCalendar(ics);
    expect(ics).toContain('X-WR-CALNAME:Main Street Poker');
    const byUid = new Map(events(ics).map((event) => [field(event, 'UID'), event]));
    const uidOf = (game: Scheduled) => `game-${game.id}@${new URL(server.config.appUrl).host}`;
    expect(field(byUid.get(uidOf(upcoming))!, 'STATUS')).toBe('CONFIRMED');
    expect(field(byUid.get(uidOf(cancelled))!, 'STATUS')).toBe('CANCELLED');
    expect(byUid.has(uidOf(recent))).toBe(true);
    expect(byUid.has(uidOf(old))).toBe(false);
    expect(byUid.has(uidOf(elsewhere))).toBe(false);
  });

  it('stops answering an address once the member resets it (404), and serves the new one', async () => {
    const first = (await (await newFeed('owner')).json()) as { url: string };
    expect((await subscribe(first.url)).status).toBe(200);
    const second = (await (await newFeed('owner')).json()) as { url: string };
    expect(second.url).not.toBe(first.url);
    expect((await subscribe(first.url)).status).toBe(404);
    expect((await subscribe(second.url)).status).toBe(200);
    expect(await jsonOf(await feedOf('owner'))).toMatchObject({ url: second.url });
  });

  it('404s a made-up address, and gives Demo (a shared account) none', async () => {
    const anonymous = createClient(server.url);
    expect((await anonymous.get(`/api/calendar/${'a'.repeat(43)}.ics`)).status).toBe(404);
    expect((await anonymous.get('/api/calendar/short.ics')).status).toBe(404);
    expect(await jsonOf(await feedOf('demo'))).toEqual({ url: null, webcal_url: null });
    expect((await newFeed('demo')).status).toBe(403);
  });

  it('stops answering when the member leaves the club', async () => {
    const { url } = (await (await newFeed('member')).json()) as { url: string };
    expect((await subscribe(url)).status).toBe(200);
    clock.advance(DAY);
    await server.db
      .deleteFrom('club_member')
      .where('club_id', '=', world.club.id)
      .where('user_id', '=', world.users.member.id)
      .execute();
    expect((await subscribe(url)).status).toBe(404);
  });
});
