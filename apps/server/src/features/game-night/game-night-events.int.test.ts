import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubWorld, logInClient, type ClubWorld } from '../../../test/factories';
import { startTestServer, testDialect, type TestServer } from '../../../test/helpers';
import { GAME_NIGHT_CHANNEL } from './game-night.hub';
import {
  entryNamed,
  nightWith,
  openEvents,
  run,
  stateOfEvent,
  type EventReader,
} from './game-night-test-kit';

let server: TestServer;
let world: ClubWorld;
const open: EventReader[] = [];

beforeAll(async () => {
  server = await startTestServer({}, { setup: (app) => void (app.gameNight.heartbeatMs = 100) });
  world = await createClubWorld(server);
});
afterAll(async () => {
  for (const reader of open) await reader.close();
  await server?.close();
});

async function follow(...args: Parameters<typeof openEvents>): Promise<EventReader> {
  const reader = await openEvents(...args);
  open.push(reader);
  return reader;
}

describe('the events of a game', () => {
  it('streams the state at once, then every new version in order', async () => {
    const { path } = await nightWith(world, ['Ann', 'Bob', 'Cat']);
    const events = await follow(world.clients.member, path, { 'accept-encoding': 'br, gzip' });
    expect(events.response.status).toBe(200);
    expect(events.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(events.response.headers.get('cache-control')).toBe('no-store');
    // Never compressed: a compressed stream would be held until a buffer fills.
    expect(events.response.headers.get('content-encoding')).toBeNull();

    const first = await events.nth(1);
    expect(first).toMatchObject({ id: '0', event: 'state' });
    expect(stateOfEvent(first)).toMatchObject({ version: 0, status: 'scheduled' });

    let state = (await run(world.clients.manager, path, { type: 'start' })).state;
    const ids = ['Ann', 'Bob', 'Cat'].map((name) => entryNamed(state, name).id);
    for (const id of ids)
      state = (await run(world.clients.owner, path, { type: 'check_in', entry_id: id })).state;
    await run(world.clients.manager, path, { type: 'bust', entry_id: ids[0] });

    const last = await events.nth(1 + 5);
    expect(events.events.map((event) => event.id)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(events.events.map((event) => stateOfEvent(event).version)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(entryNamed(stateOfEvent(last), 'Ann').status).toBe('busted');
    // A heartbeat comment keeps the idle stream open.
    await events.waitFor(() => events.comments.includes('heartbeat'), 'a heartbeat');
  });

  it('resumes after Last-Event-ID: the current state if behind, nothing again if not', async () => {
    const { path } = await nightWith(world, ['Ann', 'Bob']);
    await run(world.clients.manager, path, { type: 'start' });
    const paused = await run(world.clients.manager, path, { type: 'pause' });
    expect(paused.version).toBe(2);

    // Behind: the current state at once, as one event.
    const behind = await follow(world.clients.member, path, { 'last-event-id': '1' });
    const caughtUp = await behind.nth(1);
    expect(caughtUp.id).toBe('2');
    expect(stateOfEvent(caughtUp).clock.status).toBe('paused');

    // Current: nothing until the next version, which comes once.
    const current = await follow(world.clients.demo, path, { 'last-event-id': '2' });
    await run(world.clients.manager, path, { type: 'resume' });
    const next = await current.nth(1);
    expect(next.id).toBe('3');
    expect(stateOfEvent(next).clock.status).toBe('running');
    expect((await behind.nth(2)).id).toBe('3');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(current.events.map((event) => event.id)).toEqual(['3']);
    expect(behind.events.map((event) => event.id)).toEqual(['2', '3']);
  });

  it('stops following when the viewer leaves', async () => {
    const { path, slug } = await nightWith(world, ['Ann']);
    const game = await server.db
      .selectFrom('game')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    const events = await follow(world.clients.member, path);
    await events.nth(1);
    expect(server.app.gameNight.viewers(game.id)).toBe(1);
    await events.close();
    // A HEAD opens no stream.
    expect((await world.clients.member.request(`${path}events/`, { method: 'HEAD' })).status).toBe(
      404,
    );
    const deadline = Date.now() + 5000;
    while (server.app.gameNight.viewers(game.id) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(server.app.gameNight.viewers(game.id)).toBe(0);
  });
});

/** Within 5 s the stream ends, or the test fails naming what it waited for. */
async function endOf(reader: EventReader): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    reader.ended,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('the stream did not end')), 5000);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function gameIdOf(slug: string): Promise<number> {
  const game = await server.db
    .selectFrom('game')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return game.id;
}

describe('a game cancelled outside a command', () => {
  it('tells every viewer with a last event, then ends the streams', async () => {
    const { path, slug } = await nightWith(world, ['Ann', 'Bob']);
    await run(world.clients.manager, path, { type: 'start' });
    const member = await follow(world.clients.member, path);
    const demo = await follow(world.clients.demo, path, { 'last-event-id': '1' });
    expect((await member.nth(1)).id).toBe('1');

    const cancelled = await world.clients.owner.delete(path);
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as { status: string }).status).toBe('cancelled');

    for (const viewer of [member, demo]) {
      await endOf(viewer);
      const last = viewer.events.at(-1)!;
      expect(last).toMatchObject({ id: null, event: 'cancelled' });
      expect(JSON.parse(last.data)).toEqual({ game: slug, status: 'cancelled' });
    }
    expect(member.events.map((event) => event.event)).toEqual(['state', 'cancelled']);
    expect(demo.events.map((event) => event.event)).toEqual(['cancelled']);
    expect(server.app.gameNight.viewers(await gameIdOf(slug))).toBe(0);
  });

  it('ends a stream opened on a cancelled game at once, after its state', async () => {
    const { path, slug } = await nightWith(world, ['Ann']);
    await run(world.clients.manager, path, { type: 'start' });
    expect((await world.clients.manager.delete(path)).status).toBe(200);

    const late = await follow(world.clients.member, path);
    await endOf(late);
    expect(late.events.map((event) => [event.id, event.event])).toEqual([
      ['1', 'state'],
      [null, 'cancelled'],
    ]);
    expect(JSON.parse(late.events[1]!.data)).toEqual({ game: slug, status: 'cancelled' });
    // A reconnect with the version it holds hears only that the game is over.
    const again = await follow(world.clients.member, path, { 'last-event-id': '1' });
    await endOf(again);
    expect(again.events.map((event) => event.event)).toEqual(['cancelled']);
  });

  it('tells the viewers of a game deleted before anyone entered', async () => {
    const { path, slug } = await nightWith(world, []);
    const events = await follow(world.clients.member, path);
    await events.nth(1);
    expect((await world.clients.owner.delete(path)).status).toBe(204);
    await endOf(events);
    expect(JSON.parse(events.events.at(-1)!.data)).toEqual({ game: slug, status: 'deleted' });
  });

  it('keeps the stream of a game whose deletion is refused', async () => {
    const { path } = await nightWith(world, ['Ann']);
    const events = await follow(world.clients.member, path);
    await events.nth(1);
    // A member may not cancel a game: nothing is told, the stream goes on.
    expect((await world.clients.member.delete(path)).status).toBe(403);
    await run(world.clients.manager, path, { type: 'start' });
    expect((await events.nth(2)).event).toBe('state');
    expect(events.events.map((event) => event.event)).toEqual(['state', 'state']);
  });
});

describe.skipIf(testDialect() !== 'postgres')('two app processes on one PostgreSQL', () => {
  it('brings a command on one process to the viewers of the other', async () => {
    const other = await startTestServer({ database: server.config.database });
    try {
      const { path } = await nightWith(world, ['Ann', 'Bob']);
      const member = await logInClient(other, world.users.member);
      const events = await follow(member, path);
      expect((await events.nth(1)).id).toBe('0');
      await other.app.gameNight.ready();

      const started = Date.now();
      await run(world.clients.manager, path, { type: 'start' });
      const arrived = await events.nth(2);
      const latency = Date.now() - started;
      expect(arrived.id).toBe('1');
      expect(stateOfEvent(arrived).status).toBe('running');
      expect(latency).toBeLessThan(2000);
      // Commands on both processes, one log: the viewer sees every version once, in order.
      const director = await logInClient(other, world.users.manager);
      await run(director, path, { type: 'pause' });
      await run(world.clients.owner, path, { type: 'resume' });
      await events.nth(4);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(events.events.map((event) => event.id)).toEqual(['0', '1', '2', '3']);
      expect(stateOfEvent(events.events[3]!).clock.status).toBe('running');
      await events.close();
    } finally {
      await other.close();
    }
  });

  it('brings a cancellation on one process to the viewers of the other', async () => {
    const other = await startTestServer({ database: server.config.database });
    try {
      const { path, slug } = await nightWith(world, ['Ann', 'Bob']);
      await run(world.clients.manager, path, { type: 'start' });
      const member = await logInClient(other, world.users.member);
      const onOther = await follow(member, path);
      const here = await follow(world.clients.demo, path);
      await onOther.nth(1);
      await here.nth(1);
      await other.app.gameNight.ready();

      expect((await world.clients.owner.delete(path)).status).toBe(200);
      for (const viewer of [onOther, here]) {
        await endOf(viewer);
        expect(viewer.events.map((event) => event.event)).toEqual(['state', 'cancelled']);
        expect(JSON.parse(viewer.events[1]!.data)).toEqual({ game: slug, status: 'cancelled' });
      }
      expect(other.app.gameNight.viewers(await gameIdOf(slug))).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('hears of a cancellation made while its LISTEN connection was down', async () => {
    const other = await startTestServer({ database: server.config.database });
    try {
      const { path, slug } = await nightWith(world, ['Ann']);
      const member = await logInClient(other, world.users.member);
      const events = await follow(member, path);
      await events.nth(1);
      await other.app.gameNight.ready();
      await sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = ${`LISTEN ${GAME_NIGHT_CHANNEL}`}`.execute(
        server.db,
      );
      expect((await world.clients.owner.delete(path)).status).toBe(200);
      await endOf(events);
      expect(JSON.parse(events.events.at(-1)!.data)).toEqual({ game: slug, status: 'cancelled' });
    } finally {
      await other.close();
    }
  });

  it('listens again after losing its connection, and catches up on what it missed', async () => {
    const other = await startTestServer({ database: server.config.database });
    try {
      const { path } = await nightWith(world, ['Ann', 'Bob']);
      const member = await logInClient(other, world.users.member);
      const events = await follow(member, path);
      await events.nth(1);
      await other.app.gameNight.ready();
      // The database drops every LISTEN connection; a command commits while B is deaf.
      const { rows } = await sql<{ dropped: boolean }>`
        select pg_terminate_backend(pid) as dropped from pg_stat_activity
        where datname = current_database() and query = ${`LISTEN ${GAME_NIGHT_CHANNEL}`}`.execute(
        server.db,
      );
      expect(rows.length).toBeGreaterThan(0);
      await run(world.clients.manager, path, { type: 'start' });
      const caughtUp = await events.nth(2, 10_000);
      expect(caughtUp.id).toBe('1');
      // And it hears the next command as before.
      await run(world.clients.manager, path, { type: 'pause' });
      expect((await events.nth(3)).id).toBe('2');
      await events.close();
    } finally {
      await other.close();
    }
  });
});
