import { apiRequest, getJson, getPage, type ListPage } from '#shared/api-client.ts';
import type { AdminLead, AdminLeadAnswer, AdminLeadDetail } from '#shared/admin-lead-views.ts';
import type { LeadKind, LeadSort, LeadUpdateInput } from '#shared/schemas/admin-leads.ts';

// The Service Requests tab's calls (`/api/admin/leads`); each throws ApiError on a non-OK answer.

/** The inbox's filters as the form holds them: '' for "any". */
export interface LeadFilterValues {
  kind: '' | LeadKind;
  status: string;
  urgency: string;
  serviceType: string;
  source: string;
  sort: LeadSort;
}

export const noFilters: LeadFilterValues = { kind: '', status: '', urgency: '', serviceType: '', source: '', sort: 'newest' };

export const leadKeys = {
  all: ['admin', 'leads'],
  list: (filters: LeadFilterValues) => ['admin', 'leads', 'list', filters],
  lead: (kind: LeadKind, id: string) => ['admin', 'leads', 'one', kind, id],
} as const;

const leadsPageSize = 25;

/** The filters as query parameters, the empty ones left out. */
function filterParameters(filters: LeadFilterValues): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== '') query.set(name, value);
  return query;
}

export const leadsAddress = (filters: LeadFilterValues) => `/api/admin/leads?${filterParameters(filters)}&limit=${leadsPageSize}`;

/** The CSV download of the whole filtered list, in the order shown. */
export const leadsExportAddress = (filters: LeadFilterValues) => `/api/admin/leads/export.csv?${filterParameters(filters)}`;

export function listLeadsPage(address: string, signal?: AbortSignal): Promise<ListPage<AdminLead>> {
  return getPage<AdminLead>(address, signal);
}

const leadAddress = (kind: LeadKind, id: string) => `/api/admin/leads/${kind}/${encodeURIComponent(id)}`;

export async function getLead(kind: LeadKind, id: string, signal?: AbortSignal): Promise<AdminLeadDetail> {
  return (await getJson<AdminLeadAnswer>(leadAddress(kind, id), { signal })).lead;
}

export async function updateLead(kind: LeadKind, id: string, update: LeadUpdateInput): Promise<AdminLeadDetail> {
  return (await apiRequest<AdminLeadAnswer>('PATCH', leadAddress(kind, id), update)).lead;
}

/**
 * Records the end of a visit: leads arriving later are the next visit's new ones. `keepalive` lets
 * it finish while the page is going away; nothing waits for its answer.
 */
export function markLeadsSeen(): void {
  void fetch('/api/admin/leads/seen', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}
