import {
  PAID_PLAN_NAMES,
  PLANS,
  SUBSCRIPTION_MESSAGES,
  type BillingOverview,
  type CheckoutRequest,
  type CheckoutResponse,
} from '@felt/contract';
import { can } from '@felt/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { ClubAccess } from '../../policy/club-policy';
import { findUserById } from '../accounts/users.repository';
import { lockClub } from '../clubs/club-write';
import { findClubOwnerId } from '../clubs/clubs.repository';
import { effectivePlan, usage } from '../subscriptions/subscriptions.service';
import {
  findClubIdBySubscription,
  findClubSubscription,
  recordBillingEvent,
  saveClubSubscription,
  setClubPlan,
} from './billing.repository';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type PaymentProvider,
  type ProviderEvent,
} from './payment-provider';

export interface BillingDependencies {
  db: Kysely<Database>;
  billingEnabled: boolean;
  /** Null with billing off (no provider configured). */
  payments: PaymentProvider | null;
  /** APP_URL: where the provider sends the browser back. */
  appUrl: string;
  now: () => Date;
}

/** A subscription in one of these states keeps the club on Pro (past_due: the provider retries). */
const PRO_STATUSES = new Set(['active', 'trialing', 'past_due']);

const M = SUBSCRIPTION_MESSAGES;

function billingDisabled(): HttpError {
  return new HttpError(409, M.billingDisabled, 'billing_disabled');
}

async function ownerName(db: Kysely<Database>, clubId: number): Promise<string | null> {
  const ownerId = await findClubOwnerId(db, clubId);
  const owner = ownerId === null ? undefined : await findUserById(db, ownerId);
  return owner ? `${owner.first_name} ${owner.last_name}`.trim() || owner.email : null;
}

/** The upgrade page's data: plans side by side, today's use, and who may upgrade. */
export async function billingOverview(
  deps: BillingDependencies,
  access: ClubAccess,
): Promise<BillingOverview> {
  const { club } = access;
  const plan = effectivePlan(deps, club.plan);
  const used = await usage(deps.db, club, await findClubOwnerId(deps.db, club.id), deps.now());
  const subscription = deps.billingEnabled
    ? await findClubSubscription(deps.db, club.id)
    : undefined;
  return {
    billing_enabled: deps.billingEnabled,
    plan: plan.name,
    plans: PAID_PLAN_NAMES.map((key) => ({
      key,
      name: PLANS[key].name,
      price_cents: PLANS[key].price_cents,
      currency: PLANS[key].currency,
      limits: { ...PLANS[key].limits },
    })),
    usage: Object.fromEntries(
      Object.entries(used).filter((entry): entry is [string, number] => entry[1] !== undefined),
    ),
    owner_name: await ownerName(deps.db, club.id),
    can_upgrade:
      deps.billingEnabled &&
      deps.payments !== null &&
      can(access.role, 'club:billing') &&
      plan.name !== 'pro',
    subscription: subscription
      ? {
          status: subscription.status,
          current_period_end: subscription.current_period_end,
          cancel_at_period_end: subscription.cancel_at_period_end === 1,
        }
      : null,
  };
}

/** Starts the provider's hosted checkout for the owner and answers where to send the browser. */
export async function startCheckout(
  deps: BillingDependencies,
  access: ClubAccess,
  user: UserRow,
  request: CheckoutRequest,
): Promise<CheckoutResponse> {
  if (!deps.billingEnabled) throw billingDisabled();
  if (!deps.payments) {
    throw new HttpError(503, M.checkoutFailed, 'payments_unavailable');
  }
  const { club } = access;
  if (effectivePlan(deps, club.plan).name === request.plan) {
    throw new HttpError(409, M.alreadyOnPlan(PLANS[request.plan].name), 'already_on_plan');
  }
  const previous = await findClubSubscription(deps.db, club.id);
  const back = (outcome: 'success' | 'cancelled') =>
    `${deps.appUrl}/app/billing/upgrade-form?checkout=${outcome}&club=${encodeURIComponent(club.slug)}`;
  try {
    const session = await deps.payments.createCheckout({
      clubId: club.id,
      clubSlug: club.slug,
      plan: request.plan,
      customerEmail: user.email,
      customerId: previous?.customer_id ?? null,
      successUrl: back('success'),
      cancelUrl: back('cancelled'),
    });
    return { checkout_url: session.url };
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      throw new HttpError(502, M.checkoutFailed, 'checkout_failed');
    }
    throw error;
  }
}

export interface WebhookOutcome {
  received: true;
  /** The event was applied before: nothing changed this time. */
  duplicate: boolean;
}

/**
 * A provider notification: verified over its exact bytes, then applied once (its id recorded
 * in the same transaction as its change). An event older than the one applied last changes
 * nothing (the provider does not promise order); an event for no known club is recorded and
 * answered 200, so the provider does not retry it forever.
 */
export async function receiveWebhook(
  deps: BillingDependencies,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  if (!deps.billingEnabled || !deps.payments) {
    throw new HttpError(404, M.billingDisabled, 'billing_disabled');
  }
  let event: ProviderEvent;
  try {
    event = deps.payments.verifyWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      throw new HttpError(400, M.webhookSignature, 'webhook_signature_invalid');
    }
    throw error;
  }
  const provider = deps.payments.name;
  const at = deps.now().toISOString();
  return deps.db.transaction().execute(async (trx) => {
    const change = event.change;
    let clubId = change?.clubId ?? null;
    if (clubId === null && change?.subscriptionId) {
      clubId = await findClubIdBySubscription(trx, change.subscriptionId);
    }
    const club =
      clubId === null
        ? undefined
        : await trx.selectFrom('club').select('id').where('id', '=', clubId).executeTakeFirst();
    if (club) await lockClub(trx, club.id);
    const fresh = await recordBillingEvent(trx, {
      id: event.id,
      provider,
      type: event.type,
      clubId: club?.id ?? null,
      at,
    });
    if (!fresh) return { received: true, duplicate: true };
    if (!change || !club) return { received: true, duplicate: false };

    const stored = await findClubSubscription(trx, club.id);
    if (stored && stored.event_created_at > event.createdAt) {
      return { received: true, duplicate: false };
    }
    await saveClubSubscription(trx, {
      club_id: club.id,
      provider,
      customer_id: change.customerId ?? stored?.customer_id ?? null,
      subscription_id: change.subscriptionId ?? stored?.subscription_id ?? null,
      status: change.status,
      current_period_end: change.currentPeriodEnd ?? stored?.current_period_end ?? null,
      cancel_at_period_end: change.cancelAtPeriodEnd ? 1 : 0,
      event_created_at: event.createdAt,
      updated_at: at,
    });
    await setClubPlan(trx, club.id, PRO_STATUSES.has(change.status) ? 'pro' : 'free', at);
    return { received: true, duplicate: false };
  });
}
