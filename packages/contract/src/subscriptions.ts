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
