import { UNLIMITED, type FeatureCategory } from '@felt/contract';

export type PaidPlanName = 'free' | 'pro';
export type PlanLimits = Readonly<Record<FeatureCategory, number>>;

/**
 * The plans, as data (DESIGN.md section 4): per feature category, -1 unlimited, 0 not
 * available, N at most N. Used only when BILLING_ENABLED is true; a self-hosted instance has
 * every limit at -1. `clubs` counts the clubs a user owns; `games_per_month` counts games
 * started in a calendar month.
 */
export const PLANS: Readonly<Record<PaidPlanName, PlanLimits>> = {
  free: {
    clubs: 1,
    members: 25,
    leagues: 1,
    seasons: 2,
    blind_schedules: 3,
    games_per_month: 8,
    custom_payouts: 0,
    deal_calculator: 0,
  },
  pro: {
    clubs: 5,
    members: UNLIMITED,
    leagues: UNLIMITED,
    seasons: UNLIMITED,
    blind_schedules: UNLIMITED,
    games_per_month: UNLIMITED,
    custom_payouts: UNLIMITED,
    deal_calculator: UNLIMITED,
  },
};

/** Plans from least to most generous; a user's club allowance comes from the best one. */
export const PLAN_ORDER: readonly PaidPlanName[] = ['free', 'pro'];

/** The stored plan name as a known plan; anything unknown counts as free. */
export function planNamed(name: string): PaidPlanName {
  return (PLAN_ORDER as readonly string[]).includes(name) ? (name as PaidPlanName) : 'free';
}
