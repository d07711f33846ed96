import { sql } from 'kysely';
import type { MigrationDb } from './migration';

/**
 * A club keeps its own time zone (issue 19 item 11, decision 0029): the clock its games are
 * entered and shown on. Until now the only zone was the owner's profile zone, which the game
 * form used, so an existing club takes its owner's zone (the first owner by membership, the way
 * the profile names a club) and keeps showing its games at the times it always did. A club
 * without an owner keeps the default, SPEC.md's default zone.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('club')
    .addColumn('timezone', 'text', (col) => col.notNull().defaultTo('America/New_York'))
    .execute();
  await sql`update club set timezone = (
      select u.timezone from club_member m join "user" u on u.id = m.user_id
      where m.club_id = club.id and m.role = 'owner'
      order by m.id limit 1
    )
    where exists (
      select 1 from club_member m
      where m.club_id = club.id and m.role = 'owner' and m.user_id is not null
    )`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('club').dropColumn('timezone').execute();
}
