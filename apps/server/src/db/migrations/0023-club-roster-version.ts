import { sql } from 'kysely';
import type { MigrationContext, MigrationDb } from './migration';

/**
 * A number per club that moves whenever what its members are called or look like may have
 * changed (decision 0046): a membership added, removed or changed (a guest claimed by an account,
 * a role, a display name), or a member's account renamed or given a new avatar. The season
 * leaderboard reads it on every request to know whether its kept answer still names everyone
 * right; before, it took the latest `updated_at` of the members' accounts, which read every
 * member's account on each request and missed a guest profile claimed by a member.
 *
 * Kept by triggers, so every write counts, including the ones no repository sees (a deleted
 * account's memberships go by cascade). An update never inserts a row: a club being deleted,
 * whose row goes by its own cascade, never gets one back.
 */
export async function up(db: MigrationDb, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('club_roster')
    .addColumn('club_id', 'integer', (col) =>
      col.primaryKey().references('club.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (col) => col.notNull())
    .execute();
  await sql`insert into club_roster (club_id, version) select id, 1 from club`.execute(db);

  if (dialect === 'postgres') {
    await sql`create function club_roster_member_change() returns trigger language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update club_roster set version = version + 1 where club_id = old.club_id;
        end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.club_id <> old.club_id) then
          insert into club_roster as r (club_id, version) values (new.club_id, 1)
          on conflict (club_id) do update set version = r.version + 1;
        end if;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger club_roster_member_change
      after insert or delete or update on club_member
      for each row execute function club_roster_member_change()`.execute(db);
    await sql`create function club_roster_user_change() returns trigger language plpgsql as $$
      begin
        update club_roster set version = version + 1
        where club_id in (select club_id from club_member where user_id = new.id);
        return null;
      end
    $$`.execute(db);
    await sql`create trigger club_roster_user_change
      after update of first_name, last_name, avatar_path on "user"
      for each row execute function club_roster_user_change()`.execute(db);
    return;
  }
  await sql`create trigger club_roster_member_insert after insert on club_member begin
      insert into club_roster (club_id, version) values (new.club_id, 1)
      on conflict (club_id) do update set version = version + 1;
    end`.execute(db);
  await sql`create trigger club_roster_member_delete after delete on club_member begin
      update club_roster set version = version + 1 where club_id = old.club_id;
    end`.execute(db);
  await sql`create trigger club_roster_member_update after update on club_member begin
      update club_roster set version = version + 1 where club_id in (old.club_id, new.club_id);
    end`.execute(db);
  await sql`create trigger club_roster_user_update
    after update of first_name, last_name, avatar_path on "user" begin
      update club_roster set version = version + 1
      where club_id in (select club_id from club_member where user_id = new.id);
    end`.execute(db);
}

export async function down(db: MigrationDb, { dialect }: MigrationContext): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop trigger club_roster_member_change on club_member`.execute(db);
    await sql`drop function club_roster_member_change()`.execute(db);
    await sql`drop trigger club_roster_user_change on "user"`.execute(db);
    await sql`drop function club_roster_user_change()`.execute(db);
  } else {
    for (const name of ['member_insert', 'member_delete', 'member_update', 'user_update']) {
      await sql`drop trigger ${sql.id(`club_roster_${name}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('club_roster').execute();
}
