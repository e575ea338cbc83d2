import { apiRequest, getAllPages, getJson } from '#shared/api-client.ts';
import type { ResumableHold } from '#shared/berth-views.ts';
import type { CustomerDocument, CustomerInvoice, CustomerReservation, CustomerServiceRequest } from '#shared/customer-views.ts';
import { maxPageSize } from '#shared/page-size.ts';

// The dashboard's calls to the customer area (`/api/customer/*`); each throws ApiError on a non-OK answer.

// The dashboard counts and shows whole lists, so it reads every page, as large as the API gives them.
const listPath = (list: string) => `/api/customer/${list}?limit=${maxPageSize}`;

export const listServiceRequests = (signal?: AbortSignal) => getAllPages<CustomerServiceRequest>(listPath('service-requests'), { signal });
export const listInvoices = (signal?: AbortSignal) => getAllPages<CustomerInvoice>(listPath('invoices'), { signal });
export const listDocuments = (signal?: AbortSignal) => getAllPages<CustomerDocument>(listPath('documents'), { signal });
export const listReservations = (signal?: AbortSignal) => getAllPages<CustomerReservation>(listPath('reservations'), { signal });

/** The live holds this browser can go back to (its checkout cookie), the customer's own among them. */
export const listResumableHolds = (signal?: AbortSignal) => getJson<ResumableHold[]>('/api/berth-reservations/resumable', { signal });

/** Makes a guest hold of this browser the customer's; 404 when it is not this browser's or no longer live. */
export async function claimReservation(reservationId: string): Promise<CustomerReservation> {
  const path = `/api/customer/reservations/${encodeURIComponent(reservationId)}/claim`;
  return (await apiRequest<{ reservation: CustomerReservation }>('POST', path)).reservation;
}

export const checkoutAddress = (reservationId: string) => `/berth-checkout?reservationId=${encodeURIComponent(reservationId)}`;
