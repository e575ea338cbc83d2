/** Which way a column is sorted, in the words `aria-sort` uses. */
export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  column: string;
  direction: SortDirection;
}

/** What a row is compared by in one column; null (nothing to compare) always sorts last. */
export type SortValue = string | number | null;

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

const compareValues = (a: string | number, b: string | number) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));

/**
 * The rows in the order of one column, stable, so rows that tie keep the order the server gave them
 * (newest first, say). Empty values go last whichever way the column runs: a missing date is never
 * "the earliest".
 */
export function sortRows<Row>(rows: readonly Row[], sortValue: (row: Row) => SortValue, direction: SortDirection): Row[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValue(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value === b.value) return a.index - b.index;
        return a.value === null ? 1 : -1;
      }
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** The sort after a column's header is pressed: the same column turns around, another starts its own way. */
export function nextSort(current: SortState | null, column: string, firstDirection: SortDirection): SortState {
  if (current?.column !== column) return { column, direction: firstDirection };
  return { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}
