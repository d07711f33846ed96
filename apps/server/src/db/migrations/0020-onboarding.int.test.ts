import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { createMigrator, migrateToLatest } from '../migrator';
import type { MigrationDb } from './migration';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const BEFORE = '0019-member-sort-name';

describe('migration 0020-onboarding', () => {
  it("gives existing owners the steps their clubs' recorded events completed", async () => {
    const { error } = await createMigrator(database).migrateTo(BEFORE);
    expect(error).toBeUndefined();
    const at = '2026-01-02T03:04:05.000Z';
    const later = '2026-02-03T04:05:06.000Z';
    // The tables as they were at 0019, not today's typed schema.
    const db = database.db as unknown as MigrationDb;
    const user = async (slug: string) =>
      (
        await db
          .insertInto('user')
          .values({
            slug,
            email: `${slug}@example.com`,
            password_hash: 'x',
            first_name: 'A',
            last_name: 'B',
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    const club = async (slug: string) =>
      (
        await db
          .insertInto('club')
          .values({ slug, name: slug, created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    const member = (clubId: number, userId: number, role: string, slug: string) =>
      db
        .insertInto('club_member')
        .values({ club_id: clubId, user_id: userId, role, slug, created_at: at })
        .execute();
    const event = (type: string, clubId: number | null, userId: number, when = at) =>
      db
        .insertInto('event')
        .values({ type, club_id: clubId, user_id: userId, data: '{}', created_at: when })
        .execute();

    const veteran = await user('onb-veteran');
    const newcomer = await user('onb-newcomer');
    const helper = await user('onb-helper');
    const veteransClub = await club('onb-veterans-club');
    const newcomersClub = await club('onb-newcomers-club');
    await member(veteransClub, veteran, 'owner', 'v');
    await member(veteransClub, helper, 'manager', 'h');
    await member(newcomersClub, newcomer, 'owner', 'n');
    // The veteran ran the club for a while (some of it done by the manager).
    await event('club.updated', veteransClub, veteran);
    await event('user.avatar.updated', null, veteran, later);
    await event('rules.updated', veteransClub, helper);
    await event('member.invited', veteransClub, helper);
    await event('game.recorded', veteransClub, helper, later);
    // The newcomer renamed the club only; the manager's own avatar is not the newcomer's.
    await event('club.updated', newcomersClub, newcomer);
    await event('user.avatar.updated', null, helper);

    expect(await migrateToLatest(database)).toContain('0020-onboarding');
    const steps = await db
      .selectFrom('onboarding_step')
      .select(['user_id', 'step_key', 'completed_at'])
      .orderBy('user_id')
      .orderBy('step_key')
      .execute();
    expect(steps).toEqual([
      { user_id: veteran, step_key: 'invite_member', completed_at: at },
      { user_id: veteran, step_key: 'personalize_club_profile', completed_at: later },
      { user_id: veteran, step_key: 'run_first_game', completed_at: later },
      { user_id: veteran, step_key: 'set_club_rules', completed_at: at },
    ]);
    const states = await db
      .selectFrom('onboarding_state')
      .select([
        'user_id',
        'activation_at',
        'welcome_seen_at',
        'club_updated_at',
        'avatar_updated_at',
      ])
      .orderBy('user_id')
      .execute();
    expect(states).toEqual([
      {
        user_id: veteran,
        activation_at: later,
        welcome_seen_at: expect.any(String),
        club_updated_at: at,
        avatar_updated_at: later,
      },
      // Welcomed as any new owner; half of the first step kept for when the avatar comes.
      {
        user_id: newcomer,
        activation_at: null,
        welcome_seen_at: null,
        club_updated_at: at,
        avatar_updated_at: null,
      },
    ]);
  });
});
