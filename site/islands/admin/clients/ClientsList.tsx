import type { AdminClientView } from '#shared/admin-client-views.ts';
import { accountStatuses } from '#shared/customer-options.ts';
import { Select, TextInput } from '#site/islands/form/controls.tsx';
import { EmptyNotice } from '#site/islands/ui/list-state/EmptyNotice.tsx';
import { LoadFailure } from '#site/islands/ui/list-state/LoadFailure.tsx';
import { LoadingNotice } from '#site/islands/ui/list-state/LoadingNotice.tsx';
import { LoadMoreButton } from '#site/islands/ui/list-state/LoadMoreButton.tsx';
import { usePagedList } from '#site/islands/ui/list-state/use-paged-list.ts';
import { useAddressFilters } from '#site/islands/admin/shell/admin-address.ts';
import { adminClientKeys, clientsAddress, listClientsPage } from './admin-clients-api.ts';
import { capitalized } from './account-status-look.ts';
import type { ClientAction } from './client-dialogs.ts';
import { ClientTable } from './ClientTable.tsx';
import { useDebounced } from './use-debounced.ts';

const statusOptions = accountStatuses.map((status) => ({ value: status, label: capitalized(status) }));

/**
 * The clients, newest first until a column sorts them, a page at a time: a search over name, email and company, a status
 * filter, and "Load more" until the last page, so every client can be reached.
 */
export function ClientsList({ onAction }: { onAction: (action: ClientAction, client: AdminClientView) => void }) {
  // The address keeps the search (`q`, also a link from the overview to a client's uploads) and the status.
  const [filters, setFilters] = useAddressFilters('clients', { q: '', status: '' });
  const { q: search, status } = filters;
  const searched = useDebounced(search);
  const clients = usePagedList({
    queryKey: adminClientKeys.list(searched.trim(), status),
    firstPage: clientsAddress(searched, status),
    fetchPage: listClientsPage,
  });
  const rows = clients.data ?? [];

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TextInput
          label="Search clients"
          type="search"
          placeholder="Name, email or company"
          value={search}
          onChange={(event) => setFilters({ ...filters, q: event.target.value })}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          options={statusOptions}
          value={status}
          onChange={(event) => setFilters({ ...filters, status: event.target.value })}
        />
      </div>
      <div aria-live="polite" className="sr-only">
        {clients.isSuccess &&
          `${rows.length} ${rows.length === 1 ? 'client' : 'clients'} shown${clients.hasNextPage ? ', more to load' : ''}`}
      </div>
      {clients.isPending && <LoadingNotice>Loading clients…</LoadingNotice>}
      {clients.isError && <LoadFailure query={clients}>The clients could not be loaded. Check the connection and try again.</LoadFailure>}
      {clients.isSuccess && rows.length === 0 && (
        <EmptyNotice title={searched.trim() !== '' || status !== '' ? 'No clients match this search' : 'No clients yet'} />
      )}
      {rows.length > 0 && <ClientTable clients={rows} onAction={onAction} />}
      <LoadMoreButton query={clients} />
    </div>
  );
}
