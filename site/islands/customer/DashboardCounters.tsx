import type { UseQueryResult } from '@tanstack/react-query';
import { ClipboardList, FileText, Receipt, type LucideIcon } from 'lucide-react';
import type { CustomerDocument, CustomerInvoice, CustomerServiceRequest } from '../../../shared/customer-views.ts';
import { activeProjectCount, pendingInvoiceCount } from './dashboard-counts.ts';

interface DashboardCountersProps {
  serviceRequests: UseQueryResult<CustomerServiceRequest[]>;
  invoices: UseQueryResult<CustomerInvoice[]>;
  documents: UseQueryResult<CustomerDocument[]>;
}

/** Active Projects, Pending Invoices, Documents: a dash until the list arrives (or when it failed). */
export function DashboardCounters({ serviceRequests, invoices, documents }: DashboardCountersProps) {
  const counters: { label: string; icon: LucideIcon; value: number | undefined }[] = [
    { label: 'Active Projects', icon: ClipboardList, value: serviceRequests.data && activeProjectCount(serviceRequests.data) },
    { label: 'Pending Invoices', icon: Receipt, value: invoices.data && pendingInvoiceCount(invoices.data) },
    { label: 'Documents', icon: FileText, value: documents.data?.length },
  ];
  return (
    <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {counters.map(({ label, icon: Icon, value }) => (
        // Only dt and dd may sit in a dl's group, so the icon travels inside the term.
        <div key={label} className="flex flex-col-reverse gap-1 rounded-xl bg-white p-5 shadow-sm ring-1 ring-navy-900/10">
          <dt className="flex items-center gap-2 text-sm font-semibold text-navy-700">
            <Icon aria-hidden="true" className="size-5 text-sea-700" />
            {label}
          </dt>
          <dd className="money text-3xl font-extrabold text-navy-900">
            {value ?? (
              <>
                <span aria-hidden="true">–</span>
                <span className="sr-only">not loaded yet</span>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
