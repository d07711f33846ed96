import { sql } from 'kysely';
import type { MigrationContext, MigrationDb } from './migration';

/**
 * The members list pages and searches in the database (issue 16, decision 0031): each
 * membership keeps `sort_name`, the name it goes by as the list sorts and searches it
 * (`memberSortKey`: accents and case folded), and an index on (club, role, sort_name, id)
 * serves a page of one role's members straight from the index. On PostgreSQL the column uses
 * the "C" collation so it sorts byte for byte, as SQLite does.
 */

/** A frozen copy of `memberSortKey` (features/members/member-name.ts) as of this migration. */
function sortKey(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export async function up(db: MigrationDb, { dialect }: MigrationContext): Promise<void> {
  if (dialect === 'postgres') {
    await sql`alter table club_member add column sort_name text collate "C" not null default ''`.execute(
      db,
    );
  } else {
    await sql`alter table club_member add column sort_name text not null default ''`.execute(db);
  }
  const members = (await db
    .selectFrom('club_member')
    .leftJoin('user', 'user.id', 'club_member.user_id')
    .select([
      'club_member.id',
      'club_member.display_name',
      'user.first_name',
      'user.last_name',
      'club_member.user_id',
    ])
    .execute()) as {
    id: number;
    display_name: string | null;
    first_name: string | null;
    last_name: string | null;
    user_id: number | null;
  }[];
  for (const member of members) {
    const name =
      member.user_id === null
        ? (member.display_name ?? '')
        : `${member.first_name ?? ''} ${member.last_name ?? ''}`;
    await db
      .updateTable('club_member')
      .set({ sort_name: sortKey(name) })
      .where('id', '=', member.id)
      .execute();
  }
  await db.schema
    .createIndex('club_member_list_idx')
    .on('club_member')
    .columns(['club_id', 'role', 'sort_name', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('club_member_list_idx').execute();
  await db.schema.alterTable('club_member').dropColumn('sort_name').execute();
}
