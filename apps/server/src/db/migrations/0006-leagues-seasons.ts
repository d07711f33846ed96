import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { withIdColumn, type MigrationContext, type MigrationDb } from './migration';

const SLUG_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
function suffix(): string {
  let out = '';
  for (let i = 0; i < 6; i++) out += SLUG_ALPHABET[randomInt(SLUG_ALPHABET.length)];
  return out;
}

export async function up(db: MigrationDb, context: MigrationContext): Promise<void> {
  await withIdColumn(db.schema.createTable('league'), context)
    .addColumn('club_id', 'integer', (col) =>
      col.notNull().references('club.id').onDelete('cascade'),
    )
    // Globally unique: leagues are addressed without their club (`/api/leagues/{slug}/`).
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('league_club_id_idx').on('league').column('club_id').execute();

  await withIdColumn(db.schema.createTable('season'), context)
    .addColumn('club_id', 'integer', (col) =>
      col.notNull().references('club.id').onDelete('cascade'),
    )
    // Null only for the club's hidden season (games outside any league; decision 0010).
    .addColumn('league_id', 'integer', (col) => col.references('league.id').onDelete('cascade'))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('is_active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('is_hidden', 'integer', (col) => col.notNull().defaultTo(0))
    // Calendar dates, YYYY-MM-DD, which sort correctly as text.
    .addColumn('begin_date', 'text', (col) => col.notNull())
    .addColumn('end_date', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('season_league_id_idx').on('season').column('league_id').execute();
  await db.schema
    .createIndex('season_one_hidden_per_club')
    .on('season')
    .column('club_id')
    .unique()
    .where(sql<boolean>`is_hidden = 1`)
    .execute();

  // Clubs from before leagues get what a new club gets: a Main League with this year's season.
  const clubs = (await db.selectFrom('club').select(['id', 'slug']).execute()) as Array<{
    id: number;
    slug: string;
  }>;
  const at = new Date().toISOString();
  const year = at.slice(0, 4);
  for (const club of clubs) {
    const league = (await db
      .insertInto('league')
      .values({
        club_id: club.id,
        slug: `${club.slug.slice(0, 30)}-main-league-${suffix()}`,
        name: 'Main League',
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()) as { id: number };
    await db
      .insertInto('season')
      .values({
        club_id: club.id,
        league_id: league.id,
        slug: `${club.slug.slice(0, 30)}-${year}-${suffix()}`,
        title: year,
        is_active: 1,
        is_hidden: 0,
        begin_date: `${year}-01-01`,
        end_date: `${year}-12-31`,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('season').execute();
  await db.schema.dropTable('league').execute();
}
