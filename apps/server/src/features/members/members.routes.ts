import {
  clubParamsSchema,
  createGuestRequestSchema,
  createInviteRequestSchema,
  inviteListResponseSchema,
  inviteParamsSchema,
  invitePreviewSchema,
  inviteSchema,
  inviteTokenParamsSchema,
  memberListQuerySchema,
  memberListResponseSchema,
  memberParamsSchema,
  memberSchema,
  transferOwnershipRequestSchema,
  updateMemberRequestSchema,
} from '@felt/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error';
import { assertNotDemoUser, authorizeClub, type ClubAction } from '../../policy/club-policy';
import { requireUser } from '../accounts/session-auth';
import {
  acceptInvite,
  addGuest,
  changeMemberRole,
  claimGuest,
  createInvite,
  getClubMember,
  listClubMembers,
  listInvites,
  previewInvite,
  removeMember,
  resendInvite,
  revokeInvite,
  transferOwnership,
  type MembersDependencies,
} from './members.service';

const MEMBERS = '/api/clubs/:slug/members/';
const MEMBER = `${MEMBERS}:memberSlug/`;
const INVITES = '/api/clubs/:slug/invites/';

/**
 * Members, guest players and invitations (DESIGN.md section 4). Everything is in a club the
 * caller belongs to, except the public invitation preview and its acceptance.
 */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: MembersDependencies = {
    db: app.db,
    billingEnabled: app.config.billingEnabled,
    mail: app.outbox,
    now: app.now,
    appUrl: app.config.appUrl,
  };
  const access = async (
    request: FastifyRequest<{ Params: { slug: string } }>,
    action: ClubAction,
  ) => {
    if (!request.user) throw HttpError.notAuthenticated();
    const found = await authorizeClub(app.db, request.params.slug, request.user, action);
    return { ...found, user: request.user };
  };
  const signedIn = { onRequest: requireUser };

  app.get(
    MEMBERS,
    {
      ...signedIn,
      schema: {
        params: clubParamsSchema,
        querystring: memberListQuerySchema,
        response: { 200: memberListResponseSchema },
      },
    },
    async (request, reply) => {
      const { club, role } = await access(request, 'club:read');
      reply.header('cache-control', 'no-store');
      return listClubMembers(deps, club, role, request.query);
    },
  );

  app.post(
    MEMBERS,
    {
      ...signedIn,
      schema: {
        params: clubParamsSchema,
        body: createGuestRequestSchema,
        response: { 201: memberSchema },
      },
    },
    async (request, reply) => {
      const { club } = await access(request, 'club:manage');
      return reply.code(201).send(await addGuest(deps, club, request.body.name));
    },
  );

  app.get(
    MEMBER,
    { ...signedIn, schema: { params: memberParamsSchema, response: { 200: memberSchema } } },
    async (request, reply) => {
      const { club, role } = await access(request, 'club:read');
      reply.header('cache-control', 'no-store');
      return getClubMember(deps, club, role, request.params.memberSlug);
    },
  );

  app.patch(
    MEMBER,
    {
      ...signedIn,
      schema: {
        params: memberParamsSchema,
        body: updateMemberRequestSchema,
        response: { 200: memberSchema },
      },
    },
    async (request) => {
      const { club, user } = await access(request, 'club:manage');
      return changeMemberRole(deps, club, user, request.params.memberSlug, request.body.role);
    },
  );

  app.delete(
    MEMBER,
    { ...signedIn, schema: { params: memberParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { club, user } = await access(request, 'club:manage');
      await removeMember(deps, club, user, request.params.memberSlug);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${MEMBER}claim/`,
    { ...signedIn, schema: { params: memberParamsSchema, response: { 200: memberSchema } } },
    async (request) => {
      const { club, user } = await access(request, 'club:participate');
      return claimGuest(deps, club, user, request.params.memberSlug);
    },
  );

  app.post(
    '/api/clubs/:slug/transfer-ownership/',
    {
      ...signedIn,
      schema: {
        params: clubParamsSchema,
        body: transferOwnershipRequestSchema,
        response: { 200: memberSchema },
      },
    },
    async (request) => {
      const { club, user } = await access(request, 'club:transfer');
      return transferOwnership(deps, club, user, request.body.member_slug);
    },
  );

  app.get(
    INVITES,
    {
      ...signedIn,
      schema: { params: clubParamsSchema, response: { 200: inviteListResponseSchema } },
    },
    async (request, reply) => {
      const { club } = await access(request, 'club:manage');
      reply.header('cache-control', 'no-store');
      return listInvites(deps, club);
    },
  );

  app.post(
    INVITES,
    {
      ...signedIn,
      schema: {
        params: clubParamsSchema,
        body: createInviteRequestSchema,
        response: { 201: inviteSchema },
      },
    },
    async (request, reply) => {
      const { club, role, user } = await access(request, 'club:manage');
      return reply.code(201).send(await createInvite(deps, club, user, role, request.body));
    },
  );

  app.delete(
    `${INVITES}:id/`,
    { ...signedIn, schema: { params: inviteParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { club, role } = await access(request, 'club:manage');
      await revokeInvite(deps, club, role, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${INVITES}:id/resend/`,
    { ...signedIn, schema: { params: inviteParamsSchema, response: { 200: inviteSchema } } },
    async (request) => {
      const { club, role, user } = await access(request, 'club:manage');
      return resendInvite(deps, club, user, role, request.params.id);
    },
  );

  // Public: the accept-invite page shows this before anyone signs in.
  app.get(
    '/api/invites/:token/',
    { schema: { params: inviteTokenParamsSchema, response: { 200: invitePreviewSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return previewInvite(deps, request.params.token);
    },
  );

  app.post(
    '/api/invites/:token/accept/',
    {
      ...signedIn,
      schema: {
        params: inviteTokenParamsSchema,
        response: { 200: z.object({ club_slug: z.string(), member: memberSchema }) },
      },
    },
    async (request) => {
      if (!request.user) throw HttpError.notAuthenticated();
      await assertNotDemoUser(app.db, request.user);
      return acceptInvite(deps, request.user, request.params.token);
    },
  );
};
