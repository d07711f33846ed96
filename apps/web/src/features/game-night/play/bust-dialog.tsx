import type { GameEntryView } from '@felt/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, buttonClassName } from '../../../components/ui/button';

const NOBODY = '';

/**
 * Asks who knocked the player out (anyone still in, or nobody named) before the bust. Focus
 * starts on the picker, stays in the dialog (Tab cycles) and goes back to the opener; Escape
 * and the backdrop cancel.
 */
export function BustDialog({
  entry,
  candidates,
  onBust,
  onCancel,
}: {
  entry: GameEntryView;
  /** The players still in, the busted one excluded. */
  candidates: readonly GameEntryView[];
  onBust: (eliminatedBy: string | null) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const pickerId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<HTMLSelectElement>(null);
  const [by, setBy] = useState(NOBODY);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pickerRef.current?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = Array.from(
      panelRef.current?.querySelectorAll<HTMLElement>('select, button:not(:disabled)') ?? [],
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const sorted = [...candidates].sort(
    (a, b) =>
      (a.table ?? 999) - (b.table ?? 999) ||
      (a.seat ?? 999) - (b.seat ?? 999) ||
      a.name.localeCompare(b.name),
  );
  return (
    <div className="fixed inset-0 z-60 flex items-end justify-center p-3 sm:items-center sm:p-6">
      <div
        className="absolute inset-0 bg-ink-950/75 backdrop-blur-sm"
        aria-hidden="true"
        onClick={onCancel}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
        className="relative w-full max-w-md rounded-2xl border border-white/10 bg-ink-850 p-5 text-left shadow-[0_40px_100px_-30px_rgb(0_0_0/0.9)] sm:p-6"
      >
        <h2 id={titleId} className="text-lg font-semibold break-words text-chalk">
          Bust {entry.name}?
        </h2>
        <label htmlFor={pickerId} className="mt-4 block text-sm font-medium text-mist">
          Knocked out by
        </label>
        <select
          ref={pickerRef}
          id={pickerId}
          value={by}
          onChange={(event) => setBy(event.target.value)}
          className="mt-1.5 h-12 w-full rounded-xl border border-white/15 bg-ink-900 px-3 text-base text-chalk"
        >
          <option value={NOBODY}>Nobody named</option>
          {sorted.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
              {candidate.table !== null && candidate.seat !== null
                ? ` (Table ${candidate.table}, Seat ${candidate.seat})`
                : ''}
            </option>
          ))}
        </select>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            onClick={onCancel}
          >
            Cancel
          </button>
          <Button
            variant="danger"
            className="h-auto min-h-11 py-2 whitespace-normal"
            onClick={() => onBust(by === NOBODY ? null : by)}
          >
            Bust {entry.name}
          </Button>
        </div>
      </div>
    </div>
  );
}
