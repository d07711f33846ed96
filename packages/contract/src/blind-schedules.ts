import { z } from 'zod';
import { MESSAGES } from './auth';
import type { FieldErrors } from './errors';

/**
 * Blind schedules and their levels (SPEC.md sections 3, 5 and 7). Levels are addressed by their
 * `slug` everywhere (paths, swap, bulk update); the numbering rules live in @felt/domain
 * (`numberBlindLevels`), the server applies them after every change.
 */

export const BLIND_SCHEDULE_LIMITS = Object.freeze({
  titleMaxLength: 100,
  /** Levels per schedule, breaks included. */
  maxLevels: 100,
  timeMinutes: Object.freeze({ min: 1, max: 240 }),
  /** Blinds and antes, in chips; keeps every value a 32-bit integer in the database. */
  maxChips: 1_000_000_000,
  warningSeconds: Object.freeze({ min: 0, max: 3600 }),
  alertSeconds: Object.freeze({ min: 0, max: 3600 }),
  beepSeconds: Object.freeze({ min: 0, max: 60 }),
});

/** Sounds of a new schedule: a warning a minute before the level ends, an alert at 10 s. */
export const DEFAULT_BLIND_SCHEDULE_SOUNDS = Object.freeze({
  warning_seconds: 60,
  alert_seconds: 10,
  beep_seconds: 5,
});

/** Server messages (field errors and `detail`s). */
export const BLIND_SCHEDULE_MESSAGES = {
  required: MESSAGES.required,
  blank: 'This field may not be blank.',
  titleTooLong: `Ensure this field has no more than ${BLIND_SCHEDULE_LIMITS.titleMaxLength} characters.`,
  titleTaken: 'A blind schedule with this title already exists.',
  integer: 'A valid integer is required.',
  boolean: 'Must be a valid boolean.',
  atLeast: (min: number) => `Ensure this value is greater than or equal to ${min}.`,
  atMost: (max: number) => `Ensure this value is less than or equal to ${max}.`,
  bigBlindBelowSmall: 'Big blind must be at least the small blind.',
  bigBlindRequired: 'Big blind must be greater than 0.',
  alertAfterWarning: 'Alert seconds must not be more than warning seconds.',
  beepAfterAlert: 'Beep seconds must not be more than alert seconds.',
  tooManyLevels: `A blind schedule can have at most ${BLIND_SCHEDULE_LIMITS.maxLevels} levels.`,
  keepDefault: 'A club needs a default blind schedule: make another schedule the default instead.',
  unknownLevel: 'No level with this slug in this schedule.',
  duplicateLevel: 'This level is listed more than once.',
  swapTwo: 'Send exactly two levels to swap.',
  swapSame: 'Choose two different levels to swap.',
  generatedTooLarge: `The generated blinds exceed ${BLIND_SCHEDULE_LIMITS.maxChips.toLocaleString('en-US')} chips. Use a smaller starting stack or fewer players.`,
  /** 403 `plan_limit_reached` when creating, cloning or generating a schedule. */
  planLimit: (limit: number) =>
    `Your plan allows ${limit} blind schedule${limit === 1 ? '' : 's'}. Upgrade to create more.`,
} as const;

/** What the blind schedule screens show (SPEC.md sections 5 and 8), exactly as written there. */
export const BLIND_SCHEDULE_UI_MESSAGES = {
  noClubSelected: 'No club selected',
  loadFailed: 'Failed to load blind schedules',
  loadDetailsFailed: 'Failed to load schedule details',
  createFailed: 'Failed to create schedule',
  updateFailed: 'Failed to update schedule',
  deleteFailed: 'Failed to delete schedule',
  cloneFailed: 'Failed to clone schedule',
  createLevelFailed: 'Failed to create level',
  deleteLevelFailed: 'Failed to delete level',
  swapFailed: 'Failed to swap levels',
  bulkUpdateFailed: 'Failed to bulk update levels',
} as const;

/** SPEC.md section 5: title errors read 'Title error: ...'. */
export function titleErrorMessage(messages: readonly string[]): string {
  return `Title error: ${messages.join(' ')}`;
}

/** SPEC.md section 4: a clone's title. */
export const CLONE_TITLE_SUFFIX = ' (Clone)';

const M = BLIND_SCHEDULE_MESSAGES;

const integerIn = ({ min, max }: { min: number; max: number }) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? M.required : M.integer),
    })
    .int(M.integer)
    .min(min, M.atLeast(min))
    .max(max, M.atMost(max));

const chipsSchema = integerIn({ min: 0, max: BLIND_SCHEDULE_LIMITS.maxChips });
const booleanSchema = z.boolean({
  error: (issue) => (issue.input === undefined ? M.required : M.boolean),
});

export const blindScheduleTitleSchema = z
  .string({ error: (issue) => (issue.input === undefined ? M.required : M.blank) })
  .trim()
  .min(1, M.blank)
  .max(BLIND_SCHEDULE_LIMITS.titleMaxLength, M.titleTooLong);

const soundFields = {
  warning_seconds: integerIn(BLIND_SCHEDULE_LIMITS.warningSeconds),
  alert_seconds: integerIn(BLIND_SCHEDULE_LIMITS.alertSeconds),
  beep_seconds: integerIn(BLIND_SCHEDULE_LIMITS.beepSeconds),
};

const levelValueFields = {
  time_minutes: integerIn(BLIND_SCHEDULE_LIMITS.timeMinutes),
  small_blind: chipsSchema,
  big_blind: chipsSchema,
  ante_value: chipsSchema,
  is_break: booleanSchema,
};

/**
 * A level as sent: every value optional. A break needs nothing (5 minutes, no blinds); a playing
 * level needs small_blind and big_blind, and without time_minutes takes the length of the
 * playing level before it (20 for the first). ante_value defaults to 0. level_number and
 * sort_order are ignored: the server numbers levels by their position.
 */
export const blindLevelInputSchema = z.object({
  time_minutes: levelValueFields.time_minutes.optional(),
  small_blind: chipsSchema.optional(),
  big_blind: chipsSchema.optional(),
  ante_value: chipsSchema.optional(),
  is_break: booleanSchema.optional(),
});
export type BlindLevelInput = z.infer<typeof blindLevelInputSchema>;

/** In a whole list of levels (create or PATCH of a schedule), `slug` keeps an existing level. */
export const blindLevelListItemSchema = blindLevelInputSchema.extend({
  slug: z.string().min(1).max(50).optional(),
});

const levelListSchema = z
  .array(blindLevelListItemSchema, { error: 'Expected a list of levels.' })
  .max(BLIND_SCHEDULE_LIMITS.maxLevels, M.tooManyLevels);

/**
 * `POST /api/clubs/{slug}/blind-schedules/`. The club's first schedule is its default whatever
 * `is_default` says; `is_default: true` makes this one the default and unsets the others.
 */
export const createBlindScheduleRequestSchema = z.object({
  title: blindScheduleTitleSchema,
  is_default: booleanSchema.optional(),
  warning_seconds: soundFields.warning_seconds.optional(),
  alert_seconds: soundFields.alert_seconds.optional(),
  beep_seconds: soundFields.beep_seconds.optional(),
  levels: levelListSchema.optional(),
});
export type CreateBlindScheduleRequest = z.infer<typeof createBlindScheduleRequestSchema>;

/**
 * `PATCH /api/clubs/{slug}/blind-schedules/{scheduleSlug}/`: any of the fields. `levels`
 * replaces the whole list in the order given: items with a `slug` update that level, items
 * without one are new, levels left out are deleted. `is_default: false` on the default is
 * refused (make another one the default instead). The slug never changes on a rename.
 */
export const updateBlindScheduleRequestSchema = createBlindScheduleRequestSchema.partial();
export type UpdateBlindScheduleRequest = z.infer<typeof updateBlindScheduleRequestSchema>;

/**
 * `POST /api/clubs/{slug}/blind-schedules/generate/`: a schedule made by the blind structure
 * wizard (`generateBlindStructure` of @felt/domain). Wizard fields left out take
 * `DEFAULT_WIZARD_INPUT`; the wizard's own validator reports bad values under their names.
 */
export const generateBlindScheduleRequestSchema = z.object({
  title: blindScheduleTitleSchema,
  is_default: booleanSchema.optional(),
  warning_seconds: soundFields.warning_seconds.optional(),
  alert_seconds: soundFields.alert_seconds.optional(),
  beep_seconds: soundFields.beep_seconds.optional(),
  playerCount: z.number().optional(),
  duration: z.number().optional(),
  pace: z.string().optional(),
  startingStack: z.number().optional(),
  smallestChip: z.number().optional(),
  allowRebuys: z.boolean().optional(),
  anteType: z.string().optional(),
  breakCount: z.number().optional(),
});
export type GenerateBlindScheduleRequest = z.infer<typeof generateBlindScheduleRequestSchema>;

/** `POST .../levels/`: appended at the end (max sort_order + 1). */
export const createBlindLevelRequestSchema = blindLevelInputSchema;

/** `PATCH .../levels/{levelId}/`: any of the values. */
export const updateBlindLevelRequestSchema = blindLevelInputSchema;

/** `POST .../levels/swap/`: `[{slug}, {slug}]`, two different levels of the schedule. */
export const swapBlindLevelsRequestSchema = z
  .array(z.object({ slug: z.string({ error: M.required }).min(1, M.blank) }), {
    error: M.swapTwo,
  })
  .length(2, M.swapTwo);

/**
 * `PATCH .../levels/bulk-update/`: `[{slug, ...values}]` or `{levels: [{slug, ...values}]}`,
 * e.g. every level's `time_minutes` at once. Errors are keyed `levels.<index>.<field>`.
 */
export const bulkUpdateBlindLevelsRequestSchema = z.preprocess(
  (body) => (Array.isArray(body) ? { levels: body } : body),
  z.object({
    levels: z
      .array(
        blindLevelInputSchema.extend({ slug: z.string({ error: M.required }).min(1, M.blank) }),
      )
      .max(BLIND_SCHEDULE_LIMITS.maxLevels, M.tooManyLevels),
  }),
);
export type BulkUpdateBlindLevelsRequest = z.infer<typeof bulkUpdateBlindLevelsRequestSchema>;

export const blindScheduleParamsSchema = z.object({
  slug: z.string().min(1).max(100),
  scheduleSlug: z.string().min(1).max(100),
});
/** `levelId` is the level's `id` (SPEC.md section 7) or, as paths took first, its `slug`. */
export const blindLevelParamsSchema = blindScheduleParamsSchema.extend({
  levelId: z.string().min(1).max(50),
});

/** SPEC.md section 3. */
export const blindLevelSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  time_minutes: z.number().int(),
  small_blind: z.number().int(),
  big_blind: z.number().int(),
  ante_value: z.number().int(),
  is_break: z.boolean(),
  /** 1..k for playing levels, -1 for breaks. */
  level_number: z.number().int(),
  /** 1..n, breaks included. */
  sort_order: z.number().int(),
});
export type BlindLevel = z.infer<typeof blindLevelSchema>;
export const blindLevelListSchema = z.array(blindLevelSchema);

/** SPEC.md section 3, plus totals for the list page. */
export const blindScheduleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  is_default: z.boolean(),
  warning_seconds: z.number().int(),
  alert_seconds: z.number().int(),
  beep_seconds: z.number().int(),
  /** In play order (sort_order). */
  levels: blindLevelListSchema,
  /** Playing levels; breaks are not counted. */
  level_count: z.number().int(),
  break_count: z.number().int(),
  /** Every level's minutes, breaks included. */
  total_minutes: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BlindSchedule = z.infer<typeof blindScheduleSchema>;

/** `GET /api/clubs/{slug}/blind-schedules/`: every schedule, the default first, then by title. */
export const blindScheduleListResponseSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(blindScheduleSchema),
});
export type BlindScheduleListResponse = z.infer<typeof blindScheduleListResponseSchema>;

/**
 * Rules across a level's values (each value's own range is in the schemas above): a playing
 * level has a big blind above 0 and at least the small blind. Breaks have none.
 */
export function blindLevelErrors(level: {
  small_blind: number;
  big_blind: number;
  is_break: boolean;
}): FieldErrors {
  if (level.is_break) return {};
  if (level.big_blind <= 0) return { big_blind: [M.bigBlindRequired] };
  if (level.big_blind < level.small_blind) return { big_blind: [M.bigBlindBelowSmall] };
  return {};
}

/** Sounds in order: the alert at or after the warning, beeps at or after the alert (0 is off). */
export function blindScheduleSoundErrors(sounds: {
  warning_seconds: number;
  alert_seconds: number;
  beep_seconds: number;
}): FieldErrors {
  const errors: FieldErrors = {};
  if (sounds.warning_seconds > 0 && sounds.alert_seconds > sounds.warning_seconds) {
    errors.alert_seconds = [M.alertAfterWarning];
  }
  if (sounds.alert_seconds > 0 && sounds.beep_seconds > sounds.alert_seconds) {
    errors.beep_seconds = [M.beepAfterAlert];
  }
  return errors;
}
