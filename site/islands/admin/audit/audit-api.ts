import type { AuditEntryView } from '#shared/audit-views.ts';
import { getPage, type ListPage } from '#shared/api-client.ts';

const auditPageSize = 50;

export interface AuditFilters {
  action: string;
  /** One customer's entries; '' for everyone's. */
  customerId: string;
  from: string;
  to: string;
}

export const noAuditFilters: AuditFilters = { action: '', customerId: '', from: '', to: '' };

export const auditQueryKey = (filters: AuditFilters) => ['admin', 'audit', filters] as const;

/** The first page's address for the filters; an empty filter is left out. */
export function auditAddress(filters: AuditFilters): string {
  const query = new URLSearchParams({ limit: String(auditPageSize) });
  for (const [name, value] of Object.entries(filters)) if (value !== '') query.set(name, value);
  return `/api/admin/audit?${query}`;
}

/** One page of the audit log, newest first, with where the next one is. */
export function listAuditPage(address: string, signal?: AbortSignal): Promise<ListPage<AuditEntryView>> {
  return getPage<AuditEntryView>(address, signal);
}
