import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { createMigrator, migrateToLatest } from '../migrator';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

const BEFORE = '0022-member-counts';

describe('migration 0023-club-roster-version', () => {
  it("moves a club's number on every change to its members' names, and goes back down", async () => {
    const { error } = await createMigrator(database).migrateTo(BEFORE);
    expect(error).toBeUndefined();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an older schema
    const db = database.db as unknown as Kysely<any>;
    const at = new Date().toISOString();
    const clubs: number[] = [];
    for (const slug of ['roster-one', 'roster-two', 'roster-empty']) {
      const club = await db
        .insertInto('club')
        .values({ slug, name: slug, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      clubs.push(club.id);
    }
    const [one, two, empty] = clubs as [number, number, number];
    const user = await db
      .insertInto('user')
      .values({
        slug: 'roster-user',
        email: 'roster-user@example.com',
        password_hash: 'x',
        first_name: 'Rosa',
        last_name: 'Roster',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const member = (clubId: number, slug: string, userId: number | null = null) =>
      db
        .insertInto('club_member')
        .values({
          club_id: clubId,
          user_id: userId,
          role: 'member',
          slug,
          display_name: userId ? null : slug,
          sort_name: slug,
          created_at: at,
        })
        .execute();
    await member(one, 'guest-a');
    await member(one, 'rosa', user.id);
    await member(two, 'guest-b');

    expect(await migrateToLatest(database)).toContain('0023-club-roster-version');
    const versions = async () => {
      const rows = await database.db
        .selectFrom('club_roster')
        .select(['club_id', 'version'])
        .where('club_id', 'in', clubs)
        .execute();
      return Object.fromEntries(rows.map((row) => [row.club_id, Number(row.version)]));
    };
    // Every club starts at 1, even one without members.
    expect(await versions()).toEqual({ [one]: 1, [two]: 1, [empty]: 1 });

    // A guest claimed by an account (the leaderboard's names change).
    await database.db
      .updateTable('club_member')
      .set({ user_id: user.id, display_name: null })
      .where('slug', '=', 'guest-b')
      .execute();
    expect(await versions()).toEqual({ [one]: 1, [two]: 2, [empty]: 1 });

    // A member's account renamed, or given an avatar: every club of theirs moves.
    await database.db
      .updateTable('user')
      .set({ first_name: 'Rose' })
      .where('id', '=', user.id)
      .execute();
    expect(await versions()).toEqual({ [one]: 2, [two]: 3, [empty]: 1 });
    await database.db
      .updateTable('user')
      .set({ avatar_path: 'avatars/rose.webp' })
      .where('id', '=', user.id)
      .execute();
    expect(await versions()).toEqual({ [one]: 3, [two]: 4, [empty]: 1 });
    // What no leaderboard shows moves nothing.
    await database.db
      .updateTable('user')
      .set({ last_login_at: at })
      .where('id', '=', user.id)
      .execute();
    expect(await versions()).toEqual({ [one]: 3, [two]: 4, [empty]: 1 });

    // Joining and leaving.
    await member(empty, 'first');
    await database.db.deleteFrom('club_member').where('slug', '=', 'guest-a').execute();
    expect(await versions()).toEqual({ [one]: 4, [two]: 4, [empty]: 2 });

    // A club deleted takes its number and its memberships with it, without an error.
    await database.db.deleteFrom('club').where('id', '=', empty).execute();
    expect(await versions()).toEqual({ [one]: 4, [two]: 4 });

    const down = await createMigrator(database).migrateTo(BEFORE);
    expect(down.error).toBeUndefined();
    // Down, the table and its triggers are gone: memberships and accounts write as before.
    await member(two, 'after-down');
    await db.updateTable('user').set({ first_name: 'Rosie' }).where('id', '=', user.id).execute();
    expect(await migrateToLatest(database)).toContain('0023-club-roster-version');
    expect(await versions()).toEqual({ [one]: 1, [two]: 1 });
  });
});
