import type { Kysely } from 'kysely';
import type { ClubRole, ClubRow, Database } from '../../db/schema';
import { firstFreeSlug } from '../../slugs/slugify';

export async function insertClub(
  db: Kysely<Database>,
  club: { slug: string; name: string; at: string },
): Promise<ClubRow> {
  return db
    .insertInto('club')
    .values({ slug: club.slug, name: club.name, created_at: club.at, updated_at: club.at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** `base`, or `base-2`, `base-3`, ... whichever is free among club slugs. */
export async function freeClubSlug(db: Kysely<Database>, base: string): Promise<string> {
  const rows = await db
    .selectFrom('club')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

export async function insertClubMember(
  db: Kysely<Database>,
  member: { clubId: number; userId: number | null; role: ClubRole; at: string },
): Promise<void> {
  await db
    .insertInto('club_member')
    .values({
      club_id: member.clubId,
      user_id: member.userId,
      role: member.role,
      display_name: null,
      created_at: member.at,
    })
    .execute();
}
