import { inArray } from 'drizzle-orm';
import type { AdminLead } from '#shared/admin-lead-views.ts';
import { maxPageSize } from '#shared/page-size.ts';
import type { LeadFilters } from '#shared/schemas/admin-leads.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { quotes, serviceRequests } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { csvDocument } from '#api/lib/csv.ts';
import { listLeads } from './list-leads.ts';
import { formatSpan, kindLabels, sourceLabels, statusLabel, urgencyLabel } from '#shared/lead-words.ts';

/** What a lead says at length, kept out of the inbox's rows: the visitor's project and the office's notes. */
interface LeadTexts {
  details: string;
  internalNotes: string | null;
}

type ExportedLead = AdminLead & LeadTexts;

// The office reads times on its own clock, as the inbox shows them.
const facilityTime = (moment: string | null) => (moment === null ? null : formatFacilityDateTime(moment));

const columns: [string, (lead: ExportedLead) => string | number | null][] = [
  ['Kind', (lead) => kindLabels[lead.kind]],
  ['Reference', (lead) => lead.reference],
  ['Received', (lead) => facilityTime(lead.createdAt)],
  ['Name', (lead) => lead.name],
  ['Company', (lead) => lead.company],
  ['Email', (lead) => lead.email],
  ['Phone', (lead) => lead.phone],
  ['Service or project', (lead) => lead.subject],
  ['Project details', (lead) => lead.details],
  ['Urgency', (lead) => urgencyLabel(lead.urgency)],
  ['Source', (lead) => sourceLabels[lead.source]],
  ['Status', (lead) => statusLabel(lead.status)],
  ['Assigned to', (lead) => lead.assignedTo],
  ['Scheduled date', (lead) => lead.scheduledDate],
  ['First response', (lead) => facilityTime(lead.firstResponseAt)],
  ['Response time', (lead) => (lead.responseSeconds === null ? null : formatSpan(lead.responseSeconds))],
  ['Internal notes', (lead) => lead.internalNotes],
];

/** The project details and notes of one page of leads, by `kind:id`. */
async function textsOf(ctx: ServiceContext, leads: AdminLead[]): Promise<Map<string, LeadTexts>> {
  const idsOf = (kind: AdminLead['kind']) => leads.filter((lead) => lead.kind === kind).map((lead) => lead.id);
  const serviceIds = idsOf('service');
  const quoteIds = idsOf('quote');
  const [serviceTexts, quoteTexts] = await Promise.all([
    serviceIds.length === 0
      ? []
      : ctx.db
          .select({ id: serviceRequests.id, details: serviceRequests.projectDetails, internalNotes: serviceRequests.internalNotes })
          .from(serviceRequests)
          .where(inArray(serviceRequests.id, serviceIds)),
    quoteIds.length === 0
      ? []
      : ctx.db
          .select({ id: quotes.id, details: quotes.projectDescription, internalNotes: quotes.internalNotes })
          .from(quotes)
          .where(inArray(quotes.id, quoteIds)),
  ]);
  return new Map([
    ...serviceTexts.map(({ id, ...texts }) => [`service:${id}`, texts] as const),
    ...quoteTexts.map(({ id, ...texts }) => [`quote:${id}`, texts] as const),
  ]);
}

/** Every lead the filters keep, in the inbox's order, read page by page with its texts. */
async function allLeads(ctx: ServiceContext, filters: LeadFilters): Promise<ExportedLead[]> {
  const leads: ExportedLead[] = [];
  let cursor: string | undefined;
  do {
    const page = await listLeads(ctx, { ...filters, limit: maxPageSize, cursor });
    const texts = await textsOf(ctx, page.items);
    leads.push(...page.items.map((lead) => ({ ...lead, details: '', internalNotes: null, ...texts.get(`${lead.kind}:${lead.id}`) })));
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return leads;
}

/** The filtered inbox as a CSV document (RFC 4180, formulas neutralised, times at the facility). */
export async function exportLeadsCsv(ctx: ServiceContext, filters: LeadFilters): Promise<string> {
  const leads = await allLeads(ctx, filters);
  return csvDocument(
    columns.map(([header]) => header),
    leads.map((lead) => columns.map(([, value]) => value(lead))),
  );
}
