import type { GameEntryView } from '@felt/domain';
import { createPortal } from 'react-dom';
import { entryName, seatsOf } from './seating-model';

/*
 * While the seating page is open, printing shows only this sheet: the app is hidden (the
 * sheet is a child of <body> beside it), black on white, one block per table.
 */
const PRINT_CSS = `@media print {
  body > :not(.felt-seat-print) { display: none !important; }
  html, body { background: #fff !important; color: #000 !important; color-scheme: light; }
  @page { margin: 14mm; }
}`;

/** The printable seat list: the tables, each seat by number with its player's name. */
export function SeatListPrint({
  title,
  tables,
  seatsPerTable,
  entries,
  waiting,
  printedAt,
}: {
  title: string;
  tables: readonly { table: number; seats: readonly (string | null)[] }[];
  seatsPerTable: number;
  entries: ReadonlyMap<string, GameEntryView>;
  /** Checked in without a seat yet (before the draw). */
  waiting: readonly GameEntryView[];
  printedAt: string;
}) {
  return createPortal(
    <div
      className="felt-seat-print hidden bg-white text-black print:block"
      data-testid="seat-list-print"
    >
      <style>{PRINT_CSS}</style>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-sm">Seat list · {printedAt}</p>
      {tables.length === 0 ? (
        <p className="mt-6">Seats have not been drawn yet.</p>
      ) : (
        <div className="mt-6 grid grid-cols-2 gap-x-10 gap-y-8">
          {tables.map((table) => (
            <section key={table.table} className="break-inside-avoid">
              <h2 className="border-b-2 border-black pb-1 text-xl font-bold">
                Table {table.table}
              </h2>
              <ol className="mt-2">
                {seatsOf(table, seatsPerTable).map((id, index) => (
                  <li key={index} className="flex gap-3 border-b border-black/30 py-1.5 text-base">
                    <span className="w-16 shrink-0 font-semibold">Seat {index + 1}</span>
                    <span>{id === null ? '—' : entryName(entries.get(id), id)}</span>
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
      {waiting.length > 0 ? (
        <section className="mt-8 break-inside-avoid">
          <h2 className="border-b-2 border-black pb-1 text-xl font-bold">Waiting for a seat</h2>
          <p className="mt-2">{waiting.map((entry) => entryName(entry, entry.id)).join(', ')}</p>
        </section>
      ) : null}
    </div>,
    document.body,
  );
}
