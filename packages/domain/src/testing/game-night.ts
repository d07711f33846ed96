/** A game night under test: a log of commands made with increasing ids and times. */
import {
  applyGameCommand,
  emptyGameState,
  gameStateView,
  type GameCommand,
  type GameCommandBody,
  type GameCommandResult,
  type GameSettings,
  type GameSetupEntry,
  type GameState,
} from '../index';
import type { BlindLevelValues } from '../blind-levels';

export const MINUTE = 60_000;
export const T0 = Date.UTC(2026, 10, 27, 19, 0, 0);

export const SETTINGS: GameSettings = {
  default_buy_in_cents: 2000,
  house_fee_cents: 200,
  rebuy_price_cents: 2000,
  rebuy_chips: 5000,
  rebuys_allowed_until_level: 2,
  max_rebuys: 1,
  addon_price_cents: 1000,
  addon_chips: 3000,
  starting_stack: 5000,
  bounty_cents: 500,
  seats_per_table: 6,
};

const level = (small: number, big: number, ante = 0): BlindLevelValues => ({
  time_minutes: 20,
  small_blind: small,
  big_blind: big,
  ante_value: ante,
  is_break: false,
});

/** Level 1, level 2, a 10-minute break, level 3, level 4. */
export const LEVELS: BlindLevelValues[] = [
  level(25, 50),
  level(50, 100),
  { time_minutes: 10, small_blind: 0, big_blind: 0, ante_value: 0, is_break: true },
  level(100, 200),
  level(200, 400, 50),
];

export const NAMES = ['Ann Lee', 'Bob Stone', 'Cy Park', 'Di Moss', 'Ed Fox', 'Flo Hart'];

export const setupEntries = (names: readonly string[], checkedIn = false): GameSetupEntry[] =>
  names.map((name, index) => ({
    id: String(index + 1),
    name,
    member_slug: `member-${index + 1}`,
    checked_in: checkedIn,
  }));

export class Night {
  state: GameState = emptyGameState();
  at = T0;
  private next = 0;
  readonly log: GameCommand[] = [];

  /** The command as the server would append it, `ms` after the previous one. */
  command(body: GameCommandBody, ms = 1000, seed?: number): GameCommand {
    this.next += 1;
    this.at += ms;
    const command = { id: `c${this.next}`, at: this.at, ...body } as GameCommand;
    return seed === undefined ? command : { ...command, seed };
  }

  try(body: GameCommandBody, ms = 1000, seed?: number): GameCommandResult {
    const command = this.command(body, ms, seed);
    const result = applyGameCommand(this.state, command);
    if (result.ok) {
      this.state = result.state;
      this.log.push(command);
    }
    return result;
  }

  /** Applies the command and returns its id; fails the test when it is refused. */
  run(body: GameCommandBody, ms = 1000, seed?: number): string {
    const result = this.try(body, ms, seed);
    if (!result.ok) throw new Error(`${body.type} refused: ${result.reason}`);
    return this.log.at(-1)?.id as string;
  }

  /** The refusal's reason; fails the test when the command is applied. */
  refused(body: GameCommandBody, ms = 1000): string {
    const before = this.state;
    const result = this.try(body, ms);
    if (result.ok) throw new Error(`${body.type} was applied, expected a refusal`);
    if (this.state !== before) throw new Error('a refusal changed the state');
    return result.reason;
  }

  view(now = this.at) {
    return gameStateView(this.state, now);
  }

  entry(name: string) {
    const entries = this.view().entries.filter((entry) => entry.name === name);
    const entry = entries.at(-1);
    if (!entry) throw new Error(`no entry ${name}`);
    return entry;
  }

  id(name: string): string {
    return this.entry(name).id;
  }

  start(
    names: readonly string[] = NAMES,
    options: { checkedIn?: boolean; settings?: Partial<GameSettings>; hold?: boolean } = {},
  ): this {
    this.run(
      {
        type: 'start',
        setup: {
          levels: LEVELS,
          settings: { ...SETTINGS, ...options.settings },
          entries: setupEntries(names, options.checkedIn ?? true),
        },
        ...(options.hold ? { hold_clock: true } : {}),
      },
      0,
    );
    return this;
  }
}
