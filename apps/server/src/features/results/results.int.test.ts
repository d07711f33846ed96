import { countedGamesOf, type CountedGames } from '@felt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClubWorld,
  createSeason,
  domainSeasonStandings,
  type ClubWorld,
} from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/helpers';
import { entryNamed, run } from '../game-night/game-night-test-kit';

let server: TestServer;
let world: ClubWorld;
let seasonSlug: string;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
  seasonSlug = (
    await createSeason(world, {
      title: 'Results Season',
      begin_date: '2031-01-01',
      end_date: '2031-12-31',
    })
  ).slug;
});
afterAll(() => server?.close());

const director = () => world.clients.manager;

interface LeaderboardAnswer {
  season: { slug: string; best_results_count: number; recorded_games: number };
  viewer_member_slug: string | null;
  games: { slug: string; title: string; starts_at: string }[];
  progress: {
    series: { member_slug: string; name: string; points: number[] }[];
  };
  rows: {
    rank: number;
    member: { slug: string; name: string; avatar_url: string | null };
    points: number;
    games: number;
    wins: number;
    cashes: number;
    best_finish: number;
    winnings_cents: number;
    net_cents: number;
    knockouts: number;
    counted_games: CountedGames;
  }[];
}

interface ResultsAnswer {
  entrants: number;
  prize_pool_cents: number;
  results: {
    place: number;
    name: string;
    member: { slug: string } | null;
    rebuys: number;
    addons: number;
    knockouts: number;
    prize_cents: number;
    points: number | null;
    reentry: boolean;
  }[];
}

let games = 0;

/** A game of the results season with these guests registered, its settings overridden. */
async function gameWith(
  guests: readonly (string | { member_slug: string })[],
  settings: Record<string, unknown> = {},
): Promise<{ slug: string; path: string }> {
  games += 1;
  const owner = world.clients.owner;
  const made = await owner.post(`/api/clubs/${world.club.slug}/games/`, {
    title: `Results Night ${games}`,
    starts_at: `2031-03-${String(games).padStart(2, '0')}T00:30:00Z`,
    season_slug: seasonSlug,
  });
  expect(made.status).toBe(201);
  const { slug } = (await made.json()) as { slug: string };
  for (const name of guests) {
    const body = typeof name === 'string' ? { guest_name: name } : name;
    expect((await owner.post(`/api/games/${slug}/entries/`, body)).status).toBe(201);
  }
  const changed = await owner.patch(`/api/games/${slug}/settings/`, {
    default_buy_in_cents: 2000,
    house_fee_cents: 0,
    rebuy_price_cents: 2000,
    ...settings,
  });
  expect(changed.status).toBe(200);
  return { slug, path: `/api/games/${slug}/` };
}

/** Starts the night, checks everyone in, busts them in `bustOrder` (eliminator first), finishes. */
async function playNight(
  path: string,
  registered: readonly string[],
  busts: readonly [out: string, by: string][],
) {
  let state = (await run(director(), path, { type: 'start', hold_clock: true })).state;
  for (const name of registered) {
    state = (
      await run(director(), path, { type: 'check_in', entry_id: entryNamed(state, name).id })
    ).state;
  }
  for (const [out, by] of busts) {
    const entry = state.entries.filter((e) => e.name === out && e.status !== 'busted').at(0)!;
    state = (
      await run(director(), path, {
        type: 'bust',
        entry_id: entry.id,
        eliminated_by_entry_id: entryNamed(state, by).id,
      })
    ).state;
  }
  return (await run(director(), path, { type: 'finish' })).state;
}

async function leaderboard(client = world.clients.member): Promise<LeaderboardAnswer> {
  const response = await client.get(`/api/seasons/${seasonSlug}/leaderboard/`);
  expect(response.status).toBe(200);
  return (await response.json()) as LeaderboardAnswer;
}

/** The season's stored results run through the domain's `seasonStandings`, as the API names them. */
async function expectedStandings() {
  return (await domainSeasonStandings(server, world, seasonSlug)).map((row) => ({
    rank: row.rank,
    slug: row.member.slug,
    points: row.points,
    games: row.games,
    wins: row.wins,
    cashes: row.cashes,
    best_finish: row.bestFinish,
    winnings_cents: row.winningsCents,
    knockouts: row.knockouts,
  }));
}

async function expectStandingsMatchDomain() {
  const board = await leaderboard();
  expect(
    board.rows.map((row) => ({
      rank: row.rank,
      slug: row.member.slug,
      points: row.points,
      games: row.games,
      wins: row.wins,
      cashes: row.cashes,
      best_finish: row.best_finish,
      winnings_cents: row.winnings_cents,
      knockouts: row.knockouts,
    })),
  ).toEqual(await expectedStandings());
  // The chart follows the top ten; after the last game each one stands at their points.
  expect(board.progress.series.map((series) => [series.member_slug, series.points.at(-1)])).toEqual(
    board.rows.slice(0, 10).map((row) => [row.member.slug, row.points]),
  );
  // Every recorded game named once, each series one value per game.
  expect(board.games).toHaveLength(board.season.recorded_games);
  for (const series of board.progress.series)
    expect(series.points).toHaveLength(board.games.length);
  return board;
}

const countRows = async (table: 'game_result' | 'season_standing' | 'game_entry') =>
  Number(
    (
      await server.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('recording a finished night', () => {
  it('writes places, prizes, knockouts and points, creates rows for latecomers and re-entries, and stores the standings', async () => {
    const { slug, path } = await gameWith(['Ann', 'Bob', 'Cat', 'Dan'], { knockout_points: 1 });
    // Too early: the night has not finished.
    const early = await director().post(`${path}record/`);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { detail: string }).detail).toBe(
      'Finish the game before recording its results.',
    );

    let state = (await run(director(), path, { type: 'start', hold_clock: true })).state;
    for (const name of ['Ann', 'Bob', 'Cat', 'Dan']) {
      state = (
        await run(director(), path, { type: 'check_in', entry_id: entryNamed(state, name).id })
      ).state;
    }
    state = (await run(director(), path, { type: 'late_register', guest_name: 'Eve' })).state;
    state = (await run(director(), path, { type: 'rebuy', entry_id: entryNamed(state, 'Ann').id }))
      .state;
    const id = (name: string) =>
      state.entries.filter((e) => e.name === name && e.status !== 'busted').at(-1)!.id;
    const bust = async (out: string, by: string) => {
      state = (
        await run(director(), path, {
          type: 'bust',
          entry_id: id(out),
          eliminated_by_entry_id: id(by),
        })
      ).state;
    };
    await bust('Dan', 'Ann');
    const danFirst = entryNamed(state, 'Dan').id;
    state = (await run(director(), path, { type: 'reenter', entry_id: danFirst })).state;
    await bust('Bob', 'Cat');
    await bust('Dan', 'Ann');
    await bust('Eve', 'Cat');
    await bust('Cat', 'Ann');
    const running = await director().post(`${path}record/`);
    expect(running.status).toBe(409);
    expect(((await running.json()) as { detail: string }).detail).toBe(
      'This game is still running: finish it, then record its results.',
    );
    await run(director(), path, { type: 'finish' });

    const recorded = await director().post(`${path}record/`);
    const answer = (await recorded.json()) as ResultsAnswer;
    expect(recorded.status).toBe(200);
    // 6 entrants (Dan twice), 7 buy-ins' worth: $140, standard payout for 6 = 65/35.
    expect(answer.entrants).toBe(6);
    expect(answer.prize_pool_cents).toBe(14_000);
    expect(
      answer.results.map((r) => [r.place, r.name, r.knockouts, r.prize_cents, r.points, r.reentry]),
    ).toEqual([
      [1, 'Ann', 3, 9100, 6 + 3, false],
      [2, 'Cat', 2, 4900, 5 + 2, false],
      [3, 'Eve', 0, 0, 4, false],
      [4, 'Dan', 0, 0, 3, true],
      [5, 'Bob', 0, 0, 2, false],
      // Dan's first entry: his finish counts once, on the re-entry that went further.
      [6, 'Dan', 0, 0, null, false],
    ]);
    expect(answer.results[0]!.rebuys).toBe(1);

    const game = await server.db
      .selectFrom('game')
      .select(['id', 'status', 'recorded_at'])
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    expect(game.status).toBe('recorded');
    expect(game.recorded_at).not.toBeNull();
    const rows = await server.db
      .selectFrom('game_entry')
      .select(['id', 'name', 'place', 'night_entry_id', 'reentry_of_entry_id', 'member_id'])
      .where('game_id', '=', game.id)
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(6);
    const danRows = rows.filter((row) => row.name === 'Dan');
    expect(danRows[1]!.reentry_of_entry_id).toBe(danRows[0]!.id);
    expect(danRows[0]!.member_id).toBe(danRows[1]!.member_id);
    // Eve, a latecomer the night knew by name only, is now a guest player of the club.
    expect(rows.find((row) => row.name === 'Eve')!.member_id).not.toBeNull();
    expect(rows.every((row) => row.night_entry_id !== null)).toBe(true);

    const events = await server.db
      .selectFrom('event')
      .select('data')
      .where('type', '=', 'game.recorded')
      .where('club_id', '=', world.club.id)
      .execute();
    expect(events.map((event) => JSON.parse(event.data).game)).toContain(slug);

    const board = await expectStandingsMatchDomain();
    expect(board.rows.map((row) => [row.rank, row.member.name, row.points])).toEqual([
      [1, 'Ann', 9],
      [2, 'Cat', 7],
      [3, 'Eve', 4],
      [4, 'Dan', 3],
      [5, 'Bob', 2],
    ]);
    // Ann paid $20 + a $20 rebuy and won $91; Dan paid twice.
    expect(board.rows[0]!.net_cents).toBe(9100 - 4000);
    expect(board.rows.find((row) => row.member.name === 'Dan')!.net_cents).toBe(-4000);
    expect(countedGamesOf(board.games, board.rows[0]!.counted_games)).toEqual([
      expect.objectContaining({ slug, place: 1, points: 9 }),
    ]);

    // Recording again changes nothing.
    const before = {
      results: await countRows('game_result'),
      entries: await countRows('game_entry'),
    };
    const again = await director().post(`${path}record/`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('already_recorded');
    expect({
      results: await countRows('game_result'),
      entries: await countRows('game_entry'),
    }).toEqual(before);
    // And the night takes no more commands.
    expect(
      (await director().post(`${path}commands/`, { id: crypto.randomUUID(), type: 'pause' }))
        .status,
    ).toBe(409);
  });

  it('lets one of two directors recording at once win; the other gets a 409 and nothing doubles', async () => {
    const { slug, path } = await gameWith(['Gus', 'Hal', 'Ida']);
    await playNight(
      path,
      ['Gus', 'Hal', 'Ida'],
      [
        ['Ida', 'Gus'],
        ['Hal', 'Gus'],
      ],
    );
    const answers = await Promise.all([
      world.clients.owner.post(`${path}record/`),
      world.clients.manager.post(`${path}record/`),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const game = await server.db
      .selectFrom('game')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    const results = await server.db
      .selectFrom('game_result')
      .selectAll()
      .where('game_id', '=', game.id)
      .execute();
    expect(results).toHaveLength(3);
    const board = await expectStandingsMatchDomain();
    expect(board.rows.find((row) => row.member.name === 'Gus')).toMatchObject({
      games: 1,
      wins: 1,
      points: 3,
    });
    // One mail per player at most: none of these guests has an address.
    expect(
      await server.db
        .selectFrom('event')
        .select('id')
        .where('type', '=', 'game.recorded')
        .where('data', 'like', `%${slug}%`)
        .execute(),
    ).toHaveLength(1);
  });

  it("takes the places and amounts of an accepted deal and the game's own percentages from the payouts", async () => {
    const { path } = await gameWith(['Pia', 'Quin', 'Ray', 'Sue']);
    let state = (await run(director(), path, { type: 'start', hold_clock: true })).state;
    for (const name of ['Pia', 'Quin', 'Ray', 'Sue']) {
      state = (
        await run(director(), path, { type: 'check_in', entry_id: entryNamed(state, name).id })
      ).state;
    }
    state = (
      await run(director(), path, {
        type: 'bust',
        entry_id: entryNamed(state, 'Sue').id,
        eliminated_by_entry_id: entryNamed(state, 'Ray').id,
      })
    ).state;
    expect((await director().put(`${path}payouts/`, { percentages: [50, 30, 20] })).status).toBe(
      200,
    );
    const accepted = await director().post(`${path}deal/accept/`, {
      method: 'chip_chop',
      stacks: [
        { entry_id: entryNamed(state, 'Pia').id, chips: 4000 },
        { entry_id: entryNamed(state, 'Quin').id, chips: 10000 },
        { entry_id: entryNamed(state, 'Ray').id, chips: 6000 },
      ],
    });
    expect(accepted.status).toBe(200);
    const deal = (
      (await accepted.json()) as {
        deal: { rows: { place: number; name: string; amount_cents: number }[] };
      }
    ).deal;
    const recorded = await director().post(`${path}record/`);
    expect(recorded.status).toBe(200);
    const answer = (await recorded.json()) as ResultsAnswer;
    expect(answer.results.map((r) => [r.place, r.name, r.prize_cents])).toEqual([
      ...deal.rows.map((row) => [row.place, row.name, row.amount_cents]),
      [4, 'Sue', 0],
    ]);
    // Places by chips: Quin, Ray, Pia; the split adds up to the pool.
    expect(deal.rows.map((row) => row.name)).toEqual(['Quin', 'Ray', 'Pia']);
    expect(answer.results.reduce((sum, r) => sum + r.prize_cents, 0)).toBe(8000);
    await expectStandingsMatchDomain();
  });

  it("pays the game's own percentages when recording without a deal", async () => {
    const { path } = await gameWith(['Tom', 'Uma', 'Val']);
    expect((await director().put(`${path}payouts/`, { percentages: [50, 30, 20] })).status).toBe(
      200,
    );
    await playNight(
      path,
      ['Tom', 'Uma', 'Val'],
      [
        ['Val', 'Tom'],
        ['Uma', 'Tom'],
      ],
    );
    const answer = (await (await director().post(`${path}record/`)).json()) as ResultsAnswer;
    expect(answer.results.map((r) => [r.name, r.prize_cents])).toEqual([
      ['Tom', 3000],
      ['Uma', 1800],
      ['Val', 1200],
    ]);
  });

  it('refuses members and Demo', async () => {
    const { path } = await gameWith(['Joe', 'Kim']);
    expect((await world.clients.member.post(`${path}record/`)).status).toBe(403);
    expect((await world.clients.demo.post(`${path}record/`)).status).toBe(403);
  });
});

describe('entering and correcting results', () => {
  async function memberSlug(actor: 'member' | 'owner') {
    return (
      await server.db
        .selectFrom('club_member')
        .select('slug')
        .where('club_id', '=', world.club.id)
        .where('user_id', '=', world.users[actor].id)
        .executeTakeFirstOrThrow()
    ).slug;
  }

  it('enters a game run elsewhere, with prizes from the payouts, mails the players and updates the standings', async () => {
    const { path } = await gameWith([]);
    const mia = await memberSlug('member');
    const olga = await memberSlug('owner');
    const response = await director().put(`${path}results/`, {
      results: [
        { member_slug: mia, place: 1, rebuys: 0, addons: 0, knockouts: 1 },
        { member_slug: olga, place: 2, rebuys: 1, addons: 0, knockouts: 0 },
        // Written as a hurried director would: case, an accent and spaces aside, it is Ann.
        { guest_name: ' ÁNN ', place: 3, rebuys: 0, addons: 0, knockouts: 1 },
      ],
    });
    const answer = (await response.json()) as ResultsAnswer;
    expect(response.status).toBe(200);
    // Pool $80 (3 x $20 + one $20 rebuy), 65/35.
    expect(answer.results.map((r) => [r.place, r.prize_cents])).toEqual([
      [1, 5200],
      [2, 2800],
      [3, 0],
    ]);
    // "Ann" is the guest player from the recorded night, matched by name.
    const board = await expectStandingsMatchDomain();
    expect(board.rows.find((row) => row.member.name === 'Ann')).toMatchObject({ games: 2 });
    const mails = await server.db
      .selectFrom('mail_outbox')
      .select(['subject', 'text'])
      .where('to', '=', world.users.member.email)
      .where('subject', 'like', '%you finished%')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain('you finished 1st of 3');
    expect(mails[0]!.text).toContain('season standings');
    expect(mails[0]!.text).toContain('Ann');
  });

  it('corrects a recorded game: the standings follow, nothing is counted twice', async () => {
    const { slug, path } = await gameWith(['Lou', 'Moe']);
    await playNight(path, ['Lou', 'Moe'], [['Moe', 'Lou']]);
    expect((await director().post(`${path}record/`)).status).toBe(200);
    let board = await expectStandingsMatchDomain();
    expect(board.rows.find((row) => row.member.name === 'Lou')).toMatchObject({ wins: 1 });

    const lou = board.rows.find((row) => row.member.name === 'Lou')!.member.slug;
    const moe = board.rows.find((row) => row.member.name === 'Moe')!.member.slug;
    const corrected = await director().put(`${path}results/`, {
      results: [
        { member_slug: moe, place: 1, knockouts: 1, prize_cents: 4000 },
        { member_slug: lou, place: 2 },
      ],
    });
    expect(corrected.status).toBe(200);
    board = await expectStandingsMatchDomain();
    expect(board.rows.find((row) => row.member.name === 'Moe')).toMatchObject({
      wins: 1,
      games: 1,
      winnings_cents: 4000,
    });
    expect(board.rows.find((row) => row.member.name === 'Lou')).toMatchObject({
      wins: 0,
      games: 1,
    });
    const game = await server.db
      .selectFrom('game')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    expect(
      await server.db
        .selectFrom('game_result')
        .select('id')
        .where('game_id', '=', game.id)
        .execute(),
    ).toHaveLength(2);
  });

  it('refuses ties, gaps and a player twice with a clear message, and changes nothing', async () => {
    const { path } = await gameWith([]);
    const mia = await memberSlug('member');
    const before = await leaderboard();
    const tie = await director().put(`${path}results/`, {
      results: [
        { member_slug: mia, place: 1 },
        { guest_name: 'Zed', place: 1 },
      ],
    });
    expect(tie.status).toBe(400);
    expect(await tie.json()).toEqual({
      results: [
        'Place 1 is given to 2 players: ties are not allowed, give each player their own place.',
      ],
    });
    const gap = await director().put(`${path}results/`, {
      results: [
        { member_slug: mia, place: 1 },
        { guest_name: 'Zed', place: 3 },
      ],
    });
    expect(gap.status).toBe(400);
    expect(await gap.json()).toEqual({
      results: ['Place 2 is missing: with 2 players the places are 1 to 2, each once.'],
    });
    const twice = await director().put(`${path}results/`, {
      results: [
        { member_slug: mia, place: 1 },
        { member_slug: mia, place: 2 },
      ],
    });
    expect(twice.status).toBe(400);
    const unknown = await director().put(`${path}results/`, {
      results: [{ member_slug: 'nobody-here', place: 1 }],
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({
      results: ['nobody-here is not a member of this club.'],
    });
    expect(await leaderboard()).toEqual(before);
    expect(
      (
        await world.clients.demo.put(`${path}results/`, {
          results: [{ member_slug: mia, place: 1 }],
        })
      ).status,
    ).toBe(403);
  });
});

describe('the leaderboard', () => {
  it('shows the viewer their own member and honours best-N', async () => {
    const board = await leaderboard(world.clients.member);
    expect(board.viewer_member_slug).toBe(
      (
        await server.db
          .selectFrom('club_member')
          .select('slug')
          .where('user_id', '=', world.users.member.id)
          .where('club_id', '=', world.club.id)
          .executeTakeFirstOrThrow()
      ).slug,
    );
    // Best-1: Ann has two results; a new recording recomputes with the season's setting.
    expect(
      (
        await world.clients.owner.patch(`/api/seasons/${seasonSlug}/settings/`, {
          best_results_count: 1,
        })
      ).status,
    ).toBe(200);
    const annSlug = board.rows.find((row) => row.member.name === 'Ann')!.member.slug;
    const { path } = await gameWith([{ member_slug: annSlug }, 'Nat']);
    await playNight(path, ['Ann', 'Nat'], [['Ann', 'Nat']]);
    expect((await director().post(`${path}record/`)).status).toBe(200);
    const after = await expectStandingsMatchDomain();
    const ann = after.rows.find((row) => row.member.name === 'Ann')!;
    expect(ann.games).toBe(3);
    expect(ann.counted_games.game).toHaveLength(1);
    expect(after.season.best_results_count).toBe(1);
  });

  it('exports CSV with every cell quoted and formulas defused', async () => {
    const { path } = await gameWith([]);
    await director().put(`${path}results/`, {
      results: [
        { guest_name: '=HYPERLINK("http://evil.example")', place: 1 },
        { guest_name: '-Bob "the rock"', place: 2 },
        { guest_name: '@Sam', place: 3 },
      ],
    });
    const response = await world.clients.member.get(`/api/seasons/${seasonSlug}/leaderboard.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain(`${seasonSlug}-leaderboard.csv`);
    const text = await response.text();
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"Rank","Player","Points","Games","Wins","Cashes","Best finish","Winnings","Net","Knockouts","Counted games"',
    );
    for (const line of lines) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(text).toContain(`"'-Bob ""the rock"""`);
    expect(text).toContain(`"'@Sam"`);
    expect(text).not.toMatch(/(^|,)"[=+@]/m);
    // Negative money stays a number.
    expect(text).toMatch(/,"-20\.00",/);
  });

  it("exports a game's results as CSV in place order, with the same quoting and defusing", async () => {
    const { slug, path } = await gameWith([]);
    // Not recorded yet: the header alone.
    const empty = await world.clients.member.get(`${path}results.csv`);
    expect(empty.status).toBe(200);
    expect((await empty.text()).trim()).toBe(
      '"Place","Player","Prize","Knockouts","Points","Rebuys","Add-ons","Re-entry"',
    );
    expect(
      (
        await director().put(`${path}results/`, {
          results: [
            { guest_name: '+Zed', place: 2, rebuys: 1 },
            { guest_name: '=1+1 "x"', place: 1, knockouts: 1, prize_cents: 6000 },
          ],
        })
      ).status,
    ).toBe(200);
    const read = (await (
      await world.clients.member.get(`${path}results/`)
    ).json()) as ResultsAnswer;
    const response = await world.clients.member.get(`${path}results.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain(`${slug}-results.csv`);
    const lines = (await response.text()).trim().split('\r\n');
    for (const line of lines) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    const first = read.results[0]!;
    const second = read.results[1]!;
    expect(lines.slice(1)).toEqual([
      `"1","'=1+1 ""x""","60.00","1","${first.points!.toFixed(2)}","0","0",""`,
      `"2","'+Zed","${(second.prize_cents / 100).toFixed(2)}","0","${second.points!.toFixed(2)}","1","0",""`,
    ]);
  });
});
