import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import type { PendingPlayCommand, PlayCommand, PlayView } from './play-types';

/** The latest actions listed before "Show all". */
const SHOWN = 8;

/**
 * The night's actions, newest first, each named ("Bust: Ann Lee by Bob Stone"): those not yet
 * confirmed by the server marked pending, then those in force, each with Undo for a director.
 * An undo the server refuses (a later action depends on it) comes back with its reason.
 */
export function UndoList({
  view,
  pending,
  canDirect,
  onCommand,
}: {
  view: PlayView;
  pending: readonly PendingPlayCommand[];
  canDirect: boolean;
  onCommand: (command: PlayCommand) => void;
}) {
  const [all, setAll] = useState(false);
  const pendingIds = new Set(pending.map((command) => command.id));
  // A command shown at once by the screen is in the undo list already: list it once, as pending.
  const done = view.undo.filter((command) => !pendingIds.has(command.id));
  const shown = all ? done : done.slice(0, SHOWN);
  const newestFirst = [...pending].reverse();
  return (
    <section aria-labelledby="actions-heading" className="min-w-0">
      <h2 id="actions-heading" className="text-lg font-semibold text-chalk">
        Actions
      </h2>
      {newestFirst.length === 0 && done.length === 0 ? (
        <p className="mt-2 text-mist">Nothing done yet.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2">
          {newestFirst.map((command) => (
            <li
              key={command.id}
              className="flex items-center justify-between gap-3 rounded-xl border border-dashed border-gold-400/40 px-3 py-2.5"
            >
              <span className="min-w-0 break-words text-chalk">
                {command.label}
                {command.localRefusal ? (
                  <span className="block text-sm text-suit-red">{command.localRefusal}</span>
                ) : null}
              </span>
              <span className="shrink-0 text-xs font-semibold tracking-wide text-gold-300 uppercase">
                {command.status === 'sending' ? 'Sending' : 'Pending'}
              </span>
            </li>
          ))}
          {shown.map((command) => (
            <li
              key={command.id}
              className="flex items-center justify-between gap-3 rounded-xl border border-white/[0.07] bg-ink-900/60 px-3 py-2"
            >
              <span className="min-w-0 break-words text-chalk">{command.label}</span>
              {canDirect ? (
                <Button
                  size="sm"
                  variant="ghost"
                  className="shrink-0"
                  aria-label={`Undo ${command.label}`}
                  onClick={() => onCommand({ type: 'undo', command_id: command.id })}
                >
                  <Undo2 className="size-4" aria-hidden="true" />
                  Undo
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {done.length > SHOWN ? (
        <Button
          size="sm"
          variant="ghost"
          className="mt-2"
          onClick={() => setAll((value) => !value)}
        >
          {all ? 'Show the latest only' : `Show all ${done.length} actions`}
        </Button>
      ) : null}
    </section>
  );
}
