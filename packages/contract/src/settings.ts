import { PAYOUT_PRESETS, PAYOUT_PRESET_RANGES, POINTS_FORMULAS } from '@felt/domain';
import { z } from 'zod';

/**
 * The settings cascade (DESIGN.md section 4): club -> league -> season -> game. Each
 * scope may override any field; the effective value is the nearest override, and the club
 * falls back to the built-in defaults below. Money in integer cents.
 */

export const SETTINGS_SCOPES = ['default', 'club', 'league', 'season', 'game'] as const;
export type SettingsSource = (typeof SETTINGS_SCOPES)[number];

/** The formulas and presets, and every preset's table, are the domain's (defined once). */
export { PAYOUT_PRESETS, PAYOUT_PRESET_RANGES, POINTS_FORMULAS };

const MAX_CENTS = 100_000_000;
/** Points per place, for playing or per knockout: far above any table a club would use. */
const MAX_POINTS = 100_000;
const MAX_POINTS_PLACES = 100;

export const SETTINGS_MESSAGES = {
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  atLeast: (min: number) => `Ensure this value is greater than or equal to ${min}.`,
  atMost: (max: number) => `Ensure this value is less than or equal to ${max}.`,
  pointsFormula: 'Choose linear, fixed_table or pokerstars.',
  pointsTable: 'Enter the points for each place, first place first.',
  pointsTableEmpty: 'Enter the points for at least first place.',
  pointsTableLong: `Enter points for at most ${MAX_POINTS_PLACES} places.`,
  payoutStructure: `Use a preset (${PAYOUT_PRESETS.join(', ')}) or a list of entrant ranges with percentages.`,
  payoutSum: 'Percentages must add up to 100.',
  payoutRanges: 'Entrant ranges must start at 2 and follow each other without gaps or overlaps.',
  unknownSchedule: 'No blind schedule with this slug in this club.',
} as const;

const M = SETTINGS_MESSAGES;

const count = (min: number, max: number) =>
  z.number({ error: M.integer }).int(M.integer).min(min, M.atLeast(min)).max(max, M.atMost(max));
const cents = () => count(0, MAX_CENTS);
/** Points may have decimals (half a point per knockout). */
const points = () =>
  z.number({ error: M.number }).min(0, M.atLeast(0)).max(MAX_POINTS, M.atMost(MAX_POINTS));

/** One entrant range of a custom payout structure: `max_entrants` null means "and more". */
export const payoutRangeSchema = z.object({
  min_entrants: count(2, 10_000),
  max_entrants: count(2, 10_000).nullable(),
  percentages: z.array(z.number().min(0).max(100)).min(1).max(100),
});
export type PayoutRange = z.infer<typeof payoutRangeSchema>;

export const payoutStructureSchema = z.union(
  [
    z.enum(PAYOUT_PRESETS),
    z
      .array(payoutRangeSchema)
      .min(1)
      .max(50)
      .superRefine((ranges, context) => {
        for (const [index, range] of ranges.entries()) {
          const sum = range.percentages.reduce((a, b) => a + b, 0);
          if (Math.abs(sum - 100) > 0.001) {
            context.addIssue({
              code: 'custom',
              path: [index, 'percentages'],
              message: M.payoutSum,
            });
          }
        }
        const ordered = ranges.every((range, index) => {
          const previous = ranges[index - 1];
          const start = previous ? (previous.max_entrants ?? Infinity) + 1 : 2;
          const last = index === ranges.length - 1;
          return (
            range.min_entrants === start &&
            (range.max_entrants === null ? last : range.max_entrants >= range.min_entrants)
          );
        });
        if (!ordered) context.addIssue({ code: 'custom', message: M.payoutRanges });
      }),
  ],
  { error: M.payoutStructure },
);
export type PayoutStructure = z.infer<typeof payoutStructureSchema>;

/**
 * DESIGN.md section 4's payout table by number of entrants, which the `standard` preset names
 * (and where a custom structure starts from on the settings screen).
 */
export const STANDARD_PAYOUT_RANGES: readonly PayoutRange[] = PAYOUT_PRESET_RANGES.standard;

/** Every field's own schema (a value, never null). */
export const settingsFieldSchemas = {
  default_buy_in_cents: cents(),
  rebuy_price_cents: cents(),
  rebuy_chips: count(0, 1_000_000_000),
  /** 0: rebuys never allowed. */
  rebuys_allowed_until_level: count(0, 100),
  max_rebuys: count(0, 100),
  addon_price_cents: cents(),
  addon_chips: count(0, 1_000_000_000),
  starting_stack: count(1, 1_000_000_000),
  bounty_cents: cents(),
  house_fee_cents: cents(),
  seats_per_table: count(2, 12),
  payout_structure: payoutStructureSchema,
  rounding_unit_cents: count(1, 100_000),
  points_formula: z.enum(POINTS_FORMULAS, { error: M.pointsFormula }),
  /** The `fixed_table` formula's points by place, first place first; places past it score 0. */
  points_table: z
    .array(points(), { error: M.pointsTable })
    .min(1, M.pointsTableEmpty)
    .max(MAX_POINTS_PLACES, M.pointsTableLong),
  /** Added to every finish, whatever the formula. */
  participation_points: points(),
  /** Added per knockout, whatever the formula. */
  knockout_points: points(),
  /** Only a member's best N games count in the standings; 0: every game counts. */
  best_results_count: count(0, 1000),
  /** Null: the club's default schedule. */
  default_blind_schedule_slug: z.string().min(1).max(100).nullable(),
} as const;

const F = settingsFieldSchemas;

export type SettingsField = keyof typeof settingsFieldSchemas;
export const SETTINGS_FIELDS = Object.keys(settingsFieldSchemas) as SettingsField[];
/** Fields whose change completes "Set Payout Configuration" (`payouts.updated`). */
export const PAYOUT_FIELDS: readonly SettingsField[] = ['payout_structure', 'rounding_unit_cents'];

export type SettingsValues = {
  [K in SettingsField]: z.infer<(typeof settingsFieldSchemas)[K]>;
};

/** The built-in defaults a club starts from (DESIGN.md section 4's payout table = standard). */
export const DEFAULT_SETTINGS: Readonly<SettingsValues> = Object.freeze({
  default_buy_in_cents: 2000,
  rebuy_price_cents: 2000,
  rebuy_chips: 5000,
  rebuys_allowed_until_level: 6,
  max_rebuys: 1,
  addon_price_cents: 0,
  addon_chips: 0,
  starting_stack: 5000,
  bounty_cents: 0,
  house_fee_cents: 0,
  seats_per_table: 9,
  payout_structure: 'standard',
  rounding_unit_cents: 100,
  points_formula: 'linear',
  // Ten places, the top of the field well ahead: what a fixed table starts from.
  points_table: [25, 18, 15, 12, 10, 8, 6, 4, 2, 1],
  participation_points: 0,
  knockout_points: 0,
  best_results_count: 0,
  default_blind_schedule_slug: null,
});

/**
 * `PATCH .../settings/`: any subset of fields; `null` removes this scope's override so the
 * field inherits again. Unknown fields are refused.
 */
export const updateSettingsRequestSchema = z
  .object({
    default_buy_in_cents: F.default_buy_in_cents.nullable().optional(),
    rebuy_price_cents: F.rebuy_price_cents.nullable().optional(),
    rebuy_chips: F.rebuy_chips.nullable().optional(),
    rebuys_allowed_until_level: F.rebuys_allowed_until_level.nullable().optional(),
    max_rebuys: F.max_rebuys.nullable().optional(),
    addon_price_cents: F.addon_price_cents.nullable().optional(),
    addon_chips: F.addon_chips.nullable().optional(),
    starting_stack: F.starting_stack.nullable().optional(),
    bounty_cents: F.bounty_cents.nullable().optional(),
    house_fee_cents: F.house_fee_cents.nullable().optional(),
    seats_per_table: F.seats_per_table.nullable().optional(),
    payout_structure: F.payout_structure.nullable().optional(),
    rounding_unit_cents: F.rounding_unit_cents.nullable().optional(),
    points_formula: F.points_formula.nullable().optional(),
    points_table: F.points_table.nullable().optional(),
    participation_points: F.participation_points.nullable().optional(),
    knockout_points: F.knockout_points.nullable().optional(),
    best_results_count: F.best_results_count.nullable().optional(),
    default_blind_schedule_slug: F.default_blind_schedule_slug.nullable().optional(),
  })
  .strict();
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequestSchema>;

const entry = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    source: z.enum(SETTINGS_SCOPES),
    /** True when this scope itself sets the field. */
    overridden: z.boolean(),
  });

export const settingsResponseSchema = z.object({
  default_buy_in_cents: entry(F.default_buy_in_cents),
  rebuy_price_cents: entry(F.rebuy_price_cents),
  rebuy_chips: entry(F.rebuy_chips),
  rebuys_allowed_until_level: entry(F.rebuys_allowed_until_level),
  max_rebuys: entry(F.max_rebuys),
  addon_price_cents: entry(F.addon_price_cents),
  addon_chips: entry(F.addon_chips),
  starting_stack: entry(F.starting_stack),
  bounty_cents: entry(F.bounty_cents),
  house_fee_cents: entry(F.house_fee_cents),
  seats_per_table: entry(F.seats_per_table),
  payout_structure: entry(F.payout_structure),
  rounding_unit_cents: entry(F.rounding_unit_cents),
  points_formula: entry(F.points_formula),
  points_table: entry(F.points_table),
  participation_points: entry(F.participation_points),
  knockout_points: entry(F.knockout_points),
  best_results_count: entry(F.best_results_count),
  default_blind_schedule_slug: entry(F.default_blind_schedule_slug),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
