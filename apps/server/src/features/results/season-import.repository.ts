import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The club's members but demo visitors, with the name they go by and their account's email. */
export async function listImportMembers(db: Kysely<Database>, clubId: number) {
  return db
    .selectFrom('club_member')
    .leftJoin('user', 'user.id', 'club_member.user_id')
    .select([
      'club_member.id',
      'club_member.slug',
      'club_member.display_name',
      'user.first_name',
      'user.last_name',
      'user.email',
    ])
    .where('club_member.club_id', '=', clubId)
    .where('club_member.role', '<>', 'demo')
    .orderBy('club_member.id')
    .execute();
}

/** The season's games that were not cancelled, for refusing a game imported twice. */
export async function listSeasonGameDays(db: Kysely<Database>, seasonId: number) {
  return db
    .selectFrom('game')
    .select(['title', 'starts_at'])
    .where('season_id', '=', seasonId)
    .where('status', '<>', 'cancelled')
    .execute();
}
