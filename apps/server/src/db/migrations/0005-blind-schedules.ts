import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import { withIdColumn, type MigrationContext, type MigrationDb } from './migration';

type Level = [minutes: number, small: number, big: number];
const BREAK: Level = [5, 0, 0];

/**
 * The starter schedules as they were when this migration was written (the Standard one is what
 * the wizard made of its defaults then), so clubs that existed before blind schedules get the
 * same two a new club gets. Later changes to the wizard do not change this migration.
 */
const STARTERS: Array<{
  slug: string;
  title: string;
  isDefault: boolean;
  sounds: [warning: number, alert: number, beep: number];
  levels: Level[];
}> = [
  {
    slug: 'standard',
    title: 'Standard',
    isDefault: true,
    sounds: [60, 10, 5],
    levels: [
      [15, 100, 200],
      [15, 200, 400],
      [15, 300, 600],
      [15, 400, 800],
      [15, 500, 1000],
      [15, 600, 1200],
      BREAK,
      [15, 600, 1200],
      [15, 800, 1600],
      [15, 1000, 2000],
      [15, 1500, 3000],
      [15, 2000, 4000],
      [15, 2500, 5000],
    ],
  },
  {
    slug: 'turbo',
    title: 'Turbo',
    isDefault: false,
    sounds: [30, 10, 5],
    levels: [
      [10, 100, 200],
      [10, 200, 400],
      [10, 300, 600],
      [10, 400, 800],
      [10, 500, 1000],
      [10, 600, 1200],
      BREAK,
      [10, 800, 1600],
      [10, 1000, 2000],
      [10, 1500, 3000],
      [10, 2000, 4000],
      [10, 3000, 6000],
      [10, 4000, 8000],
    ],
  },
];

const SLUG_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
function levelSlug(): string {
  let slug = '';
  for (let i = 0; i < 10; i++) slug += SLUG_ALPHABET[randomInt(SLUG_ALPHABET.length)];
  return slug;
}

export async function up(db: MigrationDb, context: MigrationContext): Promise<void> {
  await withIdColumn(db.schema.createTable('blind_schedule'), context)
    .addColumn('club_id', 'integer', (col) =>
      col.notNull().references('club.id').onDelete('cascade'),
    )
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    // The title folded for the per-club "one title once" rule (case-insensitive).
    .addColumn('title_key', 'text', (col) => col.notNull())
    .addColumn('is_default', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('warning_seconds', 'integer', (col) => col.notNull())
    .addColumn('alert_seconds', 'integer', (col) => col.notNull())
    .addColumn('beep_seconds', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('blind_schedule_club_id_slug_key', ['club_id', 'slug'])
    .addUniqueConstraint('blind_schedule_club_id_title_key_key', ['club_id', 'title_key'])
    .execute();
  // At most one default per club; the service keeps it at exactly one.
  await db.schema
    .createIndex('blind_schedule_one_default_per_club')
    .on('blind_schedule')
    .column('club_id')
    .unique()
    .where(sql<boolean>`is_default = 1`)
    .execute();

  await withIdColumn(db.schema.createTable('blind_level'), context)
    .addColumn('schedule_id', 'integer', (col) =>
      col.notNull().references('blind_schedule.id').onDelete('cascade'),
    )
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('time_minutes', 'integer', (col) => col.notNull())
    .addColumn('small_blind', 'integer', (col) => col.notNull())
    .addColumn('big_blind', 'integer', (col) => col.notNull())
    .addColumn('ante_value', 'integer', (col) => col.notNull())
    .addColumn('is_break', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('level_number', 'integer', (col) => col.notNull())
    .addColumn('sort_order', 'integer', (col) => col.notNull())
    .addUniqueConstraint('blind_level_schedule_id_slug_key', ['schedule_id', 'slug'])
    .execute();

  // Clubs from before this migration get the starter schedules every new club gets.
  const clubs = (await db
    .selectFrom('club')
    .select(['id', 'created_at'])
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('blind_schedule').select('id').whereRef('club_id', '=', 'club.id')),
      ),
    )
    .execute()) as Array<{ id: number; created_at: string }>;
  const at = new Date().toISOString();
  for (const club of clubs) {
    for (const starter of STARTERS) {
      const [warning, alert, beep] = starter.sounds;
      const schedule = (await db
        .insertInto('blind_schedule')
        .values({
          club_id: club.id,
          slug: starter.slug,
          title: starter.title,
          title_key: starter.title.toLowerCase(),
          is_default: starter.isDefault ? 1 : 0,
          warning_seconds: warning,
          alert_seconds: alert,
          beep_seconds: beep,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()) as { id: number };
      let playing = 0;
      await db
        .insertInto('blind_level')
        .values(
          starter.levels.map(([minutes, small, big], index) => {
            const isBreak = big === 0;
            return {
              schedule_id: schedule.id,
              slug: levelSlug(),
              time_minutes: minutes,
              small_blind: small,
              big_blind: big,
              ante_value: 0,
              is_break: isBreak ? 1 : 0,
              level_number: isBreak ? -1 : (playing += 1),
              sort_order: index + 1,
            };
          }),
        )
        .execute();
    }
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('blind_level').execute();
  await db.schema.dropTable('blind_schedule').execute();
}
