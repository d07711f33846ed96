import { PLANS, SUBSCRIPTION_MESSAGES, UPGRADE_PATH } from '@felt/contract';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, SESSION_SLIDE, snapshot } from '../../../test/db-snapshot';
import { createClubWorld, type ClubWorld } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/helpers';
import { STRIPE_WEBHOOK_PATH } from './billing.routes';
import { createStripeCheckout } from './stripe-checkout';

const WEBHOOK_SECRET = 'whsec_test_felt_billing';
const PRICE = 'price_test_pro';
/** Only for the library's test helper that signs events as Stripe does. */
const signer = new Stripe('sk_test_signer');

interface StripeCall {
  url: string;
  method: string;
  form: URLSearchParams;
}

/** Stripe's API as the adapter's HTTP client sees it: answers recorded, nothing leaves the machine. */
function fakeStripe() {
  const calls: StripeCall[] = [];
  let failing = false;
  const fetchFake: typeof fetch = async (input, init) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      form: new URLSearchParams(String(init?.body ?? '')),
    });
    const json = failing
      ? { error: { type: 'invalid_request_error', message: `No such price: '${PRICE}'` } }
      : {
          id: `cs_test_${calls.length}`,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/cs_test_${calls.length}`,
        };
    return new Response(JSON.stringify(json), {
      status: failing ? 400 : 200,
      headers: { 'content-type': 'application/json', 'request-id': `req_${calls.length}` },
    });
  };
  const provider = createStripeCheckout({
    secretKey: 'sk_test_felt',
    webhookSecret: WEBHOOK_SECRET,
    proPriceId: PRICE,
    fetch: fetchFake,
  });
  return {
    provider,
    calls,
    fail: (value: boolean) => {
      failing = value;
    },
  };
}

let eventSequence = 0;
function stripeEvent(type: string, object: Record<string, unknown>, created?: number) {
  eventSequence += 1;
  return {
    id: `evt_${process.pid}_${eventSequence}`,
    object: 'event',
    api_version: '2025-10-29',
    created: created ?? Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

async function sendWebhook(
  server: TestServer,
  event: unknown,
  { secret = WEBHOOK_SECRET, signature }: { secret?: string; signature?: string | null } = {},
) {
  const payload = JSON.stringify(event);
  const header =
    signature === undefined
      ? signer.webhooks.generateTestHeaderString({ payload, secret })
      : signature;
  const response = await fetch(`${server.url}${STRIPE_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(header === null ? {} : { 'stripe-signature': header }),
    },
    body: payload,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const completedCheckout = (clubId: number, subscription = `sub_${clubId}`) => ({
  id: `cs_${clubId}`,
  object: 'checkout.session',
  mode: 'subscription',
  payment_status: 'paid',
  client_reference_id: String(clubId),
  customer: `cus_${clubId}`,
  subscription,
  metadata: { club_id: String(clubId), plan: 'pro' },
});

const subscriptionObject = (clubId: number | null, status: string, id: string) => ({
  id,
  object: 'subscription',
  status,
  customer: 'cus_x',
  cancel_at_period_end: false,
  metadata: clubId === null ? {} : { club_id: String(clubId) },
  items: { object: 'list', data: [{ current_period_end: 1798761600 }] },
});

async function planOf(server: TestServer, clubId: number): Promise<string> {
  const row = await server.db
    .selectFrom('club')
    .select('plan')
    .where('id', '=', clubId)
    .executeTakeFirstOrThrow();
  return row.plan;
}

describe('billing off (a self-hosted instance, the default)', () => {
  let server: TestServer;
  let world: ClubWorld;
  beforeAll(async () => {
    server = await startTestServer();
    world = await createClubWorld(server);
  });
  afterAll(() => server?.close());

  it('shows the plans with every limit unlimited, and nobody can upgrade', async () => {
    const response = await world.clients.owner.get(`/api/clubs/${world.club.slug}/billing/`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      billing_enabled: false,
      plan: 'self_hosted',
      can_upgrade: false,
      subscription: null,
      owner_name: `${world.users.owner.first_name} ${world.users.owner.last_name}`,
    });
    expect(body.plans).toEqual([
      { key: 'free', ...PLANS.free },
      { key: 'pro', ...PLANS.pro },
    ]);
    expect(body.usage).toMatchObject({ members: 3, blind_schedules: 2, games_per_month: 0 });
  });

  it('refuses a checkout (409 billing_disabled) and answers the webhook 404', async () => {
    const checkout = await world.clients.owner.post(
      `/api/clubs/${world.club.slug}/billing/checkout/`,
      { plan: 'pro' },
    );
    expect(checkout.status).toBe(409);
    expect(await checkout.json()).toEqual({
      detail: SUBSCRIPTION_MESSAGES.billingDisabled,
      code: 'billing_disabled',
    });
    const webhook = await sendWebhook(server, stripeEvent('checkout.session.completed', {}));
    expect(webhook.status).toBe(404);
    expect(webhook.body.code).toBe('billing_disabled');
  });

  it('holds no club to a limit: games a month, custom payouts, the deal calculator', async () => {
    const games = [];
    for (let index = 0; index < PLANS.free.limits.games_per_month + 1; index += 1) {
      const response = await world.clients.owner.post(`/api/clubs/${world.club.slug}/games/`, {
        title: `Unlimited ${index}`,
        starts_at: `2031-03-${String(index + 2).padStart(2, '0')}T23:00:00Z`,
      });
      expect(response.status).toBe(201);
      games.push(((await response.json()) as { slug: string }).slug);
    }
    const payouts = await world.clients.owner.put(`/api/games/${games[0]}/payouts/`, {
      percentages: [60, 40],
    });
    expect(payouts.status).toBe(200);
    const deal = await world.clients.owner.post(`/api/games/${games[0]}/deal/`, {
      method: 'chip_chop',
      stacks: [
        { entry_id: '1', chips: 100 },
        { entry_id: '2', chips: 100 },
      ],
    });
    expect(((await deal.json()) as { code?: string }).code).not.toBe('plan_limit_reached');
  });
});

describe('billing on', () => {
  let server: TestServer;
  let stripe: ReturnType<typeof fakeStripe>;
  let world: ClubWorld;
  beforeAll(async () => {
    stripe = fakeStripe();
    server = await startTestServer(
      { billingEnabled: true, appUrl: 'https://felt.example' },
      { paymentProvider: stripe.provider },
    );
    world = await createClubWorld(server);
  });
  afterAll(() => server?.close());

  it('shows the owner the free plan with an upgrade, the manager whom to ask, members nothing', async () => {
    const owner = (await (
      await world.clients.owner.get(`/api/clubs/${world.club.slug}/billing/`)
    ).json()) as Record<string, unknown>;
    expect(owner).toMatchObject({ billing_enabled: true, plan: 'free', can_upgrade: true });
    const manager = (await (
      await world.clients.manager.get(`/api/clubs/${world.club.slug}/billing/`)
    ).json()) as Record<string, unknown>;
    expect(manager).toMatchObject({
      plan: 'free',
      can_upgrade: false,
      owner_name: `${world.users.owner.first_name} ${world.users.owner.last_name}`,
    });
    expect((await world.clients.member.get(`/api/clubs/${world.club.slug}/billing/`)).status).toBe(
      403,
    );
  });

  it("creates a Stripe Checkout session for the owner's club and sends the browser there", async () => {
    const before = stripe.calls.length;
    const response = await world.clients.owner.post(
      `/api/clubs/${world.club.slug}/billing/checkout/`,
      { plan: 'pro' },
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { checkout_url: string };
    expect(body.checkout_url).toBe(`https://checkout.stripe.com/c/pay/cs_test_${before + 1}`);
    const call = stripe.calls.at(-1)!;
    expect(call.url).toBe('https://api.stripe.com/v1/checkout/sessions');
    expect(call.method).toBe('POST');
    expect(Object.fromEntries(call.form)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': PRICE,
      'line_items[0][quantity]': '1',
      client_reference_id: String(world.club.id),
      customer_email: world.users.owner.email,
      'metadata[club_id]': String(world.club.id),
      'subscription_data[metadata][club_id]': String(world.club.id),
      success_url: `https://felt.example/app/billing/upgrade-form?checkout=success&club=${world.club.slug}`,
      cancel_url: `https://felt.example/app/billing/upgrade-form?checkout=cancelled&club=${world.club.slug}`,
    });
    // Nothing changes until Stripe says the payment went through.
    expect(await planOf(server, world.club.id)).toBe('free');
  });

  it('lets only the owner start a checkout, and says so when Stripe refuses', async () => {
    const path = `/api/clubs/${world.club.slug}/billing/checkout/`;
    const calls = stripe.calls.length;
    for (const actor of ['manager', 'member', 'demo'] as const) {
      expect((await world.clients[actor].post(path, { plan: 'pro' })).status).toBe(403);
    }
    expect((await world.clients.otherOwner.post(path, { plan: 'pro' })).status).toBe(404);
    expect((await world.clients.owner.post(path, { plan: 'gold' })).status).toBe(400);
    expect(stripe.calls.length).toBe(calls);

    stripe.fail(true);
    try {
      const before = await snapshot(server.db, SESSION_SLIDE);
      const refused = await world.clients.owner.post(path, { plan: 'pro' });
      expect(refused.status).toBe(502);
      expect(await refused.json()).toEqual({
        detail: SUBSCRIPTION_MESSAGES.checkoutFailed,
        code: 'checkout_failed',
      });
      expect(changedTables(before, await snapshot(server.db, SESSION_SLIDE))).toEqual([]);
    } finally {
      stripe.fail(false);
    }
  });

  it('refuses a webhook without a valid signature and changes nothing', async () => {
    const other = await createClubWorld(server, { logIn: ['owner'] });
    const event = stripeEvent('checkout.session.completed', completedCheckout(other.club.id));
    const before = await snapshot(server.db);
    for (const attempt of [
      await sendWebhook(server, event, { secret: 'whsec_someone_else' }),
      await sendWebhook(server, event, { signature: null }),
      await sendWebhook(server, event, { signature: 't=1,v1=deadbeef' }),
    ]) {
      expect(attempt.status).toBe(400);
      expect(attempt.body).toEqual({
        detail: SUBSCRIPTION_MESSAGES.webhookSignature,
        code: 'webhook_signature_invalid',
      });
    }
    // A body changed after signing fails too.
    const payload = JSON.stringify(event);
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await fetch(`${server.url}${STRIPE_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload.replace('"paid"', '"paid" '),
    });
    expect(tampered.status).toBe(400);
    await tampered.arrayBuffer();
    expect(changedTables(before, await snapshot(server.db))).toEqual([]);
    expect(await planOf(server, other.club.id)).toBe('free');
  });

  it('applies a signed checkout.session.completed once: Pro, and a replay changes nothing', async () => {
    const other = await createClubWorld(server, { logIn: ['owner'] });
    const event = stripeEvent('checkout.session.completed', completedCheckout(other.club.id));
    const first = await sendWebhook(server, event);
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await planOf(server, other.club.id)).toBe('pro');
    const limits = (await (
      await other.clients.owner.get(`/api/clubs/${other.club.slug}/billing/`)
    ).json()) as Record<string, unknown>;
    expect(limits).toMatchObject({
      plan: 'pro',
      can_upgrade: false,
      subscription: { status: 'active', current_period_end: null, cancel_at_period_end: false },
    });

    const before = await snapshot(server.db);
    const replay = await sendWebhook(server, event);
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(changedTables(before, await snapshot(server.db))).toEqual([]);

    // The owner cannot buy what the club has.
    const again = await other.clients.owner.post(
      `/api/clubs/${other.club.slug}/billing/checkout/`,
      { plan: 'pro' },
    );
    expect(again.status).toBe(409);
    expect(((await again.json()) as { detail: string }).detail).toBe(
      SUBSCRIPTION_MESSAGES.alreadyOnPlan('Pro'),
    );
  });

  it('follows the subscription: deleted means free, and an older event arriving late changes nothing', async () => {
    const other = await createClubWorld(server, { logIn: ['owner'] });
    const subscription = `sub_late_${other.club.id}`;
    const now = Math.floor(Date.now() / 1000);
    await sendWebhook(
      server,
      stripeEvent(
        'checkout.session.completed',
        completedCheckout(other.club.id, subscription),
        now,
      ),
    );
    expect(await planOf(server, other.club.id)).toBe('pro');

    // The subscription's own events name no club here: it is found by the subscription id.
    const deleted = stripeEvent(
      'customer.subscription.deleted',
      subscriptionObject(null, 'canceled', subscription),
      now + 20,
    );
    expect((await sendWebhook(server, deleted)).status).toBe(200);
    expect(await planOf(server, other.club.id)).toBe('free');

    const stale = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject(other.club.id, 'active', subscription),
      now + 10,
    );
    expect(await sendWebhook(server, stale)).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    expect(await planOf(server, other.club.id)).toBe('free');

    const renewed = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject(other.club.id, 'active', subscription),
      now + 30,
    );
    await sendWebhook(server, renewed);
    expect(await planOf(server, other.club.id)).toBe('pro');
    const row = await server.db
      .selectFrom('club_subscription')
      .selectAll()
      .where('club_id', '=', other.club.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      subscription_id: subscription,
      status: 'active',
      current_period_end: new Date(1798761600 * 1000).toISOString(),
    });
  });

  it('records an event for no known club, or of a kind it does not use, and answers 200', async () => {
    const unknown = stripeEvent('checkout.session.completed', completedCheckout(2_000_000_000));
    expect((await sendWebhook(server, unknown)).status).toBe(200);
    const other = stripeEvent('invoice.paid', { id: 'in_1', object: 'invoice' });
    expect((await sendWebhook(server, other)).status).toBe(200);
    const seen = await server.db
      .selectFrom('billing_event')
      .select(['id', 'club_id'])
      .where('id', 'in', [unknown.id, other.id])
      .orderBy('id')
      .execute();
    expect(seen).toHaveLength(2);
    expect(seen.every((event) => event.club_id === null)).toBe(true);
  });

  it('applies the same event sent twice at once exactly once', async () => {
    const other = await createClubWorld(server, { logIn: ['owner'] });
    const event = stripeEvent('checkout.session.completed', completedCheckout(other.club.id));
    const answers = await Promise.all([sendWebhook(server, event), sendWebhook(server, event)]);
    expect(answers.map((answer) => answer.body.duplicate).sort()).toEqual([false, true]);
    expect(await planOf(server, other.club.id)).toBe('pro');
  });

  it('holds a free club to its games a month, naming the limit and the upgrade page', async () => {
    const limit = PLANS.free.limits.games_per_month;
    const path = `/api/clubs/${world.club.slug}/games/`;
    for (let index = 0; index < limit; index += 1) {
      const response = await world.clients.manager.post(path, {
        title: `Month game ${index}`,
        starts_at: `2031-05-${String(index + 2).padStart(2, '0')}T23:00:00Z`,
      });
      expect(response.status).toBe(201);
    }
    const before = await snapshot(server.db, SESSION_SLIDE);
    const refused = await world.clients.manager.post(path, {
      title: 'One too many',
      starts_at: '2031-05-20T23:00:00Z',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      detail: SUBSCRIPTION_MESSAGES.gamesPerMonthLimit(limit),
      code: 'plan_limit_reached',
      limit,
      used: limit,
      upgrade_path: UPGRADE_PATH,
    });
    expect(changedTables(before, await snapshot(server.db, SESSION_SLIDE))).toEqual([]);
    // Another month has its own allowance; moving a game into the full month is refused.
    const june = await world.clients.manager.post(path, {
      title: 'June game',
      starts_at: '2031-06-10T23:00:00Z',
    });
    expect(june.status).toBe(201);
    const { slug } = (await june.json()) as { slug: string };
    const moved = await world.clients.manager.patch(`/api/games/${slug}/`, {
      starts_at: '2031-05-25T23:00:00Z',
    });
    expect(moved.status).toBe(403);
    expect(((await moved.json()) as { code: string }).code).toBe('plan_limit_reached');
    // The month is the club's: 2031-06-01T02:00Z is still May in New York.
    const lateMay = await world.clients.manager.post(path, {
      title: 'Late May in New York',
      starts_at: '2031-06-01T02:00:00Z',
    });
    expect(lateMay.status).toBe(403);

    const usage = (await (
      await world.clients.owner.get(`/api/clubs/${world.club.slug}/subscription/limits/`)
    ).json()) as { limits: Record<string, unknown> };
    expect(usage.limits.games_per_month).toEqual({ limit, used: expect.any(Number) });
  });

  it('keeps custom payouts and the deal calculator for Pro', async () => {
    const created = await world.clients.owner.post(`/api/clubs/${world.club.slug}/games/`, {
      title: 'Payouts on free',
      starts_at: '2031-07-03T23:00:00Z',
    });
    const { slug } = (await created.json()) as { slug: string };
    const custom = await world.clients.owner.put(`/api/games/${slug}/payouts/`, {
      percentages: [60, 40],
    });
    expect(custom.status).toBe(403);
    expect(await custom.json()).toMatchObject({
      detail: SUBSCRIPTION_MESSAGES.customPayoutsUnavailable,
      code: 'plan_limit_reached',
      limit: 0,
      upgrade_path: UPGRADE_PATH,
    });
    // The standard structure stays available.
    expect(
      (await world.clients.owner.put(`/api/games/${slug}/payouts/`, { percentages: null })).status,
    ).toBe(200);
    for (const route of ['deal/', 'deal/accept/']) {
      const deal = await world.clients.owner.post(`/api/games/${slug}/${route}`, {
        method: 'chip_chop',
        stacks: [
          { entry_id: '1', chips: 100 },
          { entry_id: '2', chips: 100 },
        ],
        ...(route === 'deal/accept/' ? { order: ['1', '2'] } : {}),
      });
      expect(deal.status).toBe(403);
      expect(((await deal.json()) as { detail: string }).detail).toBe(
        SUBSCRIPTION_MESSAGES.dealCalculatorUnavailable,
      );
    }

    const pro = await createClubWorld(server, { logIn: ['owner'] });
    await server.db
      .updateTable('club')
      .set({ plan: 'pro' })
      .where('id', '=', pro.club.id)
      .execute();
    const proGame = await pro.clients.owner.post(`/api/clubs/${pro.club.slug}/games/`, {
      title: 'Payouts on pro',
      starts_at: '2031-07-03T23:00:00Z',
    });
    const proSlug = ((await proGame.json()) as { slug: string }).slug;
    expect(
      (await pro.clients.owner.put(`/api/games/${proSlug}/payouts/`, { percentages: [60, 40] }))
        .status,
    ).toBe(200);
  });
});
