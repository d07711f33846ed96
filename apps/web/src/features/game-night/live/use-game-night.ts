import type { GameCommandRequest, GameNightState } from '@felt/contract';
import {
  gameStateView,
  undoableGameCommands,
  type GameState,
  type GameStateView,
  type UndoableGameCommand,
} from '@felt/domain';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { waitingCommands, type GameCommandInput } from './command-queue';
import { gameNightSession, type GameNightRefusal, type LiveConnection } from './game-night-session';

export interface PendingGameCommand {
  id: string;
  body: GameCommandRequest;
  /** "Bust: Ann Lee by Bob Stone". */
  label: string;
  status: 'queued' | 'sending';
  /** Why the domain refuses it on the state shown (it is then not shown applied); the server decides. */
  localRefusal: string | null;
}

export type GameNightView = GameStateView & { undo: UndoableGameCommand[] };

export interface GameNightLive {
  /**
   * The confirmed log folded by the domain, with the queued commands applied on top (those
   * the domain refuses skipped). Null while loading; offline with nothing stored it stays null
   * (`connection` is then 'offline').
   */
  state: GameState | null;
  /** The confirmed server version the state is folded to. */
  version: number;
  /** The server's clock, epoch ms (this screen's clock corrected by the estimated offset). */
  now: () => number;
  /** The state as the screens show it at `now` (server ms), with the undo list; null while loading. */
  viewAt: (now: number) => GameNightView | null;
  connection: LiveConnection;
  /** Commands not yet accepted by the server, oldest first. */
  pending: PendingGameCommand[];
  /** Queues a command (see GameNightSession.send) and answers its id. */
  send: (body: GameCommandInput) => string;
  /** The last command the server refused (or that could not be made), with the reason. */
  refusal: GameNightRefusal | null;
  dismissRefusal: () => void;
  /** Why the night cannot be read (an ApiError: 404, 403, 401); null otherwise. */
  loadError: unknown;
  /** The game was cancelled or deleted while this page showed it; null otherwise. */
  ended: 'cancelled' | 'deleted' | null;
}

/**
 * The live data of a running game night for one page: the state (confirmed and optimistic),
 * the server's clock, the connection and the director's queue. Every component of a page that
 * asks for the same game shares one event stream.
 */
export function useGameNight(gameSlug: string): GameNightLive {
  const session = useMemo(() => gameNightSession(gameSlug), [gameSlug]);
  useEffect(() => {
    session.retain();
    return () => session.release();
  }, [session]);
  const snapshot = useSyncExternalStore(
    session.subscribe,
    session.getSnapshot,
    session.getSnapshot,
  );

  // The session caches the fold per confirmed state and queue, so this is stable between them.
  const optimistic = session.optimistic(snapshot);
  const state = optimistic?.state ?? null;
  const undo = useMemo(() => (state ? undoableGameCommands(state) : []), [state]);
  const waiting = useMemo(() => waitingCommands(snapshot.queue), [snapshot.queue]);
  const ahead = waiting.length === 0 ? snapshot.ahead : null;
  const viewAt = useCallback(
    (now: number): GameNightView | null => {
      // An event is newer than the log read so far (and this screen has nothing of its own
      // waiting): show what the server said, its clock carried on to now, until the log
      // catches up a round trip later.
      if (ahead) return aheadView(ahead, now);
      return state ? { ...gameStateView(state, now), undo } : null;
    },
    [ahead, state, undo],
  );
  const { offsetMs } = snapshot;
  const now = useCallback(() => Date.now() + offsetMs, [offsetMs]);
  const refused = optimistic?.refused;
  const pending = useMemo(
    () =>
      waiting.map(({ id, body, label, status }) => ({
        id,
        body,
        label,
        status,
        localRefusal: refused?.get(id) ?? null,
      })),
    [waiting, refused],
  );
  const send = useCallback((body: GameCommandInput) => session.send(body), [session]);
  const dismissRefusal = useCallback(() => session.dismissRefusal(), [session]);

  return {
    state,
    version: snapshot.version,
    now,
    viewAt,
    connection: snapshot.connection,
    pending,
    send,
    refusal: snapshot.refusal,
    dismissRefusal,
    loadError: snapshot.loadError,
    ended: snapshot.ended,
  };
}

/** The state an event carried, as the screens show it at `now` (server ms). */
function aheadView(ahead: GameNightState, now: number): GameNightView {
  const { version: _version, server_time: serverTime, ...view } = ahead;
  const passed = view.clock.status === 'running' ? Math.max(0, now - serverTime) : 0;
  const clock = {
    ...view.clock,
    remaining_ms: Math.max(0, view.clock.remaining_ms - passed),
    ms_to_next_break:
      view.clock.ms_to_next_break === null
        ? null
        : Math.max(0, view.clock.ms_to_next_break - passed),
  };
  return { ...view, clock } as GameNightView;
}
