import { clubParamsSchema, subscriptionLimitsResponseSchema } from '@felt/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findClubOwnerId } from '../../clubs/clubs.repository';
import { authorizeClub } from '../../policy/club-policy';
import { signedIn } from '../accounts/session-auth';
import { subscriptionLimits } from './subscriptions.service';

/** The club's plan limits; in the signed-in scope (app.ts). */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, billingEnabled: app.config.billingEnabled };

  app.get(
    '/api/clubs/:slug/subscription/limits/',
    {
      schema: { params: clubParamsSchema, response: { 200: subscriptionLimitsResponseSchema } },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { club } = await authorizeClub(app.db, request.params.slug, user, 'club:read');
      return subscriptionLimits(deps, club, await findClubOwnerId(app.db, club.id));
    },
  );
};
