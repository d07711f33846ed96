import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  deleteCounter,
  deleteExpiredCounters,
  hitCounter,
  releaseCounter,
} from './rate-limit.repository';

export interface RateLimitRule {
  /** Hits allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in the current window after this one. */
  remaining: number;
  /** 0 when allowed; otherwise whole seconds until the window resets (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so a limit holds across every app process
 * (docs/decisions/0005-rate-limits-in-the-database.md). Refused hits count too, which keeps a
 * client that hammers the endpoint locked out until the window ends.
 */
export class RateLimiter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const now = this.now();
    const { count, expiresAt } = await hitCounter(this.db, key, now, rule.windowSeconds);
    if (count <= rule.max) {
      return { allowed: true, remaining: rule.max - count, retryAfterSeconds: 0 };
    }
    const millisecondsLeft = Date.parse(expiresAt) - now.getTime();
    return {
      allowed: false,
      remaining: 0,
      retryAfterSeconds: Math.max(1, Math.ceil(millisecondsLeft / 1000)),
    };
  }

  /**
   * Gives back a hit `consume` counted, for limits that count only failures (failed logins):
   * the attempt is counted before it is checked, so a burst cannot all pass the check before
   * any failure is recorded, and a success or an attempt refused by another limit hands its
   * hit back.
   */
  async release(key: string): Promise<void> {
    await releaseCounter(this.db, key, this.now());
  }

  /** Forgets a key, e.g. the failed-login counter after a successful login. */
  async reset(key: string): Promise<void> {
    await deleteCounter(this.db, key);
  }

  /** Removes counters whose window has ended; returns how many. */
  async deleteExpired(): Promise<number> {
    return deleteExpiredCounters(this.db, this.now());
  }
}
