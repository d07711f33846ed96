import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClubWorld,
  createTestClock,
  MINUTE,
  uniqueEmail,
  waitForMail,
  type ClubWorld,
} from '../../../test/factories';
import {
  createClient,
  startSmtpSink,
  startTestServer,
  testDialect,
  type SmtpSink,
  type TestServer,
} from '../../../test/helpers';
import { formatStart } from './game-mails';
import { claimReminder, listDueReminders } from './game-reminders.repository';

const HOUR = 60 * MINUTE;
const clock = createTestClock(new Date('2031-11-01T12:00:00Z'));
let sink: SmtpSink;
/** Two app processes on one database, as in a deployment with several. */
let first: TestServer;
let second: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  sink = await startSmtpSink();
  first = await startTestServer({ smtpUrl: sink.url }, { now: clock.now });
  second = await startTestServer(
    { smtpUrl: sink.url, database: first.config.database },
    { now: clock.now },
  );
  world = await createClubWorld(first);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await sink?.close();
});

interface Scheduled {
  slug: string;
  join_code: string;
  starts_at: string;
}

let titles = 0;
async function schedule(inHours: number, body: Record<string, unknown> = {}) {
  titles += 1;
  const response = await world.clients.owner.post(`/api/clubs/${world.club.slug}/games/`, {
    title: `Reminder Night ${titles}`,
    starts_at: new Date(clock.now().getTime() + inHours * HOUR).toISOString(),
    location: 'The Den',
    ...body,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Scheduled & { title: string };
}

async function rsvp(actor: 'member' | 'manager' | 'owner', game: Scheduled) {
  const response = await world.clients[actor].post(`/api/games/${game.slug}/entries/`, {});
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; status: string };
}

/**
 * Both processes' workers, twice each. On PostgreSQL all four passes run at once. Two SQLite
 * apps in one Node process cannot: better-sqlite3 waits for a lock synchronously, so one app
 * waiting blocks the other's commit (SQLite deployments run one process); there the passes
 * alternate, and the claim itself is raced in the test below.
 */
async function runEverywhere(): Promise<number> {
  const before = await countReminders();
  const passes = [first, second, first, second].map(
    (server) => () => server.app.reminders.runDue(),
  );
  if (testDialect() === 'postgres') await Promise.all(passes.map((pass) => pass()));
  else for (const pass of passes) await pass();
  await Promise.all([first.app.outbox.drain(), second.app.outbox.drain()]);
  return (await countReminders()) - before;
}

/** Every reminder stored so far, by any process. */
async function countReminders(): Promise<number> {
  const row = await first.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('subject', 'like', 'Reminder:%')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The reminders stored for `to` about `title`. */
async function remindersTo(to: string, title: string): Promise<string[]> {
  const rows = await first.db
    .selectFrom('mail_outbox')
    .select('subject')
    .where('to', '=', to)
    .where('subject', 'like', `Reminder:%${title}%`)
    .execute();
  return rows.map((row) => row.subject);
}

describe('game reminders', () => {
  it('mails the players and the waitlist once, a day ahead, whichever process runs', async () => {
    const game = await schedule(30, { max_players: 2 });
    await rsvp('member', game);
    await rsvp('manager', game);
    expect((await rsvp('owner', game)).status).toBe('waitlisted');
    const friend = uniqueEmail('friend').toLowerCase();
    const joined = await createClient(first.url).post(`/api/games/${game.slug}/join/`, {
      code: game.join_code,
      name: 'Frank Friend',
      email: friend,
    });
    expect(joined.status).toBe(201);

    // 30 hours ahead: too early.
    expect(await runEverywhere()).toBe(0);
    clock.advance(7 * HOUR);
    // 23 hours ahead: four reminders, one per player, however many workers run at once.
    expect(await runEverywhere()).toBe(4);
    expect(await runEverywhere()).toBe(0);
    clock.advance(HOUR);
    expect(await runEverywhere()).toBe(0);

    for (const email of [world.users.member.email, world.users.manager.email]) {
      expect(await remindersTo(email, game.title)).toEqual([
        `Reminder: ${game.title} is coming up`,
      ]);
    }
    const player = await waitForMail(
      sink,
      world.users.member.email,
      /^Reminder: Reminder Night 1 /,
    );
    expect(player.text).toContain(
      `You're in for ${game.title} of Main Street Poker, ${formatStart(game.starts_at, 'America/New_York')}, at The Den.`,
    );
    expect(player.text).toContain(`/app/game/${game.slug}`);

    const waiting = await waitForMail(
      sink,
      world.users.owner.email,
      /waitlist for Reminder Night 1$/,
    );
    expect(waiting.subject).toBe(`Reminder: you're number 1 on the waitlist for ${game.title}`);
    expect(waiting.text).toContain("The game is full and you're number 1 on the waitlist.");

    const guest = await waitForMail(sink, friend, /waitlist for Reminder Night 1$/);
    expect(guest.subject).toBe(`Reminder: you're number 2 on the waitlist for ${game.title}`);
    expect(guest.text).toContain('Hi Frank Friend,');
    expect(guest.text).toContain('the link in your confirmation email');
    expect(guest.text).not.toContain('/app/game/');
    expect(
      sink.messages.filter(
        (mail) => mail.subject.includes(game.title) && mail.subject.startsWith('Reminder:'),
      ),
    ).toHaveLength(4);
  });

  it('sends none for a cancelled game or a cancelled entry', async () => {
    const cancelled = await schedule(20);
    await rsvp('member', cancelled);
    expect((await world.clients.owner.delete(`/api/games/${cancelled.slug}/`)).status).toBe(200);

    const kept = await schedule(20);
    const mine = await rsvp('member', kept);
    await rsvp('manager', kept);
    expect(
      (await world.clients.member.delete(`/api/games/${kept.slug}/entries/${mine.id}/`)).status,
    ).toBe(204);

    await runEverywhere();
    expect(await remindersTo(world.users.member.email, cancelled.title)).toEqual([]);
    expect(await remindersTo(world.users.member.email, kept.title)).toEqual([]);
    expect(await remindersTo(world.users.manager.email, kept.title)).toHaveLength(1);
  });

  it('reminds again when the game moves to another time, once', async () => {
    const game = await schedule(10);
    await rsvp('member', game);
    await runEverywhere();
    expect(await remindersTo(world.users.member.email, game.title)).toHaveLength(1);

    // A week later: nothing yet; a day before the new time, one more reminder.
    const later = new Date(clock.now().getTime() + 7 * 24 * HOUR).toISOString();
    expect(
      (await world.clients.owner.patch(`/api/games/${game.slug}/`, { starts_at: later })).status,
    ).toBe(200);
    await runEverywhere();
    expect(await remindersTo(world.users.member.email, game.title)).toHaveLength(1);
    clock.advance(6 * 24 * HOUR + HOUR);
    await runEverywhere();
    await runEverywhere();
    expect(await remindersTo(world.users.member.email, game.title)).toHaveLength(2);
  });

  it('lets one claim of a reminder through, whoever asks first', async () => {
    const game = await schedule(3);
    await rsvp('member', game);
    const due = (
      await listDueReminders(first.db, {
        now: clock.now().toISOString(),
        until: new Date(clock.now().getTime() + 24 * HOUR).toISOString(),
        limit: 100,
      })
    ).filter((reminder) => reminder.starts_at === game.starts_at);
    expect(due).toHaveLength(1);
    const claims = await Promise.all([
      claimReminder(first.db, due[0]!),
      claimReminder(second.db, due[0]!),
      claimReminder(first.db, due[0]!),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Claimed without a mail: the workers find nothing left to send for it.
    await runEverywhere();
    expect(await remindersTo(world.users.member.email, game.title)).toEqual([]);
  });

  it('runs on a timer once the app is ready and stops with it', async () => {
    const timed = await startTestServer(
      { database: first.config.database, reminderIntervalSeconds: 1 },
      { now: clock.now },
    );
    try {
      const game = await schedule(5);
      await rsvp('manager', game);
      const deadline = Date.now() + 5000;
      while ((await remindersTo(world.users.manager.email, game.title)).length === 0) {
        expect(Date.now()).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await timed.close();
    }
    const after = await schedule(5);
    await rsvp('manager', after);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await remindersTo(world.users.manager.email, after.title)).toEqual([]);
  });
});
