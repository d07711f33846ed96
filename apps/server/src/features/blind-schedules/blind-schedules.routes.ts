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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KeptAnswers } from '../../plugins/kept-answers';
import { signedIn } from '../accounts/session-auth';
import {
  blindSchedulesVersion,
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
 * name levels by slug. Members and Demo read; owners and managers write (`club:manage`), as each
 * route declares. Registered in the signed-in scope (app.ts).
 */
export const blindSchedulesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: BlindSchedulesDependencies = {
    db: app.db,
    billingEnabled: app.config.billingEnabled,
    now: app.now,
  };
  // Each club's list, kept per version of its schedules (decision 0049).
  const keptLists = new KeptAnswers(blindScheduleListResponseSchema);

  app.get(
    SCHEDULES,
    {
      config: { club: 'club:read' },
      schema: { params: clubParamsSchema, response: { 200: blindScheduleListResponseSchema } },
    },
    async (request, reply) =>
      keptLists.send(
        request,
        reply,
        String(request.club.id),
        await blindSchedulesVersion(deps, request.club),
        () => listBlindSchedules(deps, request.club),
      ),
  );

  app.post(
    SCHEDULES,
    {
      config: { club: 'club:manage' },
      schema: {
        params: clubParamsSchema,
        body: createBlindScheduleRequestSchema,
        response: { 201: blindScheduleSchema },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const schedule = await createBlindSchedule(deps, request.club, user, request.body);
      return reply.code(201).send(schedule);
    },
  );

  app.post(
    `${SCHEDULES}generate/`,
    {
      config: { club: 'club:manage' },
      schema: {
        params: clubParamsSchema,
        body: generateBlindScheduleRequestSchema,
        response: { 201: blindScheduleSchema },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const schedule = await generateBlindSchedule(deps, request.club, user, request.body);
      return reply.code(201).send(schedule);
    },
  );

  app.get(
    SCHEDULE,
    {
      config: { club: 'club:read' },
      schema: { params: blindScheduleParamsSchema, response: { 200: blindScheduleSchema } },
    },
    async (request) => getBlindSchedule(deps, request.club, request.params.scheduleSlug),
  );

  app.patch(
    SCHEDULE,
    {
      config: { club: 'club:manage' },
      schema: {
        params: blindScheduleParamsSchema,
        body: updateBlindScheduleRequestSchema,
        response: { 200: blindScheduleSchema },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { scheduleSlug } = request.params;
      return updateBlindSchedule(deps, request.club, user, scheduleSlug, request.body);
    },
  );

  app.delete(
    SCHEDULE,
    {
      config: { club: 'club:manage' },
      schema: { params: blindScheduleParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await deleteBlindSchedule(deps, request.club, request.params.scheduleSlug);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${SCHEDULE}clone/`,
    {
      config: { club: 'club:manage' },
      schema: { params: blindScheduleParamsSchema, response: { 201: blindScheduleSchema } },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const { scheduleSlug } = request.params;
      const schedule = await cloneBlindSchedule(deps, request.club, user, scheduleSlug);
      return reply.code(201).send(schedule);
    },
  );

  app.post(
    LEVELS,
    {
      config: { club: 'club:manage' },
      schema: {
        params: blindScheduleParamsSchema,
        body: createBlindLevelRequestSchema,
        response: { 201: blindLevelSchema },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const { scheduleSlug } = request.params;
      const level = await createBlindLevel(deps, request.club, user, scheduleSlug, request.body);
      return reply.code(201).send(level);
    },
  );

  // Static paths first in the reader's eye; the router prefers them over `:levelId` anyway.
  app.delete(
    `${LEVELS}delete-all/`,
    {
      config: { club: 'club:manage' },
      schema: { params: blindScheduleParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      await deleteAllBlindLevels(deps, request.club, user, request.params.scheduleSlug);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${LEVELS}swap/`,
    {
      config: { club: 'club:manage' },
      schema: {
        params: blindScheduleParamsSchema,
        body: swapBlindLevelsRequestSchema,
        response: { 200: blindLevelListSchema },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      return swapBlindLevels(deps, request.club, user, request.params.scheduleSlug, request.body);
    },
  );

  app.patch(
    `${LEVELS}bulk-update/`,
    {
      config: { club: 'club:manage' },
      schema: {
        params: blindScheduleParamsSchema,
        body: bulkUpdateBlindLevelsRequestSchema,
        response: { 200: blindLevelListSchema },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { scheduleSlug } = request.params;
      return bulkUpdateBlindLevels(deps, request.club, user, scheduleSlug, request.body);
    },
  );

  app.patch(
    `${LEVELS}:levelId/`,
    {
      config: { club: 'club:manage' },
      schema: {
        params: blindLevelParamsSchema,
        body: updateBlindLevelRequestSchema,
        response: { 200: blindLevelSchema },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { scheduleSlug, levelId } = request.params;
      return updateBlindLevel(deps, request.club, user, scheduleSlug, levelId, request.body);
    },
  );

  app.delete(
    `${LEVELS}:levelId/`,
    {
      config: { club: 'club:manage' },
      schema: { params: blindLevelParamsSchema, response: { 200: blindLevelListSchema } },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { scheduleSlug, levelId } = request.params;
      return deleteBlindLevel(deps, request.club, user, scheduleSlug, levelId);
    },
  );
};
