import { randomUUID } from 'node:crypto';
import {
  applyGameCommand,
  applySeatMoves,
  foldGameLog,
  previewGameBalance,
  type GameCommand,
  type GameState,
} from '@felt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClubWorld, type ClubWorld } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/helpers';
import { nightWith, refused, run, send, stateOf, type NightState } from './game-night-test-kit';

/*
 * The seating screen's commands (issue 13): break_table, whose draw the server seeds, and a
 * balance that brings the seed of the preview the director was shown.
 */

let server: TestServer;
let world: ClubWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await createClubWorld(server);
});
afterAll(() => server?.close());

const director = () => world.clients.manager;
const NINE = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy'];

/** The game's log folded as a screen folds it: the very state the server holds. */
async function foldedState(path: string): Promise<{ state: GameState; log: GameCommand[] }> {
  const response = await world.clients.member.get(`${path}commands/?after=0`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { commands: { command: GameCommand }[] };
  const log = body.commands.map((row) => row.command);
  return { state: foldGameLog(log), log };
}

const counts = (state: Pick<NightState, 'tables'>) =>
  state.tables.map((table) => [table.table, table.seats.filter((seat) => seat !== null).length]);

/** Nine players at tables of four (3, 3, 3), then one bust at tables 1 and 2: 2, 2, 3. */
async function roomyNight() {
  const { path } = await nightWith(world, NINE, { seats_per_table: 4 });
  const started = (await run(director(), path, { type: 'start', hold_clock: true })).state;
  for (const entry of started.entries) {
    await run(director(), path, { type: 'check_in', entry_id: entry.id });
  }
  let state = (await run(director(), path, { type: 'draw_seats' })).state;
  expect(counts(state)).toEqual([
    [1, 3],
    [2, 3],
    [3, 3],
  ]);
  for (const number of [1, 2]) {
    const player = state.tables.find((table) => table.table === number)!.seats.find(Boolean)!;
    state = (await run(director(), path, { type: 'bust', entry_id: player })).state;
  }
  return { path, state };
}

describe('break_table', () => {
  it("seats the table's players at free seats of the others, from a seed the server draws", async () => {
    const { path, state: before } = await roomyNight();
    const leaving = before.tables.find((table) => table.table === 3)!.seats.filter(Boolean);

    const answer = await run(director(), path, { type: 'break_table', table: 3 });

    const after = answer.state;
    expect(after.tables.map((table) => table.table)).toEqual([1, 2]);
    expect(
      counts(after)
        .map(([, count]) => count)
        .sort(),
    ).toEqual([3, 4]);
    for (const id of leaving) {
      expect(after.entries.find((entry) => entry.id === id)).toMatchObject({ status: 'seated' });
      expect([1, 2]).toContain(after.entries.find((entry) => entry.id === id)!.table);
    }
    expect(after.balance_needed).toBe(false);
    expect(after.undo[0]).toMatchObject({ type: 'break_table', label: 'Break table 3' });
    expect(await stateOf(world.clients.member, path)).toMatchObject({
      version: answer.version,
      tables: after.tables,
    });
    // The stored command carries the server's seed, so every screen folds the same seats.
    const { state, log } = await foldedState(path);
    expect(log.at(-1)).toMatchObject({ type: 'break_table', table: 3, seed: expect.any(Number) });
    expect(state.tables).toEqual(after.tables);

    // Undone like any command: the table is back with its players.
    const undone = await run(director(), path, { type: 'undo', command_id: log.at(-1)!.id });
    expect(undone.state.tables).toEqual(before.tables);
  });

  it("keeps the seed the director's screen drew the break with, so the seats are the ones shown", async () => {
    const { path } = await roomyNight();
    const { state: folded } = await foldedState(path);
    const id = randomUUID();
    const shown = (seed: number) => {
      const result = applyGameCommand(folded, {
        id,
        at: folded.last_at ?? 0,
        seed,
        type: 'break_table',
        table: 3,
      });
      if (!result.ok) throw new Error(result.reason);
      return result.state.tables;
    };
    // A seed whose seats differ from another's, so a server drawing its own would be caught.
    const seed = [5, 6, 7, 8, 9].find(
      (each) => JSON.stringify(shown(each)) !== JSON.stringify(shown(4)),
    )!;

    const response = await send(director(), path, { id, type: 'break_table', table: 3, seed });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { state: NightState }).state.tables).toEqual(shown(seed));
    const { log } = await foldedState(path);
    expect(log.at(-1)).toMatchObject({ id, type: 'break_table', seed });
  });

  it('answers 409 with the reason for a table that does not fit or does not exist, changing nothing', async () => {
    const { path, state } = await roomyNight();
    const version = (await stateOf(director(), path)).version;

    expect((await refused(director(), path, { type: 'break_table', table: 7 })).detail).toBe(
      'There is no table 7.',
    );
    // Fill table 3 from table 1, close table 2 into table 1: table 3's four fit nowhere.
    const atOne = state.tables.find((table) => table.table === 1)!.seats.find(Boolean)!;
    const move = await run(director(), path, {
      type: 'move_seat',
      entry_id: atOne,
      table: 3,
      seat: state.tables.find((table) => table.table === 3)!.seats.indexOf(null) + 1,
    });
    expect(counts(move.state)).toEqual([
      [1, 1],
      [2, 2],
      [3, 4],
    ]);
    await run(director(), path, { type: 'break_table', table: 2 });
    const full = await refused(director(), path, { type: 'break_table', table: 3 });
    expect(full.detail).toBe(
      'Table 3 cannot break: its 4 players do not fit in the 1 free seat at the other tables.',
    );
    const after = await stateOf(director(), path);
    expect(after.version).toBe(version + 2);
    expect(counts(after)).toEqual([
      [1, 3],
      [3, 4],
    ]);
  });

  it('is refused before the seats are drawn, and for members; a bad table is a 400', async () => {
    const { path } = await nightWith(world, ['Ann', 'Bob'], { seats_per_table: 4 });
    await run(director(), path, { type: 'start', hold_clock: true });
    expect((await refused(director(), path, { type: 'break_table', table: 1 })).detail).toBe(
      'Seats have not been drawn yet.',
    );
    for (const table of [0, 1.5, 'two', null]) {
      const response = await send(director(), path, { type: 'break_table', table });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        table: ['Give a table number from the game state.'],
      });
    }
    const member = await send(world.clients.member, path, { type: 'break_table', table: 1 });
    expect(member.status).toBe(403);
    expect((await stateOf(director(), path)).version).toBe(1);
  });
});

describe('draw_seats with the seed the screen drew with', () => {
  it('keeps the seats the director saw at once, and draws its own seed without one', async () => {
    const { path } = await nightWith(world, NINE, { seats_per_table: 4 });
    const started = (await run(director(), path, { type: 'start', hold_clock: true })).state;
    for (const entry of started.entries) {
      await run(director(), path, { type: 'check_in', entry_id: entry.id });
    }
    const { state: folded } = await foldedState(path);
    const id = randomUUID();
    const shown = (seed: number) => {
      const result = applyGameCommand(folded, {
        id,
        at: folded.last_at ?? 0,
        seed,
        type: 'draw_seats',
      });
      if (!result.ok) throw new Error(result.reason);
      return result.state.tables;
    };
    // A seed whose seats differ from another's, so a server drawing its own would be caught.
    const seed = [5, 6, 7, 8, 9].find(
      (each) => JSON.stringify(shown(each)) !== JSON.stringify(shown(4)),
    )!;

    const response = await send(director(), path, { id, type: 'draw_seats', seed });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { state: NightState }).state.tables).toEqual(shown(seed));
    const { log } = await foldedState(path);
    expect(log.at(-1)).toMatchObject({ id, type: 'draw_seats', seed });

    // A redraw without one: the server draws a seed and stores it for every screen's fold.
    await run(director(), path, { type: 'draw_seats' });
    expect((await foldedState(path)).log.at(-1)).toMatchObject({
      type: 'draw_seats',
      seed: expect.any(Number),
    });
  });

  it('refuses a seed that is not a 32-bit draw, changing nothing', async () => {
    const { path } = await nightWith(world, NINE, { seats_per_table: 4 });
    await run(director(), path, { type: 'start', hold_clock: true });
    const version = (await stateOf(director(), path)).version;
    for (const seed of [-1, 2 ** 32, 1.5, 'seven']) {
      const response = await send(director(), path, { type: 'draw_seats', seed });
      expect(response.status).toBe(400);
    }
    expect((await stateOf(director(), path)).version).toBe(version);
  });
});

describe('balance with the seed of its preview', () => {
  it('applies exactly the moves the director was shown', async () => {
    const { path } = await nightWith(world, NINE, { seats_per_table: 5 });
    const started = (await run(director(), path, { type: 'start', hold_clock: true })).state;
    for (const entry of started.entries) {
      await run(director(), path, { type: 'check_in', entry_id: entry.id });
    }
    let state = (await run(director(), path, { type: 'draw_seats' })).state;
    // 5 and 4; two busts at the table of five leave 3 and 4, then one more: 2 and 4.
    const big = state.tables.find((table) => table.seats.filter(Boolean).length === 5)!;
    for (const player of big.seats.filter(Boolean).slice(0, 3)) {
      state = (await run(director(), path, { type: 'bust', entry_id: player })).state;
    }
    expect(state.balance_needed).toBe(true);

    const { state: folded } = await foldedState(path);
    const id = randomUUID();
    const seeds = [11, 22, 33, 44, 55, 66, 77, 88];
    const previews = seeds.map((seed) => {
      const preview = previewGameBalance(folded, { id, seed });
      if (!preview.ok) throw new Error(preview.reason);
      return { seed, result: preview.result };
    });
    // Pick a seed whose moves differ from the id's own draw, so a server ignoring it would fail.
    const unseeded = previewGameBalance(folded, { id });
    if (!unseeded.ok) throw new Error(unseeded.reason);
    const shown =
      previews.find(
        (preview) => JSON.stringify(preview.result) !== JSON.stringify(unseeded.result),
      ) ?? previews[0]!;

    const applied = await send(director(), path, { id, type: 'balance', seed: shown.seed });
    expect(applied.status).toBe(200);
    const answer = (await applied.json()) as { state: NightState };
    expect(answer.state.tables).toEqual(applySeatMoves(folded.tables, shown.result));
    for (const move of shown.result.moves) {
      expect(answer.state.entries.find((entry) => entry.id === move.player)).toMatchObject({
        table: move.toTable,
        seat: move.toSeat,
      });
    }
    const { log } = await foldedState(path);
    expect(log.at(-1)).toMatchObject({ id, type: 'balance', seed: shown.seed });
  });
});
