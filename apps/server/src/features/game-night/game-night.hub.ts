import { emptyGameState, foldGameLog, type GameState } from '@felt/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../../config';
import type { Database } from '../../db/schema';
import { listCommandsAfter, notifyGameVersion } from './game-night.repository';

/**
 * The PostgreSQL channel a committed command is announced on: `"<game id>:<version>"`, and a
 * game cancelled outside the log (`DELETE` of a game with entries): `"<game id>:cancelled"`,
 * or deleted (`DELETE` of a game without): `"<game id>:deleted"`.
 */
export const GAME_NIGHT_CHANNEL = 'felt_game_night';

/** How a game left the night outside its log: cancelled (it had entries) or deleted. */
export type GameEnd = 'cancelled' | 'deleted';
const isGameEnd = (text: string | undefined): text is GameEnd =>
  text === 'cancelled' || text === 'deleted';

/** A game's state at a version of its log (0: before the first command). */
export interface GameSnapshot {
  version: number;
  state: GameState;
}

export type GameListener = (snapshot: GameSnapshot) => void;

/** A viewer of a game: every new version, and the game's cancellation (its last word). */
export interface GameViewer {
  state: GameListener;
  cancelled: (end: GameEnd) => void;
}

export interface GameNightHubOptions {
  db: Kysely<Database>;
  database: DatabaseTarget;
  log: FastifyBaseLogger;
  /** How many games' folded states stay in memory. */
  cacheSize?: number;
}

/** How long the listener waits before connecting again after losing PostgreSQL. */
const RECONNECT_MS = 1000;

/**
 * One per app (decision 0024): the folded state of the games it served, kept in memory and
 * brought up to date by folding only the commands stored since; the viewers of each game's
 * events; and, on PostgreSQL, a dedicated connection that LISTENs for the commands other
 * processes commit, so their viewers here hear of them too.
 */
export class GameNightHub {
  /** The SSE heartbeat (a comment line), so proxies and phones keep an idle stream open. */
  heartbeatMs = 15_000;

  private readonly cache = new Map<number, GameSnapshot>();
  private readonly listeners = new Map<number, Set<GameViewer>>();
  /** The last version told to each game's listeners. */
  private readonly told = new Map<number, number>();
  /** Per game, the announcement in progress: announcements of a game run one at a time. */
  private readonly chains = new Map<number, Promise<void>>();
  private readonly closers = new Set<() => void>();
  private listener: pg.Client | null = null;
  private listening: Promise<void> | null = null;
  private reconnect: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly options: GameNightHubOptions) {}

  /** The game's state at its latest version, folding what was stored since the cached one. */
  async current(gameId: number, db: Kysely<Database> = this.options.db): Promise<GameSnapshot> {
    const cached = this.cache.get(gameId) ?? { version: 0, state: emptyGameState() };
    const newer = await listCommandsAfter(db, gameId, cached.version);
    if (newer.length === 0) return cached;
    const snapshot = {
      version: newer[newer.length - 1]!.version,
      state: foldGameLog(
        newer.map((row) => row.command),
        cached.state,
      ),
    };
    this.remember(gameId, snapshot);
    return snapshot;
  }

  /** The game's state right after `version` (a repeated command's answer). */
  async at(gameId: number, version: number): Promise<GameSnapshot> {
    const cached = this.cache.get(gameId);
    if (cached?.version === version) return cached;
    const commands = (await listCommandsAfter(this.options.db, gameId, 0)).filter(
      (row) => row.version <= version,
    );
    return { version, state: foldGameLog(commands.map((row) => row.command)) };
  }

  /** Keeps a folded state (never an older one than the cache holds). */
  remember(gameId: number, snapshot: GameSnapshot): void {
    const cached = this.cache.get(gameId);
    if (cached && cached.version >= snapshot.version) return;
    this.cache.delete(gameId);
    this.cache.set(gameId, snapshot);
    const limit = this.options.cacheSize ?? 200;
    while (this.cache.size > limit) {
      const oldest = this.cache.keys().next().value;
      if (oldest === undefined) break;
      this.cache.delete(oldest);
    }
  }

  /** Listens to the game's new versions; answers the function that stops listening. */
  subscribe(gameId: number, listener: GameViewer): () => void {
    let set = this.listeners.get(gameId);
    if (!set) {
      set = new Set();
      this.listeners.set(gameId, set);
    }
    set.add(listener);
    if (this.options.database.dialect === 'postgres') void this.listen();
    return () => {
      const current = this.listeners.get(gameId);
      current?.delete(listener);
      if (current?.size === 0) {
        this.listeners.delete(gameId);
        this.told.delete(gameId);
      }
    };
  }

  /** How many viewers follow the game in this process. */
  viewers(gameId: number): number {
    return this.listeners.get(gameId)?.size ?? 0;
  }

  /**
   * The game reached `version` (a command committed here, or announced by another process):
   * its listeners get the state, once per version, in order.
   */
  announce(gameId: number, version: number): Promise<void> {
    if (!this.listeners.has(gameId)) return Promise.resolve();
    const previous = this.chains.get(gameId) ?? Promise.resolve();
    const next = previous.then(() => this.tell(gameId, version));
    this.chains.set(gameId, next);
    void next.finally(() => {
      if (this.chains.get(gameId) === next) this.chains.delete(gameId);
    });
    return next;
  }

  private async tell(gameId: number, version: number): Promise<void> {
    if ((this.told.get(gameId) ?? -1) >= version || !this.listeners.has(gameId)) return;
    try {
      const snapshot = await this.current(gameId);
      if ((this.told.get(gameId) ?? -1) >= snapshot.version) return;
      this.told.set(gameId, snapshot.version);
      for (const listener of this.listeners.get(gameId) ?? []) listener.state(snapshot);
    } catch (error) {
      this.options.log.error({ err: error, gameId }, 'game night: could not read the new state');
    }
  }

  /**
   * Inside the transaction that cancels the game (PostgreSQL): every other process hears of it
   * when the transaction commits, never before. Nothing to do on SQLite (one process).
   */
  async notifyCancelled(trx: Kysely<Database>, gameId: number, end: GameEnd): Promise<void> {
    if (this.options.database.dialect !== 'postgres') return;
    await notifyGameVersion(trx, GAME_NIGHT_CHANNEL, `${gameId}:${end}`);
  }

  /**
   * The game was cancelled or deleted (here after the commit, or announced by another
   * process): each of its viewers in this process is told once, after any version being told,
   * and then forgotten.
   */
  cancelled(gameId: number, end: GameEnd): Promise<void> {
    if (!this.listeners.has(gameId)) return Promise.resolve();
    const previous = this.chains.get(gameId) ?? Promise.resolve();
    const next = previous.then(() => {
      const viewers = this.listeners.get(gameId);
      this.listeners.delete(gameId);
      this.told.delete(gameId);
      for (const viewer of viewers ?? []) viewer.cancelled(end);
    });
    this.chains.set(gameId, next);
    void next.finally(() => {
      if (this.chains.get(gameId) === next) this.chains.delete(gameId);
    });
    return next;
  }

  /** Registers an open stream, ended when the app closes. */
  track(close: () => void): () => void {
    this.closers.add(close);
    return () => {
      this.closers.delete(close);
    };
  }

  private listen(): Promise<void> {
    if (this.closed || this.listening) return this.listening ?? Promise.resolve();
    const target = this.options.database;
    if (target.dialect !== 'postgres') return Promise.resolve();
    const client = new pg.Client({ connectionString: target.connectionString });
    const dropped = () => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listening = null;
      void client.end().catch(() => {});
      if (this.closed) return;
      this.reconnect = setTimeout(() => {
        this.reconnect = null;
        void this.listen().then(() => {
          // Commands and cancellations committed while the connection was down were not
          // heard: read them.
          for (const gameId of this.listeners.keys()) void this.catchUp(gameId);
        });
      }, RECONNECT_MS);
    };
    client.on('notification', (message) => {
      const [game, what] = (message.payload ?? '').split(':');
      const gameId = Number(game);
      if (!Number.isSafeInteger(gameId)) return;
      if (isGameEnd(what)) {
        void this.cancelled(gameId, what);
        return;
      }
      const version = Number(what);
      if (Number.isSafeInteger(version)) void this.announce(gameId, version);
    });
    client.on('error', (error) => {
      this.options.log.warn({ err: error }, 'game night: the LISTEN connection failed');
      dropped();
    });
    client.on('end', dropped);
    this.listener = client;
    this.listening = (async () => {
      try {
        await client.connect();
        await client.query(`LISTEN ${GAME_NIGHT_CHANNEL}`);
      } catch (error) {
        this.options.log.warn({ err: error }, 'game night: could not LISTEN');
        dropped();
      }
    })();
    return this.listening;
  }

  private async catchUp(gameId: number): Promise<void> {
    await this.announce(gameId, Infinity);
    try {
      const game = await this.options.db
        .selectFrom('game')
        .select('status')
        .where('id', '=', gameId)
        .executeTakeFirst();
      if (!game) await this.cancelled(gameId, 'deleted');
      else if (game.status === 'cancelled') await this.cancelled(gameId, 'cancelled');
    } catch (error) {
      this.options.log.error({ err: error, gameId }, 'game night: could not read the status');
    }
  }

  /** Resolves once this process listens for other processes' commands (PostgreSQL). */
  async ready(): Promise<void> {
    if (this.options.database.dialect === 'postgres') await this.listen();
  }

  /** Ends the open streams and the LISTEN connection. */
  async close(): Promise<void> {
    this.closed = true;
    for (const close of [...this.closers]) close();
    this.closers.clear();
    if (this.reconnect) clearTimeout(this.reconnect);
    const client = this.listener;
    this.listener = null;
    this.listening = null;
    await Promise.allSettled([...this.chains.values()]);
    if (client) await client.end().catch(() => {});
  }
}
