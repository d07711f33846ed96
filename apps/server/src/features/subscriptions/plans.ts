import {
  PAID_PLAN_NAMES,
  PLANS as PLAN_CATALOGUE,
  type PaidPlanName,
  type PlanLimits,
} from '@felt/contract';

export type { PaidPlanName, PlanLimits };

/**
 * Each plan's limits (DESIGN.md section 4), from the plans of the contract, where their names
 * and prices live too. Used only when BILLING_ENABLED is true; a self-hosted instance has every
 * limit at -1.
 */
export const PLANS: Readonly<Record<PaidPlanName, PlanLimits>> = {
  free: PLAN_CATALOGUE.free.limits,
  pro: PLAN_CATALOGUE.pro.limits,
};

/** Plans from least to most generous; a user's club allowance comes from the best one. */
export const PLAN_ORDER: readonly PaidPlanName[] = PAID_PLAN_NAMES;

/** The stored plan name as a known plan; anything unknown counts as free. */
export function planNamed(name: string): PaidPlanName {
  return (PLAN_ORDER as readonly string[]).includes(name) ? (name as PaidPlanName) : 'free';
}
