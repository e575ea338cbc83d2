import { facilityToday, addDays } from '#shared/stay-dates.ts';
import { seededCustomerId } from './marina-decade.ts';

export type Caller = 'staff' | 'customer' | 'visitor';

/** A list or search as a page asks for it, and who asks. */
export interface MeasuredRequest {
  name: string;
  caller: Caller;
  path: string;
}

/** The requests the growth run measures and the plan test checks, at the facility's `now`. */
export function measuredRequests(now: Date): MeasuredRequest[] {
  const today = facilityToday(now);
  const fleetOperator = seededCustomerId(1);
  return [
    { name: 'staff: clients', caller: 'staff', path: '/api/admin/clients' },
    { name: 'staff: clients, search', caller: 'staff', path: '/api/admin/clients?search=thibodeaux' },
    { name: 'staff: clients, rare search', caller: 'staff', path: '/api/admin/clients?search=owner1999' },
    { name: 'staff: clients, suspended', caller: 'staff', path: '/api/admin/clients?status=suspended' },
    { name: 'staff: client timeline', caller: 'staff', path: `/api/admin/clients/${fleetOperator}/timeline` },
    { name: 'staff: office messages', caller: 'staff', path: '/api/admin/client-messages' },
    { name: 'staff: office uploads', caller: 'staff', path: '/api/admin/client-uploads' },
    { name: 'staff: leads, newest', caller: 'staff', path: '/api/admin/leads' },
    { name: 'staff: leads, oldest', caller: 'staff', path: '/api/admin/leads?sort=oldest' },
    { name: 'staff: leads, waiting longest', caller: 'staff', path: '/api/admin/leads?sort=waiting' },
    { name: 'staff: leads, slowest response', caller: 'staff', path: '/api/admin/leads?sort=response' },
    { name: 'staff: leads, pending', caller: 'staff', path: '/api/admin/leads?status=pending' },
    { name: 'staff: reservations', caller: 'staff', path: '/api/berth-reservations' },
    { name: 'staff: reservations, pending', caller: 'staff', path: '/api/berth-reservations?status=pending' },
    { name: 'staff: reservations, next month', caller: 'staff', path: `/api/berth-reservations?from=${today}&to=${addDays(today, 30)}` },
    { name: 'staff: sent mail', caller: 'staff', path: '/api/admin/mail' },
    { name: 'staff: audit', caller: 'staff', path: '/api/admin/audit' },
    { name: 'staff: audit, one action', caller: 'staff', path: '/api/admin/audit?action=document.shared' },
    { name: 'staff: audit, one customer', caller: 'staff', path: `/api/admin/audit?customerId=${fleetOperator}` },
    { name: 'staff: audit, last week', caller: 'staff', path: `/api/admin/audit?from=${addDays(today, -7)}&to=${today}` },
    { name: 'staff: overview', caller: 'staff', path: '/api/admin/overview' },
    { name: 'staff: documents', caller: 'staff', path: '/api/documents' },
    { name: 'staff: documents, trash', caller: 'staff', path: '/api/documents?status=trashed' },
    { name: 'staff: documents, search', caller: 'staff', path: '/api/documents?q=survey%20report' },
    { name: 'staff: documents, rare search', caller: 'staff', path: '/api/documents?q=record%2012345' },
    { name: 'customer: reservations', caller: 'customer', path: '/api/customer/reservations' },
    { name: 'customer: invoices', caller: 'customer', path: '/api/customer/invoices' },
    { name: 'customer: documents', caller: 'customer', path: '/api/customer/documents' },
    { name: 'customer: service requests', caller: 'customer', path: '/api/customer/service-requests' },
    { name: 'customer: notifications', caller: 'customer', path: '/api/customer/notifications' },
    { name: 'customer: messages', caller: 'customer', path: '/api/client/messages' },
    { name: 'customer: uploads', caller: 'customer', path: '/api/client/uploads' },
    { name: 'customer: library search', caller: 'customer', path: '/api/documents?q=certificate' },
    { name: 'customer: library, rare search', caller: 'customer', path: '/api/documents?q=record%2012345' },
    { name: 'visitor: berths', caller: 'visitor', path: '/api/berths' },
    {
      name: 'visitor: berths for dates',
      caller: 'visitor',
      path: `/api/berths?arrival=${addDays(today, 14)}&departure=${addDays(today, 21)}&length=90&draft=10`,
    },
  ];
}
