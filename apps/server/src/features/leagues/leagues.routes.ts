import {
  clubParamsSchema,
  createLeagueRequestSchema,
  createSeasonRequestSchema,
  hiddenSeasonResponseSchema,
  leagueListResponseSchema,
  leagueParamsSchema,
  leagueSchema,
  seasonListResponseSchema,
  seasonParamsSchema,
  seasonSchema,
  updateLeagueRequestSchema,
  updateSeasonRequestSchema,
} from '@felt/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeClub, type ClubAction } from '../../policy/club-policy';
import { signedIn } from '../accounts/session-auth';
import {
  createLeague,
  createSeason,
  getLeague,
  getSeason,
  hiddenSeason,
  leagueForUser,
  listClubLeagues,
  listLeagueSeasons,
  removeLeague,
  removeSeason,
  seasonForUser,
  todayFor,
  updateLeague,
  updateLeagueSeason,
  type LeaguesDependencies,
} from './leagues.service';

/**
 * SPEC.md section 7's league and season reads, plus their writes. Members and Demo read; owners
 * and managers write (`club:manage`). Leagues and seasons are named by global slugs; one of
 * another club answers 404 like an unknown one. Registered in the signed-in scope (app.ts).
 */
export const leaguesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: LeaguesDependencies = {
    db: app.db,
    billingEnabled: app.config.billingEnabled,
    now: app.now,
  };
  const today = (request: FastifyRequest) => todayFor(deps, request.timeZone);
  type BySlug = FastifyRequest<{ Params: { slug: string } }>;
  /** The club, league or season named by the path's slug, if the caller may do `action`. */
  const clubOf = (request: BySlug, action: ClubAction) =>
    authorizeClub(app.db, request.params.slug, signedIn(request).user, action);
  const leagueOf = (request: BySlug, action: ClubAction) =>
    leagueForUser(app.db, request.params.slug, signedIn(request).user, action);
  const seasonOf = (request: BySlug, action: ClubAction) =>
    seasonForUser(app.db, request.params.slug, signedIn(request).user, action);

  app.get(
    '/api/clubs/:slug/leagues/',
    { schema: { params: clubParamsSchema, response: { 200: leagueListResponseSchema } } },
    async (request) => {
      const { club } = await clubOf(request, 'club:read');
      return listClubLeagues(deps, club, today(request));
    },
  );

  app.post(
    '/api/clubs/:slug/leagues/',
    {
      schema: {
        params: clubParamsSchema,
        body: createLeagueRequestSchema,
        response: { 201: leagueSchema },
      },
    },
    async (request, reply) => {
      const { club } = await clubOf(request, 'club:manage');
      return reply.code(201).send(await createLeague(deps, club, request.body, today(request)));
    },
  );

  app.get(
    '/api/clubs/:slug/seasons/hidden/',
    { schema: { params: clubParamsSchema, response: { 200: hiddenSeasonResponseSchema } } },
    async (request) => {
      const { club } = await clubOf(request, 'club:read');
      return hiddenSeason(deps, club);
    },
  );

  app.get(
    '/api/leagues/:slug/',
    { schema: { params: leagueParamsSchema, response: { 200: leagueSchema } } },
    async (request) => {
      const { league } = await leagueOf(request, 'club:read');
      return getLeague(deps, league, today(request));
    },
  );

  app.patch(
    '/api/leagues/:slug/',
    {
      schema: {
        params: leagueParamsSchema,
        body: updateLeagueRequestSchema,
        response: { 200: leagueSchema },
      },
    },
    async (request) => {
      const { league } = await leagueOf(request, 'club:manage');
      return updateLeague(deps, league, request.body, today(request));
    },
  );

  app.delete(
    '/api/leagues/:slug/',
    { schema: { params: leagueParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { league } = await leagueOf(request, 'club:manage');
      await removeLeague(deps, league);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/leagues/:slug/seasons/',
    { schema: { params: leagueParamsSchema, response: { 200: seasonListResponseSchema } } },
    async (request) => {
      const { league } = await leagueOf(request, 'club:read');
      return listLeagueSeasons(deps, league, today(request));
    },
  );

  app.post(
    '/api/leagues/:slug/seasons/',
    {
      schema: {
        params: leagueParamsSchema,
        body: createSeasonRequestSchema,
        response: { 201: seasonSchema },
      },
    },
    async (request, reply) => {
      const { league, club } = await leagueOf(request, 'club:manage');
      return reply.code(201).send(await createSeason(deps, club, league, request.body));
    },
  );

  app.get(
    '/api/seasons/:slug/',
    { schema: { params: seasonParamsSchema, response: { 200: seasonSchema } } },
    async (request) => {
      const { season } = await seasonOf(request, 'club:read');
      return getSeason(season);
    },
  );

  app.patch(
    '/api/seasons/:slug/',
    {
      schema: {
        params: seasonParamsSchema,
        body: updateSeasonRequestSchema,
        response: { 200: seasonSchema },
      },
    },
    async (request) => {
      const { season } = await seasonOf(request, 'club:manage');
      return updateLeagueSeason(deps, season, request.body);
    },
  );

  app.delete(
    '/api/seasons/:slug/',
    { schema: { params: seasonParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { season } = await seasonOf(request, 'club:manage');
      await removeSeason(deps, season);
      return reply.code(204).send(null);
    },
  );
};
