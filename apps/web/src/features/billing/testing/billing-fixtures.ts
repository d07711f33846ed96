import { PAID_PLAN_NAMES, PLANS, type BillingOverview } from '@felt/contract';
import { fakeApi, jsonResponse } from '../../../testing/app-harness';
import { TEST_CLUB_SLUG } from '../../../testing/club-page-harness';

export const BILLING_PATH = `/api/clubs/${TEST_CLUB_SLUG}/billing/`;
export const CHECKOUT_PATH = `/api/clubs/${TEST_CLUB_SLUG}/billing/checkout/`;

/** The billing answer for Thursday Poker: billing on, the free plan, the owner may upgrade. */
export function billingOverview(overrides: Partial<BillingOverview> = {}): BillingOverview {
  return {
    billing_enabled: true,
    plan: 'free',
    plans: PAID_PLAN_NAMES.map((key) => ({ key, ...PLANS[key], limits: { ...PLANS[key].limits } })),
    usage: {
      clubs: 1,
      members: 25,
      leagues: 1,
      seasons: 2,
      blind_schedules: 2,
      games_per_month: 3,
    },
    owner_name: 'Ada Lovelace',
    can_upgrade: true,
    subscription: null,
    ...overrides,
  };
}

/** The billing answer of an instance with billing off: the club is self-hosted, nothing to buy. */
export const billingOffOverview = () =>
  billingOverview({ billing_enabled: false, plan: 'self_hosted', can_upgrade: false });

/** What a manager reads where the owner would upgrade: who can, by name. */
export const ASK_THE_OWNER =
  "Only the club's owner, Ada Lovelace, can change its plan. Ask Ada Lovelace to upgrade.";

/** The API answering the billing read with `overview`, and `handlers` for anything else. */
export function serveBilling(
  overview: BillingOverview = billingOverview(),
  handlers: Parameters<typeof fakeApi>[0] = {},
) {
  return fakeApi({ [`GET ${BILLING_PATH}`]: jsonResponse(200, overview), ...handlers });
}
