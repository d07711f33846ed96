import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let now = new Date('2026-03-01T20:00:00.000Z');
  const clock = () => now;
  const rule = { max: 3, windowSeconds: 60 };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('allows max hits per window, then refuses until the window ends', async () => {
    const limiter = new RateLimiter(database.db, clock);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.consume('login:ada', rule));
    expect(results.map((r) => [r.allowed, r.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(results[3]?.retryAfterSeconds).toBe(60);

    now = new Date(now.getTime() + 45_500);
    expect(await limiter.consume('login:ada', rule)).toEqual({
      allowed: false,
      remaining: 0,
      retryAfterSeconds: 15,
    });

    now = new Date(now.getTime() + 15_000);
    expect(await limiter.consume('login:ada', rule)).toEqual({
      allowed: true,
      remaining: 2,
      retryAfterSeconds: 0,
    });
  });

  it('keeps keys apart and forgets a key on reset', async () => {
    const limiter = new RateLimiter(database.db, clock);
    for (let i = 0; i < 3; i++) await limiter.consume('login:bob', rule);
    expect((await limiter.consume('login:bob', rule)).allowed).toBe(false);
    expect((await limiter.consume('login:cleo', rule)).allowed).toBe(true);
    await limiter.reset('login:bob');
    expect(await limiter.consume('login:bob', rule)).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('counts every hit when many arrive at once', async () => {
    const limiter = new RateLimiter(database.db, clock);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => limiter.consume('burst', { max: 5, windowSeconds: 60 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    const remaining = results.map((r) => r.remaining).sort();
    expect(remaining.filter((r) => r > 0).sort()).toEqual([1, 2, 3, 4]);
  });

  it('gives back a hit of a live window, never below zero, and leaves an ended window alone', async () => {
    const limiter = new RateLimiter(database.db, clock);
    const failures = { max: 2, windowSeconds: 300 };
    await limiter.consume('fail:dan', failures);
    await limiter.consume('fail:dan', failures);
    await limiter.release('fail:dan');
    // One hit went back: one more is allowed, the next is not.
    expect(await limiter.consume('fail:dan', failures)).toMatchObject({
      allowed: true,
      remaining: 0,
    });
    expect(await limiter.consume('fail:dan', failures)).toMatchObject({ allowed: false });
    for (let i = 0; i < 5; i++) await limiter.release('fail:dan');
    expect(await limiter.consume('fail:dan', failures)).toMatchObject({
      allowed: true,
      remaining: 1,
    });
    now = new Date(now.getTime() + 300_000);
    await limiter.release('fail:dan');
    const row = await database.db
      .selectFrom('rate_limit_counter')
      .select('count')
      .where('key', '=', 'fail:dan')
      .executeTakeFirstOrThrow();
    expect(Number(row.count)).toBe(1);
  });

  it('deletes expired counters only', async () => {
    const limiter = new RateLimiter(database.db, clock);
    await limiter.consume('old', { max: 1, windowSeconds: 10 });
    await limiter.consume('fresh', { max: 1, windowSeconds: 3600 });
    now = new Date(now.getTime() + 11_000);
    expect(await limiter.deleteExpired()).toBeGreaterThanOrEqual(1);
    const keys = (await database.db.selectFrom('rate_limit_counter').select('key').execute()).map(
      (row) => row.key,
    );
    expect(keys).toContain('fresh');
    expect(keys).not.toContain('old');
  });
});
