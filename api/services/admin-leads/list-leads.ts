import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { AdminLead } from '#shared/admin-lead-views.ts';
import type { LeadFilters, LeadKind, LeadListQuery } from '#shared/schemas/admin-leads.ts';
import { quotes, serviceRequests } from '../../db/schema/index.ts';
import type { ServiceContext } from '../context.ts';
import type { Page } from '../paging.ts';
import { lastVisit } from './leads-seen.ts';
import { afterPosition, decodeLeadCursor, encodeLeadCursor, leadSortKeys } from './lead-order.ts';
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
const quotesCanMatch = ({ kind, serviceType, source }: LeadFilters) => kind !== 'service' && !serviceType && (!source || source === 'quote');
const serviceRequestsCanMatch = ({ kind, source }: LeadFilters) => kind !== 'quote' && source !== 'quote';

const unless = (canMatch: boolean) => (canMatch ? undefined : sql`false`);

/** The kind, id and order of every lead the filters keep: service requests and quote requests as one list. */
function matchingLeads(ctx: ServiceContext, filters: LeadFilters) {
  const service = ctx.db
    .select({
      kind: sql<LeadKind>`'service'`.as('kind'),
      id: serviceRequests.id,
      createdAt: serviceRequests.createdAt,
      firstResponseAt: serviceRequests.firstResponseAt,
    })
    .from(serviceRequests)
    .where(and(serviceConditions(filters), unless(serviceRequestsCanMatch(filters))));
  const quote = ctx.db
    .select({ kind: sql<LeadKind>`'quote'`.as('kind'), id: quotes.id, createdAt: quotes.createdAt, firstResponseAt: quotes.firstResponseAt })
    .from(quotes)
    .where(and(quoteConditions(filters), unless(quotesCanMatch(filters))));
  return unionAll(service, quote).as('leads');
}

/**
 * One page of the leads inbox in the chosen order, with keyset paging over both tables at once:
 * the database orders and cuts the combined list, then each page's rows are read from their tables.
 */
export async function listLeads(ctx: ServiceContext, query: LeadListQuery): Promise<Page<AdminLead>> {
  const leads = matchingLeads(ctx, query);
  const keys = leadSortKeys(query.sort, leads);
  const rows = await ctx.db
    .select({ kind: leads.kind, id: leads.id, first: sql<string>`${keys[0]}::text`, second: sql<string>`${keys[1]}::text` })
    .from(leads)
    .where(query.cursor === undefined ? undefined : afterPosition(keys, leads.id, decodeLeadCursor(query.cursor)))
    .orderBy(asc(keys[0]), asc(keys[1]), asc(leads.id))
    .limit(query.limit + 1);
  const pageRows = rows.slice(0, query.limit);
  const last = pageRows.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeLeadCursor(last) : undefined;
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
