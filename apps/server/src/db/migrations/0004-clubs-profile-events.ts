import { sql } from 'kysely';
import { withIdColumn, type MigrationContext, type MigrationDb } from './migration';

const ROLES_WITH_DEMO = sql`role in ('owner', 'manager', 'member', 'demo')`;
const ROLES_WITHOUT_DEMO = sql`role in ('owner', 'manager', 'member')`;

/**
 * SQLite cannot alter a CHECK constraint, so its club_member table is rebuilt; PostgreSQL
 * swaps the constraint in place.
 */
async function replaceRoleCheck(
  db: MigrationDb,
  { dialect }: MigrationContext,
  check: typeof ROLES_WITH_DEMO,
): Promise<void> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ conname: string }>`
      select conname from pg_constraint
      where conrelid = 'club_member'::regclass and contype = 'c'
    `.execute(db);
    for (const { conname } of rows) {
      await sql`alter table club_member drop constraint ${sql.id(conname)}`.execute(db);
    }
    await sql`alter table club_member add constraint club_member_role_check check (${check})`.execute(
      db,
    );
    return;
  }
  await withIdColumn(db.schema.createTable('club_member_next'), { dialect })
    .addColumn('club_id', 'integer', (col) =>
      col.notNull().references('club.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) => col.references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull().check(check))
    .addColumn('display_name', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('club_member_club_id_user_id_key', ['club_id', 'user_id'])
    .execute();
  await sql`insert into club_member_next (id, club_id, user_id, role, display_name, created_at)
    select id, club_id, user_id, role, display_name, created_at from club_member`.execute(db);
  await db.schema.dropTable('club_member').execute();
  await db.schema.alterTable('club_member_next').renameTo('club_member').execute();
  await db.schema
    .createIndex('club_member_user_id_idx')
    .on('club_member')
    .column('user_id')
    .execute();
}

export async function up(db: MigrationDb, context: MigrationContext): Promise<void> {
  // The demo visitor's membership: reads everything, writes nothing.
  await replaceRoleCheck(db, context, ROLES_WITH_DEMO);

  // Which subscription plan a club is on; only read when BILLING_ENABLED is true.
  await db.schema
    .alterTable('club')
    .addColumn('plan', 'text', (col) => col.notNull().defaultTo('free'))
    .execute();

  // What happened, for onboarding (SPEC.md section 4) and later activity views.
  await withIdColumn(db.schema.createTable('event'), context)
    .addColumn('club_id', 'integer', (col) => col.references('club.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.references('user.id').onDelete('set null'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('event_club_id_type_idx')
    .on('event')
    .columns(['club_id', 'type'])
    .execute();
  await db.schema
    .createIndex('event_user_id_type_idx')
    .on('event')
    .columns(['user_id', 'type'])
    .execute();
}

export async function down(db: MigrationDb, context: MigrationContext): Promise<void> {
  await db.schema.dropTable('event').execute();
  await db.schema.alterTable('club').dropColumn('plan').execute();
  await db.deleteFrom('club_member').where('role', '=', 'demo').execute();
  await replaceRoleCheck(db, context, ROLES_WITHOUT_DEMO);
}
