import { DEFAULT_SETTINGS, SETTINGS_FIELDS, SETTINGS_MESSAGES } from '@felt/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubWorld, type ClubWorld } from '../../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../../test/helpers';
import { listEvents } from '../../events/events.repository';
import { storeAffectedStandings } from '../results/results.service';
import { readSettings, updateSettings } from './settings.service';

type Settings = Record<string, { value: unknown; source: string; overridden: boolean }>;

let server: TestServer;
let world: ClubWorld;
let leagueSlug: string;
let seasonSlug: string;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
  const leagues = (await (
    await world.clients.owner.get(`/api/clubs/${world.club.slug}/leagues/`)
  ).json()) as { results: { slug: string; active_season: { slug: string } }[] };
  leagueSlug = leagues.results[0]?.slug ?? '';
  seasonSlug = leagues.results[0]?.active_season.slug ?? '';
});
afterAll(() => server?.close());

async function read(client: TestClient, url: string): Promise<Settings> {
  const response = await client.get(url);
  expect(response.status).toBe(200);
  return (await response.json()) as Settings;
}

async function patch(client: TestClient, url: string, body: unknown): Promise<Settings> {
  const response = await client.patch(url, body);
  expect(response.status).toBe(200);
  return (await response.json()) as Settings;
}

describe('settings cascade', () => {
  it('starts every field at the built-in default', async () => {
    const settings = await read(world.clients.member, `/api/clubs/${world.club.slug}/settings/`);
    expect(Object.keys(settings).sort()).toEqual([...SETTINGS_FIELDS].sort());
    for (const field of SETTINGS_FIELDS) {
      expect(settings[field]).toEqual({
        value: DEFAULT_SETTINGS[field],
        source: 'default',
        overridden: false,
      });
    }
  });

  it('takes the nearest override: club, then league, then season; null inherits again', async () => {
    const club = `/api/clubs/${world.club.slug}/settings/`;
    const league = `/api/leagues/${leagueSlug}/settings/`;
    const season = `/api/seasons/${seasonSlug}/settings/`;
    await patch(world.clients.owner, club, { default_buy_in_cents: 5000, seats_per_table: 8 });
    await patch(world.clients.manager, league, { default_buy_in_cents: 3000 });
    const seasonSettings = await patch(world.clients.owner, season, { seats_per_table: 10 });
    expect(seasonSettings.default_buy_in_cents).toEqual({
      value: 3000,
      source: 'league',
      overridden: false,
    });
    expect(seasonSettings.seats_per_table).toEqual({
      value: 10,
      source: 'season',
      overridden: true,
    });
    expect(seasonSettings.starting_stack).toMatchObject({ value: 5000, source: 'default' });

    const reset = await patch(world.clients.owner, league, { default_buy_in_cents: null });
    expect(reset.default_buy_in_cents).toEqual({ value: 5000, source: 'club', overridden: false });
    const clubView = await read(world.clients.demo, club);
    expect(clubView.seats_per_table).toEqual({ value: 8, source: 'club', overridden: true });
  });

  it("deletes a league's and its seasons' overrides with them", async () => {
    const owner = world.clients.owner;
    const created = await owner.post(`/api/clubs/${world.club.slug}/leagues/`, {
      name: 'Short-lived League',
    });
    const league = (await created.json()) as { slug: string };
    const season = (await (
      await owner.post(`/api/leagues/${league.slug}/seasons/`, {
        title: 'Short-lived Season',
        begin_date: '2027-01-01',
        end_date: '2027-03-31',
      })
    ).json()) as { slug: string };
    const other = (await (
      await owner.post(`/api/leagues/${league.slug}/seasons/`, {
        title: 'Other Season',
        begin_date: '2027-04-01',
        end_date: '2027-06-30',
      })
    ).json()) as { slug: string };
    await patch(owner, `/api/clubs/${world.club.slug}/settings/`, { max_rebuys: 2 });
    await patch(owner, `/api/leagues/${league.slug}/settings/`, { max_rebuys: 3 });
    await patch(owner, `/api/seasons/${season.slug}/settings/`, { max_rebuys: 4 });
    await patch(owner, `/api/seasons/${other.slug}/settings/`, { max_rebuys: 5 });
    const leagueId = (
      await server.db
        .selectFrom('league')
        .select('id')
        .where('slug', '=', league.slug)
        .executeTakeFirstOrThrow()
    ).id;
    const seasonIds = await server.db
      .selectFrom('season')
      .select('id')
      .where('league_id', '=', leagueId)
      .orderBy('id')
      .execute();
    // What is left of the club's own row, the league's and its seasons', as max_rebuys values.
    const stored = async () => {
      const rows = await server.db
        .selectFrom('scope_setting')
        .select('data')
        .where((eb) =>
          eb.or([
            eb('club_id', '=', world.club.id),
            eb('league_id', '=', leagueId),
            eb(
              'season_id',
              'in',
              seasonIds.map((row) => row.id),
            ),
          ]),
        )
        .execute();
      return rows.map((row) => (JSON.parse(row.data) as { max_rebuys?: number }).max_rebuys).sort();
    };
    expect(await stored()).toEqual([2, 3, 4, 5]);

    expect((await owner.delete(`/api/seasons/${other.slug}/`)).status).toBe(204);
    expect(await stored()).toEqual([2, 3, 4]);
    expect((await owner.delete(`/api/leagues/${league.slug}/`)).status).toBe(204);
    expect(await stored()).toEqual([2]);
  });

  it('keeps the points fields per season: a points table, points for playing and knockouts, best N games', async () => {
    const season = `/api/seasons/${seasonSlug}/settings/`;
    const saved = await patch(world.clients.owner, season, {
      points_table: [10, 7.5, 5],
      participation_points: 1,
      knockout_points: 0.5,
      best_results_count: 8,
    });
    expect(saved.points_table).toEqual({ value: [10, 7.5, 5], source: 'season', overridden: true });
    expect(saved.participation_points).toEqual({ value: 1, source: 'season', overridden: true });
    expect(saved.knockout_points).toEqual({ value: 0.5, source: 'season', overridden: true });
    expect(saved.best_results_count).toEqual({ value: 8, source: 'season', overridden: true });
    const league = await read(world.clients.member, `/api/leagues/${leagueSlug}/settings/`);
    expect(league.points_table).toMatchObject({ value: DEFAULT_SETTINGS.points_table });

    const bad = await world.clients.owner.patch(season, {
      points_table: [],
      knockout_points: -1,
      best_results_count: 1.5,
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      points_table: [SETTINGS_MESSAGES.pointsTableEmpty],
      knockout_points: [SETTINGS_MESSAGES.atLeast(0)],
      best_results_count: [SETTINGS_MESSAGES.integer],
    });
    const reset = await patch(world.clients.owner, season, {
      points_table: null,
      participation_points: null,
      knockout_points: null,
      best_results_count: null,
    });
    expect(reset.best_results_count).toEqual({
      value: DEFAULT_SETTINGS.best_results_count,
      source: 'default',
      overridden: false,
    });
  });

  it('records rules.updated and payouts.updated for the onboarding steps', async () => {
    const url = `/api/clubs/${world.club.slug}/settings/`;
    const before = await listEvents(server.db, { clubId: world.club.id });
    await patch(world.clients.owner, url, {
      payout_structure: [
        { min_entrants: 2, max_entrants: 6, percentages: [70, 30] },
        { min_entrants: 7, max_entrants: null, percentages: [50, 30, 20] },
      ],
    });
    await patch(world.clients.owner, url, { points_formula: 'pokerstars' });
    const after = await listEvents(server.db, { clubId: world.club.id });
    const types = after.slice(before.length).map((event) => event.type);
    expect(types).toEqual(['payouts.updated', 'rules.updated']);
  });

  it('refuses bad values as field errors and unknown schedules', async () => {
    const url = `/api/clubs/${world.club.slug}/settings/`;
    const bad = await world.clients.owner.patch(url, {
      seats_per_table: 1,
      points_formula: 'golf',
      payout_structure: [{ min_entrants: 2, max_entrants: null, percentages: [60, 30] }],
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      seats_per_table: [SETTINGS_MESSAGES.atLeast(2)],
      points_formula: [SETTINGS_MESSAGES.pointsFormula],
      'payout_structure.0.percentages': [SETTINGS_MESSAGES.payoutSum],
    });
    const preset = await world.clients.owner.patch(url, { payout_structure: 'golf' });
    expect(await preset.json()).toEqual({ payout_structure: [SETTINGS_MESSAGES.payoutStructure] });
    const schedule = await world.clients.owner.patch(url, {
      default_blind_schedule_slug: 'no-such-schedule',
    });
    expect(await schedule.json()).toEqual({
      default_blind_schedule_slug: [SETTINGS_MESSAGES.unknownSchedule],
    });
    const ok = await patch(world.clients.owner, url, { default_blind_schedule_slug: 'turbo' });
    expect(ok.default_blind_schedule_slug).toMatchObject({ value: 'turbo', source: 'club' });
  });

  it('lets members read and only owners and managers write; other clubs get 404', async () => {
    const url = `/api/seasons/${seasonSlug}/settings/`;
    expect((await world.clients.member.patch(url, { max_rebuys: 2 })).status).toBe(403);
    expect((await world.clients.demo.patch(url, { max_rebuys: 2 })).status).toBe(403);
    expect((await world.clients.otherOwner.get(url)).status).toBe(404);
    expect((await world.clients.anonymous.get(url)).status).toBe(401);
  });
});

describe("the club's hidden season", () => {
  it('inherits from the club directly: no league stands between them', async () => {
    // Its own club, so no other test's club or league overrides are in the way.
    const owner = world.users.owner;
    const created = await world.clients.owner.post('/api/clubs/', { name: 'Hidden Season Club' });
    expect(created.status).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    const club = await server.db
      .selectFrom('club')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    const hidden = await world.clients.owner.get(`/api/clubs/${slug}/seasons/hidden/`);
    const hiddenSlug = ((await hidden.json()) as { slug: string }).slug;
    const season = await server.db
      .selectFrom('season')
      .selectAll()
      .where('slug', '=', hiddenSlug)
      .executeTakeFirstOrThrow();
    expect(season.league_id).toBeNull();
    const leagues = (await (
      await world.clients.owner.get(`/api/clubs/${slug}/leagues/`)
    ).json()) as { results: { slug: string }[] };
    const leagueSlug = leagues.results[0]?.slug ?? '';

    await patch(world.clients.owner, `/api/clubs/${slug}/settings/`, { seats_per_table: 8 });
    await patch(world.clients.owner, `/api/leagues/${leagueSlug}/settings/`, {
      seats_per_table: 6,
      max_rebuys: 3,
    });
    const deps = { db: server.db, now: () => new Date(), afterChange: storeAffectedStandings };
    const target = { scope: 'season', season } as const;
    const written = await updateSettings(deps, club, owner, target, { bounty_cents: 500 });
    expect(written.bounty_cents).toEqual({ value: 500, source: 'season', overridden: true });

    const settings = await readSettings(server.db, target);
    expect(settings.seats_per_table).toEqual({ value: 8, source: 'club', overridden: false });
    expect(settings.max_rebuys).toEqual({
      value: DEFAULT_SETTINGS.max_rebuys,
      source: 'default',
      overridden: false,
    });
    expect(settings.bounty_cents).toEqual({ value: 500, source: 'season', overridden: true });
  });
});

describe('a deleted blind schedule', () => {
  it("stops being anyone's default: the scopes that named it inherit again", async () => {
    const owner = world.clients.owner;
    const created = await owner.post(`/api/clubs/${world.club.slug}/blind-schedules/`, {
      title: 'Short-lived Structure',
    });
    expect(created.status).toBe(201);
    const { slug } = (await created.json()) as { slug: string };
    const club = `/api/clubs/${world.club.slug}/settings/`;
    const league = `/api/leagues/${leagueSlug}/settings/`;
    await patch(owner, club, { default_blind_schedule_slug: 'turbo' });
    await patch(owner, league, { default_blind_schedule_slug: slug, max_rebuys: 2 });
    expect(
      (await owner.delete(`/api/clubs/${world.club.slug}/blind-schedules/${slug}/`)).status,
    ).toBe(204);
    const after = await read(owner, league);
    expect(after.default_blind_schedule_slug).toEqual({
      value: 'turbo',
      source: 'club',
      overridden: false,
    });
    // The league's other overrides stay.
    expect(after.max_rebuys).toEqual({ value: 2, source: 'league', overridden: true });
  });
});

describe('at the same time', () => {
  it('keeps every field of PATCHes that arrive together (none overwrites another)', async () => {
    const url = `/api/leagues/${leagueSlug}/settings/`;
    const changes = [
      { rebuy_chips: 6000 },
      { addon_chips: 7000 },
      { bounty_cents: 500 },
      { house_fee_cents: 300 },
      { seats_per_table: 7 },
      { rounding_unit_cents: 500 },
    ];
    const answers = await Promise.all(
      changes.map((change, index) =>
        (index % 2 === 0 ? world.clients.owner : world.clients.manager).patch(url, change),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(changes.map(() => 200));
    const settings = await read(world.clients.owner, url);
    for (const change of changes) {
      for (const [field, value] of Object.entries(change)) {
        expect(settings[field], field).toEqual({ value, source: 'league', overridden: true });
      }
    }
  });
});
