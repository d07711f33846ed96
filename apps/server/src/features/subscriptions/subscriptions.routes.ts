import { clubParamsSchema, subscriptionLimitsResponseSchema } from '@felt/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findClubOwnerId } from '../../clubs/clubs.repository';
import { HttpError } from '../../http-error';
import { authorizeClub } from '../../policy/club-policy';
import { requireUser } from '../accounts/session-auth';
import { subscriptionLimits } from './subscriptions.service';

export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const deps = { db: app.db, billingEnabled: app.config.billingEnabled };

  app.get(
    '/api/clubs/:slug/subscription/limits/',
    {
      schema: { params: clubParamsSchema, response: { 200: subscriptionLimitsResponseSchema } },
    },
    async (request) => {
      if (!request.user) throw HttpError.notAuthenticated();
      const { club } = await authorizeClub(app.db, request.params.slug, request.user, 'club:read');
      return subscriptionLimits(deps, club, await findClubOwnerId(app.db, club.id));
    },
  );
};
