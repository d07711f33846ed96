import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http-error';
import { sharedPlugin } from './shared-plugin';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Why the route takes no CSRF token: it is called by a server, not a browser, and
     * authenticates the call itself (Stripe's signed webhook, decision 0038). Nothing else.
     */
    csrfExempt?: string;
  }
  interface FastifyReply {
    /**
     * Issues a fresh CSRF token cookie and returns the token. `binding` is what the new token
     * is bound to (a new session's CSRF secret on login, null once logged out); by default the
     * request's own binding.
     */
    rotateCsrfToken(binding?: string | null): string;
  }
}

export interface CsrfOptions {
  secretKey: string;
  /** APP_URL: its origin is trusted, and https makes the cookie Secure. */
  appUrl: string;
  /**
   * A per-session secret the token must be bound to, or null for anonymous requests. Runs
   * after the hooks registered before this plugin (the session lookup).
   */
  bindingOf?: (request: FastifyRequest) => string | null;
}

/**
 * Anonymous tokens sign the nonce alone; a session's tokens also sign its CSRF secret, so a
 * token minted before login (or planted by someone else) fails once the session exists.
 */
function signature(secretKey: string, nonce: string, binding: string | null): string {
  const message = binding === null ? `csrf:${nonce}` : `csrf:${binding}:${nonce}`;
  return createHmac('sha256', secretKey).update(message).digest('base64url');
}

/** A random nonce signed with SECRET_KEY, so only tokens this server minted are accepted. */
export function createCsrfToken(secretKey: string, binding: string | null = null): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${signature(secretKey, nonce, binding)}`;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function isValidCsrfToken(
  secretKey: string,
  token: string | undefined,
  binding: string | null = null,
): boolean {
  if (!token) return false;
  const [nonce, mac, ...rest] = token.split('.');
  if (!nonce || !mac || rest.length > 0) return false;
  return sameText(mac, signature(secretKey, nonce, binding));
}

const csrfFailed = (reason: string) => new HttpError(403, `CSRF Failed: ${reason}`, 'csrf_failed');

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Django's checks, in Django's order: a present Origin (else Referer) must be APP_URL's origin
 * or the request's own; then the X-CSRFToken header must equal the csrftoken cookie.
 */
function checkRequest(request: FastifyRequest, options: CsrfOptions): void {
  const trusted = new Set([originOf(options.appUrl), `${request.protocol}://${request.host}`]);
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (!trusted.has(origin)) {
      throw csrfFailed(`Origin checking failed - ${origin} does not match any trusted origins.`);
    }
  } else if (request.headers.referer !== undefined) {
    const refererOrigin = originOf(request.headers.referer);
    if (refererOrigin === null) throw csrfFailed('Referer checking failed - Referer is malformed.');
    if (!trusted.has(refererOrigin)) {
      throw csrfFailed(
        `Referer checking failed - ${refererOrigin} does not match any trusted origins.`,
      );
    }
  }

  const cookie = request.cookies[CSRF_COOKIE];
  if (!cookie) throw csrfFailed('CSRF cookie not set.');
  const header = request.headers[CSRF_HEADER];
  if (typeof header !== 'string' || header === '') throw csrfFailed('CSRF token missing.');
  const binding = options.bindingOf?.(request) ?? null;
  if (!sameText(header, cookie) || !isValidCsrfToken(options.secretKey, cookie, binding)) {
    throw csrfFailed('CSRF token incorrect.');
  }
}

function setCsrfCookie(reply: FastifyReply, options: CsrfOptions, token: string): void {
  reply.setCookie(CSRF_COOKIE, token, {
    // The SPA reads it to echo it back in X-CSRFToken.
    httpOnly: false,
    sameSite: 'lax',
    path: '/',
    secure: options.appUrl.startsWith('https:'),
    maxAge: ONE_YEAR_SECONDS,
  });
}

/**
 * Double-submit CSRF protection for every unsafe request under /api/, and
 * `GET /api/auth/csrf/` to obtain the cookie. Needs @fastify/cookie registered first.
 */
export const csrfPlugin = sharedPlugin<CsrfOptions>('felt-csrf', async (app, options) => {
  const bindingOf = (request: FastifyRequest) => options.bindingOf?.(request) ?? null;
  app.decorateReply('rotateCsrfToken', function (this: FastifyReply, binding?: string | null) {
    const token = createCsrfToken(
      options.secretKey,
      binding === undefined ? bindingOf(this.request) : binding,
    );
    setCsrfCookie(this, options, token);
    return token;
  });

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method)) return;
    if (!request.url.startsWith('/api/')) return;
    // An unknown path answers 404 whatever the token, as Django resolves URLs before CSRF.
    if (request.is404) return;
    if (request.routeOptions.config.csrfExempt) return;
    checkRequest(request, options);
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/auth/csrf/',
      { schema: { response: { 200: z.object({ detail: z.string() }) } } },
      async (request, reply) => {
        const current = request.cookies[CSRF_COOKIE];
        const binding = bindingOf(request);
        // Keep a valid token so other open tabs keep working; refresh its lifetime.
        const token = isValidCsrfToken(options.secretKey, current, binding)
          ? (current as string)
          : createCsrfToken(options.secretKey, binding);
        setCsrfCookie(reply, options, token);
        reply.header('cache-control', 'no-store');
        return { detail: 'CSRF cookie set' };
      },
    );
});
