import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { AppError } from '#api/lib/errors.ts';

/** Where the previous page stopped: the last row's two sort keys (exact decimals) and its id. */
export interface LeadPosition {
  first: string;
  second: string;
  id: string;
}

const invalidCursor = () => new AppError('validation_failed', 'cursor is not valid', { errors: { cursor: 'cursor is not valid' } });

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
