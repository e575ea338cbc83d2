import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PageQuery } from '#shared/schemas/page.ts';
import { AppError } from '#api/lib/errors.ts';

/** Where the previous page stopped in a newest-first list: the last row's creation time and id. */
interface Position {
  createdAt: Date;
  id: string;
}

export interface Page<Item> {
  items: Item[];
  /** Opaque; absent on the last page. */
  nextCursor: string | undefined;
}

const invalidCursor = () => new AppError('validation_failed', 'cursor is not valid', { errors: { cursor: 'cursor is not valid' } });

export function encodeCursor({ createdAt, id }: Position): string {
  return encodeBase64urlNoPadding(new TextEncoder().encode(`${createdAt.toISOString()}|${id}`));
}

function decodeCursor(cursor: string): Position {
  try {
    const [iso, id] = new TextDecoder().decode(decodeBase64urlIgnorePadding(cursor)).split('|');
    const createdAt = new Date(iso ?? '');
    if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(createdAt.getTime())) throw invalidCursor();
    return { createdAt, id };
  } catch {
    throw invalidCursor();
  }
}

/**
 * Keyset paging, newest first: rows strictly after the cursor's position, ordered by creation time
 * then id, so a page costs an index range scan however deep it is, and rows added meanwhile never
 * shift a page.
 */
export function newestFirst(
  columns: { createdAt: PgColumn; id: PgColumn },
  query: PageQuery,
): { where: SQL | undefined; orderBy: SQL[]; limit: number } {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  return {
    where: after && or(lt(columns.createdAt, after.createdAt), and(eq(columns.createdAt, after.createdAt), lt(columns.id, after.id))),
    orderBy: [desc(columns.createdAt), desc(columns.id)],
    // One row more than asked shows whether another page follows.
    limit: query.limit + 1,
  };
}

/** The page from the rows a `newestFirst` query returned. */
export function pageOf<Row extends Position>(rows: Row[], query: PageQuery): Page<Row> {
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : undefined };
}

/** Where the previous page stopped in a list whose open rows come first: also whether that row was open. */
interface OpenFirstPosition extends Position {
  open: boolean;
}

export function encodeOpenFirstCursor({ open, createdAt, id }: OpenFirstPosition): string {
  return `${open ? 'open' : 'done'}.${encodeCursor({ createdAt, id })}`;
}

function decodeOpenFirstCursor(cursor: string): OpenFirstPosition {
  const [part, position] = cursor.split('.');
  if ((part !== 'open' && part !== 'done') || position === undefined) throw invalidCursor();
  return { open: part === 'open', ...decodeCursor(position) };
}

/**
 * Keyset paging of a working queue: rows still open (`open`, an expression of the row) first, each
 * part newest first. All three keys descend, so one row comparison pages both parts along an index
 * on (open, creation time, id).
 */
export function openFirst(
  columns: { open: SQL; createdAt: PgColumn; id: PgColumn },
  query: PageQuery,
): { where: SQL | undefined; orderBy: SQL[]; limit: number } {
  const after = query.cursor === undefined ? undefined : decodeOpenFirstCursor(query.cursor);
  return {
    where:
      after &&
      sql`(${columns.open}, ${columns.createdAt}, ${columns.id}) < (${after.open}, ${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
    orderBy: [desc(columns.open), desc(columns.createdAt), desc(columns.id)],
    limit: query.limit + 1,
  };
}

/** The page from the rows an `openFirst` query returned. */
export function openFirstPageOf<Row extends OpenFirstPosition>(rows: Row[], query: PageQuery): Page<Row> {
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > query.limit && last ? encodeOpenFirstCursor(last) : undefined };
}
