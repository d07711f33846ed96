import type { Kysely } from 'kysely';
import type { CalendarFeedTable, Database, GameRow } from '../../db/schema';

/** The club's games a calendar shows: those starting from `since` on, soonest first. */
export async function listCalendarGames(
  db: Kysely<Database>,
  clubId: number,
  since: string,
  limit: number,
): Promise<GameRow[]> {
  return db
    .selectFrom('game')
    .selectAll()
    .where('club_id', '=', clubId)
    .where('starts_at', '>=', since)
    .orderBy('starts_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function findCalendarFeedOfMember(
  db: Kysely<Database>,
  memberId: number,
): Promise<{ secret: string } | undefined> {
  return db
    .selectFrom('calendar_feed')
    .select('secret')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** The feed behind a token's hash: its member's club, and whether the member is Demo. */
export async function findCalendarFeedByTokenHash(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<{ club_id: number; club_name: string; role: string } | undefined> {
  return db
    .selectFrom('calendar_feed')
    .innerJoin('club_member', 'club_member.id', 'calendar_feed.member_id')
    .innerJoin('club', 'club.id', 'club_member.club_id')
    .select(['club.id as club_id', 'club.name as club_name', 'club_member.role'])
    .where('calendar_feed.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Gives the member a feed, or a new secret for theirs (the old address then finds nothing). */
export async function saveCalendarFeed(
  db: Kysely<Database>,
  feed: Omit<CalendarFeedTable, 'id'>,
): Promise<void> {
  await db
    .insertInto('calendar_feed')
    .values(feed)
    .onConflict((oc) =>
      oc.column('member_id').doUpdateSet({
        secret: feed.secret,
        token_hash: feed.token_hash,
        created_at: feed.created_at,
      }),
    )
    .execute();
}
