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
import {
  createLeague,
  createSeason,
  getLeague,
  getSeason,
  hiddenSeason,
  listClubLeagues,
  listLeagueSeasons,
  removeLeague,
  removeSeason,
  todayFor,
  updateLeague,
  updateLeagueSeason,
  type LeaguesDependencies,
} from './leagues.service';

/**
 * SPEC.md section 7's league and season reads, plus their writes. Members and Demo read; owners
 * and managers write (`club:manage`). Leagues and seasons are named by global slugs; each route
 * declares what its `:slug` names (`config: { club | league | season: action }`) and the club
 * route hook answers 404 for another club's, like an unknown one. Registered in the signed-in
 * scope (app.ts).
 */
export const leaguesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: LeaguesDependencies = {
    db: app.db,
    billingEnabled: app.config.billingEnabled,
    now: app.now,
  };
  const today = (request: FastifyRequest) => todayFor(deps, request.timeZone);

  app.get(
    '/api/clubs/:slug/leagues/',
    {
      config: { club: 'club:read' },
      schema: { params: clubParamsSchema, response: { 200: leagueListResponseSchema } },
    },
    async (request) => listClubLeagues(deps, request.club, today(request)),
  );

  app.post(
    '/api/clubs/:slug/leagues/',
    {
      config: { club: 'club:manage' },
      schema: {
        params: clubParamsSchema,
        body: createLeagueRequestSchema,
        response: { 201: leagueSchema },
      },
    },
    async (request, reply) => {
      const league = await createLeague(deps, request.club, request.body, today(request));
      return reply.code(201).send(league);
    },
  );

  app.get(
    '/api/clubs/:slug/seasons/hidden/',
    {
      config: { club: 'club:read' },
      schema: { params: clubParamsSchema, response: { 200: hiddenSeasonResponseSchema } },
    },
    async (request) => hiddenSeason(deps, request.club),
  );

  app.get(
    '/api/leagues/:slug/',
    {
      config: { league: 'club:read' },
      schema: { params: leagueParamsSchema, response: { 200: leagueSchema } },
    },
    async (request) => getLeague(deps, request.league, today(request)),
  );

  app.patch(
    '/api/leagues/:slug/',
    {
      config: { league: 'club:manage' },
      schema: {
        params: leagueParamsSchema,
        body: updateLeagueRequestSchema,
        response: { 200: leagueSchema },
      },
    },
    async (request) => updateLeague(deps, request.league, request.body, today(request)),
  );

  app.delete(
    '/api/leagues/:slug/',
    {
      config: { league: 'club:manage' },
      schema: { params: leagueParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeLeague(deps, request.league);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/leagues/:slug/seasons/',
    {
      config: { league: 'club:read' },
      schema: { params: leagueParamsSchema, response: { 200: seasonListResponseSchema } },
    },
    async (request) => listLeagueSeasons(deps, request.league, today(request)),
  );

  app.post(
    '/api/leagues/:slug/seasons/',
    {
      config: { league: 'club:manage' },
      schema: {
        params: leagueParamsSchema,
        body: createSeasonRequestSchema,
        response: { 201: seasonSchema },
      },
    },
    async (request, reply) => {
      const season = await createSeason(deps, request.club, request.league, request.body);
      return reply.code(201).send(season);
    },
  );

  app.get(
    '/api/seasons/:slug/',
    {
      config: { season: 'club:read' },
      schema: { params: seasonParamsSchema, response: { 200: seasonSchema } },
    },
    async (request) => getSeason(request.season),
  );

  app.patch(
    '/api/seasons/:slug/',
    {
      config: { season: 'club:manage' },
      schema: {
        params: seasonParamsSchema,
        body: updateSeasonRequestSchema,
        response: { 200: seasonSchema },
      },
    },
    async (request) => updateLeagueSeason(deps, request.season, request.body),
  );

  app.delete(
    '/api/seasons/:slug/',
    {
      config: { season: 'club:manage' },
      schema: { params: seasonParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeSeason(deps, request.season);
      return reply.code(204).send(null);
    },
  );
};
