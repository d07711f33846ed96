/**
 * What the app needs from a payment provider (DESIGN.md section 4, decision 0038): a hosted
 * checkout for an upgrade, and its signed notifications turned into subscription changes. The
 * Stripe Checkout adapter is the one implementation; tests give it a fake HTTP client, never a
 * fake of this interface, so the adapter itself is what they exercise.
 */
export interface CheckoutInput {
  clubId: number;
  clubSlug: string;
  plan: 'pro';
  /** The owner's e-mail, prefilled on the provider's page when no customer exists yet. */
  customerEmail: string;
  /** The provider's customer of an earlier subscription of this club, reused. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  /** The provider's hosted page the browser goes to. */
  url: string;
}

/** A subscription as a provider event describes it. */
export interface SubscriptionChange {
  /** The club it is for, when the event names it (our metadata); else found by subscription. */
  clubId: number | null;
  subscriptionId: string | null;
  customerId: string | null;
  /** The provider's status (`active`, `trialing`, `past_due`, `canceled`, ...). */
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

export interface ProviderEvent {
  id: string;
  type: string;
  /** When the provider made the event (ISO instant). */
  createdAt: string;
  /** Null for an event that changes no subscription (it is still recorded as seen). */
  change: SubscriptionChange | null;
}

/** The signature header is missing, malformed, too old or does not match the body. */
export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider refused or could not be reached while creating a checkout. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentProvider {
  readonly name: string;
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  /**
   * Checks the signature of a notification over its exact bytes and reads it; throws
   * WebhookSignatureError when it does not verify.
   */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
