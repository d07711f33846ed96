/*
 * One screen's connection to a running night (issue 13, decision 0026): the confirmed log
 * folded by the domain, the director's queue of commands on top, one event stream telling
 * when the log grew, the server's clock, and all of it kept in localStorage. A plain object
 * with subscribe/getSnapshot, so every component of a page reading one game shares one stream.
 */

import {
  gameCommandRequestSchema,
  gameLogResponseSchema,
  gameNightCancelledEventSchema,
  gameNightStateSchema,
  type GameNightState,
  serverTimeResponseSchema,
  type GameLogResponse,
} from '@felt/contract';
import {
  describeGameCommand,
  emptyGameState,
  foldGameLog,
  type GameCommand,
  type GameState,
} from '@felt/domain';
import { api, isApiError, type ApiError } from '../../../lib/api-client';
import { apiErrorReason } from '../../../lib/error-text';
import { estimateClockOffset } from './clock-offset';
import {
  applyQueue,
  knownCommandIds,
  nextToSend,
  queueReducer,
  type GameCommandInput,
  type OptimisticState,
  type QueueAction,
  type QueuedCommand,
} from './command-queue';
import { gameNightPaths } from './game-night-paths';
import {
  gameNightStorageKey,
  readStoredGameNight,
  writeStoredGameNight,
} from './game-night-storage';

export type LiveConnection = 'connecting' | 'live' | 'offline';

/** A command the server refused (409, 400, 403...) or that could not be made, for an alert. */
export interface GameNightRefusal {
  id: string;
  detail: string;
  /** The command's label ("Bust: Ann Lee"), when it was queued. */
  label: string | null;
}

export interface GameNightSnapshot {
  /** The fold of the confirmed log; null until it was read (or restored). */
  confirmed: GameState | null;
  version: number;
  queue: readonly QueuedCommand[];
  /** Added to this screen's Date.now() to read the server's clock. */
  offsetMs: number;
  connection: LiveConnection;
  refusal: GameNightRefusal | null;
  /** The log could not be read for a reason retrying will not change (404, 403, 401). */
  loadError: unknown;
  /**
   * The game was cancelled (or, never entered, deleted) outside a command: the stream said so
   * (\`event: cancelled\`, decision 0024) and is closed for good; nothing more will happen.
   */
  ended: 'cancelled' | 'deleted' | null;
  /**
   * The state an event brought whose version the confirmed log has not reached yet: shown at
   * once while the log is read (one round trip less between a command on another screen and
   * this one), dropped as soon as the log catches up. Never stored.
   */
  ahead: GameNightState | null;
}

/** Delays and limits; tests shorten them. */
export const liveTiming = {
  /** Waits before the 1st, 2nd... retry of a failed send, log read or stream; the last repeats. */
  retryDelaysMs: [1_000, 2_000, 4_000, 8_000, 15_000, 30_000],
  /** A tab hidden this long lets its stream go (a locked phone); it comes back when shown. */
  hiddenCloseMs: 30_000,
  /** A command unanswered this long is taken as not delivered and sent again later. */
  commandTimeoutMs: 10_000,
  timeTimeoutMs: 5_000,
  /** A screen left on all night (the TV) estimates the offset again this often: clocks drift. */
  reestimateMs: 10 * 60_000,
};

type RetryKind = 'send' | 'log' | 'stream';
type TimerKind = RetryKind | 'hidden' | 'clock';

/** A command's id: a UUID, also where crypto.randomUUID is missing (plain http on a LAN). */
export function newCommandId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The server's log does not fold here: most likely this page is an older app than the server. */
export class GameLogMismatchError extends Error {
  override readonly name = 'GameLogMismatchError';
  constructor() {
    super('This screen could not read the game log. Reload the page to get the latest version.');
  }
}

/** Statuses after which sending the same command again cannot succeed. */
function isFinalRefusal(error: ApiError): boolean {
  if (error.kind !== 'http') return false;
  const { status } = error;
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

/** The log read from `after` folded onto `base`, or null when it does not continue it. */
function foldOnto(base: GameState, after: number, log: GameLogResponse): GameState | null {
  if (log.version < after) return null;
  let expected = after + 1;
  for (const entry of log.commands) {
    if (entry.version !== expected) return null;
    expected += 1;
  }
  try {
    return foldGameLog(
      log.commands.map((entry) => entry.command as unknown as GameCommand),
      base,
    );
  } catch {
    return null;
  }
}

export class GameNightSession {
  readonly gameSlug: string;
  private snapshot: GameNightSnapshot;
  private readonly listeners = new Set<() => void>();
  private optimisticCache: {
    confirmed: GameState;
    queue: readonly QueuedCommand[];
    result: OptimisticState;
  } | null = null;

  private running = false;
  private users = 0;
  private stopTimer: ReturnType<typeof setTimeout> | undefined;

  private source: EventSource | null = null;
  private streamOpen = false;
  /** The stream failed since it last opened. */
  private streamFailed = false;
  /** The stream was open once: a later open is a reconnect (estimate the clock again). */
  private streamWasOpen = false;
  private offsetMeasured = false;
  /** Commands the server refused here: another tab's stored queue does not bring them back. */
  private readonly dropped = new Set<string>();
  /** The last send got no answer at all. */
  private sendFailed = false;
  private online = true;

  private sending = false;
  private readingLog = false;
  private readLogAgain = false;
  private estimating = false;

  private readonly timers: Partial<Record<TimerKind, ReturnType<typeof setTimeout>>> = {};
  private readonly attempts: Record<RetryKind, number> = { send: 0, log: 0, stream: 0 };

  constructor(gameSlug: string) {
    this.gameSlug = gameSlug;
    const stored = readStoredGameNight(gameSlug);
    this.snapshot = {
      confirmed: stored?.state ?? null,
      version: stored?.version ?? 0,
      queue: stored ? queueReducer([], { type: 'restore', commands: stored.queue }) : [],
      offsetMs: stored?.offsetMs ?? 0,
      connection: 'connecting',
      refusal: null,
      loadError: null,
      ended: null,
      ahead: null,
    };
  }

  // --- the store React reads -------------------------------------------------------------

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): GameNightSnapshot => this.snapshot;

  /** The server's clock now, epoch ms. */
  readonly now = (): number => Date.now() + this.snapshot.offsetMs;

  /**
   * The confirmed state of `snapshot` (the latest by default) with its queue applied on top:
   * the same object while neither moves.
   */
  optimistic(snapshot: GameNightSnapshot = this.snapshot): OptimisticState | null {
    const { confirmed, queue } = snapshot;
    if (confirmed === null) return null;
    const cache = this.optimisticCache;
    if (cache && cache.confirmed === confirmed && cache.queue === queue) return cache.result;
    const result = applyQueue(confirmed, queue);
    this.optimisticCache = { confirmed, queue, result };
    return result;
  }

  private update(patch: Partial<Omit<GameNightSnapshot, 'connection'>>): void {
    const before = this.snapshot;
    const next = { ...before, ...patch, connection: this.connectionNow() };
    if (next.ahead !== null && next.confirmed !== null && next.version >= next.ahead.version) {
      next.ahead = null;
    }
    const changed = (Object.keys(next) as (keyof GameNightSnapshot)[]).some(
      (key) => next[key] !== before[key],
    );
    if (!changed) return;
    this.snapshot = next;
    if (
      next.confirmed !== before.confirmed ||
      next.version !== before.version ||
      next.queue !== before.queue ||
      next.offsetMs !== before.offsetMs
    ) {
      writeStoredGameNight(this.gameSlug, {
        version: next.version,
        state: next.confirmed,
        queue: [...next.queue],
        offsetMs: next.offsetMs,
      });
    }
    for (const listener of this.listeners) listener();
  }

  private dispatch(action: QueueAction): void {
    this.update({ queue: queueReducer(this.snapshot.queue, action) });
  }

  private connectionNow(): LiveConnection {
    if (!this.online || this.sendFailed) return 'offline';
    if (this.streamOpen) return 'live';
    return this.streamFailed ? 'offline' : 'connecting';
  }

  // --- lifetime: one session per game and page, shared by its components ------------------

  /** A component starts using the session; the first one starts it. */
  retain(): void {
    this.users += 1;
    clearTimeout(this.stopTimer);
    sessions.set(this.gameSlug, this);
    if (!this.running) this.start();
  }

  /** A component is done; when none is left (after this turn, for StrictMode's remount), stop. */
  release(): void {
    this.users = Math.max(0, this.users - 1);
    if (this.users > 0) return;
    clearTimeout(this.stopTimer);
    this.stopTimer = setTimeout(() => {
      if (this.users > 0) return;
      this.stop();
      if (sessions.get(this.gameSlug) === this) sessions.delete(this.gameSlug);
    }, 0);
  }

  private start(): void {
    this.running = true;
    this.online = navigator.onLine;
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    document.addEventListener('visibilitychange', this.onVisibility);
    window.addEventListener('storage', this.onStorage);
    this.openStream();
    if (document.visibilityState === 'hidden') this.onVisibility();
    void this.readLog();
    void this.estimateOffset();
    void this.pump();
    this.update({});
  }

  private stop(): void {
    this.running = false;
    window.removeEventListener('online', this.onOnline);
    window.removeEventListener('offline', this.onOffline);
    document.removeEventListener('visibilitychange', this.onVisibility);
    window.removeEventListener('storage', this.onStorage);
    this.closeStream();
    for (const timer of Object.values(this.timers)) clearTimeout(timer);
  }

  private readonly onOnline = (): void => {
    this.online = true;
    this.retryNow();
  };

  private readonly onOffline = (): void => {
    this.online = false;
    this.update({});
  };

  /**
   * Another tab of the same game (the play page beside the seating page) stored its night:
   * take the commands it queued that this one has not seen, so whichever tab stays open sends
   * them (the server applies an id once), and a newer confirmed state it read.
   */
  private readonly onStorage = (event: StorageEvent): void => {
    if (event.key !== gameNightStorageKey(this.gameSlug) || event.newValue === null) return;
    const stored = readStoredGameNight(this.gameSlug);
    if (stored === null) return;
    const patch: Partial<Omit<GameNightSnapshot, 'connection'>> = {};
    let { confirmed, version } = this.snapshot;
    if (stored.state !== null && stored.version > version) {
      confirmed = stored.state;
      version = stored.version;
      patch.confirmed = confirmed;
      patch.version = version;
    }
    const known = new Set([
      ...this.snapshot.queue.map((command) => command.id),
      ...this.dropped,
      ...(confirmed ? knownCommandIds(confirmed) : []),
    ]);
    const theirs = stored.queue.filter(
      (command) => command.acceptedVersion === null && !known.has(command.id),
    );
    let queue = this.snapshot.queue;
    for (const command of theirs) queue = queueReducer(queue, { type: 'enqueue', command });
    if (confirmed) {
      queue = queueReducer(queue, {
        type: 'confirmed',
        version,
        knownIds: knownCommandIds(confirmed),
      });
    }
    if (queue !== this.snapshot.queue) patch.queue = queue;
    if (Object.keys(patch).length === 0) return;
    this.update(patch);
    void this.pump();
  };

  private readonly onVisibility = (): void => {
    clearTimeout(this.timers.hidden);
    if (document.visibilityState === 'hidden') {
      this.timers.hidden = setTimeout(() => this.closeStream(), liveTiming.hiddenCloseMs);
      return;
    }
    // Shown again (a phone unlocked): a stream the browser is still retrying is started afresh.
    if (this.source && this.source.readyState !== EventSource.OPEN) this.closeStream();
    const reopened = this.source === null;
    this.retryNow();
    if (reopened) void this.estimateOffset();
  };

  /** The network may be back: reopen the stream, read what is new and send the queue now. */
  private retryNow(): void {
    if (!this.running) return;
    for (const kind of ['send', 'log', 'stream'] as const) {
      clearTimeout(this.timers[kind]);
      this.attempts[kind] = 0;
    }
    this.openStream();
    void this.readLog();
    void this.pump();
    this.update({});
  }

  private retryLater(kind: RetryKind, run: () => void, atLeastMs = 0): void {
    if (!this.running) return;
    clearTimeout(this.timers[kind]);
    const delays = liveTiming.retryDelaysMs;
    const delay = Math.max(
      atLeastMs,
      delays[Math.min(this.attempts[kind], delays.length - 1)] ?? 1_000,
    );
    this.attempts[kind] += 1;
    this.timers[kind] = setTimeout(run, delay);
  }

  // --- the event stream --------------------------------------------------------------------

  private openStream(): void {
    if (this.source !== null || !this.running || this.snapshot.ended !== null) return;
    if (typeof EventSource === 'undefined') {
      this.streamFailed = true;
      return;
    }
    clearTimeout(this.timers.stream);
    // The browser resends Last-Event-ID itself when it reconnects this one.
    const source = new EventSource(gameNightPaths.events(this.gameSlug));
    this.source = source;
    source.onopen = () => {
      if (this.source !== source) return;
      const reconnect = this.streamWasOpen;
      this.streamWasOpen = true;
      this.streamOpen = true;
      this.streamFailed = false;
      this.sendFailed = false;
      this.attempts.stream = 0;
      this.update({});
      if (reconnect || !this.offsetMeasured) void this.estimateOffset();
      if (reconnect) void this.readLog();
      clearTimeout(this.timers.send);
      this.attempts.send = 0;
      void this.pump();
    };
    source.addEventListener('state', (event) => {
      if (this.source !== source) return;
      const data = parseJson((event as MessageEvent<unknown>).data);
      const version = versionOf(data);
      if (version === null) return;
      if (this.snapshot.confirmed === null || version !== this.snapshot.version) {
        if (version > this.snapshot.version && version > (this.snapshot.ahead?.version ?? -1)) {
          const parsed = gameNightStateSchema.safeParse(data);
          if (parsed.success) this.update({ ahead: parsed.data });
        }
        void this.readLog();
      }
    });
    source.addEventListener('cancelled', (event) => {
      if (this.source !== source) return;
      const parsed = gameNightCancelledEventSchema.safeParse(
        parseJson((event as MessageEvent<unknown>).data),
      );
      if (!parsed.success) return;
      // The server ends the stream now; closing it keeps the browser from reconnecting to
      // hear the same news again.
      this.closeStream();
      this.update({ ended: parsed.data.status });
    });
    source.onerror = () => {
      if (this.source !== source) return;
      this.streamOpen = false;
      this.streamFailed = true;
      if (source.readyState === EventSource.CLOSED) {
        // Refused (an error status) or given up: the browser will not try again by itself.
        this.source = null;
        source.close();
        this.retryLater('stream', () => this.openStream());
      }
      this.update({});
    };
  }

  private closeStream(): void {
    clearTimeout(this.timers.hidden);
    if (this.source === null) return;
    this.source.close();
    this.source = null;
    this.streamOpen = false;
    this.streamFailed = false;
    this.update({});
  }

  // --- the confirmed log -------------------------------------------------------------------

  /** Reads the log after the version held (all of it when it does not continue it) and folds. */
  private async readLog(): Promise<void> {
    if (!this.running) return;
    if (this.readingLog) {
      this.readLogAgain = true;
      return;
    }
    this.readingLog = true;
    clearTimeout(this.timers.log);
    try {
      do {
        this.readLogAgain = false;
        await this.readLogOnce();
      } while (this.readLogAgain && this.running);
      this.attempts.log = 0;
    } catch (error) {
      if (isApiError(error) && isFinalRefusal(error)) {
        this.update({ loadError: error });
      } else if (isApiError(error) && error.kind === 'http' && error.status === 401) {
        this.update({ loadError: error });
      } else {
        // A log this screen cannot fold (its app older than the server's) is shown to the page,
        // which offers a reload; the read is still tried again.
        if (error instanceof GameLogMismatchError) this.update({ loadError: error });
        this.retryLater('log', () => void this.readLog(), retryAfterMs(error));
      }
    } finally {
      this.readingLog = false;
    }
  }

  private async readLogOnce(): Promise<void> {
    const { confirmed, version } = this.snapshot;
    const after = confirmed === null ? 0 : version;
    const log = await readGameLog(this.gameSlug, after);
    let state = foldOnto(confirmed ?? emptyGameState(), after, log);
    let reached = after + log.commands.length;
    if (state === null) {
      // The log does not continue what this screen holds (a stored state from another
      // database, a gap): read it all again.
      const whole = await readGameLog(this.gameSlug, 0);
      state = foldOnto(emptyGameState(), 0, whole);
      reached = whole.commands.length;
      if (state === null) throw new GameLogMismatchError();
    }
    // Another tab's newer state arrived meanwhile (onStorage): keep it.
    if (this.snapshot.confirmed !== confirmed && this.snapshot.version >= reached) return;
    this.update({
      confirmed: state,
      version: reached,
      queue: queueReducer(this.snapshot.queue, {
        type: 'confirmed',
        version: reached,
        knownIds: knownCommandIds(state),
      }),
      loadError: null,
    });
  }

  // --- the server's clock ------------------------------------------------------------------

  private async estimateOffset(): Promise<void> {
    if (this.estimating || !this.running) return;
    this.estimating = true;
    clearTimeout(this.timers.clock);
    try {
      const estimate = await estimateClockOffset(async () => {
        const answer = await api.get(gameNightPaths.time(), {
          timeoutMs: liveTiming.timeTimeoutMs,
        });
        return serverTimeResponseSchema.parse(answer).server_time;
      });
      if (estimate) {
        this.offsetMeasured = true;
        this.update({ offsetMs: Math.round(estimate.offsetMs) });
      }
    } finally {
      this.estimating = false;
      if (this.running) {
        this.timers.clock = setTimeout(() => void this.estimateOffset(), liveTiming.reestimateMs);
      }
    }
  }

  // --- the queue -----------------------------------------------------------------------------

  /**
   * Queues a command: gives it an id, shows it at once on top of the state, keeps it in
   * localStorage and sends it after those before it. A body the contract refuses is reported
   * in `refusal` and queued not at all. Answers the id.
   */
  send(input: GameCommandInput): string {
    const id = newCommandId();
    const parsed = gameCommandRequestSchema.safeParse({ ...input, id });
    if (!parsed.success) {
      const detail = parsed.error.issues[0]?.message ?? 'This command cannot be sent.';
      this.update({ refusal: { id, detail, label: null } });
      return id;
    }
    const at = this.now();
    const base = this.optimistic()?.state ?? emptyGameState();
    const label = describeGameCommand(base, { ...parsed.data, at } as GameCommand);
    this.dispatch({
      type: 'enqueue',
      command: { id, body: parsed.data, label, at, status: 'queued', acceptedVersion: null },
    });
    void this.pump();
    return id;
  }

  dismissRefusal(): void {
    this.update({ refusal: null });
  }

  /** POSTs the queue's commands one at a time, in order, until one gets no answer. */
  private async pump(): Promise<void> {
    if (this.sending || !this.running || !this.online) return;
    const next = nextToSend(this.snapshot.queue);
    if (next === undefined) return;
    this.sending = true;
    clearTimeout(this.timers.send);
    this.dispatch({ type: 'sending', id: next.id });
    let again = false;
    try {
      const answer = await api.post(gameNightPaths.commands(this.gameSlug), next.body, {
        timeoutMs: liveTiming.commandTimeoutMs,
      });
      const version = versionOf(answer) ?? this.snapshot.version + 1;
      this.sendFailed = false;
      this.attempts.send = 0;
      this.dispatch({ type: 'accepted', id: next.id, version });
      // A 401 reported for this command earlier no longer holds.
      if (this.snapshot.refusal?.id === next.id) this.update({ refusal: null });
      if (version > this.snapshot.version) void this.readLog();
      else {
        this.dispatch({
          type: 'confirmed',
          version: this.snapshot.version,
          knownIds: new Set(),
        });
      }
      again = true;
    } catch (error) {
      if (isApiError(error) && isFinalRefusal(error)) {
        this.dropped.add(next.id);
        this.dispatch({ type: 'drop', id: next.id });
        this.update({
          refusal: { id: next.id, detail: refusalText(error), label: next.label },
        });
        again = true;
      } else {
        // No answer, a server error, a throttle or a lost session: keep it and try again.
        this.dispatch({ type: 'failed', id: next.id });
        this.sendFailed = isApiError(error) && error.isNoResponse;
        if (isApiError(error) && error.status === 401) {
          this.update({
            refusal: { id: next.id, detail: refusalText(error), label: next.label },
          });
        }
        this.update({});
        this.retryLater('send', () => void this.pump(), retryAfterMs(error));
      }
    } finally {
      this.sending = false;
    }
    if (again) void this.pump();
  }
}

/** An event's data: parsed when it is JSON text, as it is otherwise; null for bad JSON. */
function parseJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

function versionOf(value: unknown): number | null {
  const data = parseJson(value);
  if (typeof data !== 'object' || data === null) return null;
  const { version } = data as { version?: unknown };
  return typeof version === 'number' && Number.isSafeInteger(version) ? version : null;
}

function refusalText(error: ApiError): string {
  return apiErrorReason(error) ?? error.message;
}

function retryAfterMs(error: unknown): number {
  return isApiError(error) && error.retryAfter !== undefined ? error.retryAfter * 1_000 : 0;
}

async function readGameLog(gameSlug: string, after: number): Promise<GameLogResponse> {
  const parsed = gameLogResponseSchema.safeParse(
    await api.get(gameNightPaths.log(gameSlug, after)),
  );
  // A command type this app does not know yet.
  if (!parsed.success) throw new GameLogMismatchError();
  return parsed.data;
}

/** The sessions in use, one per game: every component of a page shares its game's. */
const sessions = new Map<string, GameNightSession>();

/** The session of `gameSlug` (made on first use; started by its first `retain`). */
export function gameNightSession(gameSlug: string): GameNightSession {
  let session = sessions.get(gameSlug);
  if (session === undefined) {
    session = new GameNightSession(gameSlug);
    sessions.set(gameSlug, session);
  }
  return session;
}
