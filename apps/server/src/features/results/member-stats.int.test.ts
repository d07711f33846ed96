import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubWorld, type ClubWorld } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/helpers';

let server: TestServer;
let world: ClubWorld;
let leagueSlug: string;
let spring: string;
let autumn: string;

interface StatsAnswer {
  member_slug: string;
  games: number;
  wins: number;
  cashes: number;
  winnings_cents: number;
  spent_cents: number;
  net_cents: number;
  knockouts: number;
  average_finish: number | null;
  best_finish: number | null;
  seasons: {
    slug: string;
    title: string;
    league_name: string | null;
    is_active: boolean;
    points: number;
    rank: number;
    games: number;
  }[];
  results: {
    game: { slug: string; title: string; starts_at: string };
    season_title: string | null;
    place: number;
    entrants: number;
    prize_cents: number;
    net_cents: number;
    knockouts: number;
    points: number;
    cumulative_net_cents: number;
  }[];
}

const MIA = 'mia-tester';

async function newSeason(title: string, begin: string, end: string): Promise<string> {
  const made = await world.clients.owner.post(`/api/leagues/${leagueSlug}/seasons/`, {
    title,
    begin_date: begin,
    end_date: end,
  });
  expect(made.status).toBe(201);
  return ((await made.json()) as { slug: string }).slug;
}

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
  const leagues = (await (
    await world.clients.owner.get(`/api/clubs/${world.club.slug}/leagues/`)
  ).json()) as { results: { slug: string }[] };
  leagueSlug = leagues.results[0]!.slug;
  spring = await newSeason('Spring Stats', '2031-01-01', '2031-06-30');
  autumn = await newSeason('Autumn Stats', '2031-07-01', '2031-12-31');
});
afterAll(() => server?.close());

/** A game entered through the results API: buy-in $20, rebuys $20, no house fee. */
async function enteredGame(
  seasonSlug: string,
  title: string,
  startsAt: string,
  results: Record<string, unknown>[],
): Promise<string> {
  const owner = world.clients.owner;
  const made = await owner.post(`/api/clubs/${world.club.slug}/games/`, {
    title,
    starts_at: startsAt,
    season_slug: seasonSlug,
  });
  expect(made.status).toBe(201);
  const { slug } = (await made.json()) as { slug: string };
  const changed = await owner.patch(`/api/games/${slug}/settings/`, {
    default_buy_in_cents: 2000,
    house_fee_cents: 0,
    rebuy_price_cents: 2000,
  });
  expect(changed.status).toBe(200);
  const put = await world.clients.manager.put(`/api/games/${slug}/results/`, { results });
  expect(put.status).toBe(200);
  return slug;
}

async function stats(memberSlug = MIA, client = world.clients.member): Promise<StatsAnswer> {
  const response = await client.get(`/api/clubs/${world.club.slug}/members/${memberSlug}/stats/`);
  expect(response.status).toBe(200);
  return (await response.json()) as StatsAnswer;
}

async function standingOf(seasonSlug: string, memberSlug: string) {
  const response = await world.clients.member.get(`/api/seasons/${seasonSlug}/leaderboard/`);
  const board = (await response.json()) as {
    rows: { rank: number; points: number; games: number; member: { slug: string } }[];
  };
  return board.rows.find((row) => row.member.slug === memberSlug)!;
}

describe('a member’s stats', () => {
  it('are empty before the first recorded game', async () => {
    expect(await stats()).toEqual({
      member_slug: MIA,
      games: 0,
      wins: 0,
      cashes: 0,
      winnings_cents: 0,
      spent_cents: 0,
      net_cents: 0,
      knockouts: 0,
      average_finish: null,
      best_finish: null,
      seasons: [],
      results: [],
    });
  });

  it('add up the recorded results: games, wins, cashes, money, knockouts, finish, seasons and the results over time', async () => {
    const first = await enteredGame(spring, 'Stats Night 1', '2031-03-01T00:30:00Z', [
      { member_slug: MIA, place: 1, rebuys: 1, knockouts: 2, prize_cents: 6000 },
      { guest_name: 'Gus Stats', place: 2 },
      { guest_name: 'Hal Stats', place: 3 },
    ]);
    const autumnNight = await enteredGame(autumn, 'Stats Night 2', '2031-08-01T00:30:00Z', [
      { guest_name: 'Gus Stats', place: 1, knockouts: 1, prize_cents: 6000 },
      { guest_name: 'Hal Stats', place: 2, prize_cents: 0 },
      { member_slug: MIA, place: 3, prize_cents: 0 },
    ]);
    const third = await enteredGame(spring, 'Stats Night 3', '2031-04-01T00:30:00Z', [
      { guest_name: 'Hal Stats', place: 1, prize_cents: 4500 },
      { member_slug: MIA, place: 2, prize_cents: 1500 },
      { guest_name: 'Gus Stats', place: 3, prize_cents: 0 },
    ]);

    const answer = await stats();
    expect(answer).toMatchObject({
      games: 3,
      wins: 1,
      cashes: 2,
      winnings_cents: 7500,
      // Three buy-ins and one rebuy of $20.
      spent_cents: 8000,
      net_cents: -500,
      knockouts: 2,
      average_finish: 2,
      best_finish: 1,
    });

    // Points by season: the stored standings, the newest season first.
    const springStanding = await standingOf(spring, MIA);
    const autumnStanding = await standingOf(autumn, MIA);
    expect(answer.seasons).toEqual([
      {
        slug: autumn,
        title: 'Autumn Stats',
        league_name: expect.any(String) as string,
        is_active: expect.any(Boolean) as boolean,
        points: autumnStanding.points,
        rank: autumnStanding.rank,
        games: 1,
      },
      {
        slug: spring,
        title: 'Spring Stats',
        league_name: expect.any(String) as string,
        is_active: expect.any(Boolean) as boolean,
        points: springStanding.points,
        rank: springStanding.rank,
        games: 2,
      },
    ]);
    expect(springStanding.points).toBeGreaterThan(0);

    // Results over time, oldest first, with the running net.
    expect(
      answer.results.map((row) => [
        row.game.slug,
        row.season_title,
        row.place,
        row.entrants,
        row.net_cents,
        row.cumulative_net_cents,
      ]),
    ).toEqual([
      [first, 'Spring Stats', 1, 3, 2000, 2000],
      [third, 'Spring Stats', 2, 3, -500, 1500],
      [autumnNight, 'Autumn Stats', 3, 3, -2000, -500],
    ]);
    const pointsOf = (await (
      await world.clients.member.get(`/api/games/${first}/results/`)
    ).json()) as { results: { points: number | null; member: { slug: string } | null }[] };
    expect(answer.results[0]!.points).toBe(
      pointsOf.results.find((row) => row.member?.slug === MIA)!.points,
    );

    // A correction shows at the next read: Mia won the autumn night after all.
    const corrected = await world.clients.manager.put(`/api/games/${autumnNight}/results/`, {
      results: [
        { member_slug: MIA, place: 1, knockouts: 1, prize_cents: 6000 },
        { guest_name: 'Gus Stats', place: 2, prize_cents: 0 },
        { guest_name: 'Hal Stats', place: 3, prize_cents: 0 },
      ],
    });
    expect(corrected.status).toBe(200);
    expect(await stats()).toMatchObject({
      games: 3,
      wins: 2,
      cashes: 3,
      winnings_cents: 13_500,
      net_cents: 5500,
      knockouts: 3,
      average_finish: 1.33,
    });
  });

  it('count a guest player’s games the same way, and every member of the club may read them', async () => {
    const members = (await (
      await world.clients.owner.get(`/api/clubs/${world.club.slug}/members/?search=Gus`)
    ).json()) as { results: { slug: string; name: string }[] };
    const gus = members.results.find((row) => row.name === 'Gus Stats')!;
    const answer = await stats(gus.slug, world.clients.demo);
    expect(answer).toMatchObject({ games: 3, wins: 0, average_finish: 2.33 });
  });

  it('are refused for an unknown member, another club’s owner and an anonymous caller', async () => {
    const base = `/api/clubs/${world.club.slug}/members/`;
    expect((await world.clients.member.get(`${base}nobody-here/stats/`)).status).toBe(404);
    expect((await world.clients.otherOwner.get(`${base}${MIA}/stats/`)).status).toBe(404);
    expect((await world.clients.anonymous.get(`${base}${MIA}/stats/`)).status).toBe(401);
  });
});
