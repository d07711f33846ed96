/*
 * A director's commands not yet in the confirmed log (issue 13, decision 0026), as a pure
 * list: made with a client id, shown at once (folded on top of the confirmed state), sent one
 * at a time in order, and gone once the confirmed log holds them or the server refused them.
 */

import type { GameCommandRequest } from '@felt/contract';
import { applyGameCommand, type GameCommand, type GameState } from '@felt/domain';

/** A command's body as a screen makes it: everything but the id the queue gives it. */
export type GameCommandInput = GameCommandRequest extends infer T
  ? T extends unknown
    ? Omit<T, 'id'>
    : never
  : never;

export interface QueuedCommand {
  id: string;
  /** What is POSTed, id included. */
  body: GameCommandRequest;
  /** `describeGameCommand` of the state it was made on: "Bust: Ann Lee by Bob Stone". */
  label: string;
  /** The server-corrected time it was made: the `at` it is shown with until confirmed. */
  at: number;
  status: 'queued' | 'sending';
  /** The version the server gave it; it stays shown until the confirmed log reaches it. */
  acceptedVersion: number | null;
}

export type QueueAction =
  | { type: 'enqueue'; command: QueuedCommand }
  | { type: 'sending'; id: string }
  | { type: 'failed'; id: string }
  | { type: 'accepted'; id: string; version: number }
  | { type: 'drop'; id: string }
  /** The confirmed log reached `version` and holds the commands of `knownIds`. */
  | { type: 'confirmed'; version: number; knownIds: ReadonlySet<string> }
  /** A queue read back from storage: nothing is on the wire any more. */
  | { type: 'restore'; commands: readonly QueuedCommand[] };

export function queueReducer(
  queue: readonly QueuedCommand[],
  action: QueueAction,
): readonly QueuedCommand[] {
  switch (action.type) {
    case 'enqueue':
      return queue.some((command) => command.id === action.command.id)
        ? queue
        : [...queue, action.command];
    case 'sending':
      return update(queue, action.id, (command) => ({ ...command, status: 'sending' }));
    case 'failed':
      return update(queue, action.id, (command) => ({ ...command, status: 'queued' }));
    case 'accepted':
      return update(queue, action.id, (command) => ({
        ...command,
        status: 'queued',
        acceptedVersion: action.version,
      }));
    case 'drop':
      return queue.filter((command) => command.id !== action.id);
    case 'confirmed': {
      const left = queue.filter(
        (command) =>
          !action.knownIds.has(command.id) &&
          !(command.acceptedVersion !== null && command.acceptedVersion <= action.version),
      );
      return left.length === queue.length ? queue : left;
    }
    case 'restore':
      return action.commands.map((command) => ({ ...command, status: 'queued' }));
  }
}

function update(
  queue: readonly QueuedCommand[],
  id: string,
  change: (command: QueuedCommand) => QueuedCommand,
): readonly QueuedCommand[] {
  return queue.map((command) => (command.id === id ? change(command) : command));
}

/** The commands still waiting for the server's answer, in the order they are sent. */
export const waitingCommands = (queue: readonly QueuedCommand[]): QueuedCommand[] =>
  queue.filter((command) => command.acceptedVersion === null);

/** The next command to POST: the oldest one the server has not accepted. */
export const nextToSend = (queue: readonly QueuedCommand[]): QueuedCommand | undefined =>
  queue.find((command) => command.acceptedVersion === null);

/** Every command id the state has seen (in force, undone, or an undo): the server has them. */
export function knownCommandIds(state: GameState): Set<string> {
  const ids = new Set(state.log.map((command) => command.id));
  for (const { command, undo_id } of state.undone) {
    ids.add(command.id);
    ids.add(undo_id);
  }
  return ids;
}

/** The queued command as the domain folds it, at the time it was made. */
export function asGameCommand(command: QueuedCommand): GameCommand {
  return { ...command.body, at: command.at } as GameCommand;
}

export interface OptimisticState {
  state: GameState;
  /** Queued commands the domain refuses on this state, with its reason (shown, not applied). */
  refused: ReadonlyMap<string, string>;
}

/**
 * The confirmed state with the queue applied on top, in order. A command the domain refuses
 * here (made on a state that has since moved, or one only the server can complete, like a
 * start) is skipped: the server decides, and its answer comes back through the log.
 */
export function applyQueue(confirmed: GameState, queue: readonly QueuedCommand[]): OptimisticState {
  let state = confirmed;
  const refused = new Map<string, string>();
  for (const command of queue) {
    const result = applyGameCommand(state, asGameCommand(command));
    if (result.ok) state = result.state;
    else refused.set(command.id, result.reason);
  }
  return { state, refused };
}
