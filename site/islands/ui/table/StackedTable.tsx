// biome-ignore-all lint/a11y/noRedundantRoles: CSS lays the table out as cards on phones, which drops its implicit roles.
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Select } from '#site/islands/form/controls.tsx';
import { nextSort, sortRows, type SortDirection, type SortState, type SortValue } from './sort-rows.ts';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Short values (dates, amounts) kept on one line in the wide table. */
  nowrap?: boolean;
  /** Makes the column sortable by this value: its header becomes a button. */
  sortValue?: (row: Row) => SortValue;
  /** The way a first press sorts; dates and amounts read best newest or largest first. */
  firstDirection?: SortDirection;
}

interface StackedTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The row's own buttons, always visible in a last column. */
  actions?: (row: Row) => ReactNode;
  /** Marks a row, e.g. one waiting too long. */
  rowClassName?: (row: Row) => string;
  /** Tighter cells, for the office's lists where staff compare many rows. */
  dense?: boolean;
}

const sortIcons = { ascending: ArrowUp, descending: ArrowDown } as const;

function SortButton({ header, direction, onSort }: { header: string; direction: SortDirection | undefined; onSort: () => void }) {
  const Icon = direction ? sortIcons[direction] : ArrowUpDown;
  return (
    <button
      type="button"
      onClick={onSort}
      className="inline-flex min-h-11 items-center gap-1 rounded text-left hover:text-sea-800 focus-visible:outline-2 focus-visible:outline-sea-700"
    >
      {header}
      <Icon aria-hidden="true" className={`size-4 shrink-0 ${direction ? '' : 'text-navy-400'}`} />
    </button>
  );
}

/** On a phone the header row is hidden, so the sort is chosen from a list above the stacked rows. */
function PhoneSortSelect({
  headers,
  sort,
  onSort,
}: {
  headers: string[];
  sort: SortState | null;
  onSort: (sort: SortState | null) => void;
}) {
  const options = headers.flatMap((header) =>
    (['ascending', 'descending'] as const).map((direction) => ({
      value: `${direction}:${header}`,
      label: `${header}, ${direction}`,
    })),
  );
  return (
    <Select
      label="Sort rows by"
      className="md:hidden"
      placeholder="As listed"
      options={options}
      value={sort ? `${sort.direction}:${sort.column}` : ''}
      onChange={(event) => {
        const [direction, ...header] = event.target.value.split(':');
        onSort(direction === 'ascending' || direction === 'descending' ? { column: header.join(':'), direction } : null);
      }}
    />
  );
}

/**
 * A table on wide screens; on phones each row becomes a card whose cells repeat their column's name.
 * The explicit roles keep the table's meaning for screen readers once CSS stops laying it out as one.
 * A sortable column's header sorts the rows shown, and pressing it again turns the order around;
 * rows that tie keep the order they came in.
 */
export function StackedTable<Row>({ caption, columns, rows, rowKey, actions, rowClassName, dense = false }: StackedTableProps<Row>) {
  const [sort, setSort] = useState<SortState | null>(null);
  const shown = useMemo(() => {
    const sortValue = columns.find((column) => column.header === sort?.column)?.sortValue;
    return sort && sortValue ? sortRows(rows, sortValue, sort.direction) : rows;
  }, [rows, columns, sort]);
  const cellPadding = dense ? 'md:px-3 md:py-2' : 'md:px-4 md:py-4';
  const sortable = columns.filter((column) => column.sortValue);

  return (
    <>
      {sortable.length > 0 && <PhoneSortSelect headers={sortable.map((column) => column.header)} sort={sort} onSort={setSort} />}
      <table role="table" className={`block w-full text-left md:table ${dense ? 'text-sm' : ''}`}>
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="sr-only md:not-sr-only md:table-header-group">
          <tr role="row" className="md:border-b md:border-navy-900/15">
            {columns.map((column) => {
              const direction = sort?.column === column.header ? sort.direction : undefined;
              return (
                <th
                  key={column.header}
                  role="columnheader"
                  scope="col"
                  aria-sort={direction}
                  className={`${dense ? 'px-3 py-1' : 'px-4 py-3'} align-bottom text-sm font-semibold text-navy-700`}
                >
                  {column.sortValue ? (
                    <SortButton
                      header={column.header}
                      direction={direction}
                      onSort={() => setSort(nextSort(sort, column.header, column.firstDirection ?? 'ascending'))}
                    />
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {actions && (
              <th
                role="columnheader"
                scope="col"
                className={`${dense ? 'px-3 py-1' : 'px-4 py-3'} align-bottom text-sm font-semibold text-navy-700`}
              >
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody role="rowgroup" className={`grid ${dense ? 'gap-3' : 'gap-4'} md:table-row-group`}>
          {shown.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className={[
                'grid gap-3 rounded-lg bg-white p-4 ring-1 ring-navy-900/10 md:table-row md:rounded-none md:p-0 md:ring-0',
                'md:not-last:border-b md:not-last:border-navy-900/10',
                rowClassName?.(row) ?? '',
              ].join(' ')}
            >
              {columns.map((column) => (
                <td
                  key={column.header}
                  role="cell"
                  data-label={column.header}
                  className={[
                    'grid grid-cols-[6.5rem_minmax(0,1fr)] items-start gap-3 before:text-sm before:font-semibold before:text-navy-600',
                    `before:content-[attr(data-label)] md:table-cell ${cellPadding} md:align-top md:before:content-none`,
                  ].join(' ')}
                >
                  <div className={`min-w-0 break-words ${column.nowrap ? 'md:whitespace-nowrap' : ''}`}>{column.cell(row)}</div>
                </td>
              ))}
              {actions && (
                <td role="cell" className={`md:table-cell ${cellPadding} md:align-top`}>
                  <div className="flex flex-wrap gap-2">{actions(row)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
