import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { MAX_DELIVERY_ATTEMPTS, type MailMessage, type Mailer } from './mailer';
import { listDueOutboxMailIds } from './outbox.repository';

/** How often each process looks for mails to retry. */
export const OUTBOX_RETRY_INTERVAL_MS = 30_000;
/** Older unsent mails are left alone: a day-old sign-in link or notice helps nobody. */
const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
const RETRY_BATCH = 20;

/**
 * What services use to mail: store the mail before answering (`enqueue`, in the same
 * transaction as what it acknowledges), then `deliverSoon` after the commit, so SMTP never
 * makes an answer wait and a crash or an SMTP outage in between loses nothing.
 */
export interface MailQueue {
  enqueue(db: Kysely<Database>, message: MailMessage): Promise<number>;
  /** Starts delivering stored mails without waiting for them. Call only after the commit. */
  deliverSoon(...ids: number[]): void;
}

export interface MailOutbox extends MailQueue {
  /**
   * One attempt for every due mail: unsent, under the attempt limit, its next attempt reached,
   * created within a day. Returns how many were attempted.
   */
  retryDue(): Promise<number>;
  /** Resolves once every delivery started so far (and any it started) has finished. */
  drain(): Promise<void>;
  /** Stops the retry timer and waits for deliveries in flight. */
  stop(): Promise<void>;
}

export interface MailOutboxOptions {
  db: Kysely<Database>;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
  /** 0 turns the periodic retry off (tests call `retryDue` themselves). */
  retryIntervalMs?: number;
}

export function createMailOutbox({
  db,
  mailer,
  now,
  log,
  retryIntervalMs = OUTBOX_RETRY_INTERVAL_MS,
}: MailOutboxOptions): MailOutbox {
  const pending = new Set<Promise<unknown>>();
  const track = <T>(job: Promise<T>): Promise<T> => {
    const tracked = job.finally(() => pending.delete(tracked));
    pending.add(tracked);
    return job;
  };

  const deliverOne = (id: number) =>
    mailer.deliver(id).catch((error: unknown) => {
      // SMTP failures are recorded by the mailer; this is the database failing. The row is
      // still there (or was never committed), so the next sweep tries again.
      log.error({ err: error, outboxId: id }, 'could not deliver a stored mail');
      return null;
    });

  let sweeping: Promise<number> | null = null;
  const retryDue = async (): Promise<number> => {
    if (!mailer.delivers) return 0;
    const at = now();
    const ids = await listDueOutboxMailIds(db, {
      now: at.toISOString(),
      createdAfter: new Date(at.getTime() - RETRY_WINDOW_MS).toISOString(),
      maxAttempts: MAX_DELIVERY_ATTEMPTS,
      limit: RETRY_BATCH,
    });
    for (const id of ids) await deliverOne(id);
    return ids.length;
  };

  const timer =
    mailer.delivers && retryIntervalMs > 0
      ? setInterval(() => {
          if (sweeping) return;
          sweeping = track(retryDue())
            .catch((error: unknown) => {
              log.warn({ err: error }, 'could not look for mails to retry');
              return 0;
            })
            .finally(() => {
              sweeping = null;
            });
        }, retryIntervalMs)
      : null;
  timer?.unref();

  const drain = async () => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };

  return {
    enqueue: (target, message) => mailer.enqueue(target, message),
    deliverSoon(...ids) {
      if (!mailer.delivers) return;
      for (const id of ids) void track(deliverOne(id));
    },
    retryDue: () => track(retryDue()),
    drain,
    async stop() {
      if (timer) clearInterval(timer);
      await drain();
    },
  };
}
