import { AUTH_DETAILS } from '@felt/contract';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { RateLimitRule } from '../../rate-limit/rate-limiter';
import type { AccountsDependencies } from './accounts.dependencies';

/*
 * The account flows' throttles: failed password guesses (login, and every flow that asks for
 * the current password) and mails sent to a submitted address.
 */

/** Failed logins: per submitted email (guessing one account) and per IP (spraying many). */
export const LOGIN_FAILURES_PER_EMAIL: RateLimitRule = { max: 5, windowSeconds: 5 * 60 };
export const LOGIN_FAILURES_PER_IP: RateLimitRule = { max: 10, windowSeconds: 60 };
export const PASSWORD_RESETS_PER_EMAIL: RateLimitRule = { max: 5, windowSeconds: 60 };
export const VERIFICATION_RESENDS_PER_EMAIL: RateLimitRule = { max: 3, windowSeconds: 10 * 60 };

export async function consumeOrThrottle(
  deps: AccountsDependencies,
  key: string,
  rule: RateLimitRule,
) {
  const result = await deps.rateLimiter.consume(key, rule);
  if (!result.allowed) throw HttpError.throttled(result.retryAfterSeconds);
}

function loginThrottled(seconds: number): HttpError {
  return new HttpError(
    429,
    AUTH_DETAILS.loginThrottled(seconds),
    'throttled',
    { retry_after: seconds },
    { headers: { 'retry-after': String(seconds) } },
  );
}

/** The failure counters one password guess touches. */
export function guessKeys(email: string, ip: string | null): [string, RateLimitRule][] {
  const keys: [string, RateLimitRule][] = [[`login:email:${email}`, LOGIN_FAILURES_PER_EMAIL]];
  if (ip) keys.push([`login:ip:${ip}`, LOGIN_FAILURES_PER_IP]);
  return keys;
}

/**
 * Counts the guess against each failure limit in turn before any password is checked, each in
 * one atomic upsert, so a burst of guesses sent at once gets exactly as many checks as the
 * limits allow. Over a limit, the guess is refused unchecked (even the right password), hands
 * back what it took from the limits before it and does not touch the ones after it: a guess
 * refused for its address never counted against its IP, where it would have pushed that count
 * over for a moment and refused a guess the address limit had let through (a burst from two
 * app processes then got 4 checks instead of 5). Returns what to do once the password is checked.
 */
export async function reserveGuess(deps: AccountsDependencies, keys: [string, RateLimitRule][]) {
  const taken: string[] = [];
  for (const [key, rule] of keys) {
    const result = await deps.rateLimiter.consume(key, rule);
    if (!result.allowed) {
      for (const held of taken) await deps.rateLimiter.release(held);
      throw loginThrottled(result.retryAfterSeconds);
    }
    taken.push(key);
  }
  return {
    /** The password was right: only failures count, so the hits go back. */
    async succeeded() {
      for (const [key] of keys) await deps.rateLimiter.release(key);
    },
  };
}

/** Checks the user's password under the failed-login throttle; false for a wrong one. */
export async function checkPasswordThrottled(
  deps: AccountsDependencies,
  user: UserRow,
  password: string,
  ip: string | null,
): Promise<boolean> {
  const guess = await reserveGuess(deps, guessKeys(user.email, ip));
  const ok = await deps.hasher.verifyPassword(user.password_hash, password);
  if (ok) await guess.succeeded();
  return ok;
}
