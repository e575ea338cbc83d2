import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { and, asc, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PageQuery } from '#shared/schemas/page.ts';
import { AppError } from '../../lib/errors.ts';

/** Where the previous page of a timeline stopped: the last entry's moment and its id (`kind:uuid`). */
export interface TimelinePosition {
  at: Date;
  id: string;
}

const invalidCursor = () => new AppError('validation_failed', 'cursor is not valid', { errors: { cursor: 'cursor is not valid' } });
const entryId = /^[a-z-]+:[0-9a-f-]{36}$/;

export function encodeTimelineCursor({ at, id }: TimelinePosition): string {
  return encodeBase64urlNoPadding(new TextEncoder().encode(`${at.toISOString()}|${id}`));
}

export function decodeTimelineCursor(cursor: string): TimelinePosition {
  try {
    const [iso, id] = new TextDecoder().decode(decodeBase64urlIgnorePadding(cursor)).split('|');
    const at = new Date(iso ?? '');
    if (!id || !entryId.test(id) || Number.isNaN(at.getTime())) throw invalidCursor();
    return { at, id };
  } catch {
    throw invalidCursor();
  }
}

/**
 * The next page of one source of the timeline (one kind of entry, dated by `at`): its entries after
 * the cursor in the timeline's order, newest first then by entry id as `mergeTimeline` orders them
 * (byte order, hence the "C" collation), at most a page and one.
 */
export function timelineSource(columns: { at: PgColumn; id: PgColumn }, prefix: string, query: PageQuery, after: TimelinePosition | undefined) {
  const entry = sql`((${prefix} || ':' || ${columns.id}::text) collate "C")`;
  const where: SQL | undefined =
    after && or(lt(columns.at, after.at), and(eq(columns.at, after.at), sql`${entry} > (${after.id} collate "C")`));
  return { where, orderBy: [desc(columns.at), asc(entry)], limit: query.limit + 1 };
}
