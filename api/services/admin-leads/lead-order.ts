import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { LeadSort } from '#shared/schemas/admin-leads.ts';
import { AppError } from '../../lib/errors.ts';

/** The columns a lead is ordered by, whichever table it comes from. */
export interface LeadOrderColumns {
  createdAt: AnyColumn | SQLWrapper;
  firstResponseAt: AnyColumn | SQLWrapper;
}

/** Where the previous page stopped: the last row's two sort keys (exact decimals) and its id. */
export interface LeadPosition {
  first: string;
  second: string;
  id: string;
}

const invalidCursor = () => new AppError('validation_failed', 'cursor is not valid', { errors: { cursor: 'cursor is not valid' } });

/**
 * Every sort as two ascending numeric keys then the id, so one row comparison pages any of them.
 * Epoch seconds are PostgreSQL numerics, exact to the microsecond; descending orders negate them.
 * A lead's response clock runs from its arrival to its first staff action.
 */
export function leadSortKeys(sort: LeadSort, { createdAt, firstResponseAt }: LeadOrderColumns): [SQL, SQL] {
  const arrived = sql`extract(epoch from ${createdAt})`;
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
      return [answered, sql`(case when ${firstResponseAt} is null then ${arrived} else ${arrived} - extract(epoch from ${firstResponseAt}) end)`];
  }
}

export function encodeLeadCursor(position: LeadPosition): string {
  return encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify([position.first, position.second, position.id])));
}

const decimal = /^-?\d{1,12}(\.\d{1,9})?$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function decodeLeadCursor(cursor: string): LeadPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(cursor)));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidCursor();
  const [first, second, id] = parsed as unknown[];
  if (typeof first !== 'string' || typeof second !== 'string' || typeof id !== 'string') throw invalidCursor();
  if (!decimal.test(first) || !decimal.test(second) || !uuid.test(id)) throw invalidCursor();
  return { first, second, id };
}

/** Rows strictly after the cursor in the order of `keys` then `id`. */
export function afterPosition([first, second]: [SQL, SQL], id: AnyColumn | SQLWrapper, position: LeadPosition): SQL {
  return sql`(${first}, ${second}, ${id}) > (${position.first}::numeric, ${position.second}::numeric, ${position.id}::uuid)`;
}
