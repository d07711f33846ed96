import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http-error';
import { sharedPlugin } from '../../plugins/shared-plugin';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { DEMO_USER_EMAIL } from './demo-club';

export const DEMO_DAILY_LIMIT_EXCEEDED = 'demo_daily_limit_exceeded';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What counts as demo use (decision 0032, "The daily usage limit"): the demo login itself and
 * every API request of a demo session, except leaving (logout must always work).
 */
export function isDemoUse(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? request.url;
  if (!url.startsWith('/api/')) return false;
  if (url === '/api/auth/logout/') return false;
  if (request.method === 'POST' && url === '/api/auth/demo/') return true;
  return request.user?.email === DEMO_USER_EMAIL;
}

/** The client's counter for the UTC day `now` falls on, and when that day ends. */
export function demoDayWindow(ip: string, now: Date): { key: string; endsAt: Date } {
  const day = now.toISOString().slice(0, 10);
  const endsAt = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + DAY_MS);
  return { key: `demo-daily:ip:${ip}:${day}`, endsAt };
}

export function demoDailyLimitExceeded(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(
    429,
    "The demo's daily limit for your network has been reached. It resets at midnight UTC.",
    DEMO_DAILY_LIMIT_EXCEEDED,
    { retry_after: seconds },
    { headers: { 'retry-after': String(seconds) } },
  );
}

export interface DemoDailyLimitOptions {
  rateLimiter: RateLimiter;
  /** DEMO_DAILY_LIMIT: demo uses per client address per UTC day; -1 turns the limit off. */
  limit: number;
  now: () => Date;
}

/**
 * Counts demo use per client address per UTC day in `rate_limit_counter` (decision 0005's
 * single upsert, so the limit is exact however many requests and app processes race) and
 * answers 429 `demo_daily_limit_exceeded` with `retry_after` (seconds to the next UTC day) and
 * Retry-After past it. Registered after the session is known and after the CSRF check.
 */
export const demoDailyLimitPlugin = sharedPlugin<DemoDailyLimitOptions>(
  'felt-demo-daily-limit',
  async (app, { rateLimiter, limit, now }) => {
    if (limit < 0) return;
    app.addHook('onRequest', async (request) => {
      if (!isDemoUse(request)) return;
      const at = now();
      const { key, endsAt } = demoDayWindow(request.ip, at);
      const result = await rateLimiter.consume(key, {
        max: limit,
        windowSeconds: (endsAt.getTime() - at.getTime()) / 1000,
      });
      if (!result.allowed) throw demoDailyLimitExceeded(result.retryAfterSeconds);
    });
  },
);
