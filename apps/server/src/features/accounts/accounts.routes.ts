import {
  ACCOUNT_MESSAGES,
  AUTH_DETAILS,
  deleteAccountRequestSchema,
  deleteAccountResponseSchema,
  detailResponseSchema,
  emailChangeRequestSchema,
  emailChangeVerifyRequestSchema,
  loginRequestSchema,
  passwordChangeRequestSchema,
  passwordResetConfirmRequestSchema,
  passwordResetRequestSchema,
  INVITED_REGISTRATION_DETAIL,
  registrationWithInviteRequestSchema,
  resendEmailRequestSchema,
  revokeOtherSessionsResponseSchema,
  sessionListResponseSchema,
  sessionParamsSchema,
  userSchema,
  verifyEmailRequestSchema,
  verifyEmailResponseSchema,
} from '@felt/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error';
import { assertNotDemoUser } from '../../policy/club-policy';
import { accountsDependencies } from './accounts.dependencies';
import { deleteAccount } from './account-deletion.service';
import { confirmEmailChange, requestEmailChange } from './email-change.service';
import { logIn } from './login.service';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './passwords.service';
import { register, resendVerification, verifyEmail } from './registration.service';
import { clearSessionCookie, requestOrigin, setSessionCookie, signedIn } from './session-auth';
import {
  endSession,
  endSessionByPublicId,
  endSessionsOfUser,
  listSessions,
} from './sessions.service';
import { presentUser } from './user.presenter';
import { isDemoUser } from '../clubs/clubs.repository';

const MINUTE = 60;

/** The request's session is gone: drop its cookie and give the browser an anonymous token. */
function browserSessionEnder(app: FastifyInstance) {
  const secure = app.config.appUrl.startsWith('https:');
  return (reply: FastifyReply) => {
    clearSessionCookie(reply, secure);
    reply.rotateCsrfToken(null);
  };
}

/**
 * What anyone may call: sign-up, login and logout, and the links mailed out (verification,
 * password reset, email change), which may be opened in a browser that is not signed in.
 */
export const accountsPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = accountsDependencies(app);
  const secure = app.config.appUrl.startsWith('https:');
  const endBrowserSession = browserSessionEnder(app);

  app.post(
    '/api/auth/registration/',
    {
      schema: {
        body: registrationWithInviteRequestSchema,
        response: { 201: detailResponseSchema },
      },
      config: { rateLimit: { max: 20, windowSeconds: MINUTE } },
    },
    async (request, reply) => {
      const { invited } = await register(deps, request.body);
      const detail = invited ? INVITED_REGISTRATION_DETAIL : AUTH_DETAILS.registered;
      return reply.code(201).send({ detail });
    },
  );

  app.post(
    '/api/auth/registration/verify-email/',
    { schema: { body: verifyEmailRequestSchema, response: { 200: verifyEmailResponseSchema } } },
    async (request) => {
      const { email } = await verifyEmail(deps, request.body);
      return { detail: AUTH_DETAILS.emailVerified, email };
    },
  );

  app.post(
    '/api/auth/registration/resend-email/',
    {
      schema: { body: resendEmailRequestSchema, response: { 200: detailResponseSchema } },
      config: { rateLimit: { max: 10, windowSeconds: 10 * MINUTE } },
    },
    async (request) => {
      await resendVerification(deps, request.body.email);
      return { detail: AUTH_DETAILS.verificationResent };
    },
  );

  app.post(
    '/api/auth/login/',
    { schema: { body: loginRequestSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const { token, session, user, skipped } = await logIn(
        deps,
        request.body,
        requestOrigin(request),
        request.session?.id ?? null,
      );
      for (const error of skipped) {
        request.log.warn({ err: error }, 'login time not recorded: the storage is full');
      }
      setSessionCookie(reply, token, secure);
      reply.rotateCsrfToken(session.csrf_secret);
      // The caller was anonymous when the request came in, so session-auth's onSend does not
      // mark this answer private; it carries the user, so it says so itself.
      reply.header('cache-control', 'no-store');
      return presentUser(user);
    },
  );

  app.post(
    '/api/auth/logout/',
    { schema: { response: { 200: detailResponseSchema } } },
    async (request, reply) => {
      if (request.session) await endSession(app.db, request.session.id);
      endBrowserSession(reply);
      return { detail: AUTH_DETAILS.loggedOut };
    },
  );

  app.post(
    '/api/auth/password/reset/',
    {
      schema: { body: passwordResetRequestSchema, response: { 200: detailResponseSchema } },
      config: { rateLimit: { max: 20, windowSeconds: MINUTE } },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return { detail: AUTH_DETAILS.passwordResetSent };
    },
  );

  app.post(
    '/api/auth/password/reset/confirm/',
    {
      schema: { body: passwordResetConfirmRequestSchema, response: { 200: detailResponseSchema } },
    },
    async (request, reply) => {
      const userId = await confirmPasswordReset(deps, request.body);
      // The reset ended this browser's session too when it belonged to the same user.
      if (request.session?.user_id === userId) endBrowserSession(reply);
      return { detail: AUTH_DETAILS.passwordReset };
    },
  );

  app.post(
    '/api/auth/user/email/change/verify/',
    { schema: { body: emailChangeVerifyRequestSchema, response: { 200: detailResponseSchema } } },
    async (request) => {
      await confirmEmailChange(deps, request.body.token);
      return { detail: AUTH_DETAILS.emailChanged };
    },
  );
};

/** The signed-in user's own account: registered in the signed-in scope (app.ts). */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = accountsDependencies(app);
  const endBrowserSession = browserSessionEnder(app);
  /** The shared demo account changes nothing (its visitors would undo each other). */
  const notDemo = async (request: FastifyRequest) =>
    assertNotDemoUser(app.db, signedIn(request).user);

  app.get('/api/auth/user/', { schema: { response: { 200: userSchema } } }, async (request) =>
    presentUser(signedIn(request).user),
  );

  app.post(
    '/api/auth/password/change/',
    {
      preHandler: notDemo,
      schema: { body: passwordChangeRequestSchema, response: { 200: detailResponseSchema } },
    },
    async (request, reply) => {
      const { user: current, session } = signedIn(request);
      const csrfSecret = await changePassword(
        deps,
        current,
        session.id,
        request.body,
        requestOrigin(request),
      );
      reply.rotateCsrfToken(csrfSecret);
      return { detail: AUTH_DETAILS.passwordChanged };
    },
  );

  app.post(
    '/api/auth/user/email/change/',
    {
      preHandler: notDemo,
      schema: { body: emailChangeRequestSchema, response: { 200: detailResponseSchema } },
    },
    async (request) => {
      await requestEmailChange(deps, signedIn(request).user, request.body, requestOrigin(request));
      return { detail: AUTH_DETAILS.emailChangeSent };
    },
  );

  app.get(
    '/api/auth/sessions/',
    { schema: { response: { 200: sessionListResponseSchema } } },
    async (request) => {
      const { user: current, session } = signedIn(request);
      const sessions = await listSessions(app.db, current.id, session.id, app.now());
      // Demo visitors share one account: each sees only their own device, not the others'.
      if (await isDemoUser(app.db, current.id)) return sessions.filter((s) => s.current);
      return sessions;
    },
  );

  app.delete(
    '/api/auth/sessions/:id/',
    {
      preHandler: notDemo,
      schema: { params: sessionParamsSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { user: current, session } = signedIn(request);
      const ended = await endSessionByPublicId(
        app.db,
        current.id,
        request.params.id,
        session.id,
        app.now(),
      );
      if (!ended) throw HttpError.notFound();
      if (ended.wasCurrent) endBrowserSession(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/auth/sessions/revoke-others/',
    { preHandler: notDemo, schema: { response: { 200: revokeOtherSessionsResponseSchema } } },
    async (request) => {
      const { user: current, session } = signedIn(request);
      const revoked = await endSessionsOfUser(app.db, current.id, session.id);
      return {
        detail: `Signed out of ${revoked} other session${revoked === 1 ? '' : 's'}.`,
        revoked,
      };
    },
  );

  app.delete(
    '/api/auth/user/',
    {
      preHandler: notDemo,
      schema: {
        body: deleteAccountRequestSchema,
        response: { 200: deleteAccountResponseSchema },
      },
    },
    async (request, reply) => {
      const { deletedClubs } = await deleteAccount(
        deps,
        signedIn(request).user,
        request.body,
        requestOrigin(request),
      );
      endBrowserSession(reply);
      return { detail: ACCOUNT_MESSAGES.deleted, deleted_clubs: deletedClubs };
    },
  );
};
