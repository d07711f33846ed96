import { sql } from 'kysely';
import { withIdColumn, type MigrationContext, type MigrationDb } from './migration';

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
  return slug || 'member';
}

export async function up(db: MigrationDb, context: MigrationContext): Promise<void> {
  // How paths name a member (`/api/clubs/{slug}/members/{memberSlug}/`); unique per club.
  await db.schema
    .alterTable('club_member')
    .addColumn('slug', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  const members = (await db
    .selectFrom('club_member')
    .leftJoin('user', 'user.id', 'club_member.user_id')
    .select([
      'club_member.id',
      'club_member.club_id',
      'club_member.display_name',
      'user.first_name',
      'user.last_name',
    ])
    .orderBy('club_member.id')
    .execute()) as Array<{
    id: number;
    club_id: number;
    display_name: string | null;
    first_name: string | null;
    last_name: string | null;
  }>;
  const taken = new Map<number, Set<string>>();
  for (const member of members) {
    const name = member.display_name ?? `${member.first_name ?? ''} ${member.last_name ?? ''}`;
    const used = taken.get(member.club_id) ?? new Set<string>();
    taken.set(member.club_id, used);
    const base = slugOf(name);
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    await db.updateTable('club_member').set({ slug }).where('id', '=', member.id).execute();
  }
  await db.schema
    .createIndex('club_member_club_id_slug_key')
    .on('club_member')
    .columns(['club_id', 'slug'])
    .unique()
    .execute();

  await withIdColumn(db.schema.createTable('invite'), context)
    .addColumn('club_id', 'integer', (col) =>
      col.notNull().references('club.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('member', 'manager')`))
    // sha256 hex of the token mailed in the link.
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('invited_by_user_id', 'integer', (col) =>
      col.references('user.id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('accepted_by_user_id', 'integer', (col) =>
      col.references('user.id').onDelete('set null'),
    )
    .execute();
  await db.schema.createIndex('invite_club_id_idx').on('invite').column('club_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('invite').execute();
  await db.schema.dropIndex('club_member_club_id_slug_key').execute();
  await db.schema.alterTable('club_member').dropColumn('slug').execute();
}
