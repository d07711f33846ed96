import {
  SEASON_IMPORT_MAX_BYTES,
  SEASON_IMPORT_MESSAGES as M,
  SEASON_IMPORT_TEMPLATE,
  type SeasonImportResponse,
} from '@felt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, SESSION_SLIDE, snapshot } from '../../../test/db-snapshot';
import {
  createClubWorld,
  createSeason,
  domainSeasonStandings,
  type ClubWorld,
} from '../../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../../test/helpers';

let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
});
afterAll(() => server?.close());

let seasons = 0;

/** A new 2025 season of the club's Main League (all of it in the past). */
async function newSeason(): Promise<string> {
  seasons += 1;
  const made = await createSeason(world, {
    title: `Imported Season ${seasons}`,
    begin_date: '2025-01-01',
    end_date: '2025-12-31',
  });
  return made.slug;
}

/** The file as the import screen sends it: multipart with `file` and `dry_run`. */
function upload(
  client: TestClient,
  seasonSlug: string,
  csv: string | Uint8Array,
  dryRun: boolean,
): Promise<Response> {
  const form = new FormData();
  form.set('dry_run', String(dryRun));
  form.set('file', new Blob([csv], { type: 'text/csv' }), 'season.csv');
  return client.request(`/api/seasons/${seasonSlug}/import/`, { method: 'POST', body: form });
}

async function dryRun(seasonSlug: string, csv: string): Promise<SeasonImportResponse> {
  const response = await upload(world.clients.manager, seasonSlug, csv, true);
  expect(response.status).toBe(200);
  return (await response.json()) as SeasonImportResponse;
}

const lines = (...rows: string[]) =>
  ['date,game,player,email,place,rebuys,addons,knockouts,prize', ...rows].join('\n');

/** Two nights: members found by email and by name, one guest in both, a prize in dollars. */
const goodFile = () =>
  lines(
    `2025-01-10,Friday Night,,${world.users.member.email},1,0,1,2,150.00`,
    '2025-01-10,Friday Night,Max Tester,,2,1,1,1,$90',
    '2025-01-10,Friday Night,Gus Guest,,3,0,0,0,',
    '2025-01-10,Friday Night,Olga Tester,,4,0,0,0,0',
    '1/24/2025,Friday Night,gus  GUEST,,1,0,0,3,"1,200.50"',
    `2025-01-24,friday night,Mia Tester,${world.users.member.email},2,2,0,0,60`,
    '2025-01-24,Friday Night,Olga Tester,,3,0,0,0,',
    '2025-01-24,Friday Night,Max Tester,,4,0,0,0,',
  );

/** Every row of the database but what any signed-in request touches (rate counters, sessions). */
async function state() {
  const { rate_limit_counter: _counted, ...tables } = await snapshot(server.db, SESSION_SLIDE);
  return tables;
}

/** The season's stored results through the domain's `seasonStandings`, as the API names them. */
async function domainStandings(seasonSlug: string) {
  return (await domainSeasonStandings(server, world, seasonSlug)).map((row) => ({
    rank: row.rank,
    slug: row.member.slug,
    points: row.points,
    games: row.games,
    wins: row.wins,
    winnings_cents: row.winningsCents,
    knockouts: row.knockouts,
  }));
}

describe('importing a season from CSV', () => {
  it('a dry run shows the games, the players matched or new and the results, and writes nothing', async () => {
    const seasonSlug = await newSeason();
    const before = await state();
    const preview = await dryRun(seasonSlug, goodFile());
    expect(changedTables(before, await state())).toEqual([]);

    expect(preview).toMatchObject({ dry_run: true, imported: false, row_count: 8, errors: [] });
    expect(preview.error_count).toBe(0);
    expect(preview.games).toEqual([
      {
        line: 2,
        date: '2025-01-10',
        title: 'Friday Night',
        slug: null,
        players: 4,
        prize_pool_cents: 24000,
      },
      {
        line: 6,
        date: '2025-01-24',
        title: 'Friday Night',
        slug: null,
        players: 4,
        prize_pool_cents: 126050,
      },
    ]);
    expect(preview.players).toEqual([
      expect.objectContaining({
        name: 'Max Tester',
        status: 'member',
        matched_by: 'name',
        games: 2,
      }),
      expect.objectContaining({
        name: 'Mia Tester',
        status: 'member',
        matched_by: 'email',
        games: 2,
      }),
      expect.objectContaining({
        name: 'Olga Tester',
        status: 'member',
        matched_by: 'name',
        games: 2,
      }),
      { name: 'Gus Guest', status: 'new_guest', matched_by: null, member_slug: null, games: 2 },
    ]);
    expect(preview.results[0]).toEqual({
      line: 2,
      date: '2025-01-10',
      game: 'Friday Night',
      player: 'Mia Tester',
      place: 1,
      rebuys: 0,
      addons: 1,
      knockouts: 2,
      prize_cents: 15000,
    });
    expect(preview.results.map((row) => [row.line, row.player, row.place])).toEqual([
      [2, 'Mia Tester', 1],
      [3, 'Max Tester', 2],
      [4, 'Gus Guest', 3],
      [5, 'Olga Tester', 4],
      [6, 'Gus Guest', 1],
      [7, 'Mia Tester', 2],
      [8, 'Olga Tester', 3],
      [9, 'Max Tester', 4],
    ]);
  });

  it('imports every game, creates each new guest once and stores the standings the domain computes', async () => {
    const seasonSlug = await newSeason();
    const response = await upload(world.clients.manager, seasonSlug, goodFile(), false);
    expect(response.status).toBe(200);
    const imported = (await response.json()) as SeasonImportResponse;
    expect(imported).toMatchObject({ dry_run: false, imported: true, errors: [] });
    expect(imported.games.map((game) => game.slug)).toEqual([
      expect.stringMatching(/^friday-night-2025-01-10/),
      expect.stringMatching(/^friday-night-2025-01-24/),
    ]);
    const guest = imported.players.find((player) => player.status === 'new_guest');
    expect(guest?.member_slug).toEqual(expect.any(String));
    const guests = await server.db
      .selectFrom('club_member')
      .select('id')
      .where('club_id', '=', world.club.id)
      .where('display_name', '=', 'Gus Guest')
      .execute();
    expect(guests).toHaveLength(1);

    // Each game is recorded with its places, prizes and points; no game.recorded event.
    const second = (await (
      await world.clients.member.get(`/api/games/${imported.games[1]!.slug}/results/`)
    ).json()) as {
      game: { status: string; title: string };
      results: { place: number; name: string; prize_cents: number; points: number | null }[];
    };
    expect(second.game).toMatchObject({ status: 'recorded', title: 'Friday Night' });
    expect(second.results.map((row) => [row.place, row.name, row.prize_cents])).toEqual([
      [1, 'Gus Guest', 120050],
      [2, 'Mia Tester', 6000],
      [3, 'Olga Tester', 0],
      [4, 'Max Tester', 0],
    ]);
    expect(second.results.every((row) => typeof row.points === 'number')).toBe(true);
    const events = await server.db
      .selectFrom('event')
      .select('type')
      .where('club_id', '=', world.club.id)
      .where('type', '=', 'game.recorded')
      .execute();
    expect(events).toEqual([]);

    const board = (await (
      await world.clients.member.get(`/api/seasons/${seasonSlug}/leaderboard/`)
    ).json()) as {
      season: { recorded_games: number };
      rows: {
        rank: number;
        member: { slug: string };
        points: number;
        games: number;
        wins: number;
        winnings_cents: number;
        knockouts: number;
      }[];
    };
    expect(board.season.recorded_games).toBe(2);
    expect(
      board.rows.map((row) => ({
        rank: row.rank,
        slug: row.member.slug,
        points: row.points,
        games: row.games,
        wins: row.wins,
        winnings_cents: row.winnings_cents,
        knockouts: row.knockouts,
      })),
    ).toEqual(await domainStandings(seasonSlug));
    expect(board.rows).toHaveLength(4);

    // The same file again: both games exist, nothing is written twice.
    const before = await state();
    const again = await upload(world.clients.manager, seasonSlug, goodFile(), false);
    expect(again.status).toBe(400);
    const refused = (await again.json()) as SeasonImportResponse & { detail: string; code: string };
    expect(refused.code).toBe('import_invalid');
    expect(refused.detail).toBe(M.invalid(2));
    expect(refused.errors).toEqual([
      { line: 2, message: M.gameExists('Friday Night on 2025-01-10') },
      { line: 6, message: M.gameExists('Friday Night on 2025-01-24') },
    ]);
    expect(changedTables(before, await state())).toEqual([]);
  });

  it('names every bad row by its line', async () => {
    const seasonSlug = await newSeason();
    const preview = await dryRun(
      seasonSlug,
      lines(
        '2025-02-07,Bad Night,Ann One,,1,0,0,0,',
        '2025-02-07,Bad Night,Ben Two,,1,0,0,0,', // 3: tie with line 2
        '2025-02-07,Bad Night,ann one,,3,0,0,0,', // 4: Ann twice
        '14/03/2025,Bad Night,Cat Three,,2,0,0,0,', // 5: bad date
        '2025-02-14,Gap Night,Dan Four,,1,-1,0,0,', // 6: negative rebuys
        '2025-02-14,Gap Night,Eve Five,,1,0,0,0,-5', // 7: negative prize
        '2025-02-21,Gap Night,Fay Six,,1,0,0,0,',
        '2025-02-21,Gap Night,Gil Seven,,3,0,0,0,', // 9: place 2 missing (line 8's game)
        '2024-12-31,Old Night,Hal Eight,,1,0,0,0,', // 10: before the season
        '2025-03-01,Some Night,,nobody@example.com,1,0,0,0,', // 11: unknown email
        '2025-03-01,Some Night,Ivy Nine,,zero,0,0,0,', // 12: place not a number
        '2025-03-08,KO Night,Jo Ten,,1,0,0,1,',
        '2025-03-08,KO Night,Kim Eleven,,2,0,0,1,', // 13: 2 knockouts with 2 players
        '2025-03-15,Odd Night,Lee Twelve,,1,x,0,0,1.234', // 15: rebuys and prize
      ),
    );
    expect(preview.errors).toEqual([
      { line: 3, message: M.tie('Bad Night on 2025-02-07', 1, [2, 3]) },
      {
        line: 4,
        message: M.duplicatePlayer('Ann One', 'Bad Night on 2025-02-07', 2),
      },
      { line: 5, message: M.badDate('14/03/2025') },
      { line: 6, message: M.negative('rebuys', '-1') },
      { line: 7, message: M.negative('prize', '-5') },
      { line: 8, message: M.gap('Gap Night on 2025-02-21', 2, 2) },
      {
        line: 10,
        message: M.outsideSeason('2024-12-31', '2025-01-01', '2025-12-31'),
      },
      { line: 11, message: M.unknownEmail('nobody@example.com') },
      { line: 12, message: M.placeFromOne('zero') },
      { line: 13, message: M.knockouts('KO Night on 2025-03-08', 2) },
      { line: 15, message: M.wholeNumber('rebuys', 'x') },
      { line: 15, message: M.badPrize('1.234') },
    ]);
    expect(preview.error_count).toBe(12);
  });

  it('refuses a header with columns it does not know, or without the ones it needs', async () => {
    const seasonSlug = await newSeason();
    const wrong = await dryRun(
      seasonSlug,
      'when,game,player,finish,chips\n2025-01-10,Friday Night,Ann,1,500\n',
    );
    expect(wrong.errors).toEqual([
      { line: 1, message: M.unknownColumns(['when', 'chips']) },
      { line: 1, message: M.missingColumns(['date']) },
    ]);
    expect(wrong.results).toEqual([]);
    // Headings are read without case or signs, and the usual other names are known.
    const aliases = await dryRun(
      seasonSlug,
      'Date;Game Title;Player Name;Place;Add-ons;KOs;Winnings\n2025-01-10;Friday Night;Ann;1;1;0;10,50\n',
    );
    expect(aliases.errors).toEqual([{ line: 2, message: M.badPrize('10,50') }]);
    // A future date in this season.
    const future = await newSeasonFuture();
    const ahead = await dryRun(future, lines('2031-06-05,Later Night,Ann,,1,0,0,0,'));
    expect(ahead.errors).toEqual([{ line: 2, message: M.futureDate('2031-06-05') }]);
  });

  it('imports nothing when one game of the file is bad (all or nothing)', async () => {
    const seasonSlug = await newSeason();
    const before = await state();
    const response = await upload(
      world.clients.owner,
      seasonSlug,
      lines(
        '2025-04-04,Good Night,New Guest One,,1,0,0,0,50',
        '2025-04-04,Good Night,New Guest Two,,2,0,0,0,',
        '2025-04-11,Bad Night,New Guest One,,1,0,0,0,',
        '2025-04-11,Bad Night,New Guest Two,,3,0,0,0,',
      ),
      false,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as SeasonImportResponse;
    expect(body.errors).toEqual([{ line: 4, message: M.gap('Bad Night on 2025-04-11', 2, 2) }]);
    expect(body.imported).toBe(false);
    expect(changedTables(before, await state())).toEqual([]);
  });

  it('takes the file as JSON too, and the template reads without a problem but its dates', async () => {
    const seasonSlug = await newSeason();
    const response = await world.clients.manager.post(`/api/seasons/${seasonSlug}/import/`, {
      csv: SEASON_IMPORT_TEMPLATE,
      dry_run: true,
    });
    expect(response.status).toBe(200);
    const preview = (await response.json()) as SeasonImportResponse;
    expect(preview.errors).toEqual([]);
    expect(preview.games).toHaveLength(1);
    expect(preview.players.map((player) => [player.name, player.status])).toEqual([
      ['Alice Johnson', 'new_guest'],
      ['Bob Smith', 'new_guest'],
      ['Carol White', 'new_guest'],
    ]);
  });

  it('refuses a file too big, one that is not text, and more rows than an import takes', async () => {
    const seasonSlug = await newSeason();
    const before = await state();
    const big =
      lines('2025-01-10,Friday Night,Ann,,1,0,0,0,') + ' '.repeat(SEASON_IMPORT_MAX_BYTES);
    const tooBig = await upload(world.clients.manager, seasonSlug, big, false);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { detail: string }).detail).toBe(M.fileTooLarge(1));

    const binary = await upload(
      world.clients.manager,
      seasonSlug,
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0xfe]),
      true,
    );
    expect(binary.status).toBe(400);
    expect(await binary.json()).toEqual({ file: [M.notText] });

    const many = lines(
      ...Array.from(
        { length: 5001 },
        (_, index) => `2025-01-10,Big Night,P${index},,${index + 1},,,,`,
      ),
    );
    const tooMany = await dryRun(seasonSlug, many);
    expect(tooMany.errors).toEqual([{ line: null, message: M.tooManyRows(5001, 5000) }]);
    expect(changedTables(before, await state())).toEqual([]);
  });

  it('is for the directors: a member may not import', async () => {
    const seasonSlug = await newSeason();
    const response = await upload(world.clients.member, seasonSlug, goodFile(), true);
    expect(response.status).toBe(403);
  });
});

/** A season of the coming years, for a date that has not come yet. */
async function newSeasonFuture(): Promise<string> {
  const owner = world.clients.owner;
  const leagues = (await (await owner.get(`/api/clubs/${world.club.slug}/leagues/`)).json()) as {
    results: { slug: string }[];
  };
  const made = await owner.post(`/api/leagues/${leagues.results[0]!.slug}/seasons/`, {
    title: 'Future Season',
    begin_date: '2031-01-01',
    end_date: '2031-12-31',
  });
  expect(made.status).toBe(201);
  return ((await made.json()) as { slug: string }).slug;
}
