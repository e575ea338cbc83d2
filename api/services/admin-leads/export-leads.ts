import type { AdminLead } from '#shared/admin-lead-views.ts';
import { maxPageSize } from '#shared/page-size.ts';
import type { LeadFilters } from '#shared/schemas/admin-leads.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { csvDocument } from './csv.ts';
import { listLeads } from './list-leads.ts';

const columns: [string, (lead: AdminLead) => string | number | null][] = [
  ['Kind', (lead) => lead.kind],
  ['Reference', (lead) => lead.reference],
  ['Received', (lead) => lead.createdAt],
  ['Name', (lead) => lead.name],
  ['Company', (lead) => lead.company],
  ['Email', (lead) => lead.email],
  ['Phone', (lead) => lead.phone],
  ['Service or project', (lead) => lead.subject],
  ['Urgency', (lead) => lead.urgency],
  ['Source', (lead) => lead.source],
  ['Status', (lead) => lead.status],
  ['Assigned to', (lead) => lead.assignedTo],
  ['Scheduled date', (lead) => lead.scheduledDate],
  ['First response', (lead) => lead.firstResponseAt],
  ['Response seconds', (lead) => lead.responseSeconds],
];

/** Every lead the filters keep, in the inbox's order, read page by page. */
async function allLeads(ctx: ServiceContext, filters: LeadFilters): Promise<AdminLead[]> {
  const leads: AdminLead[] = [];
  let cursor: string | undefined;
  do {
    const page = await listLeads(ctx, { ...filters, limit: maxPageSize, cursor });
    leads.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return leads;
}

/** The filtered inbox as a CSV document (RFC 4180, formulas neutralised). */
export async function exportLeadsCsv(ctx: ServiceContext, filters: LeadFilters): Promise<string> {
  const leads = await allLeads(ctx, filters);
  return csvDocument(
    columns.map(([header]) => header),
    leads.map((lead) => columns.map(([, value]) => value(lead))),
  );
}
