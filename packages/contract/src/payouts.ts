import { PAYOUT_PRESETS } from '@felt/domain';
import { z } from 'zod';
import { GAME_COMMAND_ID_MAX_LENGTH, gameEntryIdSchema } from './game-entry-id';
import { updateEntryRequestSchema } from './games';

/**
 * A game's money (issue 14, decision 0027): the places and what each is paid
 * (`GET /api/games/{gameSlug}/payouts/`), a custom structure for the night (`PUT`), the deal
 * calculator (`POST .../deal/`, `POST .../deal/accept/`) and paid marks
 * (`PATCH .../entries/{entryId}/ {paid}`). Amounts are integer cents.
 */

export const PAYOUT_MESSAGES = {
  percentages: 'Give each paid place a percentage, first place first.',
  percent: 'Each percentage must be a number from 0 to 100.',
  sum: (sum: number) => `The percentages must add up to 100 (they add up to ${sum}).`,
  firstPlace: 'First place must be paid.',
  noPlaces: 'Pay at least one place.',
  tooManyPlaces: 'Pay at most 100 places.',
  orderedPlaces: 'A place cannot pay more than the place above it.',
  method: 'Choose icm or chip_chop.',
  stacks: 'Give the chip count of every player still in.',
  chips: 'Enter a whole number of chips, more than 0.',
  playFor: 'Enter the amount left to play for in cents, 0 or more.',
  paid: 'Give paid: true or false.',
  oneChange: 'Give either status or paid.',
  order: 'List every player of the deal once, first place first.',
} as const;
const M = PAYOUT_MESSAGES;

/** The sum of percentages typed with decimals, as the settings allow (33.33 + 33.33 + 33.34). */
const PERCENT_SUM_TOLERANCE = 0.001;

/** Rounds a sum for a message: 99.99999999 prints as 100, 99.5 as 99.5. */
const printable = (sum: number) => Math.round(sum * 1000) / 1000;

/**
 * The night's own structure: one percentage per paid place, first place first, adding up to
 * 100; places never pay more than the place above (a director's typo, not a choice).
 */
export const customPayoutPercentagesSchema = z
  .array(z.number({ error: M.percent }).min(0, M.percent).max(100, M.percent), {
    error: M.percentages,
  })
  .min(1, M.noPlaces)
  .max(100, M.tooManyPlaces)
  .superRefine((percentages, context) => {
    if (percentages.length === 0) return;
    const sum = percentages.reduce((a, b) => a + b, 0);
    if (Math.abs(sum - 100) > PERCENT_SUM_TOLERANCE) {
      context.addIssue({ code: 'custom', message: M.sum(printable(sum)) });
    }
    if ((percentages[0] ?? 0) <= 0) context.addIssue({ code: 'custom', message: M.firstPlace });
    percentages.forEach((percent, index) => {
      if (index > 0 && percent > (percentages[index - 1] as number)) {
        context.addIssue({ code: 'custom', path: [index], message: M.orderedPlaces });
      }
    });
  });

/** `PUT /api/games/{gameSlug}/payouts/`: null goes back to the settings' structure. */
export const setPayoutStructureRequestSchema = z.object({
  percentages: customPayoutPercentagesSchema.nullable(),
});
export type SetPayoutStructureRequest = z.input<typeof setPayoutStructureRequestSchema>;

const payLinksSchema = z.object({
  /** `https://venmo.com/{handle}?txn=pay&amount=..&note=..`; null without a handle. */
  venmo: z.string().nullable(),
  /** `https://paypal.me/{handle}/{amount}USD`; null without a handle. */
  paypal: z.string().nullable(),
});
export type PayLinks = z.infer<typeof payLinksSchema>;

const paidMarkFields = {
  paid: z.boolean(),
  /** When it was marked paid (ISO instant), and by whom; null when not paid. */
  paid_at: z.string().nullable(),
  paid_by: z.string().nullable(),
};

export const payoutPlaceSchema = z.object({
  place: z.number().int().positive(),
  /** The structure's share of the pool for this place. */
  percent: z.number(),
  /** What the place is paid: the structure's amount, or the accepted deal's. */
  amount_cents: z.number().int(),
  /** Null until the place is known (a bust, the finish, an accepted deal). */
  entry_id: z.string().nullable(),
  name: z.string().nullable(),
  member_slug: z.string().nullable(),
  pay_links: payLinksSchema,
  ...paidMarkFields,
});
export type PayoutPlace = z.infer<typeof payoutPlaceSchema>;

export const bountySchema = z.object({
  entry_id: z.string(),
  name: z.string(),
  member_slug: z.string().nullable(),
  knockouts: z.number().int().positive(),
  amount_cents: z.number().int(),
  pay_links: payLinksSchema,
  ...paidMarkFields,
});
export type Bounty = z.infer<typeof bountySchema>;

export const payoutStructureInForceSchema = z.object({
  /** True when the director set this game's own percentages (`PUT`). */
  custom: z.boolean(),
  /** The settings' preset, or null for custom entrant ranges or the game's own structure. */
  preset: z.enum(PAYOUT_PRESETS).nullable(),
  /** The percentages paid for this many entrants, first place first; empty before anyone entered. */
  percentages: z.array(z.number()),
  rounding_unit_cents: z.number().int(),
});
export type PayoutStructureInForce = z.infer<typeof payoutStructureInForceSchema>;

export const dealRowSchema = z.object({
  entry_id: z.string(),
  name: z.string(),
  chips: z.number().int(),
  icm_cents: z.number().int().nullable(),
  chip_chop_cents: z.number().int(),
});
export type DealRow = z.infer<typeof dealRowSchema>;

export const acceptedDealSchema = z.object({
  method: z.enum(['icm', 'chip_chop']),
  play_for_cents: z.number().int(),
  /** Finishing order of the deal, first place first: entry ids with chips and amounts. */
  rows: z.array(
    z.object({
      place: z.number().int().positive(),
      entry_id: z.string(),
      name: z.string(),
      chips: z.number().int(),
      amount_cents: z.number().int(),
    }),
  ),
  accepted_at: z.string(),
  accepted_by: z.string().nullable(),
});
export type AcceptedDeal = z.infer<typeof acceptedDealSchema>;

export const payoutsResponseSchema = z.object({
  game_status: z.enum(['scheduled', 'running', 'finished', 'cancelled', 'recorded']),
  /** Entries x (buy-in - fee) + rebuys x rebuy price + add-ons x add-on price. */
  prize_pool_cents: z.number().int(),
  entrants: z.number().int(),
  players_left: z.number().int(),
  structure: payoutStructureInForceSchema,
  places: z.array(payoutPlaceSchema),
  bounty_cents: z.number().int(),
  bounties: z.array(bountySchema),
  /** The accepted deal in force (the night finished with it), else null. */
  deal: acceptedDealSchema.nullable(),
});
export type PayoutsResponse = z.infer<typeof payoutsResponseSchema>;

export const DEAL_METHODS = ['icm', 'chip_chop'] as const;
export type DealMethod = (typeof DEAL_METHODS)[number];

const stackSchema = z.object({
  entry_id: gameEntryIdSchema,
  chips: z.number({ error: M.chips }).int(M.chips).positive(M.chips).max(1e12, M.chips),
});

/** `POST /api/games/{gameSlug}/deal/`: the chip counts of the players still in. */
export const dealRequestSchema = z.object({
  method: z.enum(DEAL_METHODS, { error: M.method }).default('icm'),
  stacks: z.array(stackSchema, { error: M.stacks }).min(1, M.stacks).max(200, M.stacks),
  /** Kept out of the split and paid to first place (the players play on for it). */
  play_for_cents: z.number({ error: M.playFor }).int(M.playFor).min(0, M.playFor).default(0),
});
export type DealRequest = z.input<typeof dealRequestSchema>;

export const dealResponseSchema = z.object({
  method: z.enum(DEAL_METHODS),
  /** The prizes still in play (places 1..players left), first place first. */
  prizes_cents: z.array(z.number().int()),
  play_for_cents: z.number().int(),
  /** Why ICM has no amounts (more than 10 players), else null. */
  icm_unavailable: z.string().nullable(),
  /** In the order of the stacks given. */
  rows: z.array(dealRowSchema),
});
export type DealResponse = z.infer<typeof dealResponseSchema>;

/** `POST /api/games/{gameSlug}/deal/accept/`: `order` sets the places, else chip counts do. */
export const acceptDealRequestSchema = dealRequestSchema.extend({
  order: z
    .array(z.string().trim().min(1, M.order).max(GAME_COMMAND_ID_MAX_LENGTH, M.order), {
      error: M.order,
    })
    .max(200, M.order)
    .optional(),
});
export type AcceptDealRequest = z.input<typeof acceptDealRequestSchema>;

/** `PATCH /api/games/{gameSlug}/entries/{entryId}/`: the desk's move, or a paid mark. */
export const entryPatchRequestSchema = z
  .object({
    status: updateEntryRequestSchema.shape.status.optional(),
    paid: z.boolean({ error: M.paid }).optional(),
  })
  .superRefine((body, context) => {
    if ((body.status === undefined) === (body.paid === undefined)) {
      context.addIssue({ code: 'custom', message: M.oneChange });
    }
  });
export type EntryPatchRequest = z.input<typeof entryPatchRequestSchema>;

/** The answer to a paid mark. */
export const paidMarkResponseSchema = z.object({
  entry_id: z.string(),
  ...paidMarkFields,
});
export type PaidMarkResponse = z.infer<typeof paidMarkResponseSchema>;
