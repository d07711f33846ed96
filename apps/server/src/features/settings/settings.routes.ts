import {
  clubParamsSchema,
  leagueParamsSchema,
  seasonParamsSchema,
  settingsResponseSchema,
  updateSettingsRequestSchema,
} from '@felt/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../http-error';
import { authorizeClub, type ClubAction } from '../../policy/club-policy';
import { requireUser } from '../accounts/session-auth';
import { leagueForUser, seasonForUser } from '../leagues/leagues.service';
import {
  readSettings,
  updateSettings,
  type SettingsDependencies,
  type SettingsTarget,
} from './settings.service';

/**
 * The settings cascade's club, league and season scopes (DESIGN.md section 4). Members and
 * Demo read; owners and managers write. The game scope comes with games.
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const deps: SettingsDependencies = { db: app.db, now: app.now };
  const userOf = (request: FastifyRequest) => {
    if (!request.user) throw HttpError.notAuthenticated();
    return request.user;
  };

  const clubScope = async (
    request: FastifyRequest<{ Params: { slug: string } }>,
    action: ClubAction,
  ) => {
    const { club } = await authorizeClub(app.db, request.params.slug, userOf(request), action);
    const target: SettingsTarget = { scope: 'club', club };
    return { club, target };
  };
  const leagueScope = async (
    request: FastifyRequest<{ Params: { slug: string } }>,
    action: ClubAction,
  ) => {
    const { club, league } = await leagueForUser(
      app.db,
      request.params.slug,
      userOf(request),
      action,
    );
    const target: SettingsTarget = { scope: 'league', league };
    return { club, target };
  };
  const seasonScope = async (
    request: FastifyRequest<{ Params: { slug: string } }>,
    action: ClubAction,
  ) => {
    const { club, season } = await seasonForUser(
      app.db,
      request.params.slug,
      userOf(request),
      action,
    );
    const target: SettingsTarget = { scope: 'season', season };
    return { club, target };
  };

  const scopes = [
    { path: '/api/clubs/:slug/settings/', params: clubParamsSchema, resolve: clubScope },
    { path: '/api/leagues/:slug/settings/', params: leagueParamsSchema, resolve: leagueScope },
    { path: '/api/seasons/:slug/settings/', params: seasonParamsSchema, resolve: seasonScope },
  ];
  for (const { path, params, resolve } of scopes) {
    app.get(
      path,
      { schema: { params, response: { 200: settingsResponseSchema } } },
      async (request, reply) => {
        const { target } = await resolve(request, 'club:read');
        reply.header('cache-control', 'no-store');
        return readSettings(app.db, target);
      },
    );
    app.patch(
      path,
      {
        schema: {
          params,
          body: updateSettingsRequestSchema,
          response: { 200: settingsResponseSchema },
        },
      },
      async (request) => {
        const { club, target } = await resolve(request, 'club:manage');
        return updateSettings(deps, club, userOf(request), target, request.body);
      },
    );
  }
};
