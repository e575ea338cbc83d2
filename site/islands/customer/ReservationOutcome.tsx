import type { CustomerReservation } from '#shared/customer-views.ts';
import { formatCents } from '#shared/pricing.ts';

/** What the office's decision means for the customer: the refund and reason of a decline, or what an approved stay still owes. */
export function ReservationOutcome({ reservation }: { reservation: CustomerReservation }) {
  const { refundedAmount, cancellationReason, amountDue } = reservation;
  return (
    <>
      {refundedAmount !== null && <p className="text-sm font-semibold text-navy-900">Refunded {formatCents(refundedAmount)}</p>}
      {cancellationReason && <p className="text-sm text-navy-700">Reason: {cancellationReason}</p>}
      {amountDue !== null && (
        <p className="text-sm text-navy-800">
          <span className="font-semibold">Due {formatCents(amountDue)}</span>: pay the marina office on arrival or by invoice.
        </p>
      )}
    </>
  );
}
