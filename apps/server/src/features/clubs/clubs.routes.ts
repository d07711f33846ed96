import {
  clubParamsSchema,
  clubSchema,
  createClubRequestSchema,
  deleteClubRequestSchema,
  updateClubRequestSchema,
  userClubsResponseSchema,
} from '@felt/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clubAccess } from '../../policy/club-route';
import { signedIn } from '../accounts/session-auth';
import {
  createClub,
  deleteClubAsOwner,
  listUserClubs,
  presentClubAccess,
  updateClubAsOwner,
  type ClubsDependencies,
} from './clubs.service';

/**
 * The caller's clubs, a new club, and one club's read, update (name, time zone) and delete (each declaring the
 * action it needs); registered in the signed-in scope (app.ts).
 */
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
    {
      config: { club: 'club:read' },
      schema: { params: clubParamsSchema, response: { 200: clubSchema } },
    },
    async (request) => presentClubAccess(app.db, clubAccess(request)),
  );

  app.patch(
    '/api/clubs/:slug/',
    {
      config: { club: 'club:rename' },
      schema: {
        params: clubParamsSchema,
        body: updateClubRequestSchema,
        response: { 200: clubSchema },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const updated = await updateClubAsOwner(deps, clubAccess(request), user, request.body);
      return presentClubAccess(app.db, updated);
    },
  );

  app.delete(
    '/api/clubs/:slug/',
    {
      config: { club: 'club:delete' },
      schema: {
        params: clubParamsSchema,
        body: deleteClubRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteClubAsOwner(deps, clubAccess(request), request.body.confirm);
      return reply.code(204).send(null);
    },
  );
};
