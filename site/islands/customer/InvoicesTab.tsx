import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import type { CustomerInvoice } from '#shared/customer-views.ts';
import { formatCents } from '#shared/pricing.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import { toast } from '#site/lib/toast-store.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { StatusBadge } from '#site/islands/ui/Badge.tsx';
import { ListState } from '#site/islands/ui/ListState.tsx';
import { LoadMoreButton } from '#site/islands/ui/list-state/LoadMoreButton.tsx';
import { StackedTable, type Column } from '#site/islands/ui/table/StackedTable.tsx';
import { invoicePaymentLines, isPayable } from './invoice-payment-words.ts';
import { PayInvoiceDialog } from './PayInvoiceDialog.tsx';
import { invoiceStatusLook } from './status-look.ts';
import { customerQueryKeys, useInvoices } from './use-customer-lists.ts';

function InvoiceStatus({ invoice }: { invoice: CustomerInvoice }) {
  return (
    <div className="grid justify-items-start gap-1">
      <StatusBadge look={invoiceStatusLook(invoice.status)} />
      {invoicePaymentLines(invoice).map((line) => (
        <span key={line} className="text-sm text-navy-700">
          {line}
        </span>
      ))}
    </div>
  );
}

const columns: Column<CustomerInvoice>[] = [
  {
    header: 'Invoice',
    cell: (invoice) => <span className="money font-semibold whitespace-normal wrap-anywhere text-navy-900">{invoice.invoiceNumber}</span>,
  },
  { header: 'Description', cell: (invoice) => invoice.description ?? 'Marine services' },
  { header: 'Amount', nowrap: true, cell: (invoice) => <span className="money font-semibold">{formatCents(invoice.totalAmount)}</span> },
  { header: 'Status', cell: (invoice) => <InvoiceStatus invoice={invoice} /> },
  { header: 'Due', nowrap: true, cell: (invoice) => (invoice.dueDate ? formatStayDate(invoice.dueDate) : 'N/A') },
];

export function InvoicesTab() {
  const invoices = useInvoices();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState<CustomerInvoice | null>(null);

  function paid(invoice: CustomerInvoice) {
    setPaying(null);
    toast({ title: 'Invoice Paid', description: `Invoice ${invoice.invoiceNumber} is paid. A receipt is on its way to your email.` });
    void queryClient.invalidateQueries({ queryKey: customerQueryKeys.invoices });
    void queryClient.invalidateQueries({ queryKey: customerQueryKeys.counts });
  }

  const payButton = (invoice: CustomerInvoice) =>
    isPayable(invoice) ? (
      <button
        type="button"
        onClick={() => setPaying(invoice)}
        aria-label={`Pay invoice ${invoice.invoiceNumber}, ${formatCents(invoice.totalAmount)}`}
        className={primaryButtonClass}
      >
        <CreditCard aria-hidden="true" className="size-5" />
        Pay
      </button>
    ) : null;

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
        {(invoices) => (
          <StackedTable caption="Your invoices" columns={columns} rows={invoices} rowKey={(invoice) => invoice.id} actions={payButton} />
        )}
      </ListState>
      <LoadMoreButton query={invoices} />
      {paying && <PayInvoiceDialog invoice={paying} onClose={() => setPaying(null)} onPaid={paid} />}
    </div>
  );
}
