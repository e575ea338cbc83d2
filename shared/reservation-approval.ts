/**
 * How long the harbor office takes to approve (or decline) a paid berth reservation, in business
 * days: the promise the checkout makes when payment is done.
 */
export const reservationApprovalBusinessDays = 1;

/** A paid request still waiting for approval this many hours after its payment is flagged to staff. */
const approvalOverdueHours = 24;

/** Whether a reservation is a paid request that has waited for approval longer than `approvalOverdueHours`. */
export function waitingTooLong(
  reservation: { status: string; paymentStatus: string; paidAt: Date | string | null; createdAt: Date | string },
  now: Date,
): boolean {
  if (reservation.status !== 'pending' || reservation.paymentStatus !== 'paid') return false;
  const since = new Date(reservation.paidAt ?? reservation.createdAt).getTime();
  return now.getTime() - since > approvalOverdueHours * 3_600_000;
}
