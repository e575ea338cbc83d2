import type { UseQueryResult } from '@tanstack/react-query';
import type { CustomerInvoice } from '../../../shared/customer-views.ts';
import { formatCalendarDate, formatCents } from './customer-format.ts';
import { ListState } from './ListState.tsx';
import { StackedTable, type Column } from './StackedTable.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { invoiceStatusLook } from './status-look.ts';

const columns: Column<CustomerInvoice>[] = [
  { header: 'Invoice', cell: (invoice) => <span className="money font-semibold text-navy-900">{invoice.invoiceNumber}</span> },
  { header: 'Description', cell: (invoice) => invoice.description ?? 'Marine services' },
  { header: 'Amount', nowrap: true, cell: (invoice) => <span className="money font-semibold">{formatCents(invoice.totalAmount)}</span> },
  { header: 'Status', cell: (invoice) => <StatusBadge look={invoiceStatusLook(invoice.status)} /> },
  { header: 'Due', nowrap: true, cell: (invoice) => (invoice.dueDate ? formatCalendarDate(invoice.dueDate) : 'N/A') },
];

export function InvoicesTab({ query }: { query: UseQueryResult<CustomerInvoice[]> }) {
  return (
    <ListState
      query={query}
      what="invoices"
      empty={
        <>
          <p className="font-semibold text-navy-900">No invoices yet</p>
          <p className="mt-1 text-navy-700">Invoices for work we do for you, and paid berth reservations, appear here.</p>
        </>
      }
    >
      {(invoices) => <StackedTable caption="Your invoices" columns={columns} rows={invoices} rowKey={(invoice) => invoice.id} />}
    </ListState>
  );
}
