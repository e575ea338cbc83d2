import { apiRequest } from '../../../shared/api-client.ts';
import type { LeaseView, PaymentIntentResponse, ReservationView } from '../../../shared/berth-views.ts';
import type { LeaseInfoBody, LeaseSignatureBody } from '../../../shared/schemas/lease.ts';
import type { TestCardPaymentBody } from '../../../shared/schemas/payment.ts';

// The checkout's calls to the API; each throws ApiError on a non-OK answer.

const reservationPath = (reservationId: string) => `/api/berth-reservations/${encodeURIComponent(reservationId)}`;

export async function generateLease(reservationId: string, info: LeaseInfoBody): Promise<LeaseView> {
  const { lease } = await apiRequest<{ lease: LeaseView }>('POST', `${reservationPath(reservationId)}/generate-lease`, info);
  return lease;
}

export async function signLease(leaseId: string, signature: LeaseSignatureBody): Promise<LeaseView> {
  const { lease } = await apiRequest<{ lease: LeaseView }>('POST', `/api/leases/${encodeURIComponent(leaseId)}/sign`, signature);
  return lease;
}

export function createPaymentIntent(reservationId: string): Promise<PaymentIntentResponse> {
  return apiRequest<PaymentIntentResponse>('POST', `${reservationPath(reservationId)}/create-payment-intent`);
}

/** The offline test provider's card form; a declined card answers 402 with the provider's message. */
export async function payWithTestCard(payment: TestCardPaymentBody): Promise<void> {
  await apiRequest<unknown>('POST', '/api/payments/test/confirm', payment);
}

export async function confirmPayment(reservationId: string, paymentIntentId: string): Promise<ReservationView> {
  const { reservation } = await apiRequest<{ reservation: ReservationView }>(
    'POST',
    `${reservationPath(reservationId)}/confirm-payment`,
    { paymentIntentId },
  );
  return reservation;
}

export const leasePdfPath = (leaseId: string) => `/api/leases/${encodeURIComponent(leaseId)}/pdf`;
