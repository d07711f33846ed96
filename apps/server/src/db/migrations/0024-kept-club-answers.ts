import { sql } from 'kysely';
import type { MigrationContext, MigrationDb } from './migration';

/**
 * What the kept club answers (decision 0049) read on every request to know whether what they
 * keep is still right:
 *
 * - The club's roster number (migration 0023) now also moves when a member's account changes
 *   its address: the members list shows addresses to owners and managers.
 * - `club_blind_schedules` holds one number per club that moves on every insert, update or
 *   delete of one of its blind schedules or of a level of one, so the blind schedules list
 *   can be kept until then.
 *
 * Triggers, as for 0022 and 0023, so that writes no repository sees (a cascade from a deleted
 * schedule or club) count too. An update never inserts a row: a club being deleted, whose row
 * goes by its own cascade, never gets one back.
 */
export async function up(db: MigrationDb, { dialect }: MigrationContext): Promise<void> {
  await db.schema
    .createTable('club_blind_schedules')
    .addColumn('club_id', 'integer', (col) =>
      col.primaryKey().references('club.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (col) => col.notNull())
    .execute();
  await sql`insert into club_blind_schedules (club_id, version) select id, 1 from club`.execute(db);

  if (dialect === 'postgres') {
    await sql`drop trigger club_roster_user_change on "user"`.execute(db);
    await sql`create trigger club_roster_user_change
      after update of first_name, last_name, avatar_path, email on "user"
      for each row execute function club_roster_user_change()`.execute(db);

    await sql`create function club_blind_schedules_schedule_change() returns trigger
      language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update club_blind_schedules set version = version + 1 where club_id = old.club_id;
        end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.club_id <> old.club_id) then
          insert into club_blind_schedules as v (club_id, version) values (new.club_id, 1)
          on conflict (club_id) do update set version = v.version + 1;
        end if;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger club_blind_schedules_schedule_change
      after insert or delete or update on blind_schedule
      for each row execute function club_blind_schedules_schedule_change()`.execute(db);
    await sql`create function club_blind_schedules_level_change() returns trigger
      language plpgsql as $$
      begin
        if tg_op in ('DELETE', 'UPDATE') then
          update club_blind_schedules set version = version + 1
          where club_id = (select club_id from blind_schedule where id = old.schedule_id);
        end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.schedule_id <> old.schedule_id) then
          update club_blind_schedules set version = version + 1
          where club_id = (select club_id from blind_schedule where id = new.schedule_id);
        end if;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger club_blind_schedules_level_change
      after insert or delete or update on blind_level
      for each row execute function club_blind_schedules_level_change()`.execute(db);
    return;
  }

  await sql`drop trigger club_roster_user_update`.execute(db);
  await sql`create trigger club_roster_user_update
    after update of first_name, last_name, avatar_path, email on "user" begin
      update club_roster set version = version + 1
      where club_id in (select club_id from club_member where user_id = new.id);
    end`.execute(db);

  await sql`create trigger club_blind_schedules_schedule_insert after insert on blind_schedule
    begin
      insert into club_blind_schedules (club_id, version) values (new.club_id, 1)
      on conflict (club_id) do update set version = version + 1;
    end`.execute(db);
  await sql`create trigger club_blind_schedules_schedule_delete after delete on blind_schedule
    begin
      update club_blind_schedules set version = version + 1 where club_id = old.club_id;
    end`.execute(db);
  await sql`create trigger club_blind_schedules_schedule_update after update on blind_schedule
    begin
      update club_blind_schedules set version = version + 1
      where club_id in (old.club_id, new.club_id);
    end`.execute(db);
  await sql`create trigger club_blind_schedules_level_insert after insert on blind_level begin
      update club_blind_schedules set version = version + 1
      where club_id = (select club_id from blind_schedule where id = new.schedule_id);
    end`.execute(db);
  await sql`create trigger club_blind_schedules_level_delete after delete on blind_level begin
      update club_blind_schedules set version = version + 1
      where club_id = (select club_id from blind_schedule where id = old.schedule_id);
    end`.execute(db);
  await sql`create trigger club_blind_schedules_level_update after update on blind_level begin
      update club_blind_schedules set version = version + 1
      where club_id in (
        select club_id from blind_schedule where id in (old.schedule_id, new.schedule_id)
      );
    end`.execute(db);
}

export async function down(db: MigrationDb, { dialect }: MigrationContext): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop trigger club_blind_schedules_schedule_change on blind_schedule`.execute(db);
    await sql`drop function club_blind_schedules_schedule_change()`.execute(db);
    await sql`drop trigger club_blind_schedules_level_change on blind_level`.execute(db);
    await sql`drop function club_blind_schedules_level_change()`.execute(db);
    await sql`drop trigger club_roster_user_change on "user"`.execute(db);
    await sql`create trigger club_roster_user_change
      after update of first_name, last_name, avatar_path on "user"
      for each row execute function club_roster_user_change()`.execute(db);
  } else {
    for (const name of [
      'schedule_insert',
      'schedule_delete',
      'schedule_update',
      'level_insert',
      'level_delete',
      'level_update',
    ]) {
      await sql`drop trigger ${sql.id(`club_blind_schedules_${name}`)}`.execute(db);
    }
    await sql`drop trigger club_roster_user_update`.execute(db);
    await sql`create trigger club_roster_user_update
      after update of first_name, last_name, avatar_path on "user" begin
        update club_roster set version = version + 1
        where club_id in (select club_id from club_member where user_id = new.id);
      end`.execute(db);
  }
  await db.schema.dropTable('club_blind_schedules').execute();
}
