import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { and, asc, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '#api/db/client.ts';
import { AppError } from '#api/lib/errors.ts';
import type { TimelineFacts } from './timeline-entries.ts';

/** Where the previous page of a timeline stopped: the last entry's moment and its id (`record:uuid`). */
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

/** One kind of record on a client's timeline: its rows of the client, dated by `at`, and the facts each line is written from. */
export interface TimelineSource {
  record: TimelineFacts['record'];
  table: PgTable;
  at: PgColumn;
  id: PgColumn;
  /** The source's rows of this client. */
  where: SQL;
  facts: Record<string, SQL | PgColumn>;
}

/**
 * The timeline's order, newest first then by entry id in byte order (the "C" collation), on the
 * columns every source answers: each source's part and their union are sorted alike.
 */
export const timelineOrder = [desc(sql.identifier('at')), asc(sql.identifier('entry'))];

/** Reads a source's moment as its column does: the drivers answer timestamps as text. */
const asMoment = (column: PgColumn) => ({ mapFromDriverValue: (value: unknown) => column.mapFromDriverValue(value) as Date });

/**
 * One source's part of a timeline page: its entries after the cursor in the timeline's order, at
 * most `limit`, read along the source's index on (client, moment).
 */
export function timelineSourcePage(db: Database, source: TimelineSource, limit: number, after: TimelinePosition | undefined) {
  const entry = sql`((${source.record}::text || ':' || ${source.id}::text) collate "C")`;
  const facts = sql.join(
    Object.entries({ record: sql`${source.record}::text`, ...source.facts }).map(([name, value]) => sql`${name}::text, ${value}`),
    sql`, `,
  );
  const afterCursor = after && or(lt(source.at, after.at), and(eq(source.at, after.at), sql`${entry} > (${after.id} collate "C")`));
  return db
    .select({
      entry: sql<string>`${entry}`.as('entry'),
      at: sql<Date>`${source.at}`.mapWith(asMoment(source.at)).as('at'),
      facts: sql<TimelineFacts>`jsonb_build_object(${facts})`.as('facts'),
    })
    .from(source.table)
    .where(and(source.where, afterCursor))
    .orderBy(...timelineOrder)
    .limit(limit);
}
