import { and, asc, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '#api/db/client.ts';
import { cursorMoment, cursorOf } from '#api/services/cursor.ts';
import type { TimelineFacts } from './timeline-entries.ts';

/** Where the previous page of a timeline stopped: the last entry's moment and its id (`record:uuid`). */
export interface TimelinePosition {
  at: Date;
  id: string;
}

const entryId = /^[a-z-]+:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const timelineCursor = cursorOf(
  z.tuple([cursorMoment, z.string().regex(entryId)]).transform(([at, id]): TimelinePosition => ({ at, id })),
  ({ at, id }) => [at.toISOString(), id],
);

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
