import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { PageQuery } from '#shared/schemas/page.ts';
import { cursorId, cursorMoment, cursorOf } from './cursor.ts';

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

const newestFirstCursor = cursorOf(
  z.tuple([cursorMoment, cursorId]).transform(([createdAt, id]): Position => ({ createdAt, id })),
  ({ createdAt, id }) => [createdAt.toISOString(), id],
);

/**
 * Keyset paging, newest first: rows strictly after the cursor's position, ordered by creation time
 * then id, so a page costs an index range scan however deep it is, and rows added meanwhile never
 * shift a page.
 */
export function newestFirst(
  columns: { createdAt: PgColumn; id: PgColumn },
  query: PageQuery,
): { where: SQL | undefined; orderBy: SQL[]; limit: number } {
  const after = query.cursor === undefined ? undefined : newestFirstCursor.decode(query.cursor);
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
  return { items, nextCursor: rows.length > query.limit && last ? newestFirstCursor.encode(last) : undefined };
}

/** Where the previous page stopped in a list whose open rows come first: also whether that row was open. */
interface OpenFirstPosition extends Position {
  open: boolean;
}

const openFirstCursor = cursorOf(
  z.tuple([z.boolean(), cursorMoment, cursorId]).transform(([open, createdAt, id]): OpenFirstPosition => ({ open, createdAt, id })),
  ({ open, createdAt, id }) => [open, createdAt.toISOString(), id],
);

/**
 * Keyset paging of a working queue: rows still open (`open`, an expression of the row) first, each
 * part newest first. All three keys descend, so one row comparison pages both parts along an index
 * on (open, creation time, id).
 */
export function openFirst(
  columns: { open: SQL; createdAt: PgColumn; id: PgColumn },
  query: PageQuery,
): { where: SQL | undefined; orderBy: SQL[]; limit: number } {
  const after = query.cursor === undefined ? undefined : openFirstCursor.decode(query.cursor);
  return {
    where:
      after &&
      sql`(${columns.open}, ${columns.createdAt}, ${columns.id})
        < (${after.open}, ${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
    orderBy: [desc(columns.open), desc(columns.createdAt), desc(columns.id)],
    limit: query.limit + 1,
  };
}

/** The page from the rows an `openFirst` query returned. */
export function openFirstPageOf<Row extends OpenFirstPosition>(rows: Row[], query: PageQuery): Page<Row> {
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > query.limit && last ? openFirstCursor.encode(last) : undefined };
}
