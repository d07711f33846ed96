import { clubParamsSchema, subscriptionLimitsResponseSchema } from '@felt/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { subscriptionLimits } from './subscriptions.service';

/** The club's plan limits; in the signed-in scope (app.ts). */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, billingEnabled: app.config.billingEnabled };

  app.get(
    '/api/clubs/:slug/subscription/limits/',
    {
      config: { club: 'club:read' },
      schema: { params: clubParamsSchema, response: { 200: subscriptionLimitsResponseSchema } },
    },
    async (request) => subscriptionLimits(deps, request.club),
  );
};
