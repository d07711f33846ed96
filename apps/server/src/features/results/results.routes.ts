import {
  gameResultsResponseSchema,
  leaderboardResponseSchema,
  memberParamsSchema,
  memberStatsResponseSchema,
  putResultsRequestSchema,
  seasonParamsSchema,
} from '@felt/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clubAccess } from '../../policy/club-route';
import { signedIn } from '../accounts/session-auth';
import { LeaderboardCache } from './leaderboard-cache';
import { gameResultsCsv, leaderboardCsv, readLeaderboard } from './leaderboard.service';
import { readMemberStats } from './member-stats.service';
import {
  putGameResults,
  readGameResults,
  recordGame,
  type ResultsAccess,
  type ResultsDependencies,
} from './results.service';

const gameParamsSchema = z.object({ gameSlug: z.string().min(1).max(120) });

const resultsAccess = (request: FastifyRequest): ResultsAccess => ({
  ...clubAccess(request),
  game: request.game,
});

/**
 * Results and standings (issue 14, decision 0028): owners and managers record a finished night
 * or enter and correct results (`game:run`); every member and Demo reads a game's results and
 * the season's leaderboard and a member's stats (the member profile).
 */
export const resultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ResultsDependencies = {
    db: app.db,
    dialect: app.dialect,
    billingEnabled: app.config.billingEnabled,
    now: app.now,
    mail: app.outbox,
    appUrl: app.config.appUrl,
  };
  const leaderboards = new LeaderboardCache();

  app.post(
    '/api/games/:gameSlug/record/',
    {
      config: { game: 'game:run' },
      schema: { params: gameParamsSchema, response: { 200: gameResultsResponseSchema } },
    },
    async (request) => recordGame(deps, resultsAccess(request), signedIn(request).user),
  );

  app.get(
    '/api/games/:gameSlug/results/',
    {
      config: { game: 'club:read' },
      schema: { params: gameParamsSchema, response: { 200: gameResultsResponseSchema } },
    },
    async (request) => readGameResults(deps, resultsAccess(request)),
  );

  app.get(
    '/api/games/:gameSlug/results.csv',
    { config: { game: 'club:read' }, schema: { params: gameParamsSchema } },
    async (request, reply) => {
      const results = await readGameResults(deps, resultsAccess(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${results.game.slug}-results.csv"`)
        .send(gameResultsCsv(results));
    },
  );

  app.put(
    '/api/games/:gameSlug/results/',
    {
      config: { game: 'game:run' },
      schema: {
        params: gameParamsSchema,
        body: putResultsRequestSchema,
        response: { 200: gameResultsResponseSchema },
      },
    },
    async (request) =>
      putGameResults(deps, resultsAccess(request), signedIn(request).user, request.body),
  );

  app.get(
    '/api/seasons/:slug/leaderboard/',
    {
      config: { season: 'club:read' },
      schema: { params: seasonParamsSchema, response: { 200: leaderboardResponseSchema } },
    },
    // Access is checked above (config.season) on every request; the answer is kept per season
    // and version (decision 0039).
    async (request, reply) =>
      leaderboards.send(app.db, request.season, signedIn(request).user.id, request, reply),
  );

  app.get(
    '/api/seasons/:slug/leaderboard.csv',
    { config: { season: 'club:read' }, schema: { params: seasonParamsSchema } },
    async (request, reply) => {
      const { season } = request;
      const leaderboard = await readLeaderboard(app.db, season, null);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${season.slug}-leaderboard.csv"`)
        .send(leaderboardCsv(leaderboard));
    },
  );

  app.get(
    '/api/clubs/:slug/members/:memberSlug/stats/',
    {
      config: { club: 'club:read' },
      schema: { params: memberParamsSchema, response: { 200: memberStatsResponseSchema } },
    },
    async (request) => readMemberStats(app.db, request.club, request.params.memberSlug),
  );
};
