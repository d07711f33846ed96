import {
  BLIND_SCHEDULE_MESSAGES,
  CLUB_MESSAGES,
  FEATURE_CATEGORIES,
  UNLIMITED,
  type FeatureCategory,
  type PlanName,
  type SubscriptionLimits,
} from '@felt/contract';
import type { Kysely } from 'kysely';
import {
  countClubBlindSchedules,
  countClubMembers,
  findClubOwnerId,
  listOwnedClubs,
} from '../clubs/clubs.repository';
import type { ClubRow, Database } from '../../db/schema';
import { HttpError } from '../../http-error';
import { countClubLeagues, countClubSeasons } from '../leagues/leagues.repository';
import { PLAN_ORDER, PLANS, planNamed, type PlanLimits } from './plans';

export interface SubscriptionsDependencies {
  db: Kysely<Database>;
  /** BILLING_ENABLED. */
  billingEnabled: boolean;
}

const SELF_HOSTED: PlanLimits = Object.fromEntries(
  FEATURE_CATEGORIES.map((category) => [category, UNLIMITED]),
) as Record<FeatureCategory, number>;

interface EffectivePlan {
  name: PlanName;
  limits: PlanLimits;
}

function effectivePlan(deps: SubscriptionsDependencies, stored: string): EffectivePlan {
  if (!deps.billingEnabled) return { name: 'self_hosted', limits: SELF_HOSTED };
  const name = planNamed(stored);
  return { name, limits: PLANS[name] };
}

/**
 * How much of each counted category a club uses. Only categories whose data exists are
 * counted; each later issue adds its own (leagues, seasons, blind schedules, games).
 */
async function usage(
  db: Kysely<Database>,
  club: ClubRow,
  ownerId: number | null,
): Promise<Partial<Record<FeatureCategory, number>>> {
  return {
    clubs: ownerId === null ? 0 : (await listOwnedClubs(db, ownerId)).length,
    members: await countClubMembers(db, club.id),
    leagues: await countClubLeagues(db, club.id),
    seasons: await countClubSeasons(db, club.id),
    blind_schedules: await countClubBlindSchedules(db, club.id),
  };
}

export async function subscriptionLimits(
  deps: SubscriptionsDependencies,
  club: ClubRow,
): Promise<SubscriptionLimits> {
  const plan = effectivePlan(deps, club.plan);
  const used = await usage(deps.db, club, await findClubOwnerId(deps.db, club.id));
  const limits: SubscriptionLimits['limits'] = {};
  for (const [category, count] of Object.entries(used) as [FeatureCategory, number][]) {
    limits[category] = { limit: plan.limits[category], used: count };
  }
  return {
    plan: plan.name,
    features: FEATURE_CATEGORIES.map((category) => ({
      category,
      limit: plan.limits[category],
    })),
    limits,
  };
}

/**
 * Refuses a new club beyond the user's allowance: the `clubs` limit of the best plan among the
 * clubs the user owns (free when none). Two requests at the same instant can both pass; the
 * allowance is a commercial limit, not a safety one.
 */
export async function assertMayCreateClub(
  deps: SubscriptionsDependencies,
  userId: number,
): Promise<void> {
  if (!deps.billingEnabled) return;
  const owned = await listOwnedClubs(deps.db, userId);
  const best = owned
    .map((club) => planNamed(club.plan))
    .reduce((a, b) => (PLAN_ORDER.indexOf(b) > PLAN_ORDER.indexOf(a) ? b : a), 'free' as const);
  const limit = PLANS[best].clubs;
  if (limit !== UNLIMITED && owned.length >= limit) {
    throw new HttpError(403, CLUB_MESSAGES.planLimit(limit), 'plan_limit_reached', {
      limit,
      used: owned.length,
    });
  }
}

/** The club plan's limit for `category` (-1 unlimited; always -1 with billing off). */
export function planLimit(
  deps: SubscriptionsDependencies,
  club: ClubRow,
  category: FeatureCategory,
): number {
  return effectivePlan(deps, club.plan).limits[category];
}

/**
 * Refuses another blind schedule beyond the club plan's `blind_schedules` limit. Call it inside
 * the transaction that holds the club's lock, so two requests cannot both take the last one.
 */
export async function assertMayAddBlindSchedule(
  deps: SubscriptionsDependencies,
  club: ClubRow,
): Promise<void> {
  const limit = effectivePlan(deps, club.plan).limits.blind_schedules;
  if (limit === UNLIMITED) return;
  const used = await countClubBlindSchedules(deps.db, club.id);
  if (used >= limit) {
    throw new HttpError(403, BLIND_SCHEDULE_MESSAGES.planLimit(limit), 'plan_limit_reached', {
      limit,
      used,
    });
  }
}
