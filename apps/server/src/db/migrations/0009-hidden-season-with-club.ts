import type { MigrationDb } from './migration';

/** The slug helper as it was when this migration was written. */
function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return slug || 'unscheduled';
}

/**
 * The hidden season used to be made by the first GET that asked for it (a read that wrote).
 * It is now made with the club; clubs from before get theirs here, as that GET made it.
 */
export async function up(db: MigrationDb): Promise<void> {
  const clubs = (await db
    .selectFrom('club')
    .select(['id', 'slug', 'created_at'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('season')
            .select('season.id')
            .whereRef('season.club_id', '=', 'club.id')
            .where('season.is_hidden', '=', 1),
        ),
      ),
    )
    .orderBy('id')
    .execute()) as Array<{ id: number; slug: string; created_at: string }>;
  if (clubs.length === 0) return;
  const taken = new Set(
    ((await db.selectFrom('season').select('slug').execute()) as Array<{ slug: string }>).map(
      (row) => row.slug,
    ),
  );
  const at = new Date().toISOString();
  for (const club of clubs) {
    const base = slugOf(`${club.slug} unscheduled`);
    let slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
    taken.add(slug);
    await db
      .insertInto('season')
      .values({
        club_id: club.id,
        league_id: null,
        slug,
        title: 'Games outside a league',
        is_active: 1,
        is_hidden: 1,
        begin_date: club.created_at.slice(0, 10),
        end_date: '9999-12-31',
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}

/** Nothing to undo: hidden seasons made here are the ones the old GET would have made. */
export async function down(): Promise<void> {}
