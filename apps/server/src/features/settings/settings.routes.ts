import {
  clubParamsSchema,
  leagueParamsSchema,
  seasonParamsSchema,
  settingsResponseSchema,
  updateSettingsRequestSchema,
} from '@felt/contract';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KeptAnswers } from '../../plugins/kept-answers';
import { signedIn } from '../accounts/session-auth';
import { storeAffectedStandings } from '../results/results.service';
import {
  readSettingsSource,
  updateSettings,
  type SettingsDependencies,
  type SettingsTarget,
} from './settings.service';

const gameParamsSchema = z.object({ gameSlug: z.string().min(1).max(120) });

/**
 * The settings cascade's club, league, season and game scopes (DESIGN.md section 4). Members
 * and Demo read; owners and managers write. Registered in the signed-in scope (app.ts); each
 * path's `:slug` (a game's `:gameSlug`) names its scope, which the club route hook loads and
 * authorizes.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SettingsDependencies = {
    db: app.db,
    now: app.now,
    afterChange: storeAffectedStandings,
  };
  // Each scope's answer, kept for as long as its chain's stored overrides read the same (0049).
  const keptSettings = new KeptAnswers(settingsResponseSchema);

  const scopes: {
    path: string;
    params:
      | typeof clubParamsSchema
      | typeof leagueParamsSchema
      | typeof seasonParamsSchema
      | typeof gameParamsSchema;
    read: FastifyContextConfig;
    write: FastifyContextConfig;
    target: (request: FastifyRequest) => SettingsTarget;
  }[] = [
    {
      path: '/api/clubs/:slug/settings/',
      params: clubParamsSchema,
      read: { club: 'club:read' },
      write: { club: 'club:manage' },
      target: (request) => ({ scope: 'club', club: request.club }),
    },
    {
      path: '/api/leagues/:slug/settings/',
      params: leagueParamsSchema,
      read: { league: 'club:read' },
      write: { league: 'club:manage' },
      target: (request) => ({
        scope: 'league',
        league: request.league,
      }),
    },
    {
      path: '/api/seasons/:slug/settings/',
      params: seasonParamsSchema,
      read: { season: 'club:read' },
      write: { season: 'club:manage' },
      target: (request) => ({
        scope: 'season',
        season: request.season,
      }),
    },
    {
      path: '/api/games/:gameSlug/settings/',
      params: gameParamsSchema,
      read: { game: 'club:read' },
      write: { game: 'club:manage' },
      target: (request) => ({ scope: 'game', game: request.game }),
    },
  ];
  for (const { path, params, read, write, target } of scopes) {
    app.get(
      path,
      { config: read, schema: { params, response: { 200: settingsResponseSchema } } },
      async (request, reply) => {
        const source = await readSettingsSource(app.db, target(request));
        return keptSettings.send(request, reply, source.key, source.version, async () =>
          source.resolve(),
        );
      },
    );
    app.patch(
      path,
      {
        config: write,
        schema: {
          params,
          body: updateSettingsRequestSchema,
          response: { 200: settingsResponseSchema },
        },
      },
      async (request) =>
        updateSettings(deps, request.club, signedIn(request).user, target(request), request.body),
    );
  }
};
