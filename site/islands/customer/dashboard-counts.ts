import type { CustomerInvoice, CustomerServiceRequest } from '#shared/customer-views.ts';

// The dashboard's counters.

const activeStatuses = new Set(['pending', 'in-progress']);

/** Active Projects: service requests still pending or in progress. */
export const activeProjectCount = (requests: readonly Pick<CustomerServiceRequest, 'status'>[]) =>
  requests.filter((request) => activeStatuses.has(request.status)).length;

/** Pending Invoices: invoices whose status is pending (an overdue one has its own status). */
export const pendingInvoiceCount = (invoices: readonly Pick<CustomerInvoice, 'status'>[]) =>
  invoices.filter((invoice) => invoice.status === 'pending').length;
