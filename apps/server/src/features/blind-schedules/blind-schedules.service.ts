import { clubWrite } from '../clubs/club-write';
import { forgetBlindScheduleInSettings } from '../settings/settings.repository';
import {
  BLIND_SCHEDULE_LIMITS,
  BLIND_SCHEDULE_MESSAGES,
  CLONE_TITLE_SUFFIX,
  DEFAULT_BLIND_SCHEDULE_SOUNDS,
  blindScheduleSoundErrors,
  type BlindLevel,
  type BlindLevelInput,
  type BlindSchedule,
  type BlindScheduleListResponse,
  type BulkUpdateBlindLevelsRequest,
  type CreateBlindScheduleRequest,
  type GenerateBlindScheduleRequest,
  type UpdateBlindScheduleRequest,
} from '@felt/contract';
import {
  DEFAULT_WIZARD_INPUT,
  generateBlindStructure,
  numberBlindLevels,
  validateWizardInput,
  type BlindLevelValues,
  type BlindStructureWizardInput,
} from '@felt/domain';
import type { Kysely } from 'kysely';
import type { BlindLevelRow, BlindScheduleRow, ClubRow, Database, UserRow } from '../../db/schema';
import { recordEvent } from '../../events/events.repository';
import { FormError, HttpError } from '../../http-error';
import { slugify } from '../../slugs/slugify';
import {
  assertMayAddBlindSchedule,
  type SubscriptionsDependencies,
} from '../subscriptions/subscriptions.service';
import {
  changedLevelValues,
  draftOf,
  FieldErrorBag,
  lastPlaying,
  newLevelValues,
  type LevelDraft,
} from './blind-level-input';
import { presentBlindLevel, presentBlindSchedule } from './blind-schedule.presenter';
import {
  deleteLevels,
  deleteSchedule,
  findOldestSchedule,
  findSchedule,
  freeScheduleSlug,
  insertLevels,
  insertSchedule,
  listLevels,
  listSchedules,
  listTitleKeys,
  readSchedulesVersion,
  newLevelSlug,
  titleKey,
  titleTaken,
  touchSchedule,
  unsetDefaultSchedule,
  updateLevel,
  updateSchedule,
} from './blind-schedules.repository';
import { starterSchedules } from './starter-blind-schedules';

export interface BlindSchedulesDependencies extends SubscriptionsDependencies {
  now: () => Date;
}

const M = BLIND_SCHEDULE_MESSAGES;

// ---------------------------------------------------------------------------------------------
// Reading

async function presentSchedules(
  db: Kysely<Database>,
  schedules: readonly BlindScheduleRow[],
): Promise<BlindSchedule[]> {
  const levels = await listLevels(
    db,
    schedules.map((schedule) => schedule.id),
  );
  const bySchedule = new Map<number, BlindLevelRow[]>();
  for (const level of levels) {
    const list = bySchedule.get(level.schedule_id) ?? [];
    list.push(level);
    bySchedule.set(level.schedule_id, list);
  }
  return schedules.map((schedule) =>
    presentBlindSchedule(schedule, bySchedule.get(schedule.id) ?? []),
  );
}

async function presentSchedule(
  db: Kysely<Database>,
  schedule: BlindScheduleRow,
): Promise<BlindSchedule> {
  const [presented] = await presentSchedules(db, [schedule]);
  if (!presented) throw new Error('presentSchedules lost a schedule');
  return presented;
}

async function presentLevels(db: Kysely<Database>, scheduleId: number): Promise<BlindLevel[]> {
  return (await listLevels(db, [scheduleId])).map(presentBlindLevel);
}

export async function listBlindSchedules(
  deps: BlindSchedulesDependencies,
  club: ClubRow,
): Promise<BlindScheduleListResponse> {
  const results = await presentSchedules(deps.db, await listSchedules(deps.db, club.id));
  return { count: results.length, next: null, previous: null, results };
}

/** The version of the club's blind schedules the kept list must have been built at (0049). */
export function blindSchedulesVersion(
  deps: BlindSchedulesDependencies,
  club: ClubRow,
): Promise<string> {
  return readSchedulesVersion(deps.db, club.id);
}

async function scheduleOrNotFound(
  db: Kysely<Database>,
  club: ClubRow,
  slug: string,
): Promise<BlindScheduleRow> {
  const schedule = await findSchedule(db, club.id, slug);
  if (!schedule) throw HttpError.notFound();
  return schedule;
}

export async function getBlindSchedule(
  deps: BlindSchedulesDependencies,
  club: ClubRow,
  slug: string,
): Promise<BlindSchedule> {
  return presentSchedule(deps.db, await scheduleOrNotFound(deps.db, club, slug));
}

// ---------------------------------------------------------------------------------------------
// Writing: every write holds the club's lock for its transaction.

interface WriteContext {
  trx: Kysely<Database>;
  at: string;
}

/** `clubWrite` with its transaction and timestamp as the one context the helpers below take. */
function scheduleWrite<T>(
  deps: BlindSchedulesDependencies,
  club: ClubRow,
  work: (context: WriteContext) => Promise<T>,
): Promise<T> {
  return clubWrite(deps, club.id, (trx, at) => work({ trx, at }));
}

function recordUpdated(
  context: WriteContext,
  club: ClubRow,
  user: UserRow,
  schedule: { slug: string },
  action: string,
) {
  return recordEvent(context.trx, {
    type: 'blind_structure.updated',
    clubId: club.id,
    userId: user.id,
    data: { schedule: schedule.slug, action },
    at: context.at,
  });
}

/**
 * Stores `after` as the schedule's levels, in that order, numbered by the rules of SPEC.md
 * section 5: levels missing from it are deleted, changed ones updated, new ones inserted.
 */
async function saveLevels(
  trx: Kysely<Database>,
  scheduleId: number,
  before: readonly BlindLevelRow[],
  after: readonly LevelDraft[],
): Promise<void> {
  const numbered = numberBlindLevels(after);
  const kept = new Set(after.flatMap((level) => (level.id === null ? [] : [level.id])));
  await deleteLevels(
    trx,
    scheduleId,
    before.filter((row) => !kept.has(row.id)).map((row) => row.id),
  );
  const rows = new Map(before.map((row) => [row.id, row]));
  const inserts: Array<(typeof numbered)[number]> = [];
  for (const level of numbered) {
    const row = level.id === null ? undefined : rows.get(level.id);
    if (!row || level.id === null) {
      inserts.push(level);
      continue;
    }
    const unchanged =
      row.time_minutes === level.time_minutes &&
      row.small_blind === level.small_blind &&
      row.big_blind === level.big_blind &&
      row.ante_value === level.ante_value &&
      row.is_break === (level.is_break ? 1 : 0) &&
      row.level_number === level.level_number &&
      row.sort_order === level.sort_order;
    if (!unchanged) await updateLevel(trx, level.id, level);
  }
  await insertLevels(trx, scheduleId, inserts);
}

function soundsOf(
  input: { warning_seconds?: number; alert_seconds?: number; beep_seconds?: number },
  current: { warning_seconds: number; alert_seconds: number; beep_seconds: number },
) {
  return {
    warning_seconds: input.warning_seconds ?? current.warning_seconds,
    alert_seconds: input.alert_seconds ?? current.alert_seconds,
    beep_seconds: input.beep_seconds ?? current.beep_seconds,
  };
}

function assertLevelRoom(count: number): void {
  if (count > BLIND_SCHEDULE_LIMITS.maxLevels) {
    throw FormError.fields({ levels: [M.tooManyLevels] });
  }
}

interface NewScheduleInput {
  title: string;
  /** True: this one becomes the default. The club's first schedule is the default anyway. */
  isDefault: boolean;
  sounds: { warning_seconds: number; alert_seconds: number; beep_seconds: number };
  levels: readonly BlindLevelValues[];
}

async function insertNewSchedule(
  context: WriteContext,
  club: ClubRow,
  input: NewScheduleInput,
): Promise<BlindScheduleRow> {
  const { trx, at } = context;
  const isDefault = input.isDefault || !(await findOldestSchedule(trx, club.id));
  if (isDefault) await unsetDefaultSchedule(trx, club.id);
  const schedule = await insertSchedule(trx, {
    clubId: club.id,
    slug: await freeScheduleSlug(trx, club.id, slugify(input.title, 'schedule')),
    title: input.title,
    isDefault,
    warningSeconds: input.sounds.warning_seconds,
    alertSeconds: input.sounds.alert_seconds,
    beepSeconds: input.sounds.beep_seconds,
    at,
  });
  await insertLevels(
    trx,
    schedule.id,
    numberBlindLevels(input.levels).map((level) => ({ ...level, slug: newLevelSlug() })),
  );
  return schedule;
}

/**
 * The club's starter schedules (Standard, the default, and Turbo), in the caller's transaction:
 * registration and `POST /api/clubs/` call this for every new club. Not a user's edit, so no
 * `blind_structure.updated`.
 */
export async function seedStarterBlindSchedules(
  db: Kysely<Database>,
  club: ClubRow,
  at: string,
): Promise<void> {
  for (const starter of starterSchedules()) {
    await insertNewSchedule({ trx: db, at }, club, {
      title: starter.title,
      isDefault: starter.isDefault,
      sounds: {
        warning_seconds: starter.warningSeconds,
        alert_seconds: starter.alertSeconds,
        beep_seconds: starter.beepSeconds,
      },
      levels: starter.levels,
    });
  }
}

/** Resolves a list of new levels (no slugs), reporting errors as `levels.<index>.<field>`. */
function newLevelsFrom(inputs: readonly BlindLevelInput[], bag: FieldErrorBag): BlindLevelValues[] {
  const levels: BlindLevelValues[] = [];
  inputs.forEach((input, index) => {
    const level = newLevelValues(input, lastPlaying(levels), bag, `levels.${index}`);
    if (level) levels.push(level);
  });
  return levels;
}

async function checkNewTitle(
  trx: Kysely<Database>,
  club: ClubRow,
  title: string,
  exceptId: number | null,
  bag: FieldErrorBag,
): Promise<void> {
  if (await titleTaken(trx, club.id, title, exceptId)) bag.add('title', M.titleTaken);
}

/**
 * A new schedule of the club: within the plan limit, a free title, valid sounds, and the levels
 * `levelsOf` gives (null, with errors in the bag, when it cannot).
 */
async function addSchedule(
  deps: BlindSchedulesDependencies,
  club: ClubRow,
  user: UserRow,
  input: CreateBlindScheduleRequest | GenerateBlindScheduleRequest,
  levelsOf: (bag: FieldErrorBag) => BlindLevelValues[] | null,
  action: 'created' | 'generated',
): Promise<BlindSchedule> {
  const schedule = await scheduleWrite(deps, club, async (context) => {
    await assertMayAddBlindSchedule({ ...deps, db: context.trx }, club);
    const bag = new FieldErrorBag();
    await checkNewTitle(context.trx, club, input.title, null, bag);
    const sounds = soundsOf(input, DEFAULT_BLIND_SCHEDULE_SOUNDS);
    bag.merge(blindScheduleSoundErrors(sounds));
    const levels = levelsOf(bag);
    if (!bag.empty || !levels) throw FormError.fields(bag.errors);
    const created = await insertNewSchedule(context, club, {
      title: input.title,
      isDefault: input.is_default === true,
      sounds,
      levels,
    });
    await recordUpdated(context, club, user, created, action);
    return created;
  });
  return presentSchedule(deps.db, schedule);
}

export function createBlindSchedule(
  deps: BlindSchedulesDependencies,
  club: ClubRow,
  user: UserRow,
  input: CreateBlindScheduleRequest,
): Promise<BlindSchedule> {
  return addSchedule(
    deps,
    club,
    user,
    input,
    (bag) => newLevelsFrom(input.levels ?? [], bag),
    'created',
  );
}

const WIZARD_FIELDS = [
  'playerCount',
  'duration',
  'pace',
  'startingStack',
  'smallestChip',
  'allowRebuys',
  'anteType',
  'breakCount',
] as const satisfies readonly (keyof BlindStructureWizardInput)[];

/** The wizard's levels for the fields sent (defaults for the rest), or field errors in `bag`. */
function wizardLevels(
  input: GenerateBlindScheduleRequest,
  bag: FieldErrorBag,
): BlindLevelValues[] | null {
  const wizard: Record<string, unknown> = { ...DEFAULT_WIZARD_INPUT };
  for (const field of WIZARD_FIELDS) {
    if (input[field] !== undefined) wizard[field] = input[field];
  }
  // The wizard's own validator checks the runtime values, whatever their type.
  const candidate = wizard as unknown as BlindStructureWizardInput;
  const issues = validateWizardInput(candidate);
  for (const issue of issues) bag.add(issue.field, issue.message);
  if (issues.length > 0) return null;
  const levels = generateBlindStructure(candidate).map(
    ({ is_break, time_minutes, small_blind, big_blind, ante_value }) => ({
      is_break,
      time_minutes,
      small_blind,
      big_blind,
      ante_value,
    }),
  );
  if (levels.some((level) => level.big_blind > BLIND_SCHEDULE_LIMITS.maxChips)) {
    bag.add('non_field_errors', M.generatedTooLarge);
    return null;
  }
  return levels;
}

export function generateBlindSchedule(
  deps: BlindSchedulesDependencies,
  club: ClubRow,
  user: UserRow,
  input: GenerateBlindScheduleRequest,
): Promise<BlindSchedule> {
  return addSchedule(deps, club, user, input, (bag) => wizardLevels(input, bag), 'generated');
}

/** `title (Clone)`, else `title (Clone 2)`, ...: the first free one, within the length limit. */
function cloneTitle(title: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? CLONE_TITLE_SUFFIX : ` (Clone ${n})`;
    const room = BLIND_SCHEDULE_LIMITS.titleMaxLength - suffix.length;
    const candidate = `${title.slice(0, room).trimEnd()}${suffix}`;
    if (!taken.has(titleKey(candidate))) return candidate;
  }
}

/** SPEC.md section 4: the copy's title ends in ' (Clone)' and it is not the default. */
export async function cloneBlindSchedule(
  deps: BlindSchedulesDependencies,
  club: ClubRow,
  user: UserRow,
  slug: string,
): Promise<BlindSchedule> {
  const schedule = await scheduleWrite(deps, club, async (context) => {
    const source = await scheduleOrNotFound(context.trx, club, slug);
    await assertMayAddBlindSchedule({ ...deps, db: context.trx }, club);
    const levels = (await listLevels(context.trx, [source.id])).map(draftOf);
    const created = await insertNewSchedule(context, club, {
      title: cloneTitle(source.title, await listTitleKeys(context.trx, club.id)),
      isDefault: false,
      sounds: source,
      levels,
    });
    await recordUpdated(context, club, user, created, 'cloned');
    return created;
  });
  return presentSchedule(deps.db, schedule);
}

/**
 * A PATCH's `levels`: the schedule's whole new list. Items with a slug change that level (only
 * the values sent), items without one are new.
 */
function replacedLevels(
  current: readonly BlindLevelRow[],
  inputs: NonNullable<UpdateBlindScheduleRequest['levels']>,
  bag: FieldErrorBag,
): LevelDraft[] {
  const bySlug = new Map(current.map((row) => [row.slug, draftOf(row)]));
  const seen = new Set<string>();
  const after: LevelDraft[] = [];
  inputs.forEach(({ slug, ...values }, index) => {
    const prefix = `levels.${index}`;
    if (slug === undefined) {
      const level = newLevelValues(values, lastPlaying(after), bag, prefix);
      if (level) after.push({ ...level, id: null, slug: newLevelSlug() });
      return;
    }
    const existing = bySlug.get(slug);
    if (!existing) return bag.add(`${prefix}.slug`, M.unknownLevel);
    if (seen.has(slug)) return bag.add(`${prefix}.slug`, M.duplicateLevel);
    seen.add(slug);
    const level = changedLevelValues(existing, values, bag, prefix);
    if (level) after.push(level);
  });
  return after;
}

export async function updateBlindSchedule(
  deps: BlindSchedulesDependencies,
  club: ClubRow,
  user: UserRow,
  slug: string,
  input: UpdateBlindScheduleRequest,
): Promise<BlindSchedule> {
  const schedule = await scheduleWrite(deps, club, async (context) => {
    const { trx, at } = context;
    const current = await scheduleOrNotFound(trx, club, slug);
    if (Object.values(input).every((value) => value === undefined)) return current;
    const bag = new FieldErrorBag();
    if (input.title !== undefined) await checkNewTitle(trx, club, input.title, current.id, bag);
    bag.merge(blindScheduleSoundErrors(soundsOf(input, current)));
    if (input.is_default === false && current.is_default === 1)
      bag.add('is_default', M.keepDefault);
    let levels: { before: BlindLevelRow[]; after: LevelDraft[] } | null = null;
    if (input.levels !== undefined) {
      const before = await listLevels(trx, [current.id]);
      levels = { before, after: replacedLevels(before, input.levels, bag) };
    }
    if (!bag.empty) throw FormError.fields(bag.errors);

    const becomesDefault = input.is_default === true && current.is_default === 0;
    if (becomesDefault) await unsetDefaultSchedule(trx, club.id);
    await updateSchedule(
      trx,
      current.id,
      {
        title: input.title,
        isDefault: becomesDefault ? true : undefined,
        warningSeconds: input.warning_seconds,
        alertSeconds: input.alert_seconds,
        beepSeconds: input.beep_seconds,
      },
      at,
    );
    if (levels) await saveLevels(trx, current.id, levels.before, levels.after);
    await recordUpdated(context, club, user, current, 'updated');
    return scheduleOrNotFound(trx, club, slug);
  });
  return presentSchedule(deps.db, schedule);
}

/** Deletes the schedule; when it was the default, the oldest remaining one becomes it. */
export async function deleteBlindSchedule(
  deps: BlindSchedulesDependencies,
  club: ClubRow,
  slug: string,
): Promise<void> {
  await scheduleWrite(deps, club, async ({ trx, at }) => {
    const schedule = await scheduleOrNotFound(trx, club, slug);
    await deleteSchedule(trx, schedule.id);
    await forgetBlindScheduleInSettings(trx, club.id, schedule.slug, at);
    if (schedule.is_default !== 1) return;
    const heir = await findOldestSchedule(trx, club.id);
    if (heir) await updateSchedule(trx, heir.id, { isDefault: true }, at);
  });
}

// ---------------------------------------------------------------------------------------------
// Levels

interface LevelWrite extends WriteContext {
  schedule: BlindScheduleRow;
  rows: BlindLevelRow[];
  drafts: LevelDraft[];
}

/**
 * Runs `change` on the schedule's levels (in play order) and stores what it returns, renumbered;
 * records `blind_structure.updated`.
 */
async function changeLevels<T>(
  deps: BlindSchedulesDependencies,
  club: ClubRow,
  user: UserRow,
  slug: string,
  action: string,
  change: (write: LevelWrite) => LevelDraft[] | Promise<LevelDraft[]>,
  answer: (write: LevelWrite) => Promise<T>,
): Promise<T> {
  return scheduleWrite(deps, club, async (context) => {
    const schedule = await scheduleOrNotFound(context.trx, club, slug);
    const rows = await listLevels(context.trx, [schedule.id]);
    const write: LevelWrite = { ...context, schedule, rows, drafts: rows.map(draftOf) };
    const after = await change(write);
    assertLevelRoom(after.length);
    await saveLevels(context.trx, schedule.id, rows, after);
    await touchSchedule(context.trx, schedule.id, context.at);
    await recordUpdated(context, club, user, schedule, action);
    return answer(write);
  });
}

/**
 * Where the level a path names sits in `levels` (this schedule's), or 404. SPEC.md section 7 names
 * a level by its id; the slug, which paths took first, still works. A run of digits without a
 * leading zero is read as an id first: new slugs start with a letter, but slugs made before that
 * may be all digits, so a number that is no level's id here is then tried as a slug.
 */
function levelOrNotFound(
  levels: readonly { id: number | null; slug: string }[],
  levelId: string,
): number {
  const id = /^[1-9][0-9]{0,15}$/.test(levelId) ? Number(levelId) : undefined;
  const byId = id === undefined ? -1 : levels.findIndex((level) => level.id === id);
  const index = byId >= 0 ? byId : levels.findIndex((level) => level.slug === levelId);
  if (index < 0) throw HttpError.notFound();
  return index;
}

/** Appends a level (max sort_order + 1; a playing level gets the next level_number). */
export async function createBlindLevel(
  deps: BlindSchedulesDependencies,
  club: ClubRow,
  user: UserRow,
  slug: string,
  input: BlindLevelInput,
): Promise<BlindLevel> {
  const newSlug = newLevelSlug();
  return changeLevels(
    deps,
    club,
    user,
    slug,
    'level_created',
    ({ drafts }) => {
      const bag = new FieldErrorBag();
      const level = newLevelValues(input, lastPlaying(drafts), bag);
      if (!level) throw FormError.fields(bag.errors);
      return [...drafts, { ...level, id: null, slug: newSlug }];
    },
    async ({ trx, schedule }) => storedLevel(trx, schedule.id, newSlug),
  );
}

/** The level as stored after a write; `levelId` as in levelOrNotFound. */
async function storedLevel(
  trx: Kysely<Database>,
  scheduleId: number,
  levelId: string,
): Promise<BlindLevel> {
  const rows = await listLevels(trx, [scheduleId]);
  return presentBlindLevel(rows[levelOrNotFound(rows, levelId)] as BlindLevelRow);
}

/** `levelId` is the level's id or its slug (levelOrNotFound). */
export async function updateBlindLevel(
  deps: BlindSchedulesDependencies,
  club: ClubRow,
  user: UserRow,
  slug: string,
  levelId: string,
  input: BlindLevelInput,
): Promise<BlindLevel> {
  return changeLevels(
    deps,
    club,
    user,
    slug,
    'level_updated',
    ({ drafts }) => {
      const index = levelOrNotFound(drafts, levelId);
      const bag = new FieldErrorBag();
      const level = changedLevelValues(drafts[index] as LevelDraft, input, bag);
      if (!level) throw FormError.fields(bag.errors);
      return drafts.map((draft, i) => (i === index ? level : draft));
    },
    async ({ trx, schedule }) => storedLevel(trx, schedule.id, levelId),
  );
}

/** Deletes the level (its id or its slug); answers the remaining levels, renumbered. */
export async function deleteBlindLevel(
  deps: BlindSchedulesDependencies,
  club: ClubRow,
  user: UserRow,
  slug: string,
  levelId: string,
): Promise<BlindLevel[]> {
  return changeLevels(
    deps,
    club,
    user,
    slug,
    'level_deleted',
    ({ drafts }) => {
      const index = levelOrNotFound(drafts, levelId);
      return drafts.filter((_, i) => i !== index);
    },
    ({ trx, schedule }) => presentLevels(trx, schedule.id),
  );
}

export async function deleteAllBlindLevels(
  deps: BlindSchedulesDependencies,
  club: ClubRow,
  user: UserRow,
  slug: string,
): Promise<void> {
  await changeLevels(
    deps,
    club,
    user,
    slug,
    'levels_deleted',
    () => [],
    async () => undefined,
  );
}

/** Swaps two levels' places; answers every level, renumbered. */
export async function swapBlindLevels(
  deps: BlindSchedulesDependencies,
  club: ClubRow,
  user: UserRow,
  slug: string,
  pair: ReadonlyArray<{ slug: string }>,
): Promise<BlindLevel[]> {
  return changeLevels(
    deps,
    club,
    user,
    slug,
    'levels_swapped',
    ({ drafts }) => {
      const bag = new FieldErrorBag();
      const indexes = pair.map((item, i) => {
        const index = drafts.findIndex((level) => level.slug === item.slug);
        if (index < 0) bag.add(`${i}.slug`, M.unknownLevel);
        return index;
      });
      if (!bag.empty) throw FormError.fields(bag.errors);
      const [a = -1, b = -1] = indexes;
      if (a === b) throw FormError.fields({ non_field_errors: [M.swapSame] });
      const after = [...drafts];
      after[a] = drafts[b] as LevelDraft;
      after[b] = drafts[a] as LevelDraft;
      return after;
    },
    ({ trx, schedule }) => presentLevels(trx, schedule.id),
  );
}

/** Changes several levels at once (e.g. every level's length); answers every level. */
export async function bulkUpdateBlindLevels(
  deps: BlindSchedulesDependencies,
  club: ClubRow,
  user: UserRow,
  slug: string,
  input: BulkUpdateBlindLevelsRequest,
): Promise<BlindLevel[]> {
  return changeLevels(
    deps,
    club,
    user,
    slug,
    'levels_updated',
    ({ drafts }) => {
      const bag = new FieldErrorBag();
      const after = [...drafts];
      const seen = new Set<string>();
      input.levels.forEach(({ slug: levelSlug, ...values }, i) => {
        const prefix = `levels.${i}`;
        const index = after.findIndex((level) => level.slug === levelSlug);
        if (index < 0) return bag.add(`${prefix}.slug`, M.unknownLevel);
        if (seen.has(levelSlug)) return bag.add(`${prefix}.slug`, M.duplicateLevel);
        seen.add(levelSlug);
        const level = changedLevelValues(after[index] as LevelDraft, values, bag, prefix);
        if (level) after[index] = level;
      });
      if (!bag.empty) throw FormError.fields(bag.errors);
      return after;
    },
    ({ trx, schedule }) => presentLevels(trx, schedule.id),
  );
}
