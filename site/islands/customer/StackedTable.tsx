// biome-ignore-all lint/a11y/noRedundantRoles: CSS lays the table out as cards on phones, which drops its implicit roles.
import type { ReactNode } from 'react';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Short values (dates, amounts) kept on one line in the wide table. */
  nowrap?: boolean;
}

interface StackedTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}

/**
 * A table on wide screens; on phones each row becomes a card whose cells repeat their column's name.
 * The explicit roles keep the table's meaning for screen readers once CSS stops laying it out as one.
 */
export function StackedTable<Row>({ caption, columns, rows, rowKey }: StackedTableProps<Row>) {
  return (
    <table role="table" className="block w-full text-left md:table">
      <caption className="sr-only">{caption}</caption>
      <thead role="rowgroup" className="sr-only md:not-sr-only md:table-header-group">
        <tr role="row" className="md:border-b md:border-navy-900/15">
          {columns.map((column) => (
            <th key={column.header} role="columnheader" scope="col" className="px-4 py-3 text-sm font-semibold text-navy-700">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="grid gap-4 md:table-row-group">
        {rows.map((row) => (
          <tr
            key={rowKey(row)}
            role="row"
            className={[
              'grid gap-3 rounded-lg bg-white p-4 ring-1 ring-navy-900/10 md:table-row md:rounded-none md:p-0 md:ring-0',
              'md:not-last:border-b md:not-last:border-navy-900/10',
            ].join(' ')}
          >
            {columns.map((column) => (
              <td
                key={column.header}
                role="cell"
                data-label={column.header}
                className={[
                  'grid grid-cols-[8rem_minmax(0,1fr)] items-start gap-3 before:text-sm before:font-semibold before:text-navy-600',
                  'before:content-[attr(data-label)] md:table-cell md:px-4 md:py-4 md:align-top md:before:content-none',
                ].join(' ')}
              >
                <div className={`min-w-0 break-words ${column.nowrap ? 'md:whitespace-nowrap' : ''}`}>{column.cell(row)}</div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
