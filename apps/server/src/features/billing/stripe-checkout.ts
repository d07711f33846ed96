import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import {
  PaymentProviderError,
  WebhookSignatureError,
  type CheckoutInput,
  type CheckoutSession,
  type PaymentProvider,
  type ProviderEvent,
  type SubscriptionChange,
} from './payment-provider';

export interface StripeCheckoutOptions extends StripeConfig {
  /**
   * The HTTP client the official library sends its requests with; tests give a fake `fetch`
   * so nothing leaves the machine. Production uses the library's own.
   */
  fetch?: typeof fetch;
}

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const isoOf = (seconds: number | null | undefined): string | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;

function clubIdOf(metadata: Record<string, string> | null | undefined, fallback?: string | null) {
  const raw = metadata?.club_id ?? fallback ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The period end: on the subscription in older API versions, on its items in newer ones. */
function periodEndOf(subscription: Stripe.Subscription): string | null {
  const own = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const item = subscription.items?.data?.[0] as { current_period_end?: number } | undefined;
  return isoOf(own ?? item?.current_period_end);
}

function changeOf(event: Stripe.Event): SubscriptionChange | null {
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    if (session.mode !== 'subscription') return null;
    const paid =
      session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
    return {
      clubId: clubIdOf(session.metadata, session.client_reference_id),
      subscriptionId: idOf(session.subscription),
      customerId: idOf(session.customer),
      // A delayed payment method completes the session unpaid: not Pro until it is paid.
      status: paid ? 'active' : 'incomplete',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
    };
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = event.data.object as Stripe.Subscription;
    return {
      clubId: clubIdOf(subscription.metadata),
      subscriptionId: subscription.id,
      customerId: idOf(subscription.customer),
      status: event.type === 'customer.subscription.deleted' ? 'canceled' : subscription.status,
      currentPeriodEnd: periodEndOf(subscription),
      cancelAtPeriodEnd: subscription.cancel_at_period_end === true,
    };
  }
  return null;
}

/** Upgrades through Stripe Checkout (a hosted page) and Stripe's signed webhooks. */
export function createStripeCheckout(options: StripeCheckoutOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(options.fetch ? { httpClient: Stripe.createFetchHttpClient(options.fetch) } : {}),
  });

  return {
    name: 'stripe',

    async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
      const metadata = {
        club_id: String(input.clubId),
        club_slug: input.clubSlug,
        plan: input.plan,
      };
      try {
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: options.proPriceId, quantity: 1 }],
          client_reference_id: String(input.clubId),
          ...(input.customerId
            ? { customer: input.customerId }
            : { customer_email: input.customerEmail }),
          metadata,
          // The subscription's own events carry the club too.
          subscription_data: { metadata },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        });
        if (!session.url)
          throw new PaymentProviderError('Stripe returned a session without a URL.');
        return { id: session.id, url: session.url };
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        throw new PaymentProviderError('Stripe refused the checkout session.', { cause: error });
      }
    },

    verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
      if (!signature) throw new WebhookSignatureError('No Stripe-Signature header.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      return {
        id: event.id,
        type: event.type,
        createdAt: isoOf(event.created) ?? new Date(0).toISOString(),
        change: changeOf(event),
      };
    },
  };
}
