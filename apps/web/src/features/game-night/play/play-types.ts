import type { GameCommandRequest } from '@felt/contract';
import type { GameStateView, PayoutStructure, UndoableGameCommand } from '@felt/domain';

/** What the play screen shows: the state at the screen's corrected now, with the undo list. */
export type PlayView = GameStateView & { undo: UndoableGameCommand[] };

/** A command body as the screen hands it over: the live layer gives it its id. */
export type PlayCommand = GameCommandRequest extends infer T
  ? T extends unknown
    ? Omit<T, 'id'>
    : never
  : never;

/** A director's command not yet confirmed by the server (queued offline or on its way). */
export interface PendingPlayCommand {
  id: string;
  label: string;
  status: 'queued' | 'sending';
  /** Why the domain refuses it on the state shown (the server decides when it arrives). */
  localRefusal?: string | null;
}

/** The game's payout rules (its effective settings), for the paid places. */
export interface PlayPayoutRules {
  structure: PayoutStructure;
  roundingUnitCents: number;
}
