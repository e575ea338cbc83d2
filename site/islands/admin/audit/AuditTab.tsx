import { useInfiniteQuery } from '@tanstack/react-query';
import { LoaderCircle, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { auditActionLabels } from '../../../../shared/audit-views.ts';
import { secondaryButtonClass } from '../../form/button-classes.ts';
import { Select, TextInput } from '../../form/controls.tsx';
import { auditAddress, auditQueryKey, listAuditPage, type AuditFilters } from './audit-api.ts';
import { AuditEntry } from './AuditEntry.tsx';

const actionOptions = Object.entries(auditActionLabels).map(([value, label]) => ({ value, label }));

/** The Audit tab of the admin dashboard: every staff action that changed data, newest first, filterable. */
export default function AuditTab() {
  const [filters, setFilters] = useState<AuditFilters>({ action: '', from: '', to: '' });
  const entries = useInfiniteQuery({
    queryKey: auditQueryKey(filters),
    queryFn: ({ pageParam, signal }) => listAuditPage(pageParam, signal),
    initialPageParam: auditAddress(filters),
    getNextPageParam: (page) => page.next,
    // A change made on another tab shows here the next time this one opens.
    staleTime: 0,
  });
  const rows = entries.data?.pages.flatMap((page) => page.entries) ?? [];
  const filtered = filters.action !== '' || filters.from !== '' || filters.to !== '';

  return (
    <div className="grid gap-4">
      <h2 className="text-xl font-semibold text-navy-900">Audit</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <Select label="Action" placeholder="All actions" options={actionOptions} value={filters.action} onChange={(event) => setFilters({ ...filters, action: event.target.value })} />
        <TextInput label="From" type="date" value={filters.from} onChange={(event) => setFilters({ ...filters, from: event.target.value })} />
        <TextInput label="To" type="date" value={filters.to} onChange={(event) => setFilters({ ...filters, to: event.target.value })} />
      </div>
      <div aria-live="polite" className="sr-only">
        {entries.isSuccess && `${rows.length} ${rows.length === 1 ? 'entry' : 'entries'} shown${entries.hasNextPage ? ', more to load' : ''}`}
      </div>
      {entries.isPending && (
        <p role="status" className="flex items-center gap-3 rounded-lg bg-sand-50 p-5 text-navy-700 ring-1 ring-sand-300">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
          Loading the audit log…
        </p>
      )}
      {entries.isError && (
        <div role="alert" className="rounded-lg border-2 border-safety-600 bg-white p-5">
          <p className="font-semibold text-navy-900">Failed to load data</p>
          <p className="mt-1 text-navy-700">The audit log could not be loaded. Check the dates and the connection, then try again.</p>
          <button type="button" onClick={() => void entries.refetch()} disabled={entries.isFetching} className={`${secondaryButtonClass} mt-4`}>
            <RotateCw aria-hidden="true" className="size-5" />
            Retry
          </button>
        </div>
      )}
      {entries.isSuccess && rows.length === 0 && (
        <p className="rounded-lg border border-dashed border-navy-300 bg-sand-50 p-6 text-center font-semibold text-navy-900">
          {filtered ? 'No entries match these filters' : 'No staff actions recorded yet'}
        </p>
      )}
      {rows.length > 0 && (
        <ul aria-label="Audit entries, newest first" className="grid gap-3">
          {rows.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {entries.hasNextPage && (
        <button type="button" onClick={() => void entries.fetchNextPage()} disabled={entries.isFetchingNextPage} className={`${secondaryButtonClass} justify-self-center`}>
          {entries.isFetchingNextPage && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
          {entries.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </button>
      )}
    </div>
  );
}
