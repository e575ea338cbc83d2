import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { z } from 'zod';
import { cursorId, cursorOf } from '#api/services/cursor.ts';

/** Where the previous page stopped: the last row's two sort keys (exact decimals) and its id. */
export interface LeadPosition {
  first: string;
  second: string;
  id: string;
}

// Exact decimals as the database prints them: a sort key is compared as numeric, never as a float.
const decimal = z.string().regex(/^-?\d{1,12}(\.\d{1,9})?$/);

export const leadCursor = cursorOf(
  z.tuple([decimal, decimal, cursorId]).transform(([first, second, id]): LeadPosition => ({ first, second, id })),
  ({ first, second, id }) => [first, second, id],
);

/** Rows strictly after the cursor in the order of `keys` then `id`. */
export function afterPosition([first, second]: [SQL, SQL], id: AnyColumn | SQLWrapper, position: LeadPosition): SQL {
  return sql`(${first}, ${second}, ${id}) > (${position.first}::numeric, ${position.second}::numeric, ${position.id}::uuid)`;
}
