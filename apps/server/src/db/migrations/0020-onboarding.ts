import { sql } from 'kysely';
import type { MigrationContext, MigrationDb } from './migration';

/*
 * A club owner's onboarding (SPEC.md sections 3 and 4, issue 15): one state row per account
 * (created on first use) and one row per completed step (a step without a row is pending, so
 * reset deletes them). The first of the two events of "Personalize Club & Profile" is kept on
 * the state row until the second one happens.
 *
 * Owners who used Felt before this migration get the steps their recorded events already
 * completed, and those who recorded a game are activated and not welcomed again.
 */

const STEP_OF_EVENT: [string, string][] = [
  ['rules.updated', 'set_club_rules'],
  ['payouts.updated', 'configure_payouts'],
  ['blind_structure.updated', 'create_blind_structure'],
  ['member.invited', 'invite_member'],
  ['game.scheduled', 'schedule_first_game'],
  ['game.recorded', 'run_first_game'],
];

export async function up(db: MigrationDb, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('onboarding_state')
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('user.id').onDelete('cascade'),
    )
    .addColumn('welcome_seen_at', 'text')
    .addColumn('checklist_collapsed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('activation_at', 'text')
    .addColumn('club_updated_at', 'text')
    .addColumn('avatar_updated_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('onboarding_step')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('step_key', 'text', (col) => col.notNull())
    .addColumn('completed_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('onboarding_step_pkey', ['user_id', 'step_key'])
    .execute();

  // What owners did before: each owner's clubs' events (and their own avatar).
  const owners = sql`select distinct user_id from club_member where role = 'owner' and user_id is not null`;
  const now = new Date().toISOString();
  await sql`insert into onboarding_state (user_id, checklist_collapsed, club_updated_at, avatar_updated_at, updated_at)
    select o.user_id, 0,
      (select min(e.created_at) from event e join club_member m on m.club_id = e.club_id
        where m.user_id = o.user_id and m.role = 'owner' and e.type = 'club.updated'),
      (select min(e.created_at) from event e
        where e.user_id = o.user_id and e.type = 'user.avatar.updated'),
      ${now}
    from (${owners}) o`.execute(db);
  for (const [type, step] of STEP_OF_EVENT) {
    await sql`insert into onboarding_step (user_id, step_key, completed_at)
      select m.user_id, ${step}, min(e.created_at)
      from event e join club_member m on m.club_id = e.club_id
      where e.type = ${type} and m.role = 'owner' and m.user_id is not null
      group by m.user_id`.execute(db);
  }
  await sql`insert into onboarding_step (user_id, step_key, completed_at)
    select user_id, 'personalize_club_profile',
      case when club_updated_at > avatar_updated_at then club_updated_at else avatar_updated_at end
    from onboarding_state
    where club_updated_at is not null and avatar_updated_at is not null`.execute(db);
  await sql`update onboarding_state set
      activation_at = (select s.completed_at from onboarding_step s
        where s.user_id = onboarding_state.user_id and s.step_key = 'run_first_game'),
      welcome_seen_at = ${now}
    where exists (select 1 from onboarding_step s
      where s.user_id = onboarding_state.user_id and s.step_key = 'run_first_game')`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('onboarding_step').execute();
  await db.schema.dropTable('onboarding_state').execute();
}
