import {
  detailResponseSchema,
  JOIN_MESSAGES,
  joinCancelRequestSchema,
  joinPreviewSchema,
  joinQuerySchema,
  joinRequestSchema,
  joinResponseSchema,
} from '@felt/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cancelByLink, joinByLink, previewJoin } from './game-join.service';
import type { GamesDependencies } from './games.service';

const gameParamsSchema = z.object({ gameSlug: z.string().min(1).max(120) });
const MINUTE = 60;

/**
 * Quick join (SPEC's `/game/{gameSlug}/join`): no account, no session needed. The share link's
 * secret code stands in for a login; a wrong one answers like an unknown game.
 */
export const gameJoinRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: GamesDependencies = {
    db: app.db,
    billingEnabled: app.config.billingEnabled,
    now: app.now,
    mail: app.outbox,
    appUrl: app.config.appUrl,
    gameNight: app.gameNight,
  };

  app.get(
    '/api/games/:gameSlug/join/',
    {
      schema: {
        params: gameParamsSchema,
        querystring: joinQuerySchema,
        response: { 200: joinPreviewSchema },
      },
      // Not limited: a read writes nothing (not even a counter), and the code is 128 random
      // bits, beyond guessing.
    },
    async (request) => previewJoin(deps, request.params.gameSlug, request.query.code),
  );

  app.post(
    '/api/games/:gameSlug/join/',
    {
      schema: {
        params: gameParamsSchema,
        body: joinRequestSchema,
        response: { 201: joinResponseSchema },
      },
      config: { rateLimit: { max: 10, windowSeconds: 10 * MINUTE } },
    },
    async (request, reply) => {
      const joined = await joinByLink(
        deps,
        request.params.gameSlug,
        request.body,
        request.timeZone,
      );
      return reply.code(201).send(joined);
    },
  );

  app.post(
    '/api/games/:gameSlug/join/cancel/',
    {
      schema: {
        params: gameParamsSchema,
        body: joinCancelRequestSchema,
        response: { 200: detailResponseSchema },
      },
      config: { rateLimit: { max: 20, windowSeconds: 10 * MINUTE } },
    },
    async (request) => {
      await cancelByLink(deps, request.params.gameSlug, request.body.token);
      return { detail: JOIN_MESSAGES.cancelled };
    },
  );
};
