import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, Mailer } from './mailer';

export interface BackgroundMail {
  /**
   * Sends without making the caller wait: an answer must not take longer when a mail goes
   * out (e.g. a reset for a known email) than when none does (an unknown one).
   */
  send(message: MailMessage): void;
  /** Resolves once every mail handed over so far is stored (and sent, with SMTP). */
  drain(): Promise<void>;
}

export function createBackgroundMail(mailer: Mailer, log: FastifyBaseLogger): BackgroundMail {
  const pending = new Set<Promise<void>>();
  return {
    send(message) {
      const job = mailer
        .send(message)
        .then(() => undefined)
        .catch((error: unknown) => {
          // The mailer keeps SMTP failures in the outbox; this is a database failure.
          log.error({ err: error, subject: message.subject }, 'could not queue a mail');
        })
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async drain() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
