import {
  clubParamsSchema,
  createEntryRequestSchema,
  createGameRequestSchema,
  entryListResponseSchema,
  entrySchema,
  entryPatchRequestSchema,
  paidMarkResponseSchema,
  gameListQuerySchema,
  gameListResponseSchema,
  gameSchema,
  updateGameRequestSchema,
  DATABASE_INTEGER_MAX,
} from '@felt/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clubAccess } from '../../policy/club-route';
import { HttpError } from '../../http-error';
import { signedIn } from '../accounts/session-auth';
import { markEntryPaid } from '../payouts/payouts.service';
import {
  addEntry,
  cancelEntry,
  changeGame,
  listClubGames,
  listEntries,
  moveEntry,
  presentGameFor,
  removeGame,
  scheduleGame,
  type GameAccess,
  type GamesDependencies,
} from './games.service';

const gameParamsSchema = z.object({ gameSlug: z.string().min(1).max(120) });
const entryParamsSchema = gameParamsSchema.extend({
  entryId: z.coerce.number().int().positive().max(DATABASE_INTEGER_MAX),
});

/** The game a `config: { game }` route names, with its club and the caller's role there. */
const gameAccess = (request: FastifyRequest): GameAccess => ({
  ...clubAccess(request),
  game: request.game,
});

/**
 * Games (issue 12): members read and RSVP, owners and managers schedule and run the desk, Demo
 * reads. A game is named by its global slug (`config: { game }`, the club route hook); one of
 * another club answers 404 like an unknown one. Actions that depend on the body or on whose
 * entry it is (adding someone else, cancelling another's entry) are decided by the service.
 */
export const gamesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: GamesDependencies = {
    db: app.db,
    billingEnabled: app.config.billingEnabled,
    now: app.now,
    mail: app.outbox,
    appUrl: app.config.appUrl,
    gameNight: app.gameNight,
  };
  // Registered inside the signed-in scope (app.ts): the caller is known.
  const userOf = (request: FastifyRequest) => signedIn(request).user;

  app.get(
    '/api/clubs/:slug/games/',
    {
      config: { club: 'club:read' },
      schema: {
        params: clubParamsSchema,
        querystring: gameListQuerySchema,
        response: { 200: gameListResponseSchema },
      },
    },
    async (request) => {
      const access = clubAccess(request);
      const { when, season, league, member, page } = request.query;
      const pageUrl = (n: number) => {
        const params = new URLSearchParams({ when });
        if (season) params.set('season', season);
        if (league) params.set('league', league);
        if (member) params.set('member', member);
        params.set('page', String(n));
        return `/api/clubs/${access.club.slug}/games/?${params.toString()}`;
      };
      const query = { when, season, league, member, page };
      return listClubGames(deps, access, userOf(request), query, pageUrl);
    },
  );

  app.post(
    '/api/clubs/:slug/games/',
    {
      config: { club: 'game:schedule' },
      schema: {
        params: clubParamsSchema,
        body: createGameRequestSchema,
        response: { 201: gameSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await scheduleGame(deps, clubAccess(request), userOf(request), request.body)),
  );

  app.get(
    '/api/games/:gameSlug/',
    {
      config: { game: 'club:read' },
      schema: { params: gameParamsSchema, response: { 200: gameSchema } },
    },
    async (request) => presentGameFor(deps, gameAccess(request), userOf(request)),
  );

  app.patch(
    '/api/games/:gameSlug/',
    {
      config: { game: 'game:schedule' },
      schema: {
        params: gameParamsSchema,
        body: updateGameRequestSchema,
        response: { 200: gameSchema },
      },
    },
    async (request) => changeGame(deps, gameAccess(request), userOf(request), request.body),
  );

  app.delete(
    '/api/games/:gameSlug/',
    {
      config: { game: 'game:schedule' },
      schema: { params: gameParamsSchema, response: { 200: gameSchema, 204: z.null() } },
    },
    async (request, reply) => {
      const access = gameAccess(request);
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
    {
      config: { game: 'club:read' },
      schema: { params: gameParamsSchema, response: { 200: entryListResponseSchema } },
    },
    async (request) => listEntries(deps, gameAccess(request)),
  );

  app.post(
    '/api/games/:gameSlug/entries/',
    {
      // Registering oneself; adding someone else also needs `game:run` (the service).
      config: { game: 'game:rsvp' },
      schema: {
        params: gameParamsSchema,
        body: createEntryRequestSchema,
        response: { 201: entrySchema },
      },
    },
    async (request, reply) => {
      const entry = await addEntry(deps, gameAccess(request), userOf(request), request.body);
      return reply.code(201).send(entry);
    },
  );

  app.delete(
    '/api/games/:gameSlug/entries/:entryId/',
    {
      // One's own entry needs `game:rsvp`, another's `game:run`: the service decides.
      config: { game: 'club:read' },
      schema: { params: entryParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await cancelEntry(deps, gameAccess(request), userOf(request), request.params.entryId);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/games/:gameSlug/entries/:entryId/',
    {
      // The desk: between the registered and the waitlist, even past the seat limit; or a
      // paid mark (`{paid}`, decision 0027), keyed by the live night's entry id (a string).
      config: { game: 'game:run' },
      schema: {
        params: gameParamsSchema.extend({ entryId: z.string().min(1).max(100) }),
        body: entryPatchRequestSchema,
        response: { 200: z.union([entrySchema, paidMarkResponseSchema]) },
      },
    },
    async (request) => {
      const { entryId } = request.params;
      const { status, paid } = request.body;
      if (paid !== undefined) {
        const night = { db: app.db, dialect: app.dialect, now: app.now, hub: app.gameNight };
        return markEntryPaid(night, gameAccess(request), userOf(request), entryId, paid);
      }
      // A desk move names a `game_entry` row: a positive whole number, as the DELETE's.
      // Past the database's INTEGER it names no row (PostgreSQL would refuse the comparison).
      const rowId = /^[1-9]\d{0,9}$/.test(entryId) ? Number(entryId) : null;
      if (rowId === null || rowId > DATABASE_INTEGER_MAX || status === undefined) {
        throw HttpError.notFound();
      }
      return moveEntry(deps, gameAccess(request), rowId, { status });
    },
  );
};
