import { apiRequest, getJson } from '#shared/api-client.ts';
import type { LeaseAnswer, LeaseView, PaymentIntentResponse, ReservationAnswer, ReservationView } from '#shared/berth-views.ts';
import type { ElectronicConsentBody, LeaseInfoBody, LeaseSignatureBody } from '#shared/schemas/lease.ts';
import type { TestCardPaymentBody } from '#shared/schemas/payment.ts';

// The checkout's calls to the API; each throws ApiError on a non-OK answer.

const reservationPath = (reservationId: string) => `/api/berth-reservations/${encodeURIComponent(reservationId)}`;

export function readReservation(reservationId: string, signal?: AbortSignal): Promise<ReservationView> {
  return getJson<ReservationView>(reservationPath(reservationId), { signal });
}

export async function generateLease(reservationId: string, info: LeaseInfoBody): Promise<LeaseView> {
  const { lease } = await apiRequest<LeaseAnswer>('POST', `${reservationPath(reservationId)}/generate-lease`, info);
  return lease;
}

/**
 * Signs the lease text this page showed: `leaseTextSha256` is that text's hash, so a lease written
 * again since answers 409 (see lease-changed.ts) instead of binding the signature to unread text.
 */
export async function signLease(
  lease: Pick<LeaseView, 'id' | 'leaseTextSha256'>,
  signature: LeaseSignatureBody,
  consent: ElectronicConsentBody | null,
): Promise<LeaseView> {
  const body = { ...signature, leaseTextSha256: lease.leaseTextSha256, ...(consent ? { consent } : {}) };
  const answer = await apiRequest<LeaseAnswer>('POST', `/api/leases/${encodeURIComponent(lease.id)}/sign`, body);
  return answer.lease;
}

export function createPaymentIntent(reservationId: string): Promise<PaymentIntentResponse> {
  return apiRequest<PaymentIntentResponse>('POST', `${reservationPath(reservationId)}/create-payment-intent`);
}

/** The offline test provider's card form; a declined card answers 402 with the provider's message. */
export async function payWithTestCard(payment: TestCardPaymentBody): Promise<void> {
  await apiRequest<unknown>('POST', '/api/payments/test/confirm', payment);
}

export async function confirmPayment(reservationId: string, paymentIntentId: string): Promise<ReservationView> {
  const { reservation } = await apiRequest<ReservationAnswer>('POST', `${reservationPath(reservationId)}/confirm-payment`, {
    paymentIntentId,
  });
  return reservation;
}

export const leasePdfPath = (leaseId: string) => `/api/leases/${encodeURIComponent(leaseId)}/pdf`;
