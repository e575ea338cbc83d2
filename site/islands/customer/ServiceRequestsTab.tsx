import { ArrowRight } from 'lucide-react';
import type { CustomerServiceRequest } from '#shared/customer-views.ts';
import { primaryButtonClass } from '#site/islands/form/button-classes.ts';
import { StatusBadge } from '#site/islands/ui/Badge.tsx';
import { ListState } from '#site/islands/ui/ListState.tsx';
import { LoadMoreButton } from '#site/islands/ui/list-state/LoadMoreButton.tsx';
import { formatFacilityDay } from '#site/islands/ui/portal-format.ts';
import { StackedTable, type Column } from '#site/islands/ui/table/StackedTable.tsx';
import { serviceRequestStatusLook } from './status-look.ts';
import { useServiceRequests } from './use-customer-lists.ts';

const columns: Column<CustomerServiceRequest>[] = [
  { header: 'Request', nowrap: true, cell: (request) => request.requestNumber },
  {
    header: 'Service',
    cell: (request) => (
      <>
        <p className="font-semibold text-navy-900">{request.serviceType ?? 'Service request'}</p>
        <p className="mt-1 line-clamp-3 text-sm whitespace-pre-line text-navy-700">{request.projectDetails}</p>
      </>
    ),
  },
  { header: 'Status', cell: (request) => <StatusBadge look={serviceRequestStatusLook(request.status)} /> },
  { header: 'Submitted', nowrap: true, cell: (request) => formatFacilityDay(request.createdAt) },
  {
    header: 'Scheduled',
    nowrap: true,
    cell: (request) => (request.scheduledDate ? formatFacilityDay(request.scheduledDate) : 'Not scheduled'),
  },
];

export function ServiceRequestsTab() {
  const serviceRequests = useServiceRequests();
  return (
    <div className="grid gap-4">
      <ListState
        query={serviceRequests}
        what="service requests"
        empty={{
          title: 'No service requests yet',
          description: 'Book a crew change, supply run, repair or inspection and follow it here.',
          action: (
            <a href="/schedule" className={primaryButtonClass}>
              Request Service
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
          ),
        }}
      >
        {(requests) => <StackedTable caption="Your service requests" columns={columns} rows={requests} rowKey={(request) => request.id} />}
      </ListState>
      <LoadMoreButton query={serviceRequests} />
    </div>
  );
}
