import {
  BLIND_SCHEDULE_MESSAGES,
  CLUB_MESSAGES,
  FEATURE_CATEGORIES,
  SUBSCRIPTION_MESSAGES,
  UNLIMITED,
  UPGRADE_PATH,
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

export interface EffectivePlan {
  name: PlanName;
  limits: PlanLimits;
}

export function effectivePlan(
  deps: Pick<SubscriptionsDependencies, 'billingEnabled'>,
  stored: string,
): EffectivePlan {
  if (!deps.billingEnabled) return { name: 'self_hosted', limits: SELF_HOSTED };
  const name = planNamed(stored);
  return { name, limits: PLANS[name] };
}

/**
 * How much of each counted category a club uses. Only categories whose data exists are
 * counted; each later issue adds its own (leagues, seasons, blind schedules, games).
 */
export async function usage(
  db: Kysely<Database>,
  club: ClubRow,
  ownerId: number | null,
  now: Date = new Date(),
): Promise<Partial<Record<FeatureCategory, number>>> {
  return {
    clubs: ownerId === null ? 0 : (await listOwnedClubs(db, ownerId)).length,
    members: await countClubMembers(db, club.id),
    leagues: await countClubLeagues(db, club.id),
    seasons: await countClubSeasons(db, club.id),
    blind_schedules: await countClubBlindSchedules(db, club.id),
    games_per_month: await countGamesInMonth(db, club, monthOf(now.toISOString(), club.timezone)),
  };
}

/**
 * A 403 `plan_limit_reached` naming the limit, what is used of it and where to upgrade
 * (`upgrade_path`, the upgrade page), so a screen can link it.
 */
export function planLimitReached(detail: string, limit: number, used: number): HttpError {
  return new HttpError(403, detail, 'plan_limit_reached', {
    limit,
    used,
    upgrade_path: UPGRADE_PATH,
  });
}

/** The calendar month (`YYYY-MM`) of an instant in the club's time zone. */
export function monthOf(at: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(at)).slice(0, 7);
  } catch {
    return at.slice(0, 7);
  }
}

/**
 * The club's games (not cancelled) that start in `month` of the club's time zone. The database
 * narrows to the UTC month give or take a day (every zone is within 14 hours of UTC); the
 * zone's own calendar decides the rest.
 */
export async function countGamesInMonth(
  db: Kysely<Database>,
  club: ClubRow,
  month: string,
  exceptGameId: number | null = null,
): Promise<number> {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const from = new Date(Date.UTC(year, monthNumber - 1, 1) - DAY_MS).toISOString();
  const to = new Date(Date.UTC(year, monthNumber, 1) + DAY_MS).toISOString();
  let query = db
    .selectFrom('game')
    .select(['id', 'starts_at'])
    .where('club_id', '=', club.id)
    .where('status', '!=', 'cancelled')
    .where('starts_at', '>=', from)
    .where('starts_at', '<', to);
  if (exceptGameId !== null) query = query.where('id', '!=', exceptGameId);
  const rows = await query.execute();
  return rows.filter((row) => monthOf(row.starts_at, club.timezone) === month).length;
}

const DAY_MS = 24 * 60 * 60 * 1000;

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
    throw planLimitReached(CLUB_MESSAGES.planLimit(limit), limit, owned.length);
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
    throw planLimitReached(BLIND_SCHEDULE_MESSAGES.planLimit(limit), limit, used);
  }
}

/**
 * Refuses a game beyond the plan's `games_per_month` in the month (club time zone) it starts
 * in; `exceptGameId` is the game being moved. Call it inside the transaction holding the club's
 * lock.
 */
export async function assertMayScheduleGame(
  deps: SubscriptionsDependencies,
  club: ClubRow,
  startsAt: string,
  exceptGameId: number | null = null,
): Promise<void> {
  const limit = effectivePlan(deps, club.plan).limits.games_per_month;
  if (limit === UNLIMITED) return;
  const used = await countGamesInMonth(
    deps.db,
    club,
    monthOf(startsAt, club.timezone),
    exceptGameId,
  );
  if (used >= limit) {
    throw planLimitReached(SUBSCRIPTION_MESSAGES.gamesPerMonthLimit(limit), limit, used);
  }
}

/** Refuses a feature the club's plan does not include (limit 0): custom payouts, the deal calculator. */
export function assertFeatureIncluded(
  deps: Pick<SubscriptionsDependencies, 'billingEnabled'>,
  club: ClubRow,
  feature: 'custom_payouts' | 'deal_calculator',
): void {
  const limit = effectivePlan(deps, club.plan).limits[feature];
  if (limit !== 0) return;
  const detail =
    feature === 'custom_payouts'
      ? SUBSCRIPTION_MESSAGES.customPayoutsUnavailable
      : SUBSCRIPTION_MESSAGES.dealCalculatorUnavailable;
  throw planLimitReached(detail, 0, 0);
}
