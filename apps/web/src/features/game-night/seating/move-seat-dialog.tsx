import type { GameEntryView } from '@felt/domain';
import { useId, useState, type FormEvent } from 'react';
import { ModalDialog } from '../../../components/overlays/modal-dialog';
import { Button } from '../../../components/ui/button';
import { entryName, seatLabel, seatsOf, type SeatPlace } from './seating-model';

const SELECT =
  'mt-1.5 block h-11 w-full rounded-xl border border-white/15 bg-ink-900 px-3 text-chalk focus-visible:outline-2 focus-visible:outline-gold-300';

/**
 * The keyboard's way to move a player (and a phone's, where dragging is awkward): the table,
 * then a seat of it; taken seats are listed with who sits there and cannot be chosen.
 */
export function MoveSeatDialog({
  entry,
  tables,
  seatsPerTable,
  entries,
  onMove,
  onClose,
}: {
  entry: GameEntryView | null;
  tables: readonly { table: number; seats: readonly (string | null)[] }[];
  seatsPerTable: number;
  entries: ReadonlyMap<string, GameEntryView>;
  onMove: (to: SeatPlace) => void;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      open={entry !== null}
      onClose={onClose}
      title={entry ? `Move ${entryName(entry, entry.id)}` : 'Move a player'}
      description={
        entry && entry.table !== null && entry.seat !== null
          ? `Now at ${seatLabel({ table: entry.table, seat: entry.seat })}.`
          : undefined
      }
    >
      {entry ? (
        <MoveSeatForm
          key={entry.id}
          entry={entry}
          tables={tables}
          seatsPerTable={seatsPerTable}
          entries={entries}
          onMove={onMove}
          onClose={onClose}
        />
      ) : null}
    </ModalDialog>
  );
}

function MoveSeatForm({
  entry,
  tables,
  seatsPerTable,
  entries,
  onMove,
  onClose,
}: {
  entry: GameEntryView;
  tables: readonly { table: number; seats: readonly (string | null)[] }[];
  seatsPerTable: number;
  entries: ReadonlyMap<string, GameEntryView>;
  onMove: (to: SeatPlace) => void;
  onClose: () => void;
}) {
  const tableId = useId();
  const seatId = useId();
  const firstFree = (number: number) => {
    const table = tables.find((candidate) => candidate.table === number);
    const index = table ? seatsOf(table, seatsPerTable).indexOf(null) : -1;
    return index < 0 ? null : index + 1;
  };
  // Another table with room first: moving within the table is the rarer wish.
  const startTable =
    tables.find((table) => table.table !== entry.table && firstFree(table.table) !== null)?.table ??
    entry.table ??
    tables[0]?.table ??
    1;
  const [tableNumber, setTableNumber] = useState(startTable);
  const [seat, setSeat] = useState<number | null>(firstFree(startTable));
  const table = tables.find((candidate) => candidate.table === tableNumber);
  const seats = table ? seatsOf(table, seatsPerTable) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (seat === null) return;
    onMove({ table: tableNumber, seat });
  };

  return (
    <form onSubmit={submit} className="space-y-4">
      <div>
        <label htmlFor={tableId} className="text-sm font-medium text-chalk">
          Table
        </label>
        <select
          id={tableId}
          className={SELECT}
          value={tableNumber}
          onChange={(event) => {
            const number = Number(event.target.value);
            setTableNumber(number);
            setSeat(firstFree(number));
          }}
        >
          {tables.map((candidate) => {
            const free = seatsOf(candidate, seatsPerTable).filter((id) => id === null).length;
            return (
              <option key={candidate.table} value={candidate.table}>
                Table {candidate.table} ({free === 0 ? 'full' : `${free} open`})
              </option>
            );
          })}
        </select>
      </div>
      <div>
        <label htmlFor={seatId} className="text-sm font-medium text-chalk">
          Seat
        </label>
        <select
          id={seatId}
          className={SELECT}
          value={seat ?? ''}
          onChange={(event) => setSeat(Number(event.target.value))}
          aria-describedby={seat === null ? `${seatId}-full` : undefined}
        >
          {seat === null ? <option value="">No open seat</option> : null}
          {seats.map((id, index) => {
            const number = index + 1;
            const here = id === entry.id;
            const who = id === null ? 'open' : here ? 'now here' : entryName(entries.get(id), id);
            return (
              <option key={number} value={number} disabled={id !== null}>
                Seat {number} · {who}
              </option>
            );
          })}
        </select>
        {seat === null ? (
          <p id={`${seatId}-full`} className="mt-1.5 text-sm text-gold-300">
            Table {tableNumber} is full: choose another table.
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={seat === null}>
          {seat === null ? 'Move' : `Move to ${seatLabel({ table: tableNumber, seat })}`}
        </Button>
      </div>
    </form>
  );
}
