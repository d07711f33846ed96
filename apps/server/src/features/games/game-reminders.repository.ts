import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const LIVE = ['registered', 'waitlisted'] as const;

export interface DueReminder {
  entry_id: number;
  starts_at: string;
}

/**
 * Live entries of scheduled games starting after `now` and up to `until` that were not yet
 * reminded of this start time, oldest first.
 */
export async function listDueReminders(
  db: Kysely<Database>,
  window: { now: string; until: string; limit: number },
): Promise<DueReminder[]> {
  return db
    .selectFrom('game_entry')
    .innerJoin('game', 'game.id', 'game_entry.game_id')
    .select(['game_entry.id as entry_id', 'game.starts_at'])
    .where('game.status', '=', 'scheduled')
    .where('game.starts_at', '>', window.now)
    .where('game.starts_at', '<=', window.until)
    .where('game_entry.status', 'in', [...LIVE])
    .where((eb) =>
      eb.or([
        eb('game_entry.reminded_for', 'is', null),
        eb('game_entry.reminded_for', '<>', eb.ref('game.starts_at')),
      ]),
    )
    .orderBy('game.starts_at')
    .orderBy('game_entry.id')
    .limit(window.limit)
    .execute();
}

/**
 * Takes the reminder of one entry for this start time: true for the one caller whose
 * conditional UPDATE changed the row. The row lock (PostgreSQL) or the write lock (SQLite)
 * makes a second caller re-read the row and change nothing; an entry cancelled, or a game
 * cancelled or moved, since the scan is not taken either.
 */
export async function claimReminder(db: Kysely<Database>, reminder: DueReminder): Promise<boolean> {
  const result = await db
    .updateTable('game_entry')
    .set({ reminded_for: reminder.starts_at })
    .where('id', '=', reminder.entry_id)
    .where('status', 'in', [...LIVE])
    .where((eb) =>
      eb.or([eb('reminded_for', 'is', null), eb('reminded_for', '<>', reminder.starts_at)]),
    )
    .where('game_id', 'in', (eb) =>
      eb
        .selectFrom('game')
        .select('game.id')
        .where('game.status', '=', 'scheduled')
        .where('game.starts_at', '=', reminder.starts_at),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface ReminderTarget {
  game_id: number;
  game_slug: string;
  title: string;
  starts_at: string;
  location: string;
  club_name: string;
  entry_status: string;
  entry_name: string;
  entry_email: string | null;
  /** Null for a player without an account (who joined by link). */
  user_email: string | null;
  first_name: string | null;
  /** The club's zone: the game's time is said where it is played (decision 0029). */
  club_timezone: string;
  game_reminder_mails: number | null;
}

/** Who an entry's reminder goes to, and about what. */
export async function findReminderTarget(
  db: Kysely<Database>,
  entryId: number,
): Promise<ReminderTarget> {
  return db
    .selectFrom('game_entry')
    .innerJoin('game', 'game.id', 'game_entry.game_id')
    .innerJoin('club', 'club.id', 'game.club_id')
    .leftJoin('club_member', 'club_member.id', 'game_entry.member_id')
    .leftJoin('user', 'user.id', 'club_member.user_id')
    .select([
      'game.id as game_id',
      'game.slug as game_slug',
      'game.title',
      'game.starts_at',
      'game.location',
      'club.name as club_name',
      'game_entry.status as entry_status',
      'game_entry.name as entry_name',
      'game_entry.email as entry_email',
      'user.email as user_email',
      'user.first_name',
      'club.timezone as club_timezone',
      'user.game_reminder_mails',
    ])
    .where('game_entry.id', '=', entryId)
    .executeTakeFirstOrThrow();
}
