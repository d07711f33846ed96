import { DEFAULT_WIZARD_INPUT, generateBlindStructure } from '@felt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClub,
  createClubWorld,
  createUser,
  GOOD_PASSWORD,
  logInClient,
  uniqueEmail,
  type ClubWorld,
} from '../../../test/factories';
import { startTestServer, type TestClient, type TestServer } from '../../../test/helpers';
import { listEvents } from '../../events/events.repository';

interface Level {
  id: number;
  slug: string;
  time_minutes: number;
  small_blind: number;
  big_blind: number;
  ante_value: number;
  is_break: boolean;
  level_number: number;
  sort_order: number;
}
interface Schedule {
  id: number;
  slug: string;
  title: string;
  is_default: boolean;
  warning_seconds: number;
  alert_seconds: number;
  beep_seconds: number;
  levels: Level[];
  level_count: number;
  break_count: number;
  total_minutes: number;
  created_at: string;
  updated_at: string;
}

let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
});
afterAll(() => server?.close());

/** A club of its own with its owner signed in, so a test sees only its own schedules. */
async function ownClub(options: { blindSchedules?: boolean } = {}) {
  const owner = await createUser(server);
  const club = await createClub(server, { owner, ...options });
  const client = await logInClient(server, owner);
  const base = `/api/clubs/${club.slug}/blind-schedules/`;
  return { owner, club, client, base };
}

async function list(client: TestClient, base: string): Promise<Schedule[]> {
  const response = await client.get(base);
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: Schedule[] }).results;
}

async function created(response: Response): Promise<Schedule> {
  expect(response.status).toBe(201);
  return (await response.json()) as Schedule;
}

const defaults = (schedules: Schedule[]) =>
  schedules.filter((schedule) => schedule.is_default).map((schedule) => schedule.title);

describe('starter schedules', () => {
  it('gives every club created through the app a default Standard and a Turbo', async () => {
    const user = await createUser(server);
    await createClub(server, { owner: user, name: 'First' });
    const client = await logInClient(server, user);
    const club = (await (await client.post('/api/clubs/', { name: 'Second Club' })).json()) as {
      slug: string;
      has_blind_structures: boolean;
    };
    expect(club.has_blind_structures).toBe(true);
    const schedules = await list(client, `/api/clubs/${club.slug}/blind-schedules/`);
    expect(schedules.map((s) => [s.title, s.slug, s.is_default])).toEqual([
      ['Standard', 'standard', true],
      ['Turbo', 'turbo', false],
    ]);
    const [standard, turbo] = schedules as [Schedule, Schedule];
    // Standard is the wizard's default structure.
    expect(
      standard.levels.map(({ is_break, time_minutes, small_blind, big_blind, level_number }) => ({
        is_break,
        time_minutes,
        small_blind,
        big_blind,
        level_number,
      })),
    ).toEqual(
      generateBlindStructure(DEFAULT_WIZARD_INPUT).map(
        ({ is_break, time_minutes, small_blind, big_blind, level_number }) => ({
          is_break,
          time_minutes,
          small_blind,
          big_blind,
          level_number,
        }),
      ),
    );
    expect(standard).toMatchObject({ warning_seconds: 60, alert_seconds: 10, beep_seconds: 5 });
    expect(turbo).toMatchObject({ level_count: 12, break_count: 1, total_minutes: 125 });
    expect(turbo.levels.every((level) => level.is_break || level.time_minutes === 10)).toBe(true);
    // Seeding is not a user's edit: onboarding's "Edit a Blind Structure" stays pending.
    expect(
      await listEvents(server.db, { type: 'blind_structure.updated', userId: user.id }),
    ).toEqual([]);
  });

  it('seeds the club made at registration in the same transaction', async () => {
    const email = uniqueEmail('seeded');
    const response = await world.clients.anonymous.post('/api/auth/registration/', {
      email,
      password1: GOOD_PASSWORD,
      password2: GOOD_PASSWORD,
      first_name: 'Reg',
      last_name: 'Istrant',
      club_name: 'Seeded Club',
    });
    expect(response.status).toBe(201);
    const rows = await server.db
      .selectFrom('blind_schedule')
      .innerJoin('club_member', 'club_member.club_id', 'blind_schedule.club_id')
      .innerJoin('user', 'user.id', 'club_member.user_id')
      .select(['blind_schedule.title', 'blind_schedule.is_default'])
      .where('user.email', '=', email)
      .orderBy('blind_schedule.id')
      .execute();
    expect(rows).toEqual([
      { title: 'Standard', is_default: 1 },
      { title: 'Turbo', is_default: 0 },
    ]);
  });

  it('makes has_blind_structures false once a club has none left', async () => {
    const { club, client, base } = await ownClub();
    expect((await client.delete(`${base}turbo/`)).status).toBe(204);
    expect((await client.delete(`${base}standard/`)).status).toBe(204);
    expect(await list(client, base)).toEqual([]);
    const clubs = (await (await client.get('/api/user/clubs/')).json()) as Array<{
      slug: string;
      has_blind_structures: boolean;
    }>;
    expect(clubs.find((c) => c.slug === club.slug)?.has_blind_structures).toBe(false);
  });
});

describe('GET /api/clubs/{slug}/blind-schedules/ and /{scheduleSlug}/', () => {
  it('lists every schedule with levels and totals, the default first, for any member', async () => {
    for (const actor of ['member', 'demo', 'manager', 'owner'] as const) {
      const response = await world.clients[actor].get(
        `/api/clubs/${world.club.slug}/blind-schedules/`,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as {
        count: number;
        next: null;
        previous: null;
        results: Schedule[];
      };
      expect(body.count).toBe(body.results.length);
      expect(body).toMatchObject({ next: null, previous: null });
      expect(body.results[0]).toMatchObject({ title: 'Standard', is_default: true });
    }
    const one = (await (
      await world.clients.member.get(`/api/clubs/${world.club.slug}/blind-schedules/standard/`)
    ).json()) as Schedule;
    expect(Object.keys(one).sort()).toEqual(
      [
        'id',
        'slug',
        'title',
        'is_default',
        'warning_seconds',
        'alert_seconds',
        'beep_seconds',
        'levels',
        'level_count',
        'break_count',
        'total_minutes',
        'created_at',
        'updated_at',
      ].sort(),
    );
    expect(Object.keys(one.levels[0] ?? {}).sort()).toEqual(
      [
        'id',
        'slug',
        'time_minutes',
        'small_blind',
        'big_blind',
        'ante_value',
        'is_break',
        'level_number',
        'sort_order',
      ].sort(),
    );
    expect(one.levels.map((level) => level.sort_order)).toEqual(
      one.levels.map((_, index) => index + 1),
    );
    expect(one.total_minutes).toBe(one.levels.reduce((sum, level) => sum + level.time_minutes, 0));
  });

  it("answers 404 for an unknown schedule and for another club's", async () => {
    const unknown = await world.clients.owner.get(
      `/api/clubs/${world.club.slug}/blind-schedules/no-such-schedule/`,
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    const foreign = await world.clients.otherOwner.get(
      `/api/clubs/${world.club.slug}/blind-schedules/standard/`,
    );
    expect(foreign.status).toBe(404);
    // The other owner's own club has a "standard" too; it is not this one.
    const mine = (await (
      await world.clients.otherOwner.get(`/api/clubs/${world.otherClub.slug}/blind-schedules/`)
    ).json()) as { results: Schedule[] };
    const theirs = (await (
      await world.clients.owner.get(`/api/clubs/${world.club.slug}/blind-schedules/standard/`)
    ).json()) as Schedule;
    expect(mine.results.map((s) => s.id)).not.toContain(theirs.id);
  });
});

describe('POST /api/clubs/{slug}/blind-schedules/', () => {
  it('creates a schedule with levels numbered by the break rules and records the event', async () => {
    const { owner, club, client, base } = await ownClub();
    const schedule = await created(
      await client.post(base, {
        title: '  Deep Stack  ',
        warning_seconds: 120,
        levels: [
          { small_blind: 25, big_blind: 50, time_minutes: 30 },
          { small_blind: 50, big_blind: 100 },
          { is_break: true, small_blind: 100, big_blind: 200, ante_value: 25 },
          { small_blind: 75, big_blind: 150, ante_value: 25, level_number: 99, sort_order: 7 },
        ],
      }),
    );
    expect(schedule).toMatchObject({
      slug: 'deep-stack',
      title: 'Deep Stack',
      is_default: false,
      warning_seconds: 120,
      alert_seconds: 10,
      beep_seconds: 5,
      level_count: 3,
      break_count: 1,
      total_minutes: 30 + 30 + 5 + 30,
    });
    expect(
      schedule.levels.map((l) => [
        l.sort_order,
        l.level_number,
        l.small_blind,
        l.big_blind,
        l.ante_value,
        l.time_minutes,
        l.is_break,
      ]),
    ).toEqual([
      [1, 1, 25, 50, 0, 30, false],
      // No length given: the playing level before it sets the pace.
      [2, 2, 50, 100, 0, 30, false],
      // A break: blinds and ante forced to 0, level_number -1, 5 minutes by default.
      [3, -1, 0, 0, 0, 5, true],
      [4, 3, 75, 150, 25, 30, false],
    ]);
    expect(new Set(schedule.levels.map((l) => l.slug)).size).toBe(4);
    const events = await listEvents(server.db, {
      clubId: club.id,
      type: 'blind_structure.updated',
    });
    expect(events).toHaveLength(1);
    expect(events[0]?.user_id).toBe(owner.id);
    expect(JSON.parse(events[0]?.data ?? '{}')).toEqual({
      schedule: 'deep-stack',
      action: 'created',
    });
  });

  it('refuses blank, missing, too long and taken titles with field errors', async () => {
    const { client, base } = await ownClub();
    const blank = await client.post(base, { title: '   ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({ title: ['This field may not be blank.'] });
    expect(await (await client.post(base, {})).json()).toEqual({
      title: ['This field is required.'],
    });
    expect(await (await client.post(base, { title: 'x'.repeat(101) })).json()).toEqual({
      title: ['Ensure this field has no more than 100 characters.'],
    });
    const taken = await client.post(base, { title: 'sTaNdArD' });
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({
      title: ['A blind schedule with this title already exists.'],
    });
  });

  it('checks levels and sounds, naming each field', async () => {
    const { client, base } = await ownClub();
    const response = await client.post(base, {
      title: 'Broken',
      warning_seconds: 30,
      alert_seconds: 45,
      beep_seconds: 50,
      levels: [
        { small_blind: 100, big_blind: 50 },
        { small_blind: 0, big_blind: 0 },
        { big_blind: 100 },
        { small_blind: 10, big_blind: 20, time_minutes: 0 },
        { small_blind: 10.5, big_blind: 20, time_minutes: 241 },
      ],
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      'levels.3.time_minutes': ['Ensure this value is greater than or equal to 1.'],
      'levels.4.small_blind': ['A valid integer is required.'],
      'levels.4.time_minutes': ['Ensure this value is less than or equal to 240.'],
    });
    const crossField = await client.post(base, {
      title: 'Broken',
      warning_seconds: 30,
      alert_seconds: 45,
      levels: [
        { small_blind: 100, big_blind: 50 },
        { small_blind: 0, big_blind: 0 },
        { big_blind: 100 },
      ],
    });
    expect(await crossField.json()).toEqual({
      alert_seconds: ['Alert seconds must not be more than warning seconds.'],
      'levels.0.big_blind': ['Big blind must be at least the small blind.'],
      'levels.1.big_blind': ['Big blind must be greater than 0.'],
      'levels.2.small_blind': ['This field is required.'],
    });
    const beeps = await client.post(base, { title: 'Beeps', alert_seconds: 5, beep_seconds: 6 });
    expect(await beeps.json()).toEqual({
      beep_seconds: ['Beep seconds must not be more than alert seconds.'],
    });
    expect(await list(client, base)).toHaveLength(2);
  });

  it('keeps exactly one default: a new default unsets the old one', async () => {
    const { client, base } = await ownClub();
    await created(await client.post(base, { title: 'New Favourite', is_default: true }));
    expect(defaults(await list(client, base))).toEqual(['New Favourite']);
  });

  it("makes a club's first schedule its default", async () => {
    const { client, base } = await ownClub({ blindSchedules: false });
    const first = await created(await client.post(base, { title: 'Only One', is_default: false }));
    expect(first.is_default).toBe(true);
    const second = await created(await client.post(base, { title: 'Second' }));
    expect(second.is_default).toBe(false);
  });

  it('gives a new slug when the title slugifies to a taken one, and keeps slugs on rename', async () => {
    const { client, base } = await ownClub();
    const renamed = await client.patch(`${base}standard/`, { title: 'Classic' });
    expect(await renamed.json()).toMatchObject({ slug: 'standard', title: 'Classic' });
    const again = await created(await client.post(base, { title: 'Standard!' }));
    expect(again.slug).toBe('standard-2');
  });

  it('refuses member and demo writes, hides other clubs', async () => {
    const path = `/api/clubs/${world.club.slug}/blind-schedules/`;
    const member = await world.clients.member.post(path, { title: 'Nope' });
    expect(member.status).toBe(403);
    expect(await member.json()).toEqual({
      detail: 'You do not have permission to perform this action.',
      code: 'permission_denied',
    });
    const demo = await world.clients.demo.patch(`${path}standard/`, { title: 'Hacked' });
    expect(demo.status).toBe(403);
    expect(await demo.json()).toEqual({
      detail: 'Demo accounts are read-only.',
      code: 'demo_read_only',
    });
    expect((await world.clients.otherOwner.delete(`${path}standard/`)).status).toBe(404);
    expect((await world.clients.anonymous.get(path)).status).toBe(401);
  });
});

describe('POST /api/clubs/{slug}/blind-schedules/generate/', () => {
  it("stores the wizard's structure for the inputs given (defaults for the rest)", async () => {
    const { client, base } = await ownClub();
    const schedule = await created(
      await client.post(`${base}generate/`, {
        title: 'Friday Bounty',
        playerCount: 20,
        duration: 4,
        anteType: 'bba',
        alert_seconds: 20,
      }),
    );
    const expected = generateBlindStructure({
      ...DEFAULT_WIZARD_INPUT,
      playerCount: 20,
      duration: 4,
      anteType: 'bba',
    });
    expect(
      schedule.levels.map(
        ({ is_break, time_minutes, small_blind, big_blind, ante_value, level_number }) => ({
          is_break,
          time_minutes,
          small_blind,
          big_blind,
          ante_value,
          level_number,
        }),
      ),
    ).toEqual(expected);
    expect(schedule).toMatchObject({
      title: 'Friday Bounty',
      alert_seconds: 20,
      is_default: false,
    });
  });

  it("reports the wizard's own messages under its field names", async () => {
    const { client, base } = await ownClub();
    const response = await client.post(`${base}generate/`, {
      title: 'Standard',
      playerCount: 1,
      pace: 'glacial',
      smallestChip: 5000,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      title: ['A blind schedule with this title already exists.'],
      playerCount: ['Players must be a whole number from 2 to 1,000'],
      pace: ['Pace must be slow, balanced or fast'],
      smallestChip: ['Smallest chip must be at most half the starting stack'],
    });
  });
});

describe('PATCH /api/clubs/{slug}/blind-schedules/{scheduleSlug}/', () => {
  it('changes title and sounds, checking them against the stored values', async () => {
    const { club, client, base } = await ownClub();
    const response = await client.patch(`${base}turbo/`, {
      title: 'Hyper Turbo',
      warning_seconds: 20,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      slug: 'turbo',
      title: 'Hyper Turbo',
      warning_seconds: 20,
      alert_seconds: 10,
    });
    // The stored alert (10) is checked against the new warning.
    const refused = await client.patch(`${base}turbo/`, { warning_seconds: 5 });
    expect(await refused.json()).toEqual({
      alert_seconds: ['Alert seconds must not be more than warning seconds.'],
    });
    // Changing only the case of its own title is not a clash.
    expect((await client.patch(`${base}turbo/`, { title: 'HYPER TURBO' })).status).toBe(200);
    const clash = await client.patch(`${base}turbo/`, { title: 'standard' });
    expect(await clash.json()).toEqual({
      title: ['A blind schedule with this title already exists.'],
    });
    expect(
      await listEvents(server.db, { clubId: club.id, type: 'blind_structure.updated' }),
    ).toHaveLength(2);
  });

  it('moves the default with is_default and refuses to leave the club without one', async () => {
    const { client, base } = await ownClub();
    const moved = await client.patch(`${base}turbo/`, { is_default: true });
    expect(await moved.json()).toMatchObject({ is_default: true });
    expect(defaults(await list(client, base))).toEqual(['Turbo']);
    const refused = await client.patch(`${base}turbo/`, { is_default: false });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      is_default: [
        'A club needs a default blind schedule: make another schedule the default instead.',
      ],
    });
    expect((await client.patch(`${base}standard/`, { is_default: false })).status).toBe(200);
    expect(defaults(await list(client, base))).toEqual(['Turbo']);
  });

  it('replaces the levels: slugs keep levels, new items are added, the rest go', async () => {
    const { client, base } = await ownClub();
    const turbo = (await (await client.get(`${base}turbo/`)).json()) as Schedule;
    const [first, second, third] = turbo.levels as [Level, Level, Level];
    const response = await client.patch(`${base}turbo/`, {
      levels: [
        { slug: third.slug },
        { is_break: true, time_minutes: 15 },
        { slug: first.slug, small_blind: 50, big_blind: 100 },
        { small_blind: 500, big_blind: 1000 },
      ],
    });
    expect(response.status).toBe(200);
    const schedule = (await response.json()) as Schedule;
    expect(schedule.levels.map((l) => [l.level_number, l.small_blind, l.time_minutes])).toEqual([
      [1, 300, 10],
      [-1, 0, 15],
      [2, 50, 10],
      [3, 500, 10],
    ]);
    expect(schedule.levels[0]).toMatchObject({ id: third.id, slug: third.slug, sort_order: 1 });
    expect(schedule.levels[2]).toMatchObject({ id: first.id, slug: first.slug });
    expect(schedule.levels.map((l) => l.slug)).not.toContain(second.slug);

    const unknown = await client.patch(`${base}turbo/`, {
      levels: [{ slug: 'nope' }, { slug: first.slug }, { slug: first.slug }],
    });
    expect(await unknown.json()).toEqual({
      'levels.0.slug': ['No level with this slug in this schedule.'],
      'levels.2.slug': ['This level is listed more than once.'],
    });
  });
});

describe('DELETE /api/clubs/{slug}/blind-schedules/{scheduleSlug}/', () => {
  it('deletes a schedule and its levels', async () => {
    const { client, base } = await ownClub();
    const turbo = (await (await client.get(`${base}turbo/`)).json()) as Schedule;
    const response = await client.delete(`${base}turbo/`);
    expect(response.status).toBe(204);
    expect((await client.get(`${base}turbo/`)).status).toBe(404);
    const levels = await server.db
      .selectFrom('blind_level')
      .select('id')
      .where('schedule_id', '=', turbo.id)
      .execute();
    expect(levels).toEqual([]);
  });

  it('hands the default to the oldest remaining schedule', async () => {
    const { client, base } = await ownClub();
    await created(await client.post(base, { title: 'Newer' }));
    expect((await client.delete(`${base}standard/`)).status).toBe(204);
    expect(defaults(await list(client, base))).toEqual(['Turbo']);
  });
});

describe('POST /api/clubs/{slug}/blind-schedules/{scheduleSlug}/clone/', () => {
  it("copies levels and sounds, appends ' (Clone)', and is never the default", async () => {
    const { client, base } = await ownClub();
    const standard = (await (await client.get(`${base}standard/`)).json()) as Schedule;
    const clone = await created(await client.post(`${base}standard/clone/`));
    expect(clone).toMatchObject({
      title: 'Standard (Clone)',
      slug: 'standard-clone',
      is_default: false,
      warning_seconds: standard.warning_seconds,
      level_count: standard.level_count,
      total_minutes: standard.total_minutes,
    });
    const values = (s: Schedule) => s.levels.map(({ id: _id, slug: _slug, ...rest }) => rest);
    expect(values(clone)).toEqual(values(standard));
    expect(clone.levels.map((l) => l.id)).not.toContain(standard.levels[0]?.id);
    // Cloning again cannot reuse the title.
    const again = await created(await client.post(`${base}standard/clone/`));
    expect(again.title).toBe('Standard (Clone 2)');
    expect(defaults(await list(client, base))).toEqual(['Standard']);
    const long = await created(await client.post(base, { title: 'L'.repeat(100) }));
    const longClone = await created(await client.post(`${base}${long.slug}/clone/`));
    expect(longClone.title).toBe(`${'L'.repeat(92)} (Clone)`);
  });
});

describe('plan limits (billing on)', () => {
  it('stops at the free plan’s schedules with a clear error; pro is unlimited', async () => {
    const billing = await startTestServer({ billingEnabled: true });
    try {
      const owner = await createUser(billing);
      const club = await createClub(billing, { owner });
      const client = await logInClient(billing, owner);
      const base = `/api/clubs/${club.slug}/blind-schedules/`;
      // Free allows 3; the club starts with 2.
      expect((await client.post(base, { title: 'Third' })).status).toBe(201);
      const expected = {
        detail: 'Your plan allows 3 blind schedules. Upgrade to create more.',
        code: 'plan_limit_reached',
        limit: 3,
        used: 3,
        upgrade_path: '/app/billing/upgrade',
      };
      for (const refused of [
        await client.post(base, { title: 'Fourth' }),
        await client.post(`${base}generate/`, { title: 'Fourth' }),
        await client.post(`${base}standard/clone/`),
      ]) {
        expect(refused.status).toBe(403);
        expect(await refused.json()).toEqual(expected);
      }
      const limits = (await (
        await client.get(`/api/clubs/${club.slug}/subscription/limits/`)
      ).json()) as { limits: Record<string, unknown> };
      expect(limits.limits.blind_schedules).toEqual({ limit: 3, used: 3 });

      const pro = await createClub(billing, { owner, plan: 'pro' });
      for (const title of ['A', 'B', 'C']) {
        expect(
          (await client.post(`/api/clubs/${pro.slug}/blind-schedules/`, { title })).status,
        ).toBe(201);
      }
    } finally {
      await billing.close();
    }
  });
});
