import type { FastifyInstance } from 'fastify';
import { sharedPlugin } from '../../plugins/shared-plugin';
import { findDemoClub } from './demo-club';
import { seedDemoClub, type DemoSeedSummary } from './demo-seed';

/*
 * The daily rebuild of the demo club (decision 0032, "The daily rebuild"): its dates are
 * relative to the day it was built, so every app process looks once at start and then every
 * day at DEMO_REBUILD_HOUR_UTC, and rebuilds a demo club built before that hour's last
 * passing. One process rebuilds at a time across all that share the database: the rebuild is
 * claimed with a row of `rate_limit_counter` (one upsert, so exactly one claimant wins on
 * SQLite and PostgreSQL), held as a lease that ends by itself should the process die.
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
export const DEMO_REBUILD_LEASE_KEY = 'demo-rebuild';
/** A build takes seconds; a lease left by a process that died frees itself after this. */
const LEASE_SECONDS = 15 * 60;

export type DemoRebuildOutcome =
  | { status: 'rebuilt'; summary: DemoSeedSummary }
  /** Nothing to do: built since `builtBefore`, or (for the schedule) no demo club to rebuild. */
  | { status: 'current' }
  /** Another process (or call) is rebuilding it right now. */
  | { status: 'busy' };

/** The latest time at `hourUtc` o'clock UTC at or before `now`. */
export function lastRebuildTime(now: Date, hourUtc: number): Date {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS + hourUtc * HOUR_MS;
  return new Date(today <= now.getTime() ? today : today - DAY_MS);
}

/**
 * Rebuilds the demo club unless another rebuild holds the lease. With `builtBefore`, only an
 * existing demo club built before that time is rebuilt (checked after the claim, so a rebuild
 * that finished a moment ago is not done twice); without it, the club is (re)built regardless.
 */
export async function rebuildDemoClub(
  app: FastifyInstance,
  { builtBefore }: { builtBefore?: Date } = {},
): Promise<DemoRebuildOutcome> {
  const claim = await app.rateLimiter.consume(DEMO_REBUILD_LEASE_KEY, {
    max: 1,
    windowSeconds: LEASE_SECONDS,
  });
  if (!claim.allowed) return { status: 'busy' };
  try {
    if (builtBefore) {
      const demo = await findDemoClub(app.db);
      if (!demo || Date.parse(demo.club.created_at) >= builtBefore.getTime()) {
        return { status: 'current' };
      }
    }
    return { status: 'rebuilt', summary: await seedDemoClub(app) };
  } finally {
    await app.rateLimiter.reset(DEMO_REBUILD_LEASE_KEY);
  }
}

export interface DemoRebuildSchedule {
  /** One look now (what the timer does): rebuilds a demo club built before the last hour. */
  runDue(): Promise<DemoRebuildOutcome>;
  start(): void;
  /** Stops the timer and waits for a rebuild in progress. */
  stop(): Promise<void>;
}

/** Builds the app a rebuild runs through (`buildDemoSeedApp`); the schedule closes it. */
export type DemoSeedAppFactory = () => Promise<FastifyInstance>;

/** One look: a demo club built before `builtBefore` is rebuilt through an app of its own. */
async function rebuildIfDue(
  app: FastifyInstance,
  seedApp: DemoSeedAppFactory,
  builtBefore: Date,
): Promise<DemoRebuildOutcome> {
  // Most looks find nothing to do; they need no app of their own for that.
  const demo = await findDemoClub(app.db);
  if (!demo || Date.parse(demo.club.created_at) >= builtBefore.getTime()) {
    return { status: 'current' };
  }
  const seeder = await seedApp();
  try {
    return await rebuildDemoClub(seeder, { builtBefore });
  } finally {
    await seeder.close();
  }
}

export function createDemoRebuildSchedule(
  app: FastifyInstance,
  hourUtc: number | null,
  seedApp: DemoSeedAppFactory,
): DemoRebuildSchedule {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<DemoRebuildOutcome> | null = null;
  let stopped = false;

  const runDue = () => {
    running ??= rebuildIfDue(app, seedApp, lastRebuildTime(app.now(), hourUtc ?? 0)).finally(() => {
      running = null;
    });
    return running;
  };

  const look = () => {
    if (stopped) return;
    runDue()
      .then((outcome) => {
        if (outcome.status === 'rebuilt') {
          app.log.info({ club: outcome.summary.clubSlug }, 'demo club rebuilt');
        }
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'could not rebuild the demo club'))
      .finally(schedule);
  };

  const schedule = () => {
    if (stopped || hourUtc === null) return;
    const now = app.now();
    const next = lastRebuildTime(now, hourUtc).getTime() + DAY_MS;
    // A second late, so the look falls after the hour and sees it as passed.
    timer = setTimeout(look, next - now.getTime() + 1000);
    timer.unref();
  };

  return {
    runDue,
    start() {
      if (hourUtc === null || timer || stopped) return;
      timer = setTimeout(look, 0);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo club's daily rebuild (DEMO_REBUILD_HOUR_UTC; off with `off`). */
    demoRebuild: DemoRebuildSchedule;
  }
}

/** Starts the schedule once the app is ready; closing the app waits for a rebuild under way. */
export const demoRebuildPlugin = sharedPlugin<{
  hourUtc: number | null;
  seedApp: DemoSeedAppFactory;
}>('felt-demo-rebuild', async (app, { hourUtc, seedApp }) => {
  const schedule = createDemoRebuildSchedule(app, hourUtc, seedApp);
  app.decorate('demoRebuild', schedule);
  app.addHook('onReady', async () => schedule.start());
  // Before the server and the database close: a rebuild under way finishes (or fails) first.
  app.addHook('preClose', async () => schedule.stop());
});
