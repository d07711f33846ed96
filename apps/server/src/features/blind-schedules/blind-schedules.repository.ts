import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BlindLevelRow, BlindScheduleRow, Database } from '../../db/schema';
import { firstFreeSlug } from '../../slugs/slugify';
import { preparedQuery } from '../../db/prepared-query';
import { INLINE_TRUE } from '../../db/inline-flags';

/** A level's stored values and position, as the service computes them. */
export interface LevelValues {
  time_minutes: number;
  small_blind: number;
  big_blind: number;
  ante_value: number;
  is_break: boolean;
  level_number: number;
  sort_order: number;
}

export interface NewSchedule {
  clubId: number;
  slug: string;
  title: string;
  isDefault: boolean;
  warningSeconds: number;
  alertSeconds: number;
  beepSeconds: number;
  at: string;
}

/** The key of the per-club unique title rule. */
export function titleKey(title: string): string {
  return title.trim().toLowerCase();
}

/** Default first, then by title. */
const keptSchedulesVersion = preparedQuery((db, clubId: number) =>
  db.selectFrom('club_blind_schedules').select('version').where('club_id', '=', clubId),
);

/**
 * The club's blind schedules number (migration 0024): it moves with every change to one of its
 * schedules or their levels. One row by its key, compiled once: the kept schedules list reads
 * it on every request (decision 0049).
 */
export async function readSchedulesVersion(db: Kysely<Database>, clubId: number): Promise<string> {
  const [row] = await keptSchedulesVersion(db, clubId);
  return String(row?.version ?? '');
}

export async function listSchedules(
  db: Kysely<Database>,
  clubId: number,
): Promise<BlindScheduleRow[]> {
  return db
    .selectFrom('blind_schedule')
    .selectAll()
    .where('club_id', '=', clubId)
    .orderBy('is_default', 'desc')
    .orderBy('title_key')
    .orderBy('id')
    .execute();
}

export async function findSchedule(
  db: Kysely<Database>,
  clubId: number,
  slug: string,
): Promise<BlindScheduleRow | undefined> {
  return db
    .selectFrom('blind_schedule')
    .selectAll()
    .where('club_id', '=', clubId)
    .where('slug', '=', slug)
    .executeTakeFirst();
}

/** Whether another schedule of the club has this title (ignoring case). */
export async function titleTaken(
  db: Kysely<Database>,
  clubId: number,
  title: string,
  exceptId: number | null,
): Promise<boolean> {
  let query = db
    .selectFrom('blind_schedule')
    .select('id')
    .where('club_id', '=', clubId)
    .where('title_key', '=', titleKey(title));
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Every title of the club, folded, for picking a free clone title. */
export async function listTitleKeys(db: Kysely<Database>, clubId: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('blind_schedule')
    .select('title_key')
    .where('club_id', '=', clubId)
    .execute();
  return new Set(rows.map((row) => row.title_key));
}

/** `base`, or `base-2`, `base-3`, ... whichever is free among the club's schedule slugs. */
export async function freeScheduleSlug(
  db: Kysely<Database>,
  clubId: number,
  base: string,
): Promise<string> {
  const rows = await db
    .selectFrom('blind_schedule')
    .select('slug')
    .where('club_id', '=', clubId)
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]))
    .execute();
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

export async function insertSchedule(
  db: Kysely<Database>,
  schedule: NewSchedule,
): Promise<BlindScheduleRow> {
  return db
    .insertInto('blind_schedule')
    .values({
      club_id: schedule.clubId,
      slug: schedule.slug,
      title: schedule.title,
      title_key: titleKey(schedule.title),
      is_default: schedule.isDefault ? 1 : 0,
      warning_seconds: schedule.warningSeconds,
      alert_seconds: schedule.alertSeconds,
      beep_seconds: schedule.beepSeconds,
      created_at: schedule.at,
      updated_at: schedule.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export interface ScheduleChanges {
  title?: string;
  isDefault?: boolean;
  warningSeconds?: number;
  alertSeconds?: number;
  beepSeconds?: number;
}

export async function updateSchedule(
  db: Kysely<Database>,
  scheduleId: number,
  changes: ScheduleChanges,
  at: string,
): Promise<void> {
  await db
    .updateTable('blind_schedule')
    .set({
      updated_at: at,
      ...(changes.title === undefined
        ? {}
        : { title: changes.title, title_key: titleKey(changes.title) }),
      ...(changes.isDefault === undefined ? {} : { is_default: changes.isDefault ? 1 : 0 }),
      ...(changes.warningSeconds === undefined ? {} : { warning_seconds: changes.warningSeconds }),
      ...(changes.alertSeconds === undefined ? {} : { alert_seconds: changes.alertSeconds }),
      ...(changes.beepSeconds === undefined ? {} : { beep_seconds: changes.beepSeconds }),
    })
    .where('id', '=', scheduleId)
    .execute();
}

/** Clears the club's default (before another schedule becomes it). */
export async function unsetDefaultSchedule(db: Kysely<Database>, clubId: number): Promise<void> {
  await db
    .updateTable('blind_schedule')
    .set({ is_default: 0 })
    .where('club_id', '=', clubId)
    .where('is_default', '=', INLINE_TRUE)
    .execute();
}

export async function deleteSchedule(db: Kysely<Database>, scheduleId: number): Promise<void> {
  await db.deleteFrom('blind_schedule').where('id', '=', scheduleId).execute();
}

/** The club's oldest schedule, which becomes the default when the default is deleted. */
export async function findOldestSchedule(
  db: Kysely<Database>,
  clubId: number,
): Promise<BlindScheduleRow | undefined> {
  return db
    .selectFrom('blind_schedule')
    .selectAll()
    .where('club_id', '=', clubId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** Levels of the schedules, each schedule's in play order. */
export async function listLevels(
  db: Kysely<Database>,
  scheduleIds: readonly number[],
): Promise<BlindLevelRow[]> {
  if (scheduleIds.length === 0) return [];
  return db
    .selectFrom('blind_level')
    .selectAll()
    .where('schedule_id', 'in', scheduleIds)
    .orderBy('schedule_id')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

const SLUG_LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const SLUG_ALPHABET = `${SLUG_LETTERS}0123456789`;
const LEVEL_SLUG_LENGTH = 10;

/**
 * A level slug: random, so it survives reordering and never names a route (swap, ...). It starts
 * with a letter so that it can never read as a level id in a path.
 */
export function newLevelSlug(): string {
  let slug = SLUG_LETTERS[randomInt(SLUG_LETTERS.length)] ?? 'a';
  for (let i = 1; i < LEVEL_SLUG_LENGTH; i++) {
    slug += SLUG_ALPHABET[randomInt(SLUG_ALPHABET.length)];
  }
  return slug;
}

function levelColumns(level: LevelValues) {
  return {
    time_minutes: level.time_minutes,
    small_blind: level.small_blind,
    big_blind: level.big_blind,
    ante_value: level.ante_value,
    is_break: level.is_break ? 1 : 0,
    level_number: level.level_number,
    sort_order: level.sort_order,
  };
}

export async function insertLevels(
  db: Kysely<Database>,
  scheduleId: number,
  levels: readonly (LevelValues & { slug: string })[],
): Promise<void> {
  if (levels.length === 0) return;
  await db
    .insertInto('blind_level')
    .values(
      levels.map((level) => ({
        schedule_id: scheduleId,
        slug: level.slug,
        ...levelColumns(level),
      })),
    )
    .execute();
}

export async function updateLevel(
  db: Kysely<Database>,
  levelId: number,
  level: LevelValues,
): Promise<void> {
  await db.updateTable('blind_level').set(levelColumns(level)).where('id', '=', levelId).execute();
}

export async function deleteLevels(
  db: Kysely<Database>,
  scheduleId: number,
  levelIds: readonly number[] | 'all',
): Promise<void> {
  let query = db.deleteFrom('blind_level').where('schedule_id', '=', scheduleId);
  if (levelIds !== 'all') {
    if (levelIds.length === 0) return;
    query = query.where('id', 'in', levelIds);
  }
  await query.execute();
}

export async function touchSchedule(
  db: Kysely<Database>,
  scheduleId: number,
  at: string,
): Promise<void> {
  await db
    .updateTable('blind_schedule')
    .set({ updated_at: at })
    .where('id', '=', scheduleId)
    .execute();
}
