import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { MailQueue } from '../../mail/mail-outbox';
import { gameReminderMail, waitlistReminderMail } from './game-reminder-mails';
import {
  claimReminder,
  findReminderTarget,
  listDueReminders,
  type DueReminder,
} from './game-reminders.repository';
import { countWaitlistedBefore } from './games.repository';

/** Players are reminded once their game starts within this long. */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

export interface ReminderDependencies {
  db: Kysely<Database>;
  mail: MailQueue;
  now: () => Date;
  /** APP_URL, where mailed links point. */
  appUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Claims one entry's reminder and stores its mail in the same transaction, so a reminder is
 * taken exactly once (whichever process claims it) and never lost between the claim and the
 * mail. Returns the mail's outbox id, or null when another process had it or nobody is mailed.
 */
async function remindOne(deps: ReminderDependencies, due: DueReminder): Promise<number | null> {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await claimReminder(trx, due))) return null;
    const target = await findReminderTarget(trx, due.entry_id);
    const hasAccount = target.user_email !== null;
    const email = target.user_email ?? target.entry_email;
    // Taken either way: a member who turned reminders off is not asked again for this start.
    if (!email || target.game_reminder_mails === 0) return null;
    const context = {
      appUrl: deps.appUrl,
      clubName: target.club_name,
      game: {
        slug: target.game_slug,
        title: target.title,
        starts_at: target.starts_at,
        location: target.location,
      },
      firstName: target.first_name ?? target.entry_name,
      timeZone: target.club_timezone,
    };
    const mail =
      target.entry_status === 'waitlisted'
        ? waitlistReminderMail(
            context,
            (await countWaitlistedBefore(trx, target.game_id, due.entry_id)) + 1,
            hasAccount,
          )
        : gameReminderMail(context, hasAccount);
    return deps.mail.enqueue(trx, { to: email, ...mail });
  });
}

/**
 * Sends every reminder due now: each live entry of a scheduled game that starts within the
 * next 24 hours gets one mail per start time (a moved game reminds again). Safe to run in
 * several processes at once. Returns how many mails it stored.
 */
export async function sendDueReminders(deps: ReminderDependencies): Promise<number> {
  let sent = 0;
  for (;;) {
    const at = deps.now();
    const due = await listDueReminders(deps.db, {
      now: at.toISOString(),
      until: new Date(at.getTime() + REMINDER_LEAD_MS).toISOString(),
      limit: BATCH,
    });
    const ids: number[] = [];
    for (const reminder of due) {
      const id = await remindOne(deps, reminder);
      if (id !== null) ids.push(id);
    }
    deps.mail.deliverSoon(...ids);
    sent += ids.length;
    if (due.length < BATCH) return sent;
  }
}

export interface ReminderWorker {
  /** One pass now (what the timer does); resolves with the number of mails stored. */
  runDue(): Promise<number>;
  /** Starts the timer (no-op when the interval is 0 or it already runs). */
  start(): void;
  /** Stops the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

/**
 * The background worker of each app process: every `intervalMs`, one pass of
 * `sendDueReminders`, never two at once in a process (other processes may run theirs).
 */
export function createReminderWorker(
  deps: ReminderDependencies,
  intervalMs: number,
): ReminderWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const runDue = () => {
    running ??= sendDueReminders(deps).finally(() => {
      running = null;
    });
    return running;
  };

  return {
    runDue,
    start() {
      if (timer || intervalMs <= 0) return;
      timer = setInterval(() => {
        if (running) return;
        runDue().catch((error: unknown) => {
          deps.log.warn({ err: error }, 'could not send game reminders');
        });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => 0);
    },
  };
}
