import { useQuery } from '@tanstack/react-query';
import { listDevices } from '#site/islands/account/account-api.ts';
import { listDocuments, listInvoices, listReservations, listResumableHolds, listServiceRequests } from './customer-area-api.ts';

// The dashboard's data, one query per list, shared by the counters and the tabs. Each component
// that shows a list calls its hook itself, never handed another component's result (decision 065).

export const customerQueryKeys = {
  serviceRequests: ['customer', 'service-requests'],
  invoices: ['customer', 'invoices'],
  documents: ['customer', 'documents'],
  reservations: ['customer', 'reservations'],
  devices: ['customer', 'devices'],
  resumableHolds: ['resumable-holds'],
} as const;

export const useServiceRequests = () =>
  useQuery({ queryKey: customerQueryKeys.serviceRequests, queryFn: ({ signal }) => listServiceRequests(signal) });
export const useInvoices = () => useQuery({ queryKey: customerQueryKeys.invoices, queryFn: ({ signal }) => listInvoices(signal) });
export const useDocuments = () => useQuery({ queryKey: customerQueryKeys.documents, queryFn: ({ signal }) => listDocuments(signal) });
export const useReservations = () =>
  useQuery({ queryKey: customerQueryKeys.reservations, queryFn: ({ signal }) => listReservations(signal) });
export const useDevices = () => useQuery({ queryKey: customerQueryKeys.devices, queryFn: ({ signal }) => listDevices(signal) });
export const useResumableHolds = () =>
  useQuery({ queryKey: customerQueryKeys.resumableHolds, queryFn: ({ signal }) => listResumableHolds(signal) });
