import {
  acceptDealRequestSchema,
  dealRequestSchema,
  dealResponseSchema,
  payoutsResponseSchema,
  setPayoutStructureRequestSchema,
} from '@felt/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clubAccess } from '../../policy/club-route';
import { signedIn } from '../accounts/session-auth';
import {
  acceptDeal,
  calculateDeal,
  readPayouts,
  setPayoutStructure,
  type PayoutsAccess,
  type PayoutsDependencies,
} from './payouts.service';

const gameParamsSchema = z.object({ gameSlug: z.string().min(1).max(120) });

const payoutsAccess = (request: FastifyRequest): PayoutsAccess => ({
  ...clubAccess(request),
  game: request.game,
});

/**
 * A game's money (issue 14, decision 0027): every member and Demo reads the payouts; owners
 * and managers (`game:run`) set the night's structure and calculate and accept a deal. Paid
 * marks are the games feature's `PATCH .../entries/{entryId}/ {paid}`.
 */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PayoutsDependencies = {
    db: app.db,
    dialect: app.dialect,
    now: app.now,
    hub: app.gameNight,
    billingEnabled: app.config.billingEnabled,
  };

  app.get(
    '/api/games/:gameSlug/payouts/',
    {
      config: { game: 'club:read' },
      schema: { params: gameParamsSchema, response: { 200: payoutsResponseSchema } },
    },
    async (request) => readPayouts(deps, payoutsAccess(request)),
  );

  app.put(
    '/api/games/:gameSlug/payouts/',
    {
      config: { game: 'game:run' },
      schema: {
        params: gameParamsSchema,
        body: setPayoutStructureRequestSchema,
        response: { 200: payoutsResponseSchema },
      },
    },
    async (request) =>
      setPayoutStructure(deps, payoutsAccess(request), signedIn(request).user, request.body),
  );

  app.post(
    '/api/games/:gameSlug/deal/',
    {
      config: { game: 'game:run' },
      schema: {
        params: gameParamsSchema,
        body: dealRequestSchema,
        response: { 200: dealResponseSchema },
      },
    },
    async (request) => calculateDeal(deps, payoutsAccess(request), request.body),
  );

  app.post(
    '/api/games/:gameSlug/deal/accept/',
    {
      config: { game: 'game:run' },
      schema: {
        params: gameParamsSchema,
        body: acceptDealRequestSchema,
        response: { 200: payoutsResponseSchema },
      },
    },
    async (request) =>
      acceptDeal(deps, payoutsAccess(request), signedIn(request).user, request.body),
  );
};
