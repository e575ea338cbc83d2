import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { AdminLead } from '#shared/admin-lead-views.ts';
import type { LeadFilters, LeadKind, LeadListQuery } from '#shared/schemas/admin-leads.ts';
import { quotes, serviceRequests } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import type { Page } from '#api/services/paging.ts';
import { lastVisit } from './leads-seen.ts';
import { leadSortKeys } from '#api/db/schema/lead-sort-keys.ts';
import { afterPosition, leadCursor } from './lead-order.ts';
import { quoteLead, serviceLead } from './lead-views.ts';

const serviceConditions = ({ status, urgency, serviceType, source }: LeadFilters): SQL | undefined =>
  and(
    status ? eq(serviceRequests.status, status) : undefined,
    urgency ? eq(serviceRequests.urgency, urgency) : undefined,
    serviceType ? eq(serviceRequests.serviceType, serviceType) : undefined,
    source && source !== 'quote' ? eq(serviceRequests.source, source) : undefined,
  );

const quoteConditions = ({ status, urgency }: LeadFilters): SQL | undefined =>
  and(status ? eq(quotes.status, status) : undefined, urgency ? eq(quotes.priority, urgency) : undefined);

/** Quotes carry no service type and come from the quote form only. */
const quotesCanMatch = ({ kind, serviceType, source }: LeadFilters) =>
  kind !== 'service' && !serviceType && (!source || source === 'quote');
const serviceRequestsCanMatch = ({ kind, source }: LeadFilters) => kind !== 'quote' && source !== 'quote';

const unless = (canMatch: boolean) => (canMatch ? undefined : sql`false`);

interface LeadTable {
  kind: LeadKind;
  table: typeof serviceRequests | typeof quotes;
  where: SQL | undefined;
}

/**
 * One page of one table's leads in the chosen order, from the cursor on: each table is read along
 * its index for the order (see lead-sort-keys.ts), so a page costs the same however many leads there are.
 */
function leadsOfTable(ctx: ServiceContext, { kind, table, where }: LeadTable, query: LeadListQuery) {
  const [first, second] = leadSortKeys(query.sort, table);
  return ctx.db
    .select({
      kind: sql<LeadKind>`${kind}::text`.as('kind'),
      id: table.id,
      sortFirst: sql`${first}`.as('sort_first'),
      sortSecond: sql`${second}`.as('sort_second'),
      first: sql<string>`${first}::text`.as('first_text'),
      second: sql<string>`${second}::text`.as('second_text'),
    })
    .from(table)
    .where(and(where, query.cursor === undefined ? undefined : afterPosition([first, second], table.id, leadCursor.decode(query.cursor))))
    .orderBy(asc(first), asc(second), asc(table.id))
    .limit(query.limit + 1);
}

/**
 * One page of the leads inbox in the chosen order, with keyset paging over both tables at once:
 * each table answers its first page from the cursor, the database merges the two in order and
 * cuts the combined list, then each page's rows are read from their tables.
 */
export async function listLeads(ctx: ServiceContext, query: LeadListQuery): Promise<Page<AdminLead>> {
  const service = leadsOfTable(
    ctx,
    { kind: 'service', table: serviceRequests, where: and(serviceConditions(query), unless(serviceRequestsCanMatch(query))) },
    query,
  );
  const quote = leadsOfTable(
    ctx,
    { kind: 'quote', table: quotes, where: and(quoteConditions(query), unless(quotesCanMatch(query))) },
    query,
  );
  const rows = await unionAll(service, quote)
    .orderBy(asc(sql`sort_first`), asc(sql`sort_second`), asc(sql`id`))
    .limit(query.limit + 1);
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  const nextCursor = rows.length > query.limit && last ? leadCursor.encode(last) : undefined;
  return { items: await readLeads(ctx, pageRows), nextCursor };
}

/** The leads named by `keys`, in that order, in the inbox's shape. */
async function readLeads(ctx: ServiceContext, keys: { kind: LeadKind; id: string }[]): Promise<AdminLead[]> {
  const idsOf = (kind: LeadKind) => keys.filter((key) => key.kind === kind).map((key) => key.id);
  const serviceIds = idsOf('service');
  const quoteIds = idsOf('quote');
  const [seenAt, serviceRows, quoteRows] = await Promise.all([
    lastVisit(ctx),
    serviceIds.length === 0 ? [] : ctx.db.select().from(serviceRequests).where(inArray(serviceRequests.id, serviceIds)),
    quoteIds.length === 0 ? [] : ctx.db.select().from(quotes).where(inArray(quotes.id, quoteIds)),
  ]);
  const byKey = new Map<string, AdminLead>([
    ...serviceRows.map((row) => [`service:${row.id}`, serviceLead(row, seenAt)] as const),
    ...quoteRows.map((row) => [`quote:${row.id}`, quoteLead(row, seenAt)] as const),
  ]);
  return keys.flatMap((key) => byKey.get(`${key.kind}:${key.id}`) ?? []);
}
