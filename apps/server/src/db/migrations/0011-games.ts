import { sql } from 'kysely';
import { withIdColumn, type MigrationContext, type MigrationDb } from './migration';

export async function up(db: MigrationDb, context: MigrationContext): Promise<void> {
  await withIdColumn(db.schema.createTable('game'), context)
    .addColumn('club_id', 'integer', (col) =>
      col.notNull().references('club.id').onDelete('cascade'),
    )
    .addColumn('season_id', 'integer', (col) =>
      col.notNull().references('season.id').onDelete('cascade'),
    )
    // Globally unique and readable (`friday-night-2026-11-27`): games are addressed without
    // their club (`/api/games/{slug}/`).
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    // An ISO instant in UTC, which sorts correctly as text.
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('notes', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('max_players', 'integer')
    // Null: the settings cascade's default schedule.
    .addColumn('blind_schedule_id', 'integer', (col) =>
      col.references('blind_schedule.id').onDelete('set null'),
    )
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('scheduled'))
    .addColumn('join_code', 'text', (col) => col.notNull())
    .addColumn('join_enabled', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_by_user_id', 'integer', (col) =>
      col.references('user.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('game_club_starts_idx')
    .on('game')
    .columns(['club_id', 'starts_at'])
    .execute();
  await db.schema.createIndex('game_season_id_idx').on('game').column('season_id').execute();

  await withIdColumn(db.schema.createTable('game_entry'), context)
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().references('game.id').onDelete('cascade'),
    )
    // The club member playing; a guest who joined by link without matching a member has none.
    .addColumn('member_id', 'integer', (col) =>
      col.references('club_member.id').onDelete('set null'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    // Lowercased; for players who joined by link (their confirmation and cancel link go there).
    .addColumn('email', 'text')
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('joined_by_link', 'integer', (col) => col.notNull().defaultTo(0))
    // The hash of the secret in the cancel link mailed to a player who joined by link.
    .addColumn('cancel_token_hash', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('game_entry_game_status_idx')
    .on('game_entry')
    .columns(['game_id', 'status', 'id'])
    .execute();
  // Nobody is in one game twice, whatever the races: one live entry per member and per address.
  await db.schema
    .createIndex('game_entry_one_per_member')
    .on('game_entry')
    .columns(['game_id', 'member_id'])
    .unique()
    .where(sql<boolean>`member_id is not null and status <> 'cancelled'`)
    .execute();
  await db.schema
    .createIndex('game_entry_one_per_email')
    .on('game_entry')
    .columns(['game_id', 'email'])
    .unique()
    .where(sql<boolean>`email is not null and status <> 'cancelled'`)
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('game_entry').execute();
  await db.schema.dropTable('game').execute();
}
