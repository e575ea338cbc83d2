import { apiRequest, getJson, getPage, type ListPage } from '#shared/api-client.ts';
import type { PaymentIntentResponse, ResumableHold } from '#shared/berth-views.ts';
import type { CustomerDocument, CustomerInvoice, CustomerReservation, CustomerServiceRequest } from '#shared/customer-views.ts';
import type { CustomerCounts } from '#shared/customer-counts.ts';

// The dashboard's calls to the customer area (`/api/customer/*`); each throws ApiError on a non-OK answer.

// The dashboard's tabs read their lists a page at a time (Load more); its counters come counted by the server.
const pageSize = 25;
const firstPage = (list: string) => `/api/customer/${list}?limit=${pageSize}`;

/** The first page of each of the customer's lists. */
export const customerListAddresses = {
  serviceRequests: firstPage('service-requests'),
  invoices: firstPage('invoices'),
  documents: firstPage('documents'),
  reservations: firstPage('reservations'),
};

export const listServiceRequestsPage = (address: string, signal?: AbortSignal): Promise<ListPage<CustomerServiceRequest>> =>
  getPage(address, signal);
export const listInvoicesPage = (address: string, signal?: AbortSignal): Promise<ListPage<CustomerInvoice>> => getPage(address, signal);
export const listDocumentsPage = (address: string, signal?: AbortSignal): Promise<ListPage<CustomerDocument>> => getPage(address, signal);
export const listReservationsPage = (address: string, signal?: AbortSignal): Promise<ListPage<CustomerReservation>> =>
  getPage(address, signal);

/** Active projects, pending invoices and documents, over the whole lists. */
export const getCounts = (signal?: AbortSignal) => getJson<CustomerCounts>('/api/customer/counts', { signal });

/** The live holds this browser can go back to (its checkout cookie), the customer's own among them. */
export const listResumableHolds = (signal?: AbortSignal) => getJson<ResumableHold[]>('/api/berth-reservations/resumable', { signal });

/** Makes a guest hold of this browser the customer's; 404 when it is not this browser's or no longer live. */
export async function claimReservation(reservationId: string): Promise<CustomerReservation> {
  const path = `/api/customer/reservations/${encodeURIComponent(reservationId)}/claim`;
  return (await apiRequest<{ reservation: CustomerReservation }>('POST', path)).reservation;
}

/** Lets go of one of the customer's unpaid holds: the berth is free at once. 409 once paid or no longer held. */
export async function releaseHold(reservationId: string): Promise<CustomerReservation> {
  const path = `/api/customer/reservations/${encodeURIComponent(reservationId)}/release`;
  return (await apiRequest<{ reservation: CustomerReservation }>('POST', path)).reservation;
}

export const checkoutAddress = (reservationId: string) => `/berth-checkout?reservationId=${encodeURIComponent(reservationId)}`;

const invoicePaymentPath = (invoiceId: string) => `/api/customer/invoices/${encodeURIComponent(invoiceId)}/payment`;

/** Starts (or picks up) the card payment of one of the customer's invoices: what the card form needs. */
export const startInvoicePayment = (invoiceId: string) => apiRequest<PaymentIntentResponse>('POST', invoicePaymentPath(invoiceId));

/** The provider took the card: the server checks with it and answers the invoice, paid. */
export async function confirmInvoicePayment(invoiceId: string, paymentIntentId: string): Promise<CustomerInvoice> {
  return (await apiRequest<{ invoice: CustomerInvoice }>('POST', `${invoicePaymentPath(invoiceId)}/confirm`, { paymentIntentId })).invoice;
}
