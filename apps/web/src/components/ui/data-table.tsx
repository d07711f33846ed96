import type { Key, ReactNode } from 'react';

export interface DataTableColumn<Row> {
  header: string;
  /** Numbers line up on the right. */
  align?: 'left' | 'right';
  /** More classes for the column's cells (`tabular-nums`, a minimum width). */
  className?: string;
  cell: (row: Row) => ReactNode;
}

/**
 * `boxed`: in a ringed box, close rows (the default). `ruled`: no box, small capitals in the head
 * row and roomier rows between faint rules, as the payouts page's tables.
 */
const LOOKS = {
  boxed: {
    box: ' rounded-xl ring-1 ring-white/10',
    head: 'bg-white/[0.04]',
    th: 'px-3 py-2 font-medium text-mist',
    td: 'px-3 py-2 text-chalk',
    body: 'divide-y divide-white/5',
  },
  ruled: {
    box: '',
    head: 'text-xs tracking-wide text-fog uppercase',
    th: 'px-2 py-2 font-medium',
    td: 'px-2 py-3 text-chalk',
    body: 'divide-y divide-white/[0.06]',
  },
};

/**
 * A plain table of rows, one column a field, in a box that scrolls on a narrow screen and is
 * reachable by keyboard (a region named `label`); `caption`, where given, names the table for
 * screen readers. `w-0 min-w-full` keeps a wide table from widening the page: the box counts as
 * no width when the layout sizes the page to its content, then fills the width it is given.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  caption,
  look = 'boxed',
  tintedHead = true,
}: {
  label: string;
  caption?: string;
  look?: keyof typeof LOOKS;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** The header row of a boxed table on a lighter ground; off where it sits on one already. */
  tintedHead?: boolean;
}) {
  const { box, head, th, td, body } = LOOKS[look];
  const aligned = (column: DataTableColumn<Row>) => (column.align === 'right' ? ' text-right' : '');
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`w-0 min-w-full overflow-x-auto${box} focus-visible:outline-2 focus-visible:outline-gold-300`}
    >
      <table className="w-full text-left text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className={look === 'boxed' && !tintedHead ? undefined : head}>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${th}${aligned(column)}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={body}>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`${td}${aligned(column)}${column.className ? ` ${column.className}` : ''}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
