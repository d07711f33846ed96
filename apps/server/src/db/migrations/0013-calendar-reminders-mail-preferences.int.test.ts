import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import { createMigrator, migrateToLatest } from '../migrator';

let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('migration 0013-calendar-reminders-mail-preferences', () => {
  it('gives existing accounts both game mails, and goes down and up again', async () => {
    const { error } = await createMigrator(database).migrateTo('0011-games');
    expect(error).toBeUndefined();
    const at = '2026-03-04T05:06:07.000Z';
    await sql`insert into ${sql.table('user')} (slug, email, password_hash, first_name, last_name, created_at, updated_at)
      values ('old', 'old@example.com', 'x', 'Old', 'Timer', ${at}, ${at})`.execute(database.db);
    await expect(
      sql`select ${sql.ref('game_invitation_mails')} from ${sql.table('user')}`.execute(
        database.db,
      ),
    ).rejects.toThrow();

    await migrateToLatest(database);
    const user = await database.db
      .selectFrom('user')
      .select(['game_invitation_mails', 'game_reminder_mails'])
      .where('slug', '=', 'old')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ game_invitation_mails: 1, game_reminder_mails: 1 });
    expect(await database.db.selectFrom('calendar_feed').selectAll().execute()).toEqual([]);

    expect((await createMigrator(database).migrateTo('0011-games')).error).toBeUndefined();
    await expect(database.db.selectFrom('calendar_feed').selectAll().execute()).rejects.toThrow();
    await migrateToLatest(database);
    expect(await database.db.selectFrom('calendar_feed').selectAll().execute()).toEqual([]);
  });
});
