import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRow, UserRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import { sharedPlugin } from '../../plugins/shared-plugin';
import { deleteExpiredEmailChangeRequests } from './email-changes.repository';
import {
  deleteExpired,
  resolveSession,
  SESSION_COOKIE,
  SESSION_MAX_AGE_SECONDS,
  SessionToucher,
  type RequestOrigin,
} from './sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (API requests only), or null. */
    user: UserRow | null;
    /** The session row behind `user`, or null. */
    session: SessionRow | null;
  }
}

export interface SessionAuthOptions {
  /** https APP_URL: the cookie is Secure. */
  secure: boolean;
  /** How often expired sessions and email-change links are deleted; 0 turns it off. */
  cleanupIntervalMs?: number;
}

const ONE_HOUR_MS = 60 * 60 * 1000;

export function requestOrigin(request: FastifyRequest): RequestOrigin {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_MAX_AGE_SECONDS,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

/** onRequest hook of the signed-in scope (plugins/signed-in-scope.ts): 401 for anonymous. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw HttpError.notAuthenticated();
}

/**
 * The caller of a route in the signed-in scope, where `requireUser` has run; typed without the
 * null. A route outside the scope that calls it answers 401 to an anonymous caller.
 */
export function signedIn(request: FastifyRequest): { user: UserRow; session: SessionRow } {
  if (!request.user || !request.session) throw HttpError.notAuthenticated();
  return { user: request.user, session: request.session };
}

/**
 * Resolves `request.user` and `request.session` from the `sessionid` cookie on every API
 * request. Register it before the CSRF plugin, which binds tokens to the session. An unknown
 * or expired cookie makes the request anonymous and is cleared, with a new anonymous CSRF
 * token.
 */
export const sessionAuthPlugin = sharedPlugin<SessionAuthOptions>(
  'felt-session-auth',
  async (app, { secure, cleanupIntervalMs = ONE_HOUR_MS }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);
    const toucher = new SessionToucher(app.db);

    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const resolved = await resolveSession(
        app.db,
        token,
        requestOrigin(request),
        app.now(),
        toucher,
      );
      if (!resolved) {
        clearSessionCookie(reply, secure);
        // The CSRF token was bound to the dead session; without a fresh anonymous one the
        // browser's next form (logging in again) would be refused.
        reply.rotateCsrfToken(null);
        return;
      }
      request.user = resolved.user;
      request.session = resolved.session;
      // The cookie's own lifetime slides with the row's.
      if (resolved.extended) setSessionCookie(reply, token, secure);
    });

    // Whatever the API answers a signed-in caller (data, or an error about it) is private to
    // that caller: no browser or proxy may keep it. Set once here rather than per route; a
    // route that means to be cached (public avatars) says so itself.
    app.addHook('onSend', async (request, reply) => {
      if (request.user && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });

    if (cleanupIntervalMs > 0) {
      const timer = setInterval(() => {
        const now = app.now();
        Promise.all([
          deleteExpired(app.db, now),
          deleteExpiredEmailChangeRequests(app.db, now.toISOString()),
        ]).catch((error: unknown) => {
          app.log.warn({ err: error }, 'could not delete expired sessions');
        });
      }, cleanupIntervalMs);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
);
