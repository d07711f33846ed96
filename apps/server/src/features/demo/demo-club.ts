import type { Kysely } from 'kysely';
import type { ClubRow, Database, UserRow } from '../../db/schema';

/**
 * The demo visitor's account (decision 0032): a fixed address under `.invalid` (a top-level
 * domain that never resolves, so no mail can reach it), with a random password nobody knows.
 * `/api/auth/demo/` signs visitors in as this user; no password travels in the web bundle.
 */
export const DEMO_USER_EMAIL = 'demo@demo.felt.invalid';
/** The seeded members' addresses end so; the rebuild removes exactly these accounts. */
export const DEMO_MEMBER_EMAIL_DOMAIN = 'members.demo.felt.invalid';

export const DEMO_UNAVAILABLE = 'The demo club is not available right now. Please try again later.';

export interface DemoClub {
  user: UserRow;
  club: ClubRow;
}

/** The demo user and the club they are the Demo member of; undefined before the seed ran. */
export async function findDemoClub(db: Kysely<Database>): Promise<DemoClub | undefined> {
  const user = await db
    .selectFrom('user')
    .selectAll()
    .where('email', '=', DEMO_USER_EMAIL)
    .executeTakeFirst();
  if (!user) return undefined;
  const club = await db
    .selectFrom('club_member')
    .innerJoin('club', 'club.id', 'club_member.club_id')
    .selectAll('club')
    .where('club_member.user_id', '=', user.id)
    .where('club_member.role', '=', 'demo')
    .orderBy('club.id')
    .executeTakeFirst();
  return club ? { user, club } : undefined;
}
