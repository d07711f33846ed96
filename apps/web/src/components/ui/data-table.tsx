import type { Key, ReactNode } from 'react';

export interface DataTableColumn<Row> {
  header: string;
  /** Numbers line up on the right. */
  align?: 'left' | 'right';
  /** More classes for the column's cells (`tabular-nums`, a minimum width). */
  className?: string;
  cell: (row: Row) => ReactNode;
}

const TH = 'px-3 py-2 font-medium text-mist';
const TD = 'px-3 py-2 text-chalk';

/**
 * A plain table of rows, one column a field, in a box that scrolls on a narrow screen and is
 * reachable by keyboard (a region named `label`). `w-0 min-w-full` keeps a wide table from
 * widening the page: the box counts as no width when the layout sizes the page to its content,
 * then fills the width it is given.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  tintedHead = true,
}: {
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  /** The header row on a lighter ground; off where the table sits on one already. */
  tintedHead?: boolean;
}) {
  const aligned = (column: DataTableColumn<Row>) => (column.align === 'right' ? ' text-right' : '');
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="w-0 min-w-full overflow-x-auto rounded-xl ring-1 ring-white/10 focus-visible:outline-2 focus-visible:outline-gold-300"
    >
      <table className="w-full text-left text-sm">
        <thead className={tintedHead ? 'bg-white/[0.04]' : undefined}>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${TH}${aligned(column)}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`${TD}${aligned(column)}${column.className ? ` ${column.className}` : ''}`}
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
