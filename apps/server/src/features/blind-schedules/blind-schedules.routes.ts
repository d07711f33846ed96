import {
  blindLevelListSchema,
  blindLevelParamsSchema,
  blindLevelSchema,
  blindScheduleListResponseSchema,
  blindScheduleParamsSchema,
  blindScheduleSchema,
  bulkUpdateBlindLevelsRequestSchema,
  clubParamsSchema,
  createBlindLevelRequestSchema,
  createBlindScheduleRequestSchema,
  generateBlindScheduleRequestSchema,
  swapBlindLevelsRequestSchema,
  updateBlindLevelRequestSchema,
  updateBlindScheduleRequestSchema,
} from '@felt/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error';
import { authorizeClub, type ClubAction } from '../../policy/club-policy';
import { requireUser } from '../accounts/session-auth';
import {
  bulkUpdateBlindLevels,
  cloneBlindSchedule,
  createBlindLevel,
  createBlindSchedule,
  deleteAllBlindLevels,
  deleteBlindLevel,
  deleteBlindSchedule,
  generateBlindSchedule,
  getBlindSchedule,
  listBlindSchedules,
  swapBlindLevels,
  updateBlindLevel,
  updateBlindSchedule,
  type BlindSchedulesDependencies,
} from './blind-schedules.service';

const SCHEDULES = '/api/clubs/:slug/blind-schedules/';
const SCHEDULE = `${SCHEDULES}:scheduleSlug/`;
const LEVELS = `${SCHEDULE}levels/`;

/**
 * SPEC.md section 7's blind schedule calls, plus `clone/` (SPEC.md section 4) and `generate/`
 * (the wizard). A level in a path is its id (SPEC.md section 7) or its slug; swap and bulk update
 * name levels by slug. Members and Demo read; owners and managers write (`club:manage`).
 */
export const blindSchedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const deps: BlindSchedulesDependencies = {
    db: app.db,
    billingEnabled: app.config.billingEnabled,
    now: app.now,
  };
  const access = async (
    request: FastifyRequest<{ Params: { slug: string } }>,
    action: ClubAction,
  ) => {
    if (!request.user) throw HttpError.notAuthenticated();
    const { club } = await authorizeClub(app.db, request.params.slug, request.user, action);
    return { club, user: request.user };
  };

  app.get(
    SCHEDULES,
    { schema: { params: clubParamsSchema, response: { 200: blindScheduleListResponseSchema } } },
    async (request, reply) => {
      const { club } = await access(request, 'club:read');
      reply.header('cache-control', 'no-store');
      return listBlindSchedules(deps, club);
    },
  );

  app.post(
    SCHEDULES,
    {
      schema: {
        params: clubParamsSchema,
        body: createBlindScheduleRequestSchema,
        response: { 201: blindScheduleSchema },
      },
    },
    async (request, reply) => {
      const { club, user } = await access(request, 'club:manage');
      return reply.code(201).send(await createBlindSchedule(deps, club, user, request.body));
    },
  );

  app.post(
    `${SCHEDULES}generate/`,
    {
      schema: {
        params: clubParamsSchema,
        body: generateBlindScheduleRequestSchema,
        response: { 201: blindScheduleSchema },
      },
    },
    async (request, reply) => {
      const { club, user } = await access(request, 'club:manage');
      return reply.code(201).send(await generateBlindSchedule(deps, club, user, request.body));
    },
  );

  app.get(
    SCHEDULE,
    { schema: { params: blindScheduleParamsSchema, response: { 200: blindScheduleSchema } } },
    async (request, reply) => {
      const { club } = await access(request, 'club:read');
      reply.header('cache-control', 'no-store');
      return getBlindSchedule(deps, club, request.params.scheduleSlug);
    },
  );

  app.patch(
    SCHEDULE,
    {
      schema: {
        params: blindScheduleParamsSchema,
        body: updateBlindScheduleRequestSchema,
        response: { 200: blindScheduleSchema },
      },
    },
    async (request) => {
      const { club, user } = await access(request, 'club:manage');
      return updateBlindSchedule(deps, club, user, request.params.scheduleSlug, request.body);
    },
  );

  app.delete(
    SCHEDULE,
    { schema: { params: blindScheduleParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { club } = await access(request, 'club:manage');
      await deleteBlindSchedule(deps, club, request.params.scheduleSlug);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${SCHEDULE}clone/`,
    { schema: { params: blindScheduleParamsSchema, response: { 201: blindScheduleSchema } } },
    async (request, reply) => {
      const { club, user } = await access(request, 'club:manage');
      return reply
        .code(201)
        .send(await cloneBlindSchedule(deps, club, user, request.params.scheduleSlug));
    },
  );

  app.post(
    LEVELS,
    {
      schema: {
        params: blindScheduleParamsSchema,
        body: createBlindLevelRequestSchema,
        response: { 201: blindLevelSchema },
      },
    },
    async (request, reply) => {
      const { club, user } = await access(request, 'club:manage');
      const level = await createBlindLevel(
        deps,
        club,
        user,
        request.params.scheduleSlug,
        request.body,
      );
      return reply.code(201).send(level);
    },
  );

  // Static paths first in the reader's eye; the router prefers them over `:levelId` anyway.
  app.delete(
    `${LEVELS}delete-all/`,
    { schema: { params: blindScheduleParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { club, user } = await access(request, 'club:manage');
      await deleteAllBlindLevels(deps, club, user, request.params.scheduleSlug);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${LEVELS}swap/`,
    {
      schema: {
        params: blindScheduleParamsSchema,
        body: swapBlindLevelsRequestSchema,
        response: { 200: blindLevelListSchema },
      },
    },
    async (request) => {
      const { club, user } = await access(request, 'club:manage');
      return swapBlindLevels(deps, club, user, request.params.scheduleSlug, request.body);
    },
  );

  app.patch(
    `${LEVELS}bulk-update/`,
    {
      schema: {
        params: blindScheduleParamsSchema,
        body: bulkUpdateBlindLevelsRequestSchema,
        response: { 200: blindLevelListSchema },
      },
    },
    async (request) => {
      const { club, user } = await access(request, 'club:manage');
      return bulkUpdateBlindLevels(deps, club, user, request.params.scheduleSlug, request.body);
    },
  );

  app.patch(
    `${LEVELS}:levelId/`,
    {
      schema: {
        params: blindLevelParamsSchema,
        body: updateBlindLevelRequestSchema,
        response: { 200: blindLevelSchema },
      },
    },
    async (request) => {
      const { club, user } = await access(request, 'club:manage');
      const { scheduleSlug, levelId } = request.params;
      return updateBlindLevel(deps, club, user, scheduleSlug, levelId, request.body);
    },
  );

  app.delete(
    `${LEVELS}:levelId/`,
    { schema: { params: blindLevelParamsSchema, response: { 200: blindLevelListSchema } } },
    async (request) => {
      const { club, user } = await access(request, 'club:manage');
      const { scheduleSlug, levelId } = request.params;
      return deleteBlindLevel(deps, club, user, scheduleSlug, levelId);
    },
  );
};
