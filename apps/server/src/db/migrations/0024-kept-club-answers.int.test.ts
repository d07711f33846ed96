import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { createMigrator, migrateToLatest } from '../migrator';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const BEFORE = '0023-club-roster-version';

describe('migration 0024-kept-club-answers', () => {
  it("moves a club's schedules number on every change to its schedules and levels, and its roster number on an address change", async () => {
    const { error } = await createMigrator(database).migrateTo(BEFORE);
    expect(error).toBeUndefined();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an older schema
    const db = database.db as unknown as Kysely<any>;
    const at = new Date().toISOString();
    const clubs: number[] = [];
    for (const slug of ['blinds-one', 'blinds-two', 'blinds-empty']) {
      const club = await db
        .insertInto('club')
        .values({ slug, name: slug, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      clubs.push(club.id);
    }
    const [one, two, empty] = clubs as [number, number, number];
    const schedule = async (clubId: number, slug: string) =>
      (
        await db
          .insertInto('blind_schedule')
          .values({
            club_id: clubId,
            slug,
            title: slug,
            title_key: slug,
            is_default: 0,
            warning_seconds: 60,
            alert_seconds: 10,
            beep_seconds: 5,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    const level = async (scheduleId: number, slug: string, order: number) =>
      (
        await db
          .insertInto('blind_level')
          .values({
            schedule_id: scheduleId,
            slug,
            time_minutes: 15,
            small_blind: 25 * order,
            big_blind: 50 * order,
            ante_value: 0,
            is_break: 0,
            level_number: order,
            sort_order: order,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    const turbo = await schedule(one, 'turbo');
    await level(turbo, 'turbo-1', 1);
    const user = await db
      .insertInto('user')
      .values({
        slug: 'blinds-user',
        email: 'blinds-user@example.com',
        password_hash: 'x',
        first_name: 'Bea',
        last_name: 'Blinds',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('club_member')
      .values({
        club_id: two,
        user_id: user.id,
        role: 'member',
        slug: 'bea',
        sort_name: 'bea blinds',
        created_at: at,
      })
      .execute();

    expect(await migrateToLatest(database)).toContain('0024-kept-club-answers');
    const versions = async () => {
      const rows = await database.db
        .selectFrom('club_blind_schedules')
        .select(['club_id', 'version'])
        .where('club_id', 'in', clubs)
        .execute();
      return Object.fromEntries(rows.map((row) => [row.club_id, Number(row.version)]));
    };
    const roster = async () =>
      Number(
        (
          await database.db
            .selectFrom('club_roster')
            .select('version')
            .where('club_id', '=', two)
            .executeTakeFirstOrThrow()
        ).version,
      );
    // Every club starts at 1, even one without schedules.
    expect(await versions()).toEqual({ [one]: 1, [two]: 1, [empty]: 1 });

    // A schedule added, renamed; a level added, changed, deleted: only its club moves.
    const deep = await schedule(two, 'deep');
    expect(await versions()).toEqual({ [one]: 1, [two]: 2, [empty]: 1 });
    await database.db
      .updateTable('blind_schedule')
      .set({ title: 'Deep Stack' })
      .where('id', '=', deep)
      .execute();
    expect(await versions()).toEqual({ [one]: 1, [two]: 3, [empty]: 1 });
    const deepLevel = await level(deep, 'deep-1', 1);
    expect(await versions()).toEqual({ [one]: 1, [two]: 4, [empty]: 1 });
    await database.db
      .updateTable('blind_level')
      .set({ small_blind: 30 })
      .where('id', '=', deepLevel)
      .execute();
    expect(await versions()).toEqual({ [one]: 1, [two]: 5, [empty]: 1 });
    await database.db.deleteFrom('blind_level').where('id', '=', deepLevel).execute();
    expect(await versions()).toEqual({ [one]: 1, [two]: 6, [empty]: 1 });

    // A schedule deleted with its levels (a cascade) moves its club.
    await database.db.deleteFrom('blind_schedule').where('id', '=', turbo).execute();
    expect((await versions())[one]).toBeGreaterThan(1);
    expect((await versions())[two]).toBe(6);

    // An address change moves the roster of every club of the account; a login does not.
    const rosterBefore = await roster();
    await database.db
      .updateTable('user')
      .set({ email: 'bea@example.com' })
      .where('id', '=', user.id)
      .execute();
    expect(await roster()).toBe(rosterBefore + 1);
    await database.db
      .updateTable('user')
      .set({ last_login_at: at })
      .where('id', '=', user.id)
      .execute();
    expect(await roster()).toBe(rosterBefore + 1);

    // A club deleted takes its number and its schedules with it, without an error.
    await schedule(empty, 'short');
    await database.db.deleteFrom('club').where('id', '=', empty).execute();
    expect(
      Object.keys(await versions())
        .map(Number)
        .sort(),
    ).toEqual([one, two].sort());

    const down = await createMigrator(database).migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    // Down, the table and its triggers are gone; the roster no longer moves on an address.
    await schedule(two, 'after-down');
    const rosterDown = await roster();
    await db
      .updateTable('user')
      .set({ email: 'bea2@example.com' })
      .where('id', '=', user.id)
      .execute();
    expect(await roster()).toBe(rosterDown);
    await db.updateTable('user').set({ first_name: 'Beatrix' }).where('id', '=', user.id).execute();
    expect(await roster()).toBe(rosterDown + 1);
    expect(await migrateToLatest(database)).toContain('0024-kept-club-answers');
    expect(await versions()).toEqual({ [one]: 1, [two]: 1 });
  });
});
