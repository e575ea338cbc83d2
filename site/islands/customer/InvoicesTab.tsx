import type { CustomerInvoice } from '#shared/customer-views.ts';
import { formatCents } from '#shared/pricing.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import { StatusBadge } from '#site/islands/ui/Badge.tsx';
import { ListState } from '#site/islands/ui/ListState.tsx';
import { LoadMoreButton } from '#site/islands/ui/list-state/LoadMoreButton.tsx';
import { StackedTable, type Column } from '#site/islands/ui/table/StackedTable.tsx';
import { invoiceStatusLook } from './status-look.ts';
import { useInvoices } from './use-customer-lists.ts';

const columns: Column<CustomerInvoice>[] = [
  { header: 'Invoice', cell: (invoice) => <span className="money font-semibold text-navy-900">{invoice.invoiceNumber}</span> },
  { header: 'Description', cell: (invoice) => invoice.description ?? 'Marine services' },
  { header: 'Amount', nowrap: true, cell: (invoice) => <span className="money font-semibold">{formatCents(invoice.totalAmount)}</span> },
  { header: 'Status', cell: (invoice) => <StatusBadge look={invoiceStatusLook(invoice.status)} /> },
  { header: 'Due', nowrap: true, cell: (invoice) => (invoice.dueDate ? formatStayDate(invoice.dueDate) : 'N/A') },
];

export function InvoicesTab() {
  const invoices = useInvoices();
  return (
    <div className="grid gap-4">
      <ListState
        query={invoices}
        what="invoices"
        empty={{
          title: 'No invoices yet',
          description: 'Invoices for work we do for you, and paid berth reservations, appear here.',
        }}
      >
        {(invoices) => <StackedTable caption="Your invoices" columns={columns} rows={invoices} rowKey={(invoice) => invoice.id} />}
      </ListState>
      <LoadMoreButton query={invoices} />
    </div>
  );
}
