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
import { setTimeout as sleep } from 'node:timers/promises';
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

/**
 * Issue 16 promise 3: the password reset and the verification resend answer no sooner than
 * this, known address or not. Only a known one queues a mail (a token, the rendered mail, a
 * row in the outbox: 10-20 ms on a loaded machine), which would otherwise tell from the
 * outside which addresses have an account. Rare requests, so a floor costs nobody anything.
 */
export const ADDRESS_BLIND_ANSWER_MS = 250;

/** Runs `work`, then waits until `ADDRESS_BLIND_ANSWER_MS` passed since it started. */
async function addressBlind<T>(work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    const rest = started + ADDRESS_BLIND_ANSWER_MS - performance.now();
    if (rest > 0) await sleep(rest);
  }
}
import { presentUser } from './user.presenter';
import { logAuthEvent, loginRefusal } from './auth-events';
import { isDemoUser } from '../clubs/clubs.repository';
import { logInAsDemo } from '../demo/demo-login.service';

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
      await addressBlind(() => resendVerification(deps, request.body.email));
      return { detail: AUTH_DETAILS.verificationResent };
    },
  );

  app.post(
    '/api/auth/login/',
    { schema: { body: loginRequestSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      const attempt = { email: request.body.email, ip: request.ip };
      const { token, session, user, skipped } = await logIn(
        deps,
        request.body,
        requestOrigin(request),
        request.session?.id ?? null,
      ).catch((error: unknown) => {
        const refusal = loginRefusal(error);
        if (refusal) logAuthEvent(request.log, refusal, attempt);
        throw error;
      });
      logAuthEvent(request.log, 'login', { user_id: user.id, ...attempt });
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

  // SPEC.md section 4's demo login (decision 0032): the visitor becomes the demo user of the
  // demo club without a password, answered like a login.
  app.post(
    '/api/auth/demo/',
    {
      schema: { response: { 200: userSchema } },
      config: { rateLimit: { max: 30, windowSeconds: MINUTE } },
    },
    async (request, reply) => {
      const { token, session, user } = await logInAsDemo(
        app,
        requestOrigin(request),
        request.session?.id ?? null,
      );
      logAuthEvent(request.log, 'demo_login', { user_id: user.id, ip: request.ip });
      setSessionCookie(reply, token, secure);
      reply.rotateCsrfToken(session.csrf_secret);
      reply.header('cache-control', 'no-store');
      return presentUser(user);
    },
  );

  app.post(
    '/api/auth/logout/',
    { schema: { response: { 200: detailResponseSchema } } },
    async (request, reply) => {
      if (request.session) {
        await endSession(app.db, request.session.id);
        logAuthEvent(request.log, 'logout', { user_id: request.session.user_id, ip: request.ip });
      }
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
      await addressBlind(() => requestPasswordReset(deps, request.body.email));
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
      logAuthEvent(request.log, 'password_reset', { user_id: userId, ip: request.ip });
      // The reset ended this browser's session too when it belonged to the same user.
      if (request.session?.user_id === userId) endBrowserSession(reply);
      return { detail: AUTH_DETAILS.passwordReset };
    },
  );

  app.post(
    '/api/auth/user/email/change/verify/',
    { schema: { body: emailChangeVerifyRequestSchema, response: { 200: detailResponseSchema } } },
    async (request) => {
      const changed = await confirmEmailChange(deps, request.body.token);
      logAuthEvent(request.log, 'email_changed', { ...changed, ip: request.ip });
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
      logAuthEvent(request.log, 'password_changed', { user_id: current.id, ip: request.ip });
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
      const { user } = signedIn(request);
      await requestEmailChange(deps, user, request.body, requestOrigin(request));
      logAuthEvent(request.log, 'email_change_requested', {
        user_id: user.id,
        email: request.body.new_email,
        ip: request.ip,
      });
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
      logAuthEvent(request.log, 'session_revoked', { user_id: current.id, ip: request.ip });
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
      logAuthEvent(request.log, 'other_sessions_revoked', {
        user_id: current.id,
        sessions: revoked,
        ip: request.ip,
      });
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
      const { user } = signedIn(request);
      const { deletedClubs } = await deleteAccount(
        deps,
        user,
        request.body,
        requestOrigin(request),
      );
      logAuthEvent(request.log, 'account_deleted', { user_id: user.id, ip: request.ip });
      endBrowserSession(reply);
      return { detail: ACCOUNT_MESSAGES.deleted, deleted_clubs: deletedClubs };
    },
  );
};
