import {
  clubParamsSchema,
  clubSchema,
  createClubRequestSchema,
  deleteClubRequestSchema,
  renameClubRequestSchema,
  userClubsResponseSchema,
} from '@felt/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeClub } from '../../policy/club-policy';
import { signedIn } from '../accounts/session-auth';
import {
  createClub,
  deleteClubAsOwner,
  listUserClubs,
  presentClubAccess,
  renameClubAsOwner,
  type ClubsDependencies,
} from './clubs.service';

/** The caller's clubs, and one club's read, rename and delete; in the signed-in scope (app.ts). */
export const clubsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ClubsDependencies = {
    db: app.db,
    billingEnabled: app.config.billingEnabled,
    now: app.now,
  };

  app.get(
    '/api/user/clubs/',
    { schema: { response: { 200: userClubsResponseSchema } } },
    async (request) => listUserClubs(app.db, signedIn(request).user),
  );

  app.post(
    '/api/clubs/',
    { schema: { body: createClubRequestSchema, response: { 201: clubSchema } } },
    async (request, reply) => {
      const club = await createClub(deps, signedIn(request).user, request.body.name);
      return reply.code(201).send(club);
    },
  );

  app.get(
    '/api/clubs/:slug/',
    { schema: { params: clubParamsSchema, response: { 200: clubSchema } } },
    async (request) => {
      const access = await authorizeClub(
        app.db,
        request.params.slug,
        signedIn(request).user,
        'club:read',
      );
      return presentClubAccess(app.db, access);
    },
  );

  app.patch(
    '/api/clubs/:slug/',
    {
      schema: {
        params: clubParamsSchema,
        body: renameClubRequestSchema,
        response: { 200: clubSchema },
      },
    },
    async (request) => {
      const user = signedIn(request).user;
      const access = await authorizeClub(app.db, request.params.slug, user, 'club:rename');
      const renamed = await renameClubAsOwner(deps, access, user, request.body.name);
      return presentClubAccess(app.db, renamed);
    },
  );

  app.delete(
    '/api/clubs/:slug/',
    {
      schema: {
        params: clubParamsSchema,
        body: deleteClubRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const access = await authorizeClub(
        app.db,
        request.params.slug,
        signedIn(request).user,
        'club:delete',
      );
      await deleteClubAsOwner(deps, access, request.body.confirm);
      return reply.code(204).send(null);
    },
  );
};
