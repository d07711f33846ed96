import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import type { RateLimiter, RateLimitRule } from '../rate-limit/rate-limiter';
import { sharedPlugin } from './shared-plugin';

export interface RouteRateLimit extends RateLimitRule {
  /** Whose hits are counted: the client IP (default) or a key derived from the request. */
  key?: 'ip' | ((request: FastifyRequest) => string);
  /** Routes sharing a scope share counters; the route's method and path by default. */
  scope?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Route-level limit, e.g. `config: { rateLimit: { max: 5, windowSeconds: 600 } }`. */
    rateLimit?: RouteRateLimit;
  }
}

export interface RateLimitPluginOptions {
  rateLimiter: RateLimiter;
  /** How often expired counters are deleted; 0 turns the sweep off. */
  cleanupIntervalMs?: number;
}

const TEN_MINUTES_MS = 10 * 60 * 1000;

/**
 * `key` for limits per signed-in user: the session plugin has resolved `request.user` by the
 * time the limit is checked. Anonymous requests (refused later with 401) count by IP.
 */
export function userOrIpKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}

/**
 * Enforces `config.rateLimit` on routes before their body is parsed (so invalid submissions
 * count as well), answering 429 with Retry-After. Runs after the CSRF check, so forged
 * requests do not use up a real user's allowance.
 */
export const rateLimitPlugin = sharedPlugin<RateLimitPluginOptions>(
  'felt-rate-limit',
  async (app, { rateLimiter, cleanupIntervalMs = TEN_MINUTES_MS }) => {
    app.addHook('onRequest', async (request, reply) => {
      const rule = request.routeOptions.config.rateLimit;
      if (!rule) return;
      const who = typeof rule.key === 'function' ? rule.key(request) : `ip:${request.ip}`;
      const scope = rule.scope ?? `${request.method} ${request.routeOptions.url}`;
      const result = await rateLimiter.consume(`route:${scope}:${who}`, rule);
      if (!result.allowed) throw HttpError.throttled(result.retryAfterSeconds);
      reply.header('x-ratelimit-limit', String(rule.max));
      reply.header('x-ratelimit-remaining', String(result.remaining));
    });

    if (cleanupIntervalMs > 0) {
      const timer = setInterval(() => {
        rateLimiter.deleteExpired().catch((error: unknown) => {
          app.log.warn({ err: error }, 'could not delete expired rate-limit counters');
        });
      }, cleanupIntervalMs);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
);
