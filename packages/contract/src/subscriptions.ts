import { z } from 'zod';

/** -1: unlimited; 0: not available; N: at most N (SPEC.md section 9). */
export const UNLIMITED = -1;

export const FEATURE_CATEGORIES = [
  'clubs',
  'members',
  'leagues',
  'seasons',
  'blind_schedules',
  'games_per_month',
  'custom_payouts',
  'deal_calculator',
] as const;
export const featureCategorySchema = z.enum(FEATURE_CATEGORIES);
export type FeatureCategory = z.infer<typeof featureCategorySchema>;

/** `self_hosted`: billing is off and every limit is -1. */
export const PLAN_NAMES = ['free', 'pro', 'self_hosted'] as const;
export const planNameSchema = z.enum(PLAN_NAMES);
export type PlanName = z.infer<typeof planNameSchema>;

export const subscriptionFeatureSchema = z.object({
  category: featureCategorySchema,
  limit: z.number().int(),
});

/**
 * `GET /api/clubs/{slug}/subscription/limits/`. `limits` holds the categories whose use is
 * counted so far (each feature's issue adds its own), with the limit beside the use.
 */
export const subscriptionLimitsResponseSchema = z.object({
  plan: planNameSchema,
  features: z.array(subscriptionFeatureSchema),
  limits: z.record(z.string(), z.object({ limit: z.number().int(), used: z.number().int() })),
});
export type SubscriptionLimits = z.infer<typeof subscriptionLimitsResponseSchema>;

/** A plan one can be on and pay for; `self_hosted` is no plan, only billing being off. */
export const PAID_PLAN_NAMES = ['free', 'pro'] as const;
export type PaidPlanName = (typeof PAID_PLAN_NAMES)[number];
export type PlanLimits = Readonly<Record<FeatureCategory, number>>;

export interface PlanDefinition {
  /** What the screens call it. */
  name: string;
  /** The price of a month, in cents of `currency`; 0 for free. */
  price_cents: number;
  currency: 'usd';
  /** Per feature category: -1 unlimited, 0 not available, N at most N. */
  limits: PlanLimits;
}

/**
 * The plans, as data, in one place (DESIGN.md section 4): the server enforces these limits
 * when BILLING_ENABLED is true (a self-hosted instance has every limit at -1) and the upgrade
 * page shows them. `clubs` counts the clubs a user owns; `games_per_month` the games of a
 * calendar month (in the club's time zone) that are not cancelled. The Pro price must be the
 * one of the Stripe Price that STRIPE_PRO_PRICE_ID names (decision 0038).
 */
export const PLANS: Readonly<Record<PaidPlanName, PlanDefinition>> = {
  free: {
    name: 'Free',
    price_cents: 0,
    currency: 'usd',
    limits: {
      clubs: 1,
      members: 25,
      leagues: 1,
      seasons: 2,
      blind_schedules: 3,
      games_per_month: 8,
      custom_payouts: 0,
      deal_calculator: 0,
    },
  },
  pro: {
    name: 'Pro',
    price_cents: 1900,
    currency: 'usd',
    limits: {
      clubs: 5,
      members: UNLIMITED,
      leagues: UNLIMITED,
      seasons: UNLIMITED,
      blind_schedules: UNLIMITED,
      games_per_month: UNLIMITED,
      custom_payouts: UNLIMITED,
      deal_calculator: UNLIMITED,
    },
  },
};

/** Where a refusal sends the owner to lift a limit (SPEC.md section 2: billing/upgrade). */
export const UPGRADE_PATH = '/app/billing/upgrade';

/** What a category is called on screen and in a refusal. */
export const FEATURE_LABELS: Readonly<Record<FeatureCategory, string>> = {
  clubs: 'Clubs',
  members: 'Members',
  leagues: 'Leagues',
  seasons: 'Seasons',
  blind_schedules: 'Blind structures',
  games_per_month: 'Games a month',
  custom_payouts: 'Custom payout structures',
  deal_calculator: 'Deal calculator',
};

export const SUBSCRIPTION_MESSAGES = {
  /** 403 `plan_limit_reached` when a game would make the month's count pass the plan's. */
  gamesPerMonthLimit: (limit: number) =>
    `Your plan allows ${limit} game${limit === 1 ? '' : 's'} a month. Upgrade to Pro to schedule more.`,
  /** 403 `plan_limit_reached`: a feature the plan does not include (limit 0). */
  customPayoutsUnavailable:
    'Custom payout structures are not included in your plan. Use the standard structure, or upgrade to Pro.',
  dealCalculatorUnavailable:
    'The deal calculator is not included in your plan. Upgrade to Pro to use it.',
  billingDisabled: 'Billing is off on this instance: every feature is unlimited.',
  alreadyOnPlan: (plan: string) => `This club is already on the ${plan} plan.`,
  checkoutFailed: 'The payment provider could not start the checkout. Please try again.',
  webhookSignature: 'The webhook signature is missing or does not match.',
  loadFailed: 'Failed to load billing',
} as const;

export const billingPlanSchema = z.object({
  key: z.enum(PAID_PLAN_NAMES),
  name: z.string(),
  price_cents: z.number().int(),
  currency: z.string(),
  limits: z.record(featureCategorySchema, z.number().int()),
});
export type BillingPlan = z.infer<typeof billingPlanSchema>;

export const SUBSCRIPTION_STATUSES = [
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;

/**
 * `GET /api/clubs/{slug}/billing/` (owners, managers and Demo): whether billing is on, the
 * club's plan, every plan side by side, what the club uses of each counted limit today, and who
 * may upgrade (the owner, by name, for the managers who have to ask).
 */
export const billingOverviewSchema = z.object({
  billing_enabled: z.boolean(),
  plan: planNameSchema,
  plans: z.array(billingPlanSchema),
  /** Use per counted category (features without a count are not listed). */
  usage: z.record(z.string(), z.number().int()),
  owner_name: z.string().nullable(),
  /** The caller may start an upgrade (the owner, with billing on). */
  can_upgrade: z.boolean(),
  /** The provider's subscription, once one exists. */
  subscription: z
    .object({
      status: z.string(),
      current_period_end: z.string().nullable(),
      cancel_at_period_end: z.boolean(),
    })
    .nullable(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

export const checkoutRequestSchema = z.object({ plan: z.literal('pro') });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;
export const checkoutResponseSchema = z.object({ checkout_url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;
