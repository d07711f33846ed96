import { describe, expect, it } from 'vitest';
import {
  describeGameCommand,
  foldGameLog,
  gameSeatChanges,
  undoableGameCommands,
  type GameCommand,
  type GameState,
} from './index';
import { Night } from './testing/game-night';

const NINE = ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ivy'];

/** Nine players at three tables of four, then one bust at tables 1 and 2: 2, 2 and 3 left. */
const roomy = (drawSeed = 7) => {
  const night = new Night().start(NINE, { settings: { seats_per_table: 4 } });
  night.run({ type: 'draw_seats' }, 1000, drawSeed);
  for (const table of [1, 2]) {
    const player = night.state.tables.find((t) => t.table === table)!.seats.find(Boolean)!;
    night.run({ type: 'bust', entry_id: player });
  }
  return night;
};

const counts = (state: GameState) =>
  state.tables.map((table) => [table.table, table.seats.filter((seat) => seat !== null).length]);

const everyoneSeatedOnce = (state: GameState) => {
  const seated = state.tables.flatMap((table) => table.seats.filter((seat) => seat !== null));
  const inGame = state.entries.filter((entry) => entry.state === 'in').map((entry) => entry.id);
  expect([...seated].sort()).toEqual([...inGame].sort());
};

describe('break_table', () => {
  it("seats the table's players at random free seats of the other tables, keeping them even", () => {
    const night = roomy();
    expect(counts(night.state)).toEqual([
      [1, 2],
      [2, 2],
      [3, 3],
    ]);
    const before = night.state;
    const leaving = before.tables.find((table) => table.table === 3)!.seats.filter(Boolean);

    const id = night.run({ type: 'break_table', table: 3 }, 1000, 12345);

    expect(night.state.tables.map((table) => table.table)).toEqual([1, 2]);
    // Three players onto tables of two and two: the fewest first, so 4 and 3 (either way).
    expect(
      counts(night.state)
        .map(([, count]) => count)
        .sort(),
    ).toEqual([3, 4]);
    everyoneSeatedOnce(night.state);
    // Nobody else moved; the broken table's players are the moves.
    const changes = gameSeatChanges(before, night.state);
    expect(changes.broken_tables).toEqual([3]);
    expect(changes.moves.map((move) => move.entry_id).sort()).toEqual([...leaving].sort());
    expect(changes.moves.every((move) => move.from?.table === 3)).toBe(true);
    expect(undoableGameCommands(night.state)[0]).toMatchObject({ id, label: 'Break table 3' });
  });

  it('draws from the seed: the same seed replays the same seats, another seed may differ', () => {
    const draw = (seed: number) => {
      const night = roomy();
      night.run({ type: 'break_table', table: 3 }, 1000, seed);
      return night.state.tables;
    };
    expect(draw(1)).toEqual(draw(1));
    const outcomes = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => JSON.stringify(draw(seed))));
    expect(outcomes.size).toBeGreaterThan(1);
  });

  it('replays from the log and is undone like any other command', () => {
    const night = roomy(11);
    const drawn = night.state.tables;
    const breakId = night.run({ type: 'break_table', table: 2 });
    expect(night.state.tables.map((table) => table.table)).toEqual([1, 3]);
    expect(foldGameLog(night.log).tables).toEqual(night.state.tables);
    night.run({ type: 'undo', command_id: breakId });
    expect(night.state.tables).toEqual(drawn);
  });

  it('refuses a table that does not exist, the only table, and players that do not fit', () => {
    const night = new Night().start(NINE, { settings: { seats_per_table: 4 } });
    expect(night.refused({ type: 'break_table', table: 1 })).toBe('Seats have not been drawn yet.');
    night.run({ type: 'draw_seats' }, 1000, 7);
    expect(night.refused({ type: 'break_table', table: 4 })).toBe('There is no table 4.');
    expect(night.refused({ type: 'break_table', table: 'two' as never })).toBe(
      'There is no table "two".',
    );
    // 9 players at 3 tables of 4: the other two hold 6 with 2 free seats, not 3.
    expect(night.refused({ type: 'break_table', table: 1 })).toBe(
      'Table 1 cannot break: its 3 players do not fit in the 2 free seats at the other tables.',
    );
    expect(counts(night.state)).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    // A bust at table 2 makes room.
    const atTwo = night.state.tables.find((table) => table.table === 2)!.seats.find(Boolean)!;
    night.run({ type: 'bust', entry_id: atTwo });
    night.run({ type: 'break_table', table: 1 });
    expect(counts(night.state)).toEqual([
      [2, 4],
      [3, 4],
    ]);
    everyoneSeatedOnce(night.state);
  });

  it('refuses to break the only table', () => {
    const night = new Night().start(['Ann', 'Bob', 'Cy', 'Di'], {
      settings: { seats_per_table: 2 },
    });
    night.run({ type: 'draw_seats' }, 1000, 5);
    night.run({ type: 'bust', entry_id: night.state.tables[0]!.seats[0]! });
    night.run({ type: 'bust', entry_id: night.state.tables[1]!.seats[0]! });
    night.run({ type: 'break_table', table: 2 });
    expect(counts(night.state)).toEqual([[1, 2]]);
    expect(night.refused({ type: 'break_table', table: 1 })).toBe(
      'Table 1 is the only table: its players have nowhere to go.',
    );
  });

  it('says one player and one seat in the singular', () => {
    const five = new Night().start(['Ann', 'Bob', 'Cy', 'Di', 'Ed'], {
      settings: { seats_per_table: 2 },
    });
    five.run({ type: 'draw_seats' }, 1000, 5);
    // Tables of 2, 2, 1: table 3's one player fits nowhere.
    expect(counts(five.state)).toEqual([
      [1, 2],
      [2, 2],
      [3, 1],
    ]);
    expect(five.refused({ type: 'break_table', table: 3 })).toBe(
      'Table 3 cannot break: its 1 player does not fit in the 0 free seats at the other tables.',
    );
    const four = new Night().start(['Ann', 'Bob', 'Cy', 'Di'], {
      settings: { seats_per_table: 2 },
    });
    four.run({ type: 'draw_seats' }, 1000, 5);
    four.run({ type: 'bust', entry_id: four.state.tables[0]!.seats[0]! });
    expect(four.refused({ type: 'break_table', table: 2 })).toBe(
      'Table 2 cannot break: its 2 players do not fit in the 1 free seat at the other tables.',
    );
  });

  it('closes an empty table without moving anyone', () => {
    const night = new Night().start(['Ann', 'Bob', 'Cy', 'Di'], {
      settings: { seats_per_table: 2 },
    });
    night.run({ type: 'draw_seats' }, 1000, 5);
    const [a, b] = night.state.tables[1]!.seats as [string, string];
    night.run({ type: 'bust', entry_id: a });
    night.run({ type: 'bust', entry_id: b });
    const before = night.state.tables[0];
    night.run({ type: 'break_table', table: 2 });
    expect(night.state.tables).toEqual([before]);
  });

  it('is refused before the start and after the finish, and labelled for the undo list', () => {
    const fresh = new Night();
    expect(fresh.refused({ type: 'break_table', table: 1 })).toBe('The game has not started yet.');
    const night = new Night().start(['Ann', 'Bob']);
    const command = { id: 'x', at: 0, type: 'break_table', table: 3 } as GameCommand;
    expect(describeGameCommand(night.state, command)).toBe('Break table 3');
    night.run({ type: 'bust', entry_id: '2' });
    night.run({ type: 'finish' });
    expect(night.refused({ type: 'break_table', table: 1 })).toBe('The game is finished.');
  });
});
