import {
  clubParamsSchema,
  leagueParamsSchema,
  seasonParamsSchema,
  settingsResponseSchema,
  updateSettingsRequestSchema,
} from '@felt/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorizeClub, type ClubAction } from '../../policy/club-policy';
import { signedIn } from '../accounts/session-auth';
import { leagueForUser, seasonForUser } from '../leagues/leagues.service';
import {
  readSettings,
  updateSettings,
  type SettingsDependencies,
  type SettingsTarget,
} from './settings.service';

/**
 * The settings cascade's club, league and season scopes (DESIGN.md section 4). Members and
 * Demo read; owners and managers write. The game scope comes with games. Registered in the
 * signed-in scope (app.ts).
 */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: SettingsDependencies = { db: app.db, now: app.now };

  const clubScope = async (
    request: FastifyRequest<{ Params: { slug: string } }>,
    action: ClubAction,
  ) => {
    const { club } = await authorizeClub(
      app.db,
      request.params.slug,
      signedIn(request).user,
      action,
    );
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
      signedIn(request).user,
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
      signedIn(request).user,
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
      async (request) => {
        const { target } = await resolve(request, 'club:read');
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
        return updateSettings(deps, club, signedIn(request).user, target, request.body);
      },
    );
  }
};
