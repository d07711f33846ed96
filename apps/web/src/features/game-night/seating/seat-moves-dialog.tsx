import { ArrowRight, Shuffle } from 'lucide-react';
import type { ReactNode } from 'react';
import { ModalDialog } from '../../../components/overlays/modal-dialog';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { plural, seatLabel, type SeatPlace } from './seating-model';

export interface PreviewMove {
  entryId: string;
  name: string;
  from: SeatPlace | null;
  to: SeatPlace;
}

export type SeatMovesPreview =
  { ok: true; moves: PreviewMove[]; brokenTables: number[] } | { ok: false; reason: string };

/**
 * The moves a balance or a table break will make, shown before anyone stands up: who goes
 * from which seat to which, and the tables that close. Applying sends the command with the
 * seed the list was drawn with, so these are the moves made.
 */
export function SeatMovesDialog({
  open,
  title,
  intro,
  preview,
  confirmLabel,
  onConfirm,
  onRedraw,
  onClose,
}: {
  open: boolean;
  title: string;
  intro?: ReactNode;
  preview: SeatMovesPreview | null;
  confirmLabel: string;
  onConfirm: () => void;
  /** Draws the random part again (who moves, to which seat). */
  onRedraw?: () => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog open={open} onClose={onClose} title={title} description={intro} width="md">
      {preview === null ? null : preview.ok ? (
        <div>
          {preview.brokenTables.length > 0 ? (
            <p className="text-sm font-semibold text-gold-300">
              {preview.brokenTables.length === 1
                ? `Table ${preview.brokenTables[0]} breaks.`
                : `Tables ${preview.brokenTables.join(' and ')} break.`}
            </p>
          ) : null}
          <p className="mt-1 text-sm text-mist">
            {preview.moves.length === 0
              ? 'Nobody moves.'
              : `${plural(preview.moves.length, 'player')} ${preview.moves.length === 1 ? 'moves' : 'move'}:`}
          </p>
          {preview.moves.length > 0 ? (
            <ul
              aria-label="Moves"
              className="mt-3 max-h-[45vh] divide-y divide-white/10 overflow-y-auto rounded-xl border border-white/10"
            >
              {preview.moves.map((move) => (
                <li
                  key={move.entryId}
                  className="flex flex-wrap items-center gap-x-2 gap-y-0.5 px-3 py-2.5 text-sm"
                >
                  <span className="min-w-0 font-semibold break-words text-chalk">{move.name}</span>
                  <span className="flex flex-wrap items-center gap-x-2 text-mist">
                    <span>{move.from ? seatLabel(move.from) : 'no seat'}</span>
                    <ArrowRight className="size-4 text-gold-300" aria-label="to" />
                    <span className="font-medium text-chalk">{seatLabel(move.to)}</span>
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            {onRedraw && preview.moves.length > 0 ? (
              <Button variant="ghost" onClick={onRedraw}>
                <Shuffle className="size-4" aria-hidden="true" />
                Draw again
              </Button>
            ) : null}
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={onConfirm}>{confirmLabel}</Button>
          </div>
        </div>
      ) : (
        <div>
          <Alert tone="info">{preview.reason}</Alert>
          <div className="mt-5 flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              OK
            </Button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
