import { randomUUID } from 'node:crypto';
import { foldGameLog, gameStateView, type GameCommand } from '@felt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubWorld, jsonOf, type ClubWorld } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/helpers';
import {
  entryNamed,
  nightWith,
  refused,
  run,
  send,
  stateOf,
  type CommandAnswer,
} from './game-night-test-kit';

let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
});
afterAll(() => server?.close());

const director = () => world.clients.manager;

async function versionsOf(slug: string): Promise<number[]> {
  const game = await server.db
    .selectFrom('game')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  const rows = await server.db
    .selectFrom('game_command')
    .select('version')
    .where('game_id', '=', game.id)
    .orderBy('version')
    .execute();
  return rows.map((row) => Number(row.version));
}

describe('a night run through every command', () => {
  it('starts from the schedule, settings and registered players, and runs to the finish', async () => {
    const { slug, path } = await nightWith(world, ['Ann', 'Bob', 'Cat', 'Dan', 'Eve'], {
      seats_per_table: 4,
      addon_chips: 5000,
      addon_price_cents: 1000,
      default_buy_in_cents: 2000,
      house_fee_cents: 0,
      rebuy_price_cents: 2000,
    });
    const before = await stateOf(world.clients.member, path);
    expect(before).toMatchObject({ version: 0, status: 'scheduled', entries: [], undo: [] });

    const started = await run(director(), path, { type: 'start', hold_clock: true });
    expect(started.version).toBe(1);
    expect(started.state).toMatchObject({ status: 'running', clock: { status: 'stopped' } });
    expect(started.state.entries.map((entry) => [entry.name, entry.status])).toEqual([
      ['Ann', 'registered'],
      ['Bob', 'registered'],
      ['Cat', 'registered'],
      ['Dan', 'registered'],
      ['Eve', 'registered'],
    ]);
    // The game itself is running now: the games feature shows it.
    expect(await jsonOf(await world.clients.member.get(path))).toMatchObject({
      status: 'running',
    });

    let state = started.state;
    for (const name of ['Ann', 'Bob', 'Cat', 'Dan', 'Eve']) {
      state = (
        await run(director(), path, { type: 'check_in', entry_id: entryNamed(state, name).id })
      ).state;
    }
    // An entry id as a number is the same entry.
    const numeric = await refused(director(), path, {
      type: 'check_in',
      entry_id: Number(entryNamed(state, 'Ann').id),
    });
    expect(numeric.detail).toMatch(/already checked in/i);

    await run(director(), path, { type: 'late_register', guest_name: 'Fay' });
    const memberSlug = 'mia-tester';
    state = (await run(director(), path, { type: 'late_register', member_slug: memberSlug })).state;
    expect(entryNamed(state, 'Mia Tester')).toMatchObject({
      member_slug: memberSlug,
      status: 'checked_in',
    });
    expect(state.players_total).toBe(7);

    // The clock: running from the resume, paused, moved, set.
    state = (await run(director(), path, { type: 'resume' })).state;
    expect(state.clock.status).toBe('running');
    state = (await run(director(), path, { type: 'pause' })).state;
    expect(state.clock.status).toBe('paused');
    state = (await run(director(), path, { type: 'next_level' })).state;
    expect(state.clock.level_index).toBe(1);
    state = (await run(director(), path, { type: 'previous_level' })).state;
    expect(state.clock.level_index).toBe(0);
    state = (await run(director(), path, { type: 'set_remaining', seconds: 300 })).state;
    expect(state.clock.remaining_ms).toBe(300_000);
    await run(director(), path, { type: 'resume' });

    // Seats: seven players at tables of four.
    state = (await run(director(), path, { type: 'draw_seats' })).state;
    expect(state.entries.every((entry) => entry.status === 'seated')).toBe(true);
    expect(state.tables.map((table) => table.seats.filter(Boolean).length).sort()).toEqual([3, 4]);

    // A move to an empty seat of the other table.
    const ann = entryNamed(state, 'Ann');
    const other = state.tables.find((table) => table.table !== ann.table)!;
    const emptySeat = other.seats.indexOf(null) + 1;
    if (emptySeat > 0) {
      state = (
        await run(director(), path, {
          type: 'move_seat',
          entry_id: ann.id,
          table: other.table,
          seat: emptySeat,
        })
      ).state;
      expect(entryNamed(state, 'Ann')).toMatchObject({ table: other.table, seat: emptySeat });
    }

    // Busts with an eliminator, a rebuy, a re-entry and an add-on.
    const bob = entryNamed(state, 'Bob');
    const cat = entryNamed(state, 'Cat');
    state = (
      await run(director(), path, {
        type: 'bust',
        entry_id: bob.id,
        eliminated_by_entry_id: cat.id,
      })
    ).state;
    expect(entryNamed(state, 'Bob')).toMatchObject({ status: 'busted', eliminated_by: cat.id });
    expect(entryNamed(state, 'Cat').knockouts).toBe(1);
    state = (await run(director(), path, { type: 'rebuy', entry_id: cat.id })).state;
    expect(entryNamed(state, 'Cat').rebuys).toBe(1);
    state = (await run(director(), path, { type: 'reenter', entry_id: bob.id })).state;
    const reentry = state.entries.find((entry) => entry.reentry_of === bob.id);
    expect(reentry).toMatchObject({ name: 'Bob', status: 'seated' });
    state = (await run(director(), path, { type: 'addon', entry_id: cat.id })).state;
    expect(entryNamed(state, 'Cat').addons).toBe(1);
    // 8 entrants x 20.00, a rebuy 20.00, an add-on 10.00.
    expect(state.prize_pool_cents).toBe(8 * 2000 + 2000 + 1000);

    // Busts until a table needs balancing, then the balance.
    while (!state.balance_needed) {
      const smallest = [...state.tables].sort(
        (a, b) => a.seats.filter(Boolean).length - b.seats.filter(Boolean).length,
      )[0]!;
      const victim = smallest.seats.find(Boolean)!;
      state = (await run(director(), path, { type: 'bust', entry_id: victim })).state;
    }
    state = (await run(director(), path, { type: 'balance' })).state;
    expect(state.balance_needed).toBe(false);
    expect(state.undo[0]).toMatchObject({ type: 'balance', label: 'Balance tables' });

    // A deal ends the night; the undo of the finish puts it back to running, then it ends again.
    const finish = await run(director(), path, { type: 'finish', deal: true });
    expect(finish.state.status).toBe('finished');
    expect(await jsonOf(await world.clients.member.get(path))).toMatchObject({
      status: 'finished',
    });
    const undone = await run(director(), path, {
      type: 'undo',
      command_id: finish.state.undo[0]!.id,
    });
    expect(undone.state.status).toBe('running');
    expect(await jsonOf(await world.clients.member.get(path))).toMatchObject({
      status: 'running',
    });
    const last = await run(director(), path, { type: 'finish', deal: true });

    // The log holds every applied command, versions 1..n without gaps.
    const versions = await versionsOf(slug);
    expect(versions).toEqual(versions.map((_, index) => index + 1));
    expect(versions.at(-1)).toBe(last.version);
    // Anyone in the club reads the same state.
    const seen = await stateOf(world.clients.demo, path);
    expect({ ...seen, server_time: 0 }).toEqual({ ...last.state, server_time: 0 });
  });

  it('copies the schedule at the start: later edits of the schedule change nothing', async () => {
    const { path } = await nightWith(world, ['Ann', 'Bob']);
    const started = await run(director(), path, { type: 'start' });
    expect(started.state.clock.status).toBe('running');
    const level = (started.state.clock as unknown as { level: { small_blind: number } }).level;
    const schedules = await jsonOf(
      await world.clients.owner.get(`/api/clubs/${world.club.slug}/blind-schedules/`),
    );
    expect(schedules).toBeTruthy();
    const again = await stateOf(world.clients.member, path);
    expect((again.clock as unknown as { level: unknown }).level).toEqual(level);
  });
});

describe('refusals', () => {
  it('answers 409 with the reason, and changes nothing', async () => {
    const { slug, path } = await nightWith(world, ['Ann', 'Bob', 'Cat']);
    expect((await refused(director(), path, { type: 'pause' })).detail).toBe(
      'The game has not started yet.',
    );
    let state = (await run(director(), path, { type: 'start' })).state;
    expect((await refused(director(), path, { type: 'start' })).detail).toMatch(/already/i);
    for (const name of ['Ann', 'Bob', 'Cat']) {
      state = (
        await run(director(), path, { type: 'check_in', entry_id: entryNamed(state, name).id })
      ).state;
    }
    state = (await run(director(), path, { type: 'draw_seats' })).state;
    const ann = entryNamed(state, 'Ann');
    const bob = entryNamed(state, 'Bob');
    // A seat taken, named.
    const taken = await refused(director(), path, {
      type: 'move_seat',
      entry_id: ann.id,
      table: bob.table,
      seat: bob.seat,
    });
    expect(taken.detail).toMatch(/taken by Bob/);
    state = (await run(director(), path, { type: 'bust', entry_id: ann.id })).state;
    const twice = await refused(director(), path, { type: 'bust', entry_id: ann.id });
    expect(twice.detail).toMatch(/already out/i);
    // Unknown entries and a rebuy for a player who is out.
    expect((await refused(director(), path, { type: 'rebuy', entry_id: ann.id })).detail).toMatch(
      /re-enter/i,
    );
    expect((await refused(director(), path, { type: 'bust', entry_id: '999999' })).detail).toMatch(
      /entry/i,
    );
    // More than one player left and no deal.
    expect((await refused(director(), path, { type: 'finish' })).detail).toBeTruthy();

    const after = await stateOf(director(), path);
    expect({ ...after, server_time: 0, clock: null }).toEqual({
      ...state,
      server_time: 0,
      clock: null,
    });
    expect(await versionsOf(slug)).toHaveLength(after.version);
  });

  it('answers 400 for a malformed command and an unknown member', async () => {
    const { path } = await nightWith(world, ['Ann']);
    await run(director(), path, { type: 'start' });
    const unknownType = await send(director(), path, { type: 'shuffle_up' });
    expect(unknownType.status).toBe(400);
    const noId = await director().post(`${path}commands/`, { type: 'pause' });
    expect(noId.status).toBe(400);
    const badSeconds = await send(director(), path, { type: 'set_remaining', seconds: 0 });
    expect(badSeconds.status).toBe(400);
    const stranger = await send(director(), path, {
      type: 'late_register',
      member_slug: 'nobody-here',
    });
    expect(stranger.status).toBe(400);
    expect(await stranger.json()).toEqual({ member_slug: ['Choose a member of this club.'] });
  });

  it('does not start a cancelled game, nor run one cancelled while it runs', async () => {
    const { path } = await nightWith(world, ['Ann']);
    // A game with entries is cancelled rather than deleted.
    expect((await world.clients.owner.delete(path)).status).toBe(200);
    expect((await refused(director(), path, { type: 'start' })).detail).toBe(
      'Only a scheduled game can be started.',
    );

    const running = await nightWith(world, ['Ann', 'Bob']);
    const started = await run(director(), running.path, { type: 'start' });
    expect((await world.clients.owner.delete(running.path)).status).toBe(200);
    expect((await refused(director(), running.path, { type: 'pause' })).detail).toBe(
      'This game was cancelled: it takes no more commands.',
    );
    expect((await stateOf(world.clients.member, running.path)).version).toBe(started.version);
  });
});

describe('undo', () => {
  it('takes back a wrong bust, and names the later command an undo depends on', async () => {
    const { path } = await nightWith(world, ['Ann', 'Bob', 'Cat']);
    let state = (await run(director(), path, { type: 'start' })).state;
    for (const name of ['Ann', 'Bob', 'Cat']) {
      state = (
        await run(director(), path, { type: 'check_in', entry_id: entryNamed(state, name).id })
      ).state;
    }
    const ann = entryNamed(state, 'Ann').id;
    const bob = entryNamed(state, 'Bob').id;
    const bust = await run(director(), path, {
      type: 'bust',
      entry_id: ann,
      eliminated_by_entry_id: bob,
    });
    expect(bust.state.undo[0]).toMatchObject({ type: 'bust', label: 'Bust: Ann by Bob' });
    const undone = await run(director(), path, {
      type: 'undo',
      command_id: bust.state.undo[0]!.id,
    });
    expect(entryNamed(undone.state, 'Ann').status).toBe('checked_in');
    expect(undone.version).toBe(bust.version + 1);

    // A pause, then a time set on the paused clock: the pause cannot go alone.
    const pause = await run(director(), path, { type: 'pause' });
    const set = await run(director(), path, { type: 'set_remaining', seconds: 120 });
    const blocked = await refused(director(), path, {
      type: 'undo',
      command_id: pause.state.undo[0]!.id,
    });
    expect(blocked.blocked_by).toBe(set.state.undo[0]!.id);
    expect(blocked.detail).toMatch(/Set the clock to 2:00/);
    // Undoing in order works.
    await run(director(), path, { type: 'undo', command_id: set.state.undo[0]!.id });
    await run(director(), path, { type: 'undo', command_id: pause.state.undo[0]!.id });
    expect((await stateOf(director(), path)).clock.status).toBe('running');
  });
});

describe('the same command id', () => {
  it('is applied once when sent 20 times at once, and answered the same each time', async () => {
    const { slug, path } = await nightWith(world, ['Ann', 'Bob']);
    let state = (await run(director(), path, { type: 'start' })).state;
    for (const name of ['Ann', 'Bob']) {
      state = (
        await run(director(), path, { type: 'check_in', entry_id: entryNamed(state, name).id })
      ).state;
    }
    const body = { id: randomUUID(), type: 'rebuy', entry_id: entryNamed(state, 'Ann').id };
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        (index % 2 ? world.clients.owner : director()).post(`${path}commands/`, body),
      ),
    );
    const answers = (await Promise.all(responses.map((r) => r.json()))) as CommandAnswer[];
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const strip = (answer: CommandAnswer) => ({
      ...answer,
      state: { ...answer.state, server_time: 0, clock: null },
    });
    const first = strip(answers[0]!);
    for (const answer of answers) expect(strip(answer)).toEqual(first);
    expect(entryNamed(first.state, 'Ann').rebuys).toBe(1);
    expect(await versionsOf(slug)).toEqual([1, 2, 3, 4]);
    // Later, the same id still answers the same version; another type under it is refused.
    const later = await director().post(`${path}commands/`, body);
    expect(((await later.json()) as CommandAnswer).version).toBe(4);
    const reused = await refused(director(), path, { id: body.id, type: 'pause' });
    expect(reused.detail).toBe('This command id was already used for another command.');
  });
});

describe('concurrent directors', () => {
  it('applies two phones busting different players at once, in one order, none lost', async () => {
    const names = Array.from({ length: 12 }, (_, index) => `Player ${index + 1}`);
    const { slug, path } = await nightWith(world, names);
    let state = (await run(director(), path, { type: 'start' })).state;
    for (const name of names) {
      state = (
        await run(director(), path, { type: 'check_in', entry_id: entryNamed(state, name).id })
      ).state;
    }
    const start = state;
    const busts = names.slice(0, 10).map((name) => entryNamed(start, name).id);
    for (let index = 0; index < busts.length; index += 2) {
      const [a, b] = await Promise.all([
        send(world.clients.owner, path, { type: 'bust', entry_id: busts[index] }),
        send(world.clients.manager, path, { type: 'bust', entry_id: busts[index + 1] }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
    }
    const end = await stateOf(world.clients.member, path);
    expect(end.players_left).toBe(2);
    expect(
      end.entries
        .filter((entry) => entry.status === 'busted')
        .map((e) => e.place)
        .sort((a, b) => a! - b!),
    ).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const versions = await versionsOf(slug);
    expect(versions).toEqual(Array.from({ length: 1 + 12 + 10 }, (_, index) => index + 1));
  });
});

describe('the log', () => {
  it('gives the commands a screen folds to the same state as the server', async () => {
    const { path } = await nightWith(world, ['Ann', 'Bob', 'Cat']);
    let state = (await run(director(), path, { type: 'start' })).state;
    for (const name of ['Ann', 'Bob', 'Cat']) {
      state = (
        await run(director(), path, { type: 'check_in', entry_id: entryNamed(state, name).id })
      ).state;
    }
    await run(director(), path, { type: 'draw_seats' });
    const bust = await run(director(), path, {
      type: 'bust',
      entry_id: entryNamed(state, 'Ann').id,
    });

    const response = await world.clients.demo.get(`${path}commands/`);
    expect(response.status).toBe(200);
    const log = (await response.json()) as {
      version: number;
      commands: { version: number; command: GameCommand }[];
    };
    expect(log.version).toBe(bust.version);
    expect(log.commands.map((entry) => entry.version)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(log.commands.map((entry) => entry.command.type)).toEqual([
      'start',
      'check_in',
      'check_in',
      'check_in',
      'draw_seats',
      'bust',
    ]);
    const folded = foldGameLog(log.commands.map((entry) => entry.command));
    const server = await stateOf(world.clients.member, path);
    const { version, server_time, undo, ...view } = server;
    expect({ version, undo }).toEqual({ version: bust.version, undo: bust.state.undo });
    expect(gameStateView(folded, server_time)).toEqual(view);

    // Only what came after a version the screen holds.
    const newer = (await (await world.clients.member.get(`${path}commands/?after=4`)).json()) as {
      version: number;
      commands: { version: number }[];
    };
    expect(newer.commands.map((entry) => entry.version)).toEqual([5, 6]);
    const none = (await (await world.clients.member.get(`${path}commands/?after=6`)).json()) as {
      version: number;
      commands: unknown[];
    };
    expect(none).toEqual({ version: 6, commands: [] });
  });
});

describe('the server clock', () => {
  it('answers its epoch milliseconds to anyone, never cached', async () => {
    const before = Date.now();
    const response = await world.clients.anonymous.get('/api/time/');
    const after = Date.now();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { server_time } = (await response.json()) as { server_time: number };
    expect(server_time).toBeGreaterThanOrEqual(before);
    expect(server_time).toBeLessThanOrEqual(after);
  });
});
