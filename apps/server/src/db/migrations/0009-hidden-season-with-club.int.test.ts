import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { createMigrator, migrateToLatest } from '../migrator';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('migration 0009-hidden-season-with-club', () => {
  it('gives every club without a hidden season exactly one, with a free slug', async () => {
    const { error } = await createMigrator(database).migrateTo('0008-scope-settings');
    expect(error).toBeUndefined();
    const at = '2026-03-04T05:06:07.000Z';
    const club = (slug: string) =>
      database.db
        .insertInto('club')
        .values({ slug, name: slug, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
    const bare = await club('bare');
    const served = await club('served');
    // A league season already holds the slug the bare club's hidden season would take.
    await database.db
      .insertInto('season')
      .values({
        club_id: served.id,
        league_id: null,
        slug: 'bare-unscheduled',
        title: 'Games outside a league',
        is_active: 1,
        is_hidden: 1,
        begin_date: '2026-01-01',
        end_date: '9999-12-31',
        created_at: at,
        updated_at: at,
      })
      .execute();

    expect(await migrateToLatest(database)).toContain('0009-hidden-season-with-club');
    const hidden = await database.db
      .selectFrom('season')
      .select(['club_id', 'slug', 'begin_date', 'is_active'])
      .where('is_hidden', '=', 1)
      .orderBy('club_id')
      .execute();
    expect(hidden).toEqual([
      { club_id: bare.id, slug: 'bare-unscheduled-2', begin_date: '2026-03-04', is_active: 1 },
      { club_id: served.id, slug: 'bare-unscheduled', begin_date: '2026-01-01', is_active: 1 },
    ]);
  });
});
