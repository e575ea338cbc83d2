import type { AuditEntryView } from '../../../../shared/audit-views.ts';
import { getPage } from '../../../../shared/api-client.ts';

export const auditPageSize = 50;

export interface AuditFilters {
  action: string;
  from: string;
  to: string;
}

export const auditQueryKey = (filters: AuditFilters) => ['admin', 'audit', filters] as const;

/** The first page's address for the filters; an empty filter is left out. */
export function auditAddress({ action, from, to }: AuditFilters): string {
  const query = new URLSearchParams({ limit: String(auditPageSize) });
  if (action !== '') query.set('action', action);
  if (from !== '') query.set('from', from);
  if (to !== '') query.set('to', to);
  return `/api/admin/audit?${query}`;
}

export interface AuditPage {
  entries: AuditEntryView[];
  next: string | undefined;
}

/** One page of the audit log, newest first, with where the next one is. */
export async function listAuditPage(address: string, signal?: AbortSignal): Promise<AuditPage> {
  const { rows, next } = await getPage<AuditEntryView>(address, signal);
  return { entries: rows, next };
}
