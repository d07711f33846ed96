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
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KeptAnswers } from '../../plugins/kept-answers';
import { assertNotDemoUser } from '../../policy/club-policy';
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
  memberListKeeping,
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
 * to (each route declares the action it needs), and accepting an invitation: registered in the
 * signed-in scope (app.ts).
 */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = membersDependencies(app);
  // Pages of the list without a search, kept per roster version (decision 0049).
  const keptLists = new KeptAnswers(memberListResponseSchema);

  app.get(
    MEMBERS,
    {
      config: { club: 'club:read' },
      schema: {
        params: clubParamsSchema,
        querystring: memberListQuerySchema,
        response: { 200: memberListResponseSchema },
      },
    },
    async (request, reply) => {
      const { club, clubRole, query } = request;
      const list = () => listClubMembers(deps, club, clubRole, query);
      const keeping = await memberListKeeping(deps, club, clubRole, query);
      if (!keeping) return list();
      return keptLists.send(request, reply, keeping.key, keeping.version, list);
    },
  );

  app.post(
    MEMBERS,
    {
      config: { club: 'club:manage' },
      schema: {
        params: clubParamsSchema,
        body: createGuestRequestSchema,
        response: { 201: memberSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addGuest(deps, request.club, request.body.name)),
  );

  app.get(
    MEMBER,
    {
      config: { club: 'club:read' },
      schema: { params: memberParamsSchema, response: { 200: memberSchema } },
    },
    async (request) =>
      getClubMember(deps, request.club, request.clubRole, request.params.memberSlug),
  );

  app.patch(
    MEMBER,
    {
      config: { club: 'club:manage' },
      schema: {
        params: memberParamsSchema,
        body: updateMemberRequestSchema,
        response: { 200: memberSchema },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { memberSlug } = request.params;
      return changeMemberRole(deps, request.club, user, memberSlug, request.body.role);
    },
  );

  app.delete(
    MEMBER,
    {
      config: { club: 'club:manage' },
      schema: { params: memberParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeMember(deps, request.club, signedIn(request).user, request.params.memberSlug);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${MEMBER}claim/`,
    {
      config: { club: 'club:participate' },
      schema: { params: memberParamsSchema, response: { 200: memberSchema } },
    },
    async (request) =>
      claimGuest(deps, request.club, signedIn(request).user, request.params.memberSlug),
  );

  app.post(
    '/api/clubs/:slug/transfer-ownership/',
    {
      config: { club: 'club:transfer' },
      schema: {
        params: clubParamsSchema,
        body: transferOwnershipRequestSchema,
        response: { 200: memberSchema },
      },
    },
    async (request) =>
      transferOwnership(deps, request.club, signedIn(request).user, request.body.member_slug),
  );

  app.get(
    INVITES,
    {
      config: { club: 'club:manage' },
      schema: { params: clubParamsSchema, response: { 200: inviteListResponseSchema } },
    },
    async (request) => listInvites(deps, request.club),
  );

  app.post(
    INVITES,
    {
      config: { club: 'club:manage' },
      schema: {
        params: clubParamsSchema,
        body: createInviteRequestSchema,
        response: { 201: inviteSchema },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const invite = await createInvite(deps, request.club, user, request.clubRole, request.body);
      return reply.code(201).send(invite);
    },
  );

  app.delete(
    `${INVITES}:id/`,
    {
      config: { club: 'club:manage' },
      schema: { params: inviteParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await revokeInvite(deps, request.club, request.clubRole, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${INVITES}:id/resend/`,
    {
      config: { club: 'club:manage' },
      schema: { params: inviteParamsSchema, response: { 200: inviteSchema } },
    },
    async (request) => {
      const { user } = signedIn(request);
      return resendInvite(deps, request.club, user, request.clubRole, request.params.id);
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
