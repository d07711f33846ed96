import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import { hotStatementName, preparedQuery } from './prepared-query';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
  const at = new Date().toISOString();
  for (const slug of ['prepared-one', 'prepared-two']) {
    await database.db
      .insertInto('club')
      .values({ slug, name: `Club ${slug}`, created_at: at, updated_at: at })
      .execute();
  }
});
afterAll(() => database?.close());

const clubBySlug = preparedQuery((db, slug: string) =>
  db.selectFrom('club').select(['slug', 'name']).where('slug', '=', slug),
);

describe('queries compiled once', () => {
  it('answer each call for its own arguments, again and again', async () => {
    for (let round = 0; round < 3; round++) {
      expect(await clubBySlug(database.db, 'prepared-one')).toEqual([
        { slug: 'prepared-one', name: 'Club prepared-one' },
      ]);
      expect(await clubBySlug(database.db, 'prepared-two')).toEqual([
        { slug: 'prepared-two', name: 'Club prepared-two' },
      ]);
      expect(await clubBySlug(database.db, 'no-such-club')).toEqual([]);
    }
  });

  it('run as named prepared statements on a PostgreSQL connection (decision 0047)', async () => {
    await clubBySlug(database.db, 'prepared-one');
    const compiled = database.db
      .selectFrom('club')
      .select(['slug', 'name'])
      .where('slug', '=', 'x')
      .compile().sql;
    const name = hotStatementName(compiled);
    expect(name).toMatch(/^felt_hot_\d+$/);
    // An ordinary query is not named.
    expect(hotStatementName('select 1')).toBeUndefined();
    if (database.dialect !== 'postgres') return;
    await database.db.connection().execute(async (connection) => {
      expect(await clubBySlug(connection, 'prepared-two')).toHaveLength(1);
      expect(await clubBySlug(connection, 'prepared-one')).toHaveLength(1);
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(connection);
      expect(rows).toContainEqual({ name, statement: compiled });
    });
  });
});
