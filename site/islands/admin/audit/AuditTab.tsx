import { auditActionLabels, auditActions } from '#shared/audit-views.ts';
import { Select, TextInput } from '#site/islands/form/controls.tsx';
import { EmptyNotice } from '#site/islands/ui/list-state/EmptyNotice.tsx';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { LoadMoreButton } from '#site/islands/ui/list-state/LoadMoreButton.tsx';
import { usePagedList } from '#site/islands/ui/list-state/use-paged-list.ts';
import { useAddressFilters } from '#site/islands/admin/shell/admin-address.ts';
import { auditAddress, auditQueryKey, listAuditPage, noAuditFilters, type AuditFilters } from './audit-api.ts';
import { AuditEntry } from './AuditEntry.tsx';
import { CustomerPicker } from './CustomerPicker.tsx';

const actionOptions = auditActions.map((value) => ({ value, label: auditActionLabels[value] }));

/** The Audit tab of the admin dashboard: every staff action that changed data, newest first, filterable. */
export default function AuditTab() {
  const [filters, setFilters] = useAddressFilters<AuditFilters>('audit', noAuditFilters);
  const entries = usePagedList({
    queryKey: auditQueryKey(filters),
    firstPage: auditAddress(filters),
    fetchPage: listAuditPage,
    // A change made on another tab shows here the next time this one opens.
    staleTime: 0,
  });
  const rows = entries.data ?? [];
  const filtered = Object.values(filters).some((value) => value !== '');

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Select
          label="Action"
          placeholder="All actions"
          options={actionOptions}
          value={filters.action}
          onChange={(event) => setFilters({ ...filters, action: event.target.value })}
        />
        <TextInput
          label="From"
          type="date"
          value={filters.from}
          onChange={(event) => setFilters({ ...filters, from: event.target.value })}
        />
        <TextInput label="To" type="date" value={filters.to} onChange={(event) => setFilters({ ...filters, to: event.target.value })} />
      </div>
      <CustomerPicker value={filters.customerId} onChange={(customerId) => setFilters({ ...filters, customerId })} />
      <div aria-live="polite" className="sr-only">
        {entries.isSuccess &&
          `${rows.length} ${rows.length === 1 ? 'entry' : 'entries'} shown${entries.hasNextPage ? ', more to load' : ''}`}
      </div>
      {entries.isPending && <LoadingNotice>Loading the audit log…</LoadingNotice>}
      {entries.isError && (
        <LoadFailure query={entries}>The audit log could not be loaded. Check the dates and the connection, then try again.</LoadFailure>
      )}
      {entries.isSuccess && rows.length === 0 && (
        <EmptyNotice title={filtered ? 'No entries match these filters' : 'No staff actions recorded yet'} />
      )}
      {rows.length > 0 && (
        <ul aria-label="Audit entries, newest first" className="grid gap-3">
          {rows.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <LoadMoreButton query={entries} />
    </div>
  );
}
