import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { index, type PgColumn } from 'drizzle-orm/pg-core';
import type { LeadSort } from '#shared/schemas/admin-leads.ts';

/** The columns a lead is ordered by, whichever table it comes from. */
export interface LeadOrderColumns {
  createdAt: AnyColumn | SQLWrapper;
  firstResponseAt: AnyColumn | SQLWrapper;
}

/** Seconds since 1970 of a moment, exact to the microsecond, as an immutable expression so an index can hold it. */
const epochSeconds = (moment: AnyColumn | SQLWrapper) => sql`extract(epoch from (${moment} - '1970-01-01 00:00:00+00'::timestamptz))`;

/**
 * Every sort as two ascending numeric keys then the id, so one row comparison pages any of them.
 * Descending orders negate the arrival; a lead's response clock runs from its arrival to its first
 * staff action. Both lead tables keep an index on each sort's keys (a constant key needs none),
 * built from these expressions: a query must use them exactly for the index to apply.
 */
export function leadSortKeys(sort: LeadSort, { createdAt, firstResponseAt }: LeadOrderColumns): [SQL, SQL] {
  const arrived = epochSeconds(createdAt);
  // Parenthesised, so a cast or comparison around a key applies to all of it.
  const answered = sql`(case when ${firstResponseAt} is null then 0 else 1 end)`;
  switch (sort) {
    case 'newest':
      return [sql`(-${arrived})`, sql`(0::numeric)`];
    case 'oldest':
      return [sql`(${arrived})`, sql`(0::numeric)`];
    case 'waiting':
      return [answered, sql`(${arrived})`];
    case 'response':
      return [answered, sql`(case when ${firstResponseAt} is null then ${arrived} else ${arrived} - ${epochSeconds(firstResponseAt)} end)`];
  }
}

/** The index behind each sort of a lead table: its non-constant keys, then the id. */
export function leadSortIndexes(tableName: string, table: LeadOrderColumns & { id: PgColumn }) {
  const [newest] = leadSortKeys('newest', table);
  const [oldest] = leadSortKeys('oldest', table);
  return [
    index(`${tableName}_newest_idx`).on(newest, table.id),
    index(`${tableName}_oldest_idx`).on(oldest, table.id),
    index(`${tableName}_waiting_idx`).on(...leadSortKeys('waiting', table), table.id),
    index(`${tableName}_response_idx`).on(...leadSortKeys('response', table), table.id),
  ];
}
