import { sql } from 'kysely';
import { withIdColumn, type MigrationContext, type MigrationDb } from './migration';

export async function up(db: MigrationDb, context: MigrationContext): Promise<void> {
  await withIdColumn(db.schema.createTable('user'), context)
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('timezone', 'text', (col) => col.notNull().defaultTo('America/New_York'))
    .addColumn('venmo_handle', 'text')
    .addColumn('paypal_handle', 'text')
    .addColumn('avatar_path', 'text')
    .addColumn('email_verified_at', 'text')
    .addColumn('last_login_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('club'), context)
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('club_member'), context)
    .addColumn('club_id', 'integer', (col) =>
      col.notNull().references('club.id').onDelete('cascade'),
    )
    // Null for a guest player (a name only); a later issue lets a user claim it.
    .addColumn('user_id', 'integer', (col) => col.references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) =>
      col.notNull().check(sql`role in ('owner', 'manager', 'member')`),
    )
    .addColumn('display_name', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('club_member_club_id_user_id_key', ['club_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('club_member_user_id_idx')
    .on('club_member')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('session')
    // sha256 hex of the cookie token: a leaked table cannot be replayed as cookies.
    .addColumn('id', 'text', (col) => col.primaryKey())
    // What the sessions list shows and DELETE takes; unrelated to the cookie.
    .addColumn('public_id', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('csrf_secret', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('session_user_id_idx').on('session').column('user_id').execute();
  await db.schema
    .createIndex('session_expires_at_idx')
    .on('session')
    .column('expires_at')
    .execute();

  await withIdColumn(db.schema.createTable('email_change_request'), context)
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('new_email', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('email_change_request_user_id_idx')
    .on('email_change_request')
    .column('user_id')
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('email_change_request').execute();
  await db.schema.dropTable('session').execute();
  await db.schema.dropTable('club_member').execute();
  await db.schema.dropTable('club').execute();
  await db.schema.dropTable('user').execute();
}
