import { afterEach, describe, expect, it } from 'vitest';
import { createTestClock, MINUTE, uniqueEmail, waitForMail } from '../../test/factories';
import {
  createClient,
  startSmtpSink,
  startTestServer,
  type SmtpSink,
  type TestServer,
} from '../../test/helpers';

const message = (to: string) => ({
  to,
  subject: 'Your game starts soon',
  text: 'Shuffle up and deal.',
  html: '<p>Shuffle up and deal.</p>',
});

/** A loopback port that refuses connections now and can be listened on later. */
async function freedPort(): Promise<number> {
  const sink = await startSmtpSink();
  const port = Number(new URL(sink.url).port);
  await sink.close();
  return port;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.();
});

async function server(overrides: Parameters<typeof startTestServer>[0], now: () => Date) {
  const started = await startTestServer(overrides, { now });
  cleanups.push(() => started.close());
  return started;
}

async function sink(port?: number): Promise<SmtpSink> {
  const started = await startSmtpSink(port);
  cleanups.push(() => started.close());
  return started;
}

function outboxRow(target: TestServer, to: string) {
  return target.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to', '=', to)
    .executeTakeFirstOrThrow();
}

describe('mail outbox', () => {
  it('stores the verification mail with the account before answering, and retries it after an SMTP outage', async () => {
    const clock = createTestClock();
    const port = await freedPort();
    const app = await server({ smtpUrl: `smtp://127.0.0.1:${port}` }, clock.now);
    const email = uniqueEmail('outage');

    const response = await createClient(app.url).post('/api/auth/registration/', {
      email,
      password1: 'Analytical-Engine-1843',
      password2: 'Analytical-Engine-1843',
      first_name: 'Ada',
      last_name: 'Lovelace',
      club_name: 'Outage Club',
    });
    expect(response.status).toBe(201);
    // Acknowledged means stored: the row exists as soon as the answer does.
    expect((await outboxRow(app, email)).subject).toBe('Verify your email address for Felt');

    await app.app.outbox.drain();
    const failed = await outboxRow(app, email);
    expect(failed).toMatchObject({ sent_at: null, attempts: 1 });
    expect(failed.error).toMatch(/ECONNREFUSED|connect/i);

    const mailServer = await sink(port);
    // Not due yet: the first retry waits a minute.
    expect(await app.app.outbox.retryDue()).toBe(0);
    clock.advance(MINUTE + 1000);
    expect(await app.app.outbox.retryDue()).toBe(1);
    const mail = await waitForMail(mailServer, email, /Verify your email/);
    expect(mail.text).toContain('/accounts/verify-email/');
    const sent = await outboxRow(app, email);
    expect(sent).toMatchObject({ attempts: 2, error: null, next_attempt_at: null });
    expect(sent.sent_at).not.toBeNull();
  });

  it('delivers a stored mail that a crash left unsent on the next sweep', async () => {
    const clock = createTestClock();
    const mailServer = await sink();
    const app = await server({ smtpUrl: mailServer.url }, clock.now);
    const to = uniqueEmail('crash');
    // What a process that died between answering and sending leaves behind.
    await app.app.mailer.enqueue(app.db, message(to));

    expect(await app.app.outbox.retryDue()).toBe(1);
    await waitForMail(mailServer, to, /Your game starts soon/);
    expect((await outboxRow(app, to)).sent_at).not.toBeNull();
    expect(await app.app.outbox.retryDue()).toBe(0);
  });

  it('waits 1, 2, 4 and 8 minutes between attempts and gives up after five', async () => {
    const clock = createTestClock();
    const app = await server({ smtpUrl: `smtp://127.0.0.1:${await freedPort()}` }, clock.now);
    const to = uniqueEmail('gives-up');
    await app.app.mailer.enqueue(app.db, message(to));

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(await app.app.outbox.retryDue()).toBe(1);
      const row = await outboxRow(app, to);
      expect(row.attempts).toBe(attempt);
      waits.push((Date.parse(row.next_attempt_at ?? '') - clock.now().getTime()) / MINUTE);
      clock.advance(Date.parse(row.next_attempt_at ?? '') - clock.now().getTime());
    }
    expect(waits.slice(0, 4)).toEqual([1, 2, 4, 8]);
    clock.advance(60 * MINUTE);
    expect(await app.app.outbox.retryDue()).toBe(0);
    expect(await outboxRow(app, to)).toMatchObject({ attempts: 5, sent_at: null });
  });

  it('leaves mails older than a day alone', async () => {
    const clock = createTestClock();
    const mailServer = await sink();
    const app = await server({ smtpUrl: mailServer.url }, clock.now);
    await app.app.mailer.enqueue(app.db, message(uniqueEmail('stale')));
    clock.advance(24 * 60 * MINUTE + 1000);
    expect(await app.app.outbox.retryDue()).toBe(0);
    expect(mailServer.messages).toHaveLength(0);
  });

  it('sends a mail once when two processes try it at the same time', async () => {
    const clock = createTestClock();
    const mailServer = await sink();
    const first = await server({ smtpUrl: mailServer.url }, clock.now);
    const second = await server(
      { smtpUrl: mailServer.url, database: first.config.database },
      clock.now,
    );
    const to = uniqueEmail('race');
    const id = await first.app.mailer.enqueue(first.db, message(to));

    const receipts = await Promise.all([
      first.app.mailer.deliver(id),
      second.app.mailer.deliver(id),
      first.app.outbox.retryDue(),
      second.app.outbox.retryDue(),
    ]);
    expect(receipts.slice(0, 2).filter((receipt) => receipt !== null)).toHaveLength(1);
    await waitForMail(mailServer, to, /Your game starts soon/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailServer.messages.filter((mail) => mail.envelopeTo.includes(to))).toHaveLength(1);
  });

  it('keeps mails in the outbox, untried, without SMTP', async () => {
    const clock = createTestClock();
    const app = await server({}, clock.now);
    const to = uniqueEmail('no-smtp');
    await app.app.mailer.enqueue(app.db, message(to));
    expect(await app.app.outbox.retryDue()).toBe(0);
    expect(await outboxRow(app, to)).toMatchObject({ attempts: 0, sent_at: null, error: null });
  });
});
