import type { ReservationView } from '#shared/berth-views.ts';

export const checkoutSteps = ['lease-info', 'review', 'sign', 'payment', 'complete'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

export const checkoutStepLabels: Record<CheckoutStep, string> = {
  'lease-info': 'Lease Info',
  review: 'Review',
  sign: 'Sign',
  payment: 'Payment',
  complete: 'Complete',
};

/**
 * Where the checkout opens for a reservation as the server has it: Complete once money has arrived
 * (paid, or since refunded), Payment for a signed lease, Review for a draft, otherwise Lease Info.
 * The page is rendered from the server on every load, so a reload lands here too.
 */
export function openingStep(reservation: Pick<ReservationView, 'paymentStatus' | 'lease'>): CheckoutStep {
  if (reservation.paymentStatus !== 'unpaid') return 'complete';
  if (reservation.lease?.status === 'signed') return 'payment';
  if (reservation.lease?.status === 'draft') return 'review';
  return 'lease-info';
}
