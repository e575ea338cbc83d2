import type { AdminClientView } from '#shared/admin-client-views.ts';
import { StatusBadge } from '#site/islands/ui/Badge.tsx';
import { formatFacilityDay } from '#site/islands/ui/portal-format.ts';
import { StackedTable, type Column } from '#site/islands/ui/table/StackedTable.tsx';
import { accountStatusLook } from './account-status-look.ts';
import type { ClientAction } from './client-dialogs.ts';
import { ClientRowActions, clientName } from './ClientRow.tsx';

const columns: Column<AdminClientView>[] = [
  {
    header: 'Name',
    sortValue: clientName,
    cell: (client) => <span className="font-semibold text-navy-900">{clientName(client)}</span>,
  },
  {
    header: 'Company',
    // Company is required, but an imported account may have it blank: nothing to compare, so it sorts last.
    sortValue: (client) => client.company || null,
    cell: (client) => client.company || '—',
  },
  {
    // One column for both ways to reach the client leaves the row's five buttons room at 1280 px.
    header: 'Email and phone',
    cell: (client) => {
      // A line may break before the @ only, so an address reads whole on each side and its column stays narrow.
      const at = client.email.lastIndexOf('@');
      return (
        <>
          <span className="block">
            {client.email.slice(0, at)}
            <wbr />
            {client.email.slice(at)}
          </span>
          <span className="block whitespace-nowrap text-navy-700">{client.phone ?? 'No phone'}</span>
        </>
      );
    },
  },
  {
    header: 'Status',
    sortValue: (client) => accountStatusLook(client.accountStatus).label,
    cell: (client) => <StatusBadge look={accountStatusLook(client.accountStatus)} />,
  },
  {
    header: 'Client since',
    nowrap: true,
    sortValue: (client) => Date.parse(client.createdAt),
    firstDirection: 'descending',
    cell: (client) => <time dateTime={client.createdAt}>{formatFacilityDay(client.createdAt)}</time>,
  },
  {
    header: 'Last sign-in',
    nowrap: true,
    sortValue: (client) => (client.lastLogin ? Date.parse(client.lastLogin) : null),
    firstDirection: 'descending',
    cell: (client) => (client.lastLogin ? <time dateTime={client.lastLogin}>{formatFacilityDay(client.lastLogin)}</time> : 'Never'),
  },
];

interface ClientTableProps {
  clients: readonly AdminClientView[];
  onAction: (action: ClientAction, client: AdminClientView) => void;
}

/** The client accounts as a dense table, sortable over the clients loaded, each row with its five buttons. */
export function ClientTable({ clients, onAction }: ClientTableProps) {
  return (
    <StackedTable
      caption="Clients"
      dense
      columns={columns}
      rows={clients}
      rowKey={(client) => client.id}
      actions={(client) => (
        // Room for the five buttons in two lines: the table gives its spare width to the text columns otherwise.
        <div className="flex flex-wrap gap-2 md:w-92">
          <ClientRowActions client={client} onAction={(action) => onAction(action, client)} />
        </div>
      )}
    />
  );
}
