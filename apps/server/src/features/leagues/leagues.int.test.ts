import { LEAGUE_MESSAGES } from '@felt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClub,
  createClubWorld,
  createTestClock,
  createUser,
  logInClient,
  type ClubWorld,
} from '../../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../../test/helpers';

interface Season {
  id: number;
  slug: string;
  title: string;
  is_active: boolean;
  begin_date: string;
  end_date: string;
  league_slug: string;
}
interface League {
  id: number;
  slug: string;
  name: string;
  club_slug: string;
  season_count: number;
  active_season: Season | null;
}

// 05:00 UTC on 15 June is still 14 June in Honolulu (UTC-10).
const clock = createTestClock(new Date('2026-06-15T05:00:00Z'));
let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer({}, { now: clock.now });
  world = await createClubWorld(server);
});
afterAll(() => server?.close());

/** A club of its own with its owner signed in. */
async function ownClub() {
  const owner = await createUser(server);
  const club = await createClub(server, { owner });
  const client = await logInClient(server, owner);
  const leagues = await listLeagues(client, club.slug);
  return { owner, club, client, league: leagues[0] as League };
}

async function listLeagues(client: TestClient, clubSlug: string): Promise<League[]> {
  const response = await client.get(`/api/clubs/${clubSlug}/leagues/`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: League[] }).results;
}

async function seasonsOf(
  client: TestClient,
  leagueSlug: string,
  headers: Record<string, string> = {},
): Promise<Season[]> {
  const response = await client.get(`/api/leagues/${leagueSlug}/seasons/`, { headers });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { count: number; results: Season[] };
  expect(body.count).toBe(body.results.length);
  return body.results;
}

async function addSeason(client: TestClient, leagueSlug: string, body: Record<string, unknown>) {
  const response = await client.post(`/api/leagues/${leagueSlug}/seasons/`, body);
  expect(response.status).toBe(201);
  return (await response.json()) as Season;
}

describe('starter league', () => {
  it("gives a new club a Main League with this year's active season", async () => {
    const leagues = await listLeagues(world.clients.member, world.club.slug);
    expect(leagues).toHaveLength(1);
    const [league] = leagues as [League];
    expect(league).toMatchObject({
      name: 'Main League',
      club_slug: world.club.slug,
      season_count: 1,
      active_season: {
        title: '2026',
        is_active: true,
        begin_date: '2026-01-01',
        end_date: '2026-12-31',
        league_slug: league.slug,
      },
    });
  });

  it('gives a club made through the app the same', async () => {
    const user = await createUser(server);
    const client = await logInClient(server, user);
    const club = (await (await client.post('/api/clubs/', { name: 'Second Club' })).json()) as {
      slug: string;
    };
    const leagues = await listLeagues(client, club.slug);
    expect(leagues.map((league) => [league.name, league.season_count])).toEqual([
      ['Main League', 1],
    ]);
  });
});

describe('leagues', () => {
  it('creates, reads, renames and deletes a league with a globally unique slug', async () => {
    const { club, client } = await ownClub();
    const response = await client.post(`/api/clubs/${club.slug}/leagues/`, {
      name: '  Thursday Night  ',
    });
    expect(response.status).toBe(201);
    const league = (await response.json()) as League;
    expect(league).toMatchObject({
      name: 'Thursday Night',
      club_slug: club.slug,
      season_count: 0,
      active_season: null,
    });
    expect(league.slug).toBe(`${club.slug}-thursday-night`);
    const again = (await (
      await client.post(`/api/clubs/${club.slug}/leagues/`, { name: 'Thursday Night' })
    ).json()) as League;
    expect(again.slug).toBe(`${club.slug}-thursday-night-2`);

    expect(await (await client.get(`/api/leagues/${league.slug}/`)).json()).toEqual(league);
    const renamed = await client.patch(`/api/leagues/${league.slug}/`, { name: 'Fridays' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ slug: league.slug, name: 'Fridays' });

    await addSeason(client, league.slug, {
      title: 'Spring',
      begin_date: '2026-03-01',
      end_date: '2026-05-31',
    });
    expect((await client.delete(`/api/leagues/${league.slug}/`)).status).toBe(204);
    expect((await client.get(`/api/leagues/${league.slug}/`)).status).toBe(404);
    const names = (await listLeagues(client, club.slug)).map((l) => l.name);
    expect(names).toEqual(['Main League', 'Thursday Night']);
  });

  it('refuses a blank or too long name as a field error', async () => {
    const { club, client } = await ownClub();
    const blank = await client.post(`/api/clubs/${club.slug}/leagues/`, { name: '   ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ name: [LEAGUE_MESSAGES.blank] });
    const missing = await client.post(`/api/clubs/${club.slug}/leagues/`, {});
    expect(await missing.json()).toEqual({ name: [LEAGUE_MESSAGES.required] });
    const long = await client.post(`/api/clubs/${club.slug}/leagues/`, { name: 'x'.repeat(101) });
    expect(await long.json()).toEqual({ name: [LEAGUE_MESSAGES.tooLong(100)] });
  });

  it("answers 404 for another club's league and for an unknown one", async () => {
    const [league] = (await listLeagues(world.clients.owner, world.club.slug)) as [League];
    const stranger = world.clients.otherOwner;
    expect((await stranger.get(`/api/leagues/${league.slug}/`)).status).toBe(404);
    expect((await stranger.get(`/api/leagues/${league.slug}/seasons/`)).status).toBe(404);
    expect((await stranger.patch(`/api/leagues/${league.slug}/`, { name: 'Mine' })).status).toBe(
      404,
    );
    expect((await world.clients.owner.get('/api/leagues/no-such-league/')).status).toBe(404);
  });
});

describe('seasons', () => {
  it('lists running seasons first, then future by begin date, then past by end date', async () => {
    const { client, league } = await ownClub();
    const add = (title: string, begin_date: string, end_date: string, is_active = true) =>
      addSeason(client, league.slug, { title, begin_date, end_date, is_active });
    await add('Old', '2024-01-01', '2024-12-31');
    await add('Next year', '2027-01-01', '2027-12-31');
    await add('Autumn', '2026-09-01', '2026-11-30', false);
    await add('Last year', '2025-01-01', '2025-12-31');
    await add('Spring', '2026-03-01', '2026-06-14');
    const titles = (await seasonsOf(client, league.slug)).map((season) => season.title);
    expect(titles).toEqual(['2026', 'Autumn', 'Next year', 'Spring', 'Last year', 'Old']);

    // In Honolulu it is still 14 June, so Spring is running there, and began after 2026.
    const inHonolulu = await seasonsOf(client, league.slug, { 'time-zone': 'Pacific/Honolulu' });
    expect(inHonolulu.map((season) => season.title).slice(0, 2)).toEqual(['Spring', '2026']);

    const detail = (await (await client.get(`/api/leagues/${league.slug}/`)).json()) as League;
    expect(detail.season_count).toBe(6);
    expect(detail.active_season?.title).toBe('2026');
  });

  it('creates a season active by default, with the shape the screens read', async () => {
    const { client, league } = await ownClub();
    const season = await addSeason(client, league.slug, {
      title: ' Winter ',
      begin_date: '2026-12-01',
      end_date: '2027-02-28',
    });
    expect(season).toEqual({
      id: expect.any(Number),
      slug: expect.stringContaining('winter'),
      title: 'Winter',
      is_active: true,
      begin_date: '2026-12-01',
      end_date: '2027-02-28',
      league_slug: league.slug,
    });
  });

  it('refuses an end before the begin, and dates not in YYYY-MM-DD, as field errors', async () => {
    const { client, league } = await ownClub();
    const url = `/api/leagues/${league.slug}/seasons/`;
    const backwards = await client.post(url, {
      title: 'Backwards',
      begin_date: '2026-05-01',
      end_date: '2026-04-30',
    });
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toEqual({ end_date: [LEAGUE_MESSAGES.endBeforeBegin] });
    const bad = await client.post(url, {
      title: 'Bad',
      begin_date: '01/05/2026',
      end_date: '2026-02-30',
    });
    expect(await bad.json()).toEqual({
      begin_date: [LEAGUE_MESSAGES.invalidDate],
      end_date: [LEAGUE_MESSAGES.invalidDate],
    });
    const oneDay = await client.post(url, {
      title: 'One day',
      begin_date: '2026-05-01',
      end_date: '2026-05-01',
    });
    expect(oneDay.status).toBe(201);
  });

  it('updates a season partly, checking the dates against the stored ones, and deletes it', async () => {
    const { client, league } = await ownClub();
    const season = await addSeason(client, league.slug, {
      title: 'Summer',
      begin_date: '2026-06-01',
      end_date: '2026-08-31',
    });
    const url = `/api/seasons/${season.slug}/`;
    const early = await client.patch(url, { end_date: '2026-05-31' });
    expect(early.status).toBe(400);
    expect(await early.json()).toEqual({ end_date: [LEAGUE_MESSAGES.endBeforeBegin] });

    const updated = await client.patch(url, { title: 'Long summer', end_date: '2026-09-30' });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toEqual({
      ...season,
      title: 'Long summer',
      end_date: '2026-09-30',
    });
    const inactive = (await (await client.patch(url, { is_active: false })).json()) as Season;
    expect(inactive.is_active).toBe(false);
    // The settings page reads one season by its slug.
    const read = await client.get(url);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(inactive);

    expect((await client.delete(url)).status).toBe(204);
    expect((await client.patch(url, { title: 'Gone' })).status).toBe(404);
    expect((await client.get(url)).status).toBe(404);
    expect((await seasonsOf(client, league.slug)).map((s) => s.title)).toEqual(['2026']);
  });

  it('lets members read and only owners and managers write', async () => {
    const [league] = (await listLeagues(world.clients.owner, world.club.slug)) as [League];
    const season = league.active_season as Season;
    expect(await seasonsOf(world.clients.demo, league.slug)).toHaveLength(1);
    const asMember = await world.clients.member.get(`/api/seasons/${season.slug}/`);
    expect(await asMember.json()).toEqual(season);
    const asStranger = await world.clients.otherOwner.get(`/api/seasons/${season.slug}/`);
    expect(asStranger.status).toBe(404);
    const refused = await world.clients.member.patch(`/api/seasons/${season.slug}/`, {
      title: 'Mine',
    });
    expect(refused.status).toBe(403);
    const demo = await world.clients.demo.delete(`/api/seasons/${season.slug}/`);
    expect(await demo.json()).toMatchObject({ code: 'demo_read_only' });
    const managed = await world.clients.manager.patch(`/api/seasons/${season.slug}/`, {
      title: '2026',
    });
    expect(managed.status).toBe(200);
  });
});

describe('hidden season', () => {
  it('gives the club one hidden season, kept out of every league', async () => {
    const { club, client, league } = await ownClub();
    const first = await client.get(`/api/clubs/${club.slug}/seasons/hidden/`);
    expect(first.status).toBe(200);
    const { slug } = (await first.json()) as { slug: string };
    const second = await client.get(`/api/clubs/${club.slug}/seasons/hidden/`);
    expect(await second.json()).toEqual({ slug });
    expect((await seasonsOf(client, league.slug)).map((season) => season.slug)).not.toContain(slug);
    // It is not a league season: the league season endpoints do not know it.
    expect((await client.get(`/api/seasons/${slug}/`)).status).toBe(404);
    expect((await client.patch(`/api/seasons/${slug}/`, { title: 'Renamed' })).status).toBe(404);
    expect((await client.delete(`/api/seasons/${slug}/`)).status).toBe(404);
  });
});

describe('plan limits with billing on', () => {
  it('refuses a second league and a third season on the free plan', async () => {
    const billing = await startTestServer({ billingEnabled: true });
    try {
      const owner = await createUser(billing);
      const club = await createClub(billing, { owner });
      const client = await logInClient(billing, owner);
      const leagues = await client.post(`/api/clubs/${club.slug}/leagues/`, { name: 'Second' });
      expect(leagues.status).toBe(403);
      expect(await leagues.json()).toEqual({
        detail: LEAGUE_MESSAGES.leaguePlanLimit(1),
        code: 'plan_limit_reached',
        limit: 1,
        used: 1,
        upgrade_path: '/app/billing/upgrade',
      });
      const { results } = (await (await client.get(`/api/clubs/${club.slug}/leagues/`)).json()) as {
        results: League[];
      };
      const url = `/api/leagues/${results[0]?.slug}/seasons/`;
      const body = { title: 'Extra', begin_date: '2027-01-01', end_date: '2027-12-31' };
      expect((await client.post(url, body)).status).toBe(201);
      const third = await client.post(url, { ...body, title: 'Third' });
      expect(third.status).toBe(403);
      expect(await third.json()).toMatchObject({
        detail: LEAGUE_MESSAGES.seasonPlanLimit(2),
        code: 'plan_limit_reached',
      });
    } finally {
      await billing.close();
    }
  });
});

describe('at the same time', () => {
  it('gives two leagues of the same name made at once their own slugs', async () => {
    const { client, club } = await ownClub();
    const answers = await Promise.all(
      [1, 2, 3].map(() => client.post(`/api/clubs/${club.slug}/leagues/`, { name: 'Friday' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const slugs = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as League).slug),
    );
    expect(new Set(slugs).size).toBe(3);
    expect(await listLeagues(client, club.slug)).toHaveLength(4);
  });
});

describe('season edits at the same time', () => {
  it('keeps both of two PATCHes to different fields of one season', async () => {
    const { client, league } = await ownClub();
    const season = await addSeason(client, league.slug, {
      title: 'Autumn',
      begin_date: '2026-09-01',
      end_date: '2026-11-30',
    });
    const url = `/api/seasons/${season.slug}/`;
    const answers = await Promise.all([
      client.patch(url, { title: 'Autumn Series' }),
      client.patch(url, { end_date: '2026-12-15' }),
      client.patch(url, { is_active: false }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const stored = (await (await client.get(url)).json()) as Season;
    expect(stored).toMatchObject({
      title: 'Autumn Series',
      end_date: '2026-12-15',
      is_active: false,
    });
  });
});
