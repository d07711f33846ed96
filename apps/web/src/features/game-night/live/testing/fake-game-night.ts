/*
 * A game night server in memory for web tests (decision 0026): the commands, log, state and
 * time routes answered through a fake `fetch`, and a fake `EventSource` the server pushes its
 * versions to. The fold is the real domain's, so what a screen shows is what the server holds.
 * The network can be cut and restored, and a POST's answer can be lost after it was applied.
 */

import { gameCommandRequestSchema, type GameNightState } from '@felt/contract';
import {
  applyGameCommand,
  emptyGameState,
  gameStateView,
  undoableGameCommands,
  type GameCommand,
  type GameSettings,
  type GameSetup,
  type GameState,
} from '@felt/domain';
import { vi } from 'vitest';

export const TEST_SETTINGS: GameSettings = {
  default_buy_in_cents: 2000,
  house_fee_cents: 200,
  rebuy_price_cents: 2000,
  rebuy_chips: 5000,
  rebuys_allowed_until_level: 2,
  max_rebuys: 1,
  addon_price_cents: 1000,
  addon_chips: 3000,
  starting_stack: 5000,
  bounty_cents: 0,
  seats_per_table: 6,
};

export const TEST_NAMES = ['Ann Lee', 'Bob Stone', 'Cy Park', 'Di Moss'];

export function testSetup(names: readonly string[] = TEST_NAMES): GameSetup {
  const level = (small: number, big: number) => ({
    time_minutes: 20,
    small_blind: small,
    big_blind: big,
    ante_value: 0,
    is_break: false,
  });
  return {
    levels: [level(25, 50), level(50, 100), level(100, 200)],
    settings: TEST_SETTINGS,
    entries: names.map((name, index) => ({
      id: String(index + 1),
      name,
      member_slug: null,
      checked_in: true,
    })),
  };
}

type Listener = (event: Event) => void;

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSED = 2;

  readyState = 0;
  onopen: Listener | null = null;
  onerror: Listener | null = null;
  onmessage: Listener | null = null;
  readonly withCredentials = false;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    readonly url: string,
    private readonly server: FakeGameNightServer,
  ) {
    server.sources.push(this);
    queueMicrotask(() => server.connect(this));
  }

  addEventListener(type: string, listener: Listener): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = 2;
  }

  get closed(): boolean {
    return this.readyState === 2;
  }

  /** The server's side: the stream opened, an event arrived, the connection dropped. */
  fireOpen(): void {
    if (this.closed) return;
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  fireState(version: number, data: unknown): void {
    if (this.readyState !== 1) return;
    const event = new MessageEvent('state', {
      data: JSON.stringify(data),
      lastEventId: String(version),
    });
    for (const listener of this.listeners.get('state') ?? []) listener(event);
  }

  /** `event: cancelled` (decision 0024): the game was cancelled or deleted; the server then ends the stream. */
  fireCancelled(game: string, status: 'cancelled' | 'deleted' = 'cancelled'): void {
    if (this.readyState !== 1) return;
    const event = new MessageEvent('cancelled', { data: JSON.stringify({ game, status }) });
    for (const listener of this.listeners.get('cancelled') ?? []) listener(event);
  }

  fireError(closed = false): void {
    if (this.closed) return;
    this.readyState = closed ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
}

interface StoredAnswer {
  status: number;
  body: unknown;
}

export class FakeGameNightServer {
  readonly gameSlug: string;
  state: GameState = emptyGameState();
  readonly log: { version: number; command: GameCommand }[] = [];
  readonly sources: FakeEventSource[] = [];
  /** Every POSTed body, in the order received (repeats included). */
  readonly posts: { id: string; type: string }[] = [];
  /** The server's clock is this far ahead of the screen's. */
  clockAheadMs = 0;
  online = true;
  /** The next POSTs are applied but their answer never reaches the screen. */
  loseAnswers = 0;
  /** False: commands are applied without an event to the streams (a stream that lags). */
  announce = true;
  /** Set: every POST is answered with this status (a session ended: 401; a crash: 500). */
  postStatus: number | null = null;
  /** Held POSTs: answered when `releasePosts` is called. */
  holdPosts = false;
  private held: (() => void)[] = [];
  /** Held log reads (GET commands/): answered when `releaseLogReads` is called (a slow link). */
  holdLogReads = false;
  private heldReads: (() => void)[] = [];
  private readonly answers = new Map<string, StoredAnswer>();
  readonly setup: GameSetup;

  constructor({ gameSlug = 'friday-night', setup = testSetup() } = {}) {
    this.gameSlug = gameSlug;
    this.setup = setup;
  }

  get version(): number {
    return this.log.length;
  }

  now(): number {
    return Date.now() + this.clockAheadMs;
  }

  /** The full state as GET state and every event carry it. */
  stateAt(now = this.now()): GameNightState {
    return {
      version: this.version,
      server_time: now,
      ...gameStateView(this.state, now),
      undo: undoableGameCommands(this.state),
    };
  }

  /** Applies a command as the server would (its own time, its own answer for a repeated id). */
  apply(body: { id: string; type: string } & Record<string, unknown>): StoredAnswer {
    const stored = this.answers.get(body.id);
    if (stored) return stored;
    const command = {
      ...body,
      at: this.now(),
      ...(body.type === 'start' ? { setup: this.setup } : {}),
    } as unknown as GameCommand;
    const result = applyGameCommand(this.state, command);
    if (!result.ok) {
      return {
        status: 409,
        body: { detail: result.reason, code: 'command_refused' },
      };
    }
    this.state = result.state;
    this.log.push({ version: this.log.length + 1, command });
    const answer = { status: 200, body: { version: this.version, state: this.stateAt() } };
    this.answers.set(body.id, answer);
    if (this.announce) {
      for (const source of this.sources) source.fireState(this.version, this.stateAt());
    }
    return answer;
  }

  /** A command another director sent (appended and announced to every open stream). */
  run(body: Record<string, unknown> & { type: string }): void {
    const answer = this.apply({ id: `server-${this.log.length + 1}`, ...body });
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
  }

  connect(source: FakeEventSource): void {
    if (source.closed) return;
    if (!this.online) {
      source.fireError();
      return;
    }
    source.fireOpen();
    source.fireState(this.version, this.stateAt());
  }

  openSources(): FakeEventSource[] {
    return this.sources.filter((source) => !source.closed);
  }

  /** The Wi-Fi goes: streams drop (the browser keeps retrying), requests fail. */
  goOffline(): void {
    this.online = false;
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    for (const source of this.openSources()) source.fireError();
    window.dispatchEvent(new Event('offline'));
  }

  /** The Wi-Fi is back: the browser's retries reconnect the streams, `online` fires. */
  goOnline(): void {
    this.online = true;
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    for (const source of this.openSources()) this.connect(source);
    window.dispatchEvent(new Event('online'));
  }

  releaseLogReads(): void {
    this.holdLogReads = false;
    const held = this.heldReads;
    this.heldReads = [];
    for (const release of held) release();
  }

  releasePosts(): void {
    this.holdPosts = false;
    const held = this.held;
    this.held = [];
    for (const release of held) release();
  }

  readonly fetch = vi.fn(async (input: string, init: RequestInit = {}): Promise<Response> => {
    if (!this.online) throw new TypeError('Failed to fetch');
    const method = init.method ?? 'GET';
    const url = new URL(input, 'http://felt.test');
    const base = `/api/games/${encodeURIComponent(this.gameSlug)}`;
    if (method === 'GET' && url.pathname === '/api/time/') {
      return json(200, { server_time: this.now() });
    }
    if (method === 'GET' && url.pathname === `${base}/commands/`) {
      if (this.holdLogReads) await new Promise<void>((resolve) => this.heldReads.push(resolve));
      const after = Number(url.searchParams.get('after') ?? 0);
      return json(200, {
        version: this.version,
        commands: this.log.filter((entry) => entry.version > after),
      });
    }
    if (method === 'GET' && url.pathname === `${base}/state/`) return json(200, this.stateAt());
    if (method === 'POST' && url.pathname === `${base}/commands/`) {
      const raw = JSON.parse(String(init.body)) as { id: string; type: string };
      this.posts.push({ id: raw.id, type: raw.type });
      if (this.holdPosts) await new Promise<void>((resolve) => this.held.push(resolve));
      if (!this.online) throw new TypeError('Failed to fetch');
      if (this.postStatus !== null) {
        return json(this.postStatus, { detail: `Answered ${this.postStatus} by the test.` });
      }
      const parsed = gameCommandRequestSchema.safeParse(raw);
      if (!parsed.success) {
        return json(400, { detail: parsed.error.issues[0]?.message ?? 'Bad request' });
      }
      const answer = this.apply(parsed.data as never);
      if (this.loseAnswers > 0) {
        this.loseAnswers -= 1;
        throw new TypeError('Failed to fetch');
      }
      return json(answer.status, answer.body);
    }
    return json(404, { detail: 'Not found.', code: 'not_found' });
  });

  /** Puts this server behind `fetch` and `EventSource`, with a CSRF cookie already set. */
  install(): this {
    document.cookie = 'csrftoken=test-token';
    vi.stubGlobal('fetch', this.fetch);
    vi.stubGlobal('EventSource', eventSourceOf(this));
    return this;
  }
}

/** The EventSource class a page constructs, bound to `server`. */
function eventSourceOf(server: FakeGameNightServer) {
  return class extends FakeEventSource {
    constructor(url: string) {
      super(url, server);
    }
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
