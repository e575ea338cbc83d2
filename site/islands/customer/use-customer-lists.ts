import { useQuery } from '@tanstack/react-query';
import { listDevices } from '#site/islands/account/account-api.ts';
import { usePagedList } from '#site/islands/ui/list-state/use-paged-list.ts';
import {
  customerListAddresses,
  getCounts,
  listDocumentsPage,
  listInvoicesPage,
  listReservationsPage,
  listResumableHolds,
  listServiceRequestsPage,
} from './customer-area-api.ts';

// The dashboard's data, one query per list, shared by the counters and the tabs. Each component
// that shows a list calls its hook itself, never handed another component's result (decision 065).

export const customerQueryKeys = {
  serviceRequests: ['customer', 'service-requests'],
  invoices: ['customer', 'invoices'],
  documents: ['customer', 'documents'],
  reservations: ['customer', 'reservations'],
  counts: ['customer', 'counts'],
  devices: ['customer', 'devices'],
  resumableHolds: ['resumable-holds'],
} as const;

export const useServiceRequests = () =>
  usePagedList({
    queryKey: customerQueryKeys.serviceRequests,
    firstPage: customerListAddresses.serviceRequests,
    fetchPage: listServiceRequestsPage,
  });
export const useInvoices = () =>
  usePagedList({ queryKey: customerQueryKeys.invoices, firstPage: customerListAddresses.invoices, fetchPage: listInvoicesPage });
export const useDocuments = () =>
  usePagedList({ queryKey: customerQueryKeys.documents, firstPage: customerListAddresses.documents, fetchPage: listDocumentsPage });
export const useReservations = () =>
  usePagedList({
    queryKey: customerQueryKeys.reservations,
    firstPage: customerListAddresses.reservations,
    fetchPage: listReservationsPage,
  });
export const useCounts = () => useQuery({ queryKey: customerQueryKeys.counts, queryFn: ({ signal }) => getCounts(signal) });
export const useDevices = () => useQuery({ queryKey: customerQueryKeys.devices, queryFn: ({ signal }) => listDevices(signal) });
export const useResumableHolds = () =>
  useQuery({ queryKey: customerQueryKeys.resumableHolds, queryFn: ({ signal }) => listResumableHolds(signal) });
