import {
  clubParamsSchema,
  createEntryRequestSchema,
  createGameRequestSchema,
  entryListResponseSchema,
  entrySchema,
  gameListQuerySchema,
  gameListResponseSchema,
  gameSchema,
  updateGameRequestSchema,
} from '@felt/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadClubForUser } from '../../policy/club-policy';
import { signedIn } from '../accounts/session-auth';
import {
  addEntry,
  cancelEntry,
  changeGame,
  gameForUser,
  listClubGames,
  listEntries,
  presentGameFor,
  removeGame,
  scheduleGame,
  type GamesDependencies,
} from './games.service';

const gameParamsSchema = z.object({ gameSlug: z.string().min(1).max(120) });
const entryParamsSchema = gameParamsSchema.extend({ entryId: z.coerce.number().int().positive() });

/**
 * Games (issue 12): members read and RSVP, owners and managers schedule and run the desk, Demo
 * reads. A game is named by its global slug; one of another club answers 404 like an unknown one.
 */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: GamesDependencies = {
    db: app.db,
    billingEnabled: app.config.billingEnabled,
    now: app.now,
    mail: app.outbox,
    appUrl: app.config.appUrl,
  };
  // Registered inside the signed-in scope (app.ts): the caller is known.
  const userOf = (request: FastifyRequest) => signedIn(request).user;
  const gameOf = (request: FastifyRequest<{ Params: { gameSlug: string } }>) =>
    gameForUser(deps, request.params.gameSlug, userOf(request));

  app.get(
    '/api/clubs/:slug/games/',
    {
      schema: {
        params: clubParamsSchema,
        querystring: gameListQuerySchema,
        response: { 200: gameListResponseSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      const access = await loadClubForUser(app.db, request.params.slug, user);
      const { when, season, page } = request.query;
      const pageUrl = (n: number) => {
        const params = new URLSearchParams({ when });
        if (season) params.set('season', season);
        params.set('page', String(n));
        return `/api/clubs/${access.club.slug}/games/?${params.toString()}`;
      };
      return listClubGames(deps, access, user, { when, season, page }, pageUrl);
    },
  );

  app.post(
    '/api/clubs/:slug/games/',
    {
      schema: {
        params: clubParamsSchema,
        body: createGameRequestSchema,
        response: { 201: gameSchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const access = await loadClubForUser(app.db, request.params.slug, user);
      return reply.code(201).send(await scheduleGame(deps, access, user, request.body));
    },
  );

  app.get(
    '/api/games/:gameSlug/',
    { schema: { params: gameParamsSchema, response: { 200: gameSchema } } },
    async (request) => presentGameFor(deps, await gameOf(request), userOf(request)),
  );

  app.patch(
    '/api/games/:gameSlug/',
    {
      schema: {
        params: gameParamsSchema,
        body: updateGameRequestSchema,
        response: { 200: gameSchema },
      },
    },
    async (request) => changeGame(deps, await gameOf(request), userOf(request), request.body),
  );

  app.delete(
    '/api/games/:gameSlug/',
    { schema: { params: gameParamsSchema, response: { 200: gameSchema, 204: z.null() } } },
    async (request, reply) => {
      const access = await gameOf(request);
      const user = userOf(request);
      const outcome = await removeGame(deps, access, user);
      // A game with entries stays, cancelled: the answer shows it.
      if (outcome === 'cancelled')
        return reply.code(200).send(await presentGameFor(deps, access, user));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/games/:gameSlug/entries/',
    { schema: { params: gameParamsSchema, response: { 200: entryListResponseSchema } } },
    async (request) => listEntries(deps, await gameOf(request)),
  );

  app.post(
    '/api/games/:gameSlug/entries/',
    {
      schema: {
        params: gameParamsSchema,
        body: createEntryRequestSchema,
        response: { 201: entrySchema },
      },
    },
    async (request, reply) => {
      const entry = await addEntry(deps, await gameOf(request), userOf(request), request.body);
      return reply.code(201).send(entry);
    },
  );

  app.delete(
    '/api/games/:gameSlug/entries/:entryId/',
    { schema: { params: entryParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await cancelEntry(deps, await gameOf(request), userOf(request), request.params.entryId);
      return reply.code(204).send(null);
    },
  );
};
