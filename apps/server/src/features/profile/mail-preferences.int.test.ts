import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClubWorld,
  createTestClock,
  jsonOf,
  MINUTE,
  waitForMail,
  type ClubWorld,
} from '../../../test/factories';
import {
  startSmtpSink,
  startTestServer,
  type SmtpSink,
  type TestServer,
} from '../../../test/helpers';

const HOUR = 60 * MINUTE;
const PATH = '/api/auth/user/profile/mail-preferences/';
const clock = createTestClock(new Date('2031-11-01T12:00:00Z'));
let sink: SmtpSink;
let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({ smtpUrl: sink.url }, { now: clock.now });
  world = await createClubWorld(server);
});
afterAll(async () => {
  await server?.close();
  await sink?.close();
});

async function schedule(title: string, inHours: number) {
  const response = await world.clients.owner.post(`/api/clubs/${world.club.slug}/games/`, {
    title,
    starts_at: new Date(clock.now().getTime() + inHours * HOUR).toISOString(),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { slug: string };
}

/** Subjects of what the sink received for `to`, once every delivery so far has finished. */
async function subjectsTo(to: string, pattern: RegExp): Promise<string[]> {
  await server.app.outbox.drain();
  return sink.messages
    .filter((mail) => mail.envelopeTo.includes(to) && pattern.test(mail.subject))
    .map((mail) => mail.subject);
}

describe('game mail preferences', () => {
  it('are both on by default, change one at a time, and are refused to Demo', async () => {
    const { manager, demo } = world.clients;
    expect(await jsonOf(await manager.get(PATH))).toEqual({
      game_invitations: true,
      game_reminders: true,
    });
    const changed = await manager.patch(PATH, { game_reminders: false });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ game_invitations: true, game_reminders: false });
    expect(await jsonOf(await manager.get(PATH))).toEqual({
      game_invitations: true,
      game_reminders: false,
    });
    expect(await jsonOf(await manager.patch(PATH, { game_reminders: true }))).toEqual({
      game_invitations: true,
      game_reminders: true,
    });
    expect((await manager.patch(PATH, { game_reminders: 'no' })).status).toBe(400);
    const refused = await demo.patch(PATH, { game_invitations: false });
    expect(refused.status).toBe(403);
    expect(await jsonOf(await demo.get(PATH))).toEqual({
      game_invitations: true,
      game_reminders: true,
    });
  });

  it('keeps game invitations from a member who turned them off', async () => {
    expect((await world.clients.member.patch(PATH, { game_invitations: false })).status).toBe(200);
    await schedule('Quiet Night', 72);
    await waitForMail(sink, world.users.manager.email, /^Quiet Night: are you in\?$/);
    expect(await subjectsTo(world.users.member.email, /^Quiet Night/)).toEqual([]);
    await world.clients.member.patch(PATH, { game_invitations: true });
    await schedule('Loud Night', 72);
    await waitForMail(sink, world.users.member.email, /^Loud Night: are you in\?$/);
  });

  it('keeps reminders from a player who turned them off, but not news of their game', async () => {
    expect((await world.clients.member.patch(PATH, { game_reminders: false })).status).toBe(200);
    const game = await schedule('Nudge Night', 20);
    for (const actor of ['member', 'manager'] as const) {
      expect((await world.clients[actor].post(`/api/games/${game.slug}/entries/`, {})).status).toBe(
        201,
      );
    }
    await server.app.reminders.runDue();
    await waitForMail(sink, world.users.manager.email, /^Reminder: Nudge Night is coming up$/);
    expect(await subjectsTo(world.users.member.email, /^Reminder:/)).toEqual([]);
    // Turned back on, the reminder already passed stays passed: one per start time.
    await world.clients.member.patch(PATH, { game_reminders: true });
    await server.app.reminders.runDue();
    expect(await subjectsTo(world.users.member.email, /^Reminder:/)).toEqual([]);
    // What happens to their own seat still reaches them.
    expect((await world.clients.owner.delete(`/api/games/${game.slug}/`)).status).toBe(200);
    await waitForMail(sink, world.users.member.email, /^Nudge Night is cancelled$/);
  });
});
