import type { PayLinks } from '@felt/contract';
import { CircleCheck } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { hasPayLinks, PayLinksPanel } from './pay-links';

/** One row of what the night owes: a place or a player's bounties. */
export interface OwedRow {
  key: string;
  /** The first cells (place, player, share...), as the table's columns say. */
  cells: ReactNode[];
  amount: string;
  entryId: string | null;
  who: string | null;
  /** The paid tick's accessible name ("Paid: Ann Lee, 1st place"). */
  tickLabel: string;
  payLinks: PayLinks;
  paid: boolean;
  paidBy: string | null;
  paidAt: string | null;
}

const paidWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function PaidCell({
  row,
  canMark,
  pending,
  onMark,
}: {
  row: OwedRow;
  canMark: boolean;
  /** The mark being saved for this row's player: shown at once, the box off until it is. */
  pending: boolean | null;
  onMark: (paid: boolean) => void;
}) {
  const note =
    row.paid && row.paidBy && row.paidAt
      ? `Marked by ${row.paidBy}, ${paidWhen(row.paidAt)}`
      : null;
  if (row.entryId === null) return <span className="text-fog">Not known yet</span>;
  if (!canMark) {
    return row.paid ? (
      <span className="inline-flex items-center gap-1.5 text-felt-300" title={note ?? undefined}>
        <CircleCheck className="size-4" aria-hidden="true" />
        Paid
      </span>
    ) : (
      <span className="text-mist">Not paid</span>
    );
  }
  return (
    <div>
      <label className="inline-flex cursor-pointer items-center gap-2 text-chalk">
        <input
          type="checkbox"
          checked={pending ?? row.paid}
          disabled={pending !== null}
          onChange={(event) => onMark(event.currentTarget.checked)}
          className="size-5 accent-felt-400"
          aria-label={row.tickLabel}
        />
        Paid
      </label>
      {note ? <p className="mt-1 text-xs text-fog">{note}</p> : null}
    </div>
  );
}

/**
 * The places (or bounties) with their amounts, the paid ticks (directors tick, everyone reads)
 * and a Pay button opening the winner's pay links.
 */
export function OwedTable({
  caption,
  columns,
  phoneHidden = [],
  rows,
  canMark,
  pendingMark,
  onMark,
}: {
  caption: string;
  columns: string[];
  /** Columns (by index) left out on a phone, where the width is needed for the amounts. */
  phoneHidden?: number[];
  rows: OwedRow[];
  canMark: boolean;
  /** A paid mark being saved. */
  pendingMark: { entryId: string; paid: boolean } | null;
  onMark: (entryId: string, paid: boolean) => void;
}) {
  const [open, setOpen] = useState<string | null>(null);
  const width = columns.length + 2;
  return (
    // Focusable, so a keyboard can scroll it on a narrow screen.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs tracking-wide text-fog uppercase">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={`px-2 py-2 font-medium ${phoneHidden.includes(index) ? 'hidden sm:table-cell' : ''}`}
              >
                {column}
              </th>
            ))}
            <th scope="col" className="px-2 py-2 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="px-2 py-2 font-medium">
              Paid
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/[0.06]">
          {rows.map((row) => (
            <Fragment key={row.key}>
              <tr className="align-top text-chalk">
                {row.cells.map((cell, index) => (
                  <td
                    key={index}
                    className={`px-2 py-3 ${phoneHidden.includes(index) ? 'hidden sm:table-cell' : ''}`}
                  >
                    {cell}
                  </td>
                ))}
                <td className="px-2 py-3 text-right font-semibold tabular-nums">{row.amount}</td>
                <td className="px-2 py-3">
                  <PaidCell
                    row={row}
                    canMark={canMark}
                    pending={
                      pendingMark && pendingMark.entryId === row.entryId ? pendingMark.paid : null
                    }
                    onMark={(paid) => row.entryId && onMark(row.entryId, paid)}
                  />
                  {hasPayLinks(row.payLinks) ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      className="mt-2"
                      aria-label={`Pay ${row.who ?? 'the winner'}`}
                      aria-expanded={open === row.key}
                      onClick={() => setOpen(open === row.key ? null : row.key)}
                    >
                      {open === row.key ? 'Hide links' : 'Pay'}
                    </Button>
                  ) : null}
                </td>
              </tr>
              {open === row.key ? (
                <tr>
                  <td colSpan={width} className="px-2 pb-4">
                    <PayLinksPanel links={row.payLinks} who={row.who ?? 'the winner'} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
