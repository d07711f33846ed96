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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertNotDemoUser, authorizeClub, type ClubAction } from '../../policy/club-policy';
import { signedIn } from '../accounts/session-auth';
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

function membersDependencies(app: FastifyInstance): MembersDependencies {
  return {
    db: app.db,
    billingEnabled: app.config.billingEnabled,
    mail: app.outbox,
    now: app.now,
    appUrl: app.config.appUrl,
  };
}

/** Public: the accept-invite page shows an invitation before anyone signs in. */
export const invitePreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = membersDependencies(app);

  app.get(
    '/api/invites/:token/',
    { schema: { params: inviteTokenParamsSchema, response: { 200: invitePreviewSchema } } },
    async (request, reply) => {
      // Anonymous callers are not covered by session-auth's no-store; the answer names the
      // invited address, so no shared cache may keep it.
      reply.header('cache-control', 'no-store');
      return previewInvite(deps, request.params.token);
    },
  );
};

/**
 * Members, guest players and invitations (DESIGN.md section 4), in a club the caller belongs
 * to, and accepting an invitation: registered in the signed-in scope (app.ts).
 */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = membersDependencies(app);
  const access = async (
    request: FastifyRequest<{ Params: { slug: string } }>,
    action: ClubAction,
  ) => {
    const { user } = signedIn(request);
    return { ...(await authorizeClub(app.db, request.params.slug, user, action)), user };
  };

  app.get(
    MEMBERS,
    {
      schema: {
        params: clubParamsSchema,
        querystring: memberListQuerySchema,
        response: { 200: memberListResponseSchema },
      },
    },
    async (request) => {
      const { club, role } = await access(request, 'club:read');
      return listClubMembers(deps, club, role, request.query);
    },
  );

  app.post(
    MEMBERS,
    {
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
    { schema: { params: memberParamsSchema, response: { 200: memberSchema } } },
    async (request) => {
      const { club, role } = await access(request, 'club:read');
      return getClubMember(deps, club, role, request.params.memberSlug);
    },
  );

  app.patch(
    MEMBER,
    {
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
    { schema: { params: memberParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { club, user } = await access(request, 'club:manage');
      await removeMember(deps, club, user, request.params.memberSlug);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${MEMBER}claim/`,
    { schema: { params: memberParamsSchema, response: { 200: memberSchema } } },
    async (request) => {
      const { club, user } = await access(request, 'club:participate');
      return claimGuest(deps, club, user, request.params.memberSlug);
    },
  );

  app.post(
    '/api/clubs/:slug/transfer-ownership/',
    {
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
      schema: { params: clubParamsSchema, response: { 200: inviteListResponseSchema } },
    },
    async (request) => {
      const { club } = await access(request, 'club:manage');
      return listInvites(deps, club);
    },
  );

  app.post(
    INVITES,
    {
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
    { schema: { params: inviteParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const { club, role } = await access(request, 'club:manage');
      await revokeInvite(deps, club, role, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${INVITES}:id/resend/`,
    { schema: { params: inviteParamsSchema, response: { 200: inviteSchema } } },
    async (request) => {
      const { club, role, user } = await access(request, 'club:manage');
      return resendInvite(deps, club, user, role, request.params.id);
    },
  );

  app.post(
    '/api/invites/:token/accept/',
    {
      schema: {
        params: inviteTokenParamsSchema,
        response: { 200: z.object({ club_slug: z.string(), member: memberSchema }) },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      await assertNotDemoUser(app.db, user);
      return acceptInvite(deps, user, request.params.token);
    },
  );
};
