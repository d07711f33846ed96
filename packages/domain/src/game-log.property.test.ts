import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyGameCommand,
  emptyGameState,
  foldGameLog,
  gameStateView,
  type GameCommand,
  type GameCommandBody,
  type GameSettings,
  type GameState,
} from './index';
import { LEVELS, MINUTE, SETTINGS, T0, setupEntries } from './testing/game-night';
import { PROPERTY_TIMEOUT } from './testing/property-timeout';
import { seededRandom } from './testing/seeded-random';

const RUNS = 300;

/** One step a director might take, read against the state at that moment. */
const intent = fc.record({
  kind: fc.integer({ min: 0, max: 19 }),
  pick: fc.nat(),
  other: fc.nat(),
  gap: fc.oneof(
    { arbitrary: fc.integer({ min: 0, max: 5000 }), weight: 4 },
    { arbitrary: fc.integer({ min: 0, max: 15 * MINUTE }), weight: 1 },
  ),
  seed: fc.nat(),
});
type Intent = typeof intent extends fc.Arbitrary<infer T> ? T : never;

const settings = fc.record({
  seats_per_table: fc.integer({ min: 2, max: 9 }),
  max_rebuys: fc.integer({ min: 0, max: 2 }),
  rebuys_allowed_until_level: fc.integer({ min: 0, max: 3 }),
  addon_chips: fc.constantFrom(0, 3000),
  house_fee_cents: fc.constantFrom(0, 200),
});

const scenario = fc.record({
  players: fc.integer({ min: 0, max: 14 }),
  checkedIn: fc.boolean(),
  settings,
  intents: fc.array(intent, { maxLength: 60, size: 'max' }),
});

function bodyFor(state: GameState, { kind, pick, other }: Intent): GameCommandBody {
  const entries = state.entries;
  const entry = entries.length ? (entries[pick % entries.length]?.id as string) : 'none';
  const eliminator =
    other % 3 === 0 || !entries.length ? null : entries[other % entries.length]?.id;
  const undoable = state.log.slice(1);
  switch (kind) {
    case 0:
      return { type: 'pause' };
    case 1:
      return { type: 'resume' };
    case 2:
      return { type: 'next_level' };
    case 3:
      return { type: 'previous_level' };
    case 4:
      return { type: 'set_remaining', seconds: 1 + (pick % 1800) };
    case 5:
      return { type: 'check_in', entry_id: entry };
    case 6:
      return other % 2
        ? { type: 'late_register', guest_name: `Guest ${pick % 20}` }
        : { type: 'late_register', member_slug: `m${pick % 20}`, name: `Member ${pick % 20}` };
    case 7:
      return { type: 'draw_seats' };
    case 8:
      return other % 3 === 0 ? { type: 'break_table', table: 1 + (pick % 3) } : { type: 'balance' };
    case 9:
      return { type: 'move_seat', entry_id: entry, table: 1 + (other % 3), seat: 1 + (pick % 9) };
    case 10:
    case 11:
    case 12:
      return { type: 'bust', entry_id: entry, eliminated_by_entry_id: eliminator };
    case 13:
      return { type: 'rebuy', entry_id: entry };
    case 14:
      return { type: 'reenter', entry_id: entry };
    case 15:
      return { type: 'addon', entry_id: entry };
    case 16:
    case 17:
      return {
        type: 'undo',
        command_id: undoable.length ? (undoable[pick % undoable.length]?.id as string) : 'none',
      };
    case 18:
      return { type: 'finish', deal: other % 2 === 0 };
    default:
      return { type: 'undo', command_id: state.log.at(-1)?.id ?? 'none' };
  }
}

interface Played {
  log: GameCommand[];
  /** states[i] is the state after log[i]. */
  states: GameState[];
  at: number;
}

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

function play(input: Scenario) {
  const start: GameCommand = {
    id: 'start',
    at: T0,
    type: 'start',
    setup: {
      levels: LEVELS,
      settings: { ...SETTINGS, ...input.settings },
      entries: setupEntries(
        Array.from({ length: input.players }, (_, i) => `Player ${i + 1}`),
        input.checkedIn,
      ),
    },
  };
  const first = applyGameCommand(emptyGameState(), start);
  if (!first.ok) throw new Error(first.reason);
  const played: Played = { log: [start], states: [first.state], at: T0 };
  input.intents.forEach((step, index) => {
    // Every other step continues from the state as stored (JSON), as a server with a cached
    // state would; the fold must not care.
    const last = played.states.at(-1) as GameState;
    const stored = JSON.stringify(last);
    const state = index % 2 ? (JSON.parse(stored) as GameState) : last;
    played.at += step.gap;
    const command = {
      id: `c${index}`,
      at: played.at,
      seed: step.seed,
      ...bodyFor(state, step),
    } as GameCommand;
    const result = applyGameCommand(state, command);
    expect(JSON.stringify(state)).toBe(stored);
    if (result.ok) {
      played.log.push(command);
      played.states.push(result.state);
    } else {
      expect(result.reason).toMatch(/^\S.*[.)]$/s);
      if (command.type === 'undo' && result.blocked_by !== undefined) {
        const blocker = state.log.findIndex((c) => c.id === result.blocked_by);
        const target = state.log.findIndex((c) => c.id === command.command_id);
        expect(blocker).toBeGreaterThan(target);
      }
    }
  });
  return played;
}

/** What every state must satisfy, whatever was done to get there. */
function checkInvariants(state: GameState, now: number) {
  const settings = state.settings as GameSettings;
  const view = gameStateView(state, now);
  const entrants = view.entries.filter((e) => e.status !== 'registered');
  const left = entrants.filter((e) => e.status !== 'busted');
  const busted = entrants.filter((e) => e.status === 'busted');
  expect(view.players_total).toBe(entrants.length);
  expect(view.players_left).toBe(left.length);
  expect(view.players_left + busted.length).toBe(view.players_total);

  // Places: the busted take the bottom places, each once.
  const places = busted.map((e) => e.place).sort((a, b) => (a as number) - (b as number));
  expect(places).toEqual(busted.map((_, i) => left.length + 1 + i));

  // Seats: nobody twice, only players still in, and everyone still in once seats are drawn.
  const sitting = view.tables.flatMap((t) => t.seats.filter((s): s is string => s !== null));
  expect(new Set(sitting).size).toBe(sitting.length);
  for (const table of view.tables) {
    table.seats.forEach((seat, index) => {
      if (seat !== null) expect(index).toBeLessThan(settings.seats_per_table);
    });
  }
  for (const entry of view.entries) {
    const seatedNow = sitting.includes(entry.id);
    expect(seatedNow).toBe(entry.status === 'seated');
    if (view.tables.length > 0 && entry.status !== 'registered' && entry.status !== 'busted') {
      expect(entry.status).toBe('seated');
    }
  }

  // Money and chips: every entrant's buy-in, rebuy and add-on, and nothing else.
  const rebuys = entrants.reduce((sum, e) => sum + e.rebuys, 0);
  const addons = entrants.reduce((sum, e) => sum + e.addons, 0);
  expect(view.prize_pool_cents).toBe(
    entrants.length * (settings.default_buy_in_cents - settings.house_fee_cents) +
      rebuys * settings.rebuy_price_cents +
      addons * settings.addon_price_cents,
  );
  const chips =
    entrants.length * settings.starting_stack +
    rebuys * settings.rebuy_chips +
    addons * settings.addon_chips;
  expect(view.average_stack).toBe(left.length ? Math.round(chips / left.length) : 0);
  for (const entry of entrants) {
    expect(entry.rebuys).toBeLessThanOrEqual(settings.max_rebuys);
    expect(entry.addons).toBeLessThanOrEqual(1);
  }

  // Knockouts: one per bust with a named eliminator.
  expect(view.entries.reduce((sum, e) => sum + e.knockouts, 0)).toBe(
    view.entries.filter((e) => e.eliminated_by !== null).length,
  );
}

describe('the game log', PROPERTY_TIMEOUT, () => {
  it('replaying the same log gives the same state, and every state keeps the invariants', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { log, states, at } = play(input);
        const state = states.at(-1) as GameState;
        expect(foldGameLog(log)).toEqual(state);
        states.forEach((each) => checkInvariants(each, at));
        checkInvariants(state, at + 3 * 60 * MINUTE);
      }),
      { numRuns: RUNS },
    );
  });

  it('undoing the last command gives back the state before it', () => {
    fc.assert(
      fc.property(scenario, (input) => {
        const { log, states, at } = play(input);
        const last = log.at(-1) as GameCommand;
        if (last.type === 'start' || last.type === 'undo') return;
        const state = states.at(-1) as GameState;
        const before = states.at(-2) as GameState;
        const result = applyGameCommand(state, {
          id: 'undo-last',
          at: at + 1000,
          type: 'undo',
          command_id: last.id,
        });
        if (!result.ok) throw new Error(result.reason);
        expect({ ...result.state, undone: before.undone }).toEqual(before);
      }),
      { numRuns: RUNS },
    );
  });

  it('an undo that is accepted leaves the fold of the log without the command', () => {
    fc.assert(
      fc.property(scenario, fc.nat(), (input, pick) => {
        const { states, at } = play(input);
        const state = states.at(-1) as GameState;
        const target = state.log[1 + (pick % Math.max(1, state.log.length - 1))];
        if (!target) return;
        const result = applyGameCommand(state, {
          id: 'undo-any',
          at: at + 1000,
          type: 'undo',
          command_id: target.id,
        });
        if (!result.ok) {
          expect(result.reason).toMatch(/depends on it/);
          expect(state.log.some((c) => c.id === result.blocked_by)).toBe(true);
          return;
        }
        const refolded = foldGameLog(result.state.log);
        expect({ ...refolded, undone: [] }).toEqual({ ...result.state, undone: [] });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('a whole night of 12 players on two tables', PROPERTY_TIMEOUT, () => {
  it('draws, plays the levels, busts, balances, breaks a table and finishes', () => {
    fc.assert(
      fc.property(fc.nat(), (seed) => {
        const random = seededRandom(seed);
        const pickFrom = <T>(items: readonly T[]) =>
          items[Math.floor(random() * items.length)] as T;
        let state = emptyGameState();
        let at = T0;
        let next = 0;
        const log: GameCommand[] = [];
        const apply = (body: GameCommandBody, gap = 1000) => {
          at += gap;
          next += 1;
          const command = { id: `n${next}`, at, seed: next * 7919 + seed, ...body } as GameCommand;
          const result = applyGameCommand(state, command);
          if (result.ok) {
            state = result.state;
            log.push(command);
          }
          return result;
        };
        const must = (body: GameCommandBody, gap = 1000) => {
          const result = apply(body, gap);
          if (!result.ok) throw new Error(`${body.type}: ${result.reason}`);
        };
        const names = Array.from({ length: 12 }, (_, i) => `Player ${i + 1}`);
        must(
          {
            type: 'start',
            setup: { levels: LEVELS, settings: SETTINGS, entries: setupEntries(names, false) },
            hold_clock: true,
          },
          0,
        );
        for (let id = 1; id <= 12; id += 1) must({ type: 'check_in', entry_id: String(id) });
        must({ type: 'draw_seats' });
        let view = gameStateView(state, at);
        expect(view.tables.map((t) => t.seats.filter(Boolean).length)).toEqual([6, 6]);
        must({ type: 'resume' });
        let undone = 0;
        let oneTable = false;
        while (gameStateView(state, at).players_left > 1) {
          view = gameStateView(state, at);
          const inPlay = view.entries.filter((e) => e.status === 'seated');
          const roll = random();
          if (roll < 0.15) {
            apply({ type: 'rebuy', entry_id: pickFrom(inPlay).id }, 30_000);
          } else if (roll < 0.25) {
            apply({ type: 'addon', entry_id: pickFrom(inPlay).id }, 30_000);
          } else if (roll < 0.3) {
            const out = view.entries.filter((e) => e.status === 'busted');
            if (out.length) apply({ type: 'reenter', entry_id: pickFrom(out).id }, 30_000);
          } else {
            const victim = pickFrom(inPlay);
            const others = inPlay.filter((e) => e.id !== victim.id);
            must(
              {
                type: 'bust',
                entry_id: victim.id,
                eliminated_by_entry_id: random() < 0.8 ? pickFrom(others).id : null,
              },
              Math.floor(random() * 8 * MINUTE),
            );
            if (random() < 0.1) {
              must({ type: 'undo', command_id: (log.at(-1) as GameCommand).id });
              undone += 1;
            }
          }
          // A re-entry into full tables opens a table; a bust shortens one: the director balances.
          if (gameStateView(state, at).balance_needed) must({ type: 'balance' });
          view = gameStateView(state, at);
          expect(view.balance_needed).toBe(false);
          if (view.tables.length === 1) oneTable = true;
          if (view.players_left <= 6) expect(view.tables).toHaveLength(1);
          expect(log.length).toBeLessThan(500);
        }
        must({ type: 'finish' });
        view = gameStateView(state, at + 60 * MINUTE);
        expect(oneTable).toBe(true);
        expect(view.status).toBe('finished');
        expect(view.players_total).toBeGreaterThanOrEqual(12);
        const places = view.entries
          .map((e) => e.place)
          .sort((a, b) => (a as number) - (b as number));
        expect(places).toEqual(view.entries.map((_, i) => i + 1));
        expect(view.entries.find((e) => e.place === 1)?.status).toBe('seated');
        checkInvariants(state, at);
        expect(foldGameLog(log)).toEqual(state);
        expect(undone).toBe(state.undone.length);
      }),
      { numRuns: 200 },
    );
  });
});
