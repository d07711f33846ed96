import {
  billingOverviewSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  clubParamsSchema,
} from '@felt/contract';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clubAccess } from '../../policy/club-route';
import { signedIn } from '../accounts/session-auth';
import {
  billingOverview,
  receiveWebhook,
  startCheckout,
  type BillingDependencies,
} from './billing.service';

/** Where Stripe sends its events (the endpoint configured in Stripe's dashboard). */
export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe/webhook/';

const dependencies = (app: FastifyInstance): BillingDependencies => ({
  db: app.db,
  billingEnabled: app.config.billingEnabled,
  payments: app.payments,
  appUrl: app.config.appUrl,
  now: app.now,
});

/**
 * The club's plan and its upgrade (issue 15, decision 0038), in the signed-in scope: owners,
 * managers and Demo read the plans and the club's use (managers to see whom to ask); only the
 * owner starts a checkout.
 */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = dependencies(app);

  app.get(
    '/api/clubs/:slug/billing/',
    {
      config: { club: 'club:see-management' },
      schema: { params: clubParamsSchema, response: { 200: billingOverviewSchema } },
    },
    async (request) => billingOverview(deps, clubAccess(request)),
  );

  app.post(
    '/api/clubs/:slug/billing/checkout/',
    {
      config: { club: 'club:billing' },
      schema: {
        params: clubParamsSchema,
        body: checkoutRequestSchema,
        response: { 201: checkoutResponseSchema },
      },
    },
    async (request, reply) => {
      const session = await startCheckout(
        deps,
        clubAccess(request),
        signedIn(request).user,
        request.body,
      );
      return reply.code(201).send(session);
    },
  );
};

/**
 * Stripe's webhook: called by Stripe's servers, not a browser, so it carries no session and no
 * CSRF token (decision 0038); the signature over the exact bytes is its authentication. Its
 * own scope reads JSON as raw bytes for that signature, and it is outside the signed-in scope.
 */
export const billingWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = dependencies(app);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    STRIPE_WEBHOOK_PATH,
    {
      config: { csrfExempt: 'Called by Stripe, authenticated by its signature (decision 0038).' },
      schema: {
        description:
          "Stripe's events (`checkout.session.completed`, `customer.subscription.*`), verified by " +
          'the `Stripe-Signature` header over the raw body and applied once per event id; a ' +
          'replay answers 200 `duplicate: true` and changes nothing. 404 with billing off.',
        headers: z.object({ 'stripe-signature': z.string().max(4096).optional() }),
        security: [],
        response: {
          200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return receiveWebhook(deps, raw, request.headers['stripe-signature']);
    },
  );
};
