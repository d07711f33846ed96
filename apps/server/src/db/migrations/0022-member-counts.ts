import { sql } from 'kysely';
import type { MigrationContext, MigrationDb } from './migration';

/**
 * The members list's counts kept by the database (issue 16, decision 0031's addendum): every
 * page of the list answers how many members each role has, and counting 10,000 memberships on
 * every page was most of the page's time. `club_member_count` holds one row per club and role,
 * kept in step by triggers on `club_member`, so every write counts, including the ones no
 * repository sees: a club or an account deleted takes its memberships with it by cascade.
 *
 * A delete only ever updates a row (never inserts one), so a club being deleted, whose count
 * rows go by their own cascade, never gets a row back.
 */
export async function up(db: MigrationDb, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('club_member_count')
    .addColumn('club_id', 'integer', (col) =>
      col.notNull().references('club.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('members', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('club_member_count_pkey', ['club_id', 'role'])
    .execute();
  await sql`insert into club_member_count (club_id, role, members)
    select club_id, role, count(*) from club_member group by club_id, role`.execute(db);

  if (dialect === 'postgres') {
    await sql`create function club_member_count_change() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update club_member_count set members = members - 1
          where club_id = old.club_id and role = old.role;
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into club_member_count as c (club_id, role, members)
          values (new.club_id, new.role, 1)
          on conflict (club_id, role) do update set members = c.members + 1;
        end if;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger club_member_count_change
      after insert or delete or update of club_id, role on club_member
      for each row execute function club_member_count_change()`.execute(db);
    return;
  }
  await sql`create trigger club_member_count_insert after insert on club_member begin
      insert into club_member_count (club_id, role, members) values (new.club_id, new.role, 1)
      on conflict (club_id, role) do update set members = members + 1;
    end`.execute(db);
  await sql`create trigger club_member_count_delete after delete on club_member begin
      update club_member_count set members = members - 1
      where club_id = old.club_id and role = old.role;
    end`.execute(db);
  await sql`create trigger club_member_count_update after update of club_id, role on club_member
    begin
      update club_member_count set members = members - 1
      where club_id = old.club_id and role = old.role;
      insert into club_member_count (club_id, role, members) values (new.club_id, new.role, 1)
      on conflict (club_id, role) do update set members = members + 1;
    end`.execute(db);
}

export async function down(db: MigrationDb, { dialect }: MigrationContext): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop trigger club_member_count_change on club_member`.execute(db);
    await sql`drop function club_member_count_change()`.execute(db);
  } else {
    for (const event of ['insert', 'delete', 'update']) {
      await sql`drop trigger ${sql.id(`club_member_count_${event}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('club_member_count').execute();
}
