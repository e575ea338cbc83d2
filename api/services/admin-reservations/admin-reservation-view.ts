import type { AdminReservationView } from '#shared/admin-reservation-views.ts';
import { waitingTooLong } from '#shared/reservation-approval.ts';
import type { BerthReservation } from '#api/db/schema/index.ts';

const minuteMs = 60_000;

/** A reservation as the staff list shows it at `now`: its hold's time left, its age, and the overdue flag. */
export function toAdminReservationView(reservation: BerthReservation, berthName: string, now: Date): AdminReservationView {
  const hold = reservation.status === 'pending' && reservation.paymentStatus === 'unpaid' ? reservation.holdExpiresAt : null;
  return {
    id: reservation.id,
    reservationNumber: reservation.reservationNumber,
    berthId: reservation.berthId,
    berthName,
    vesselName: reservation.vesselName,
    vesselLength: reservation.vesselLength,
    vesselBeam: reservation.vesselBeam,
    vesselDraft: reservation.vesselDraft,
    contactName: reservation.contactName,
    contactEmail: reservation.contactEmail,
    contactPhone: reservation.contactPhone,
    company: reservation.company,
    arrivalDate: reservation.arrivalDate,
    departureDate: reservation.departureDate,
    status: reservation.status,
    totalCost: reservation.totalCost,
    paymentStatus: reservation.paymentStatus,
    paidAmount: reservation.paidAmount,
    paidAt: reservation.paidAt?.toISOString() ?? null,
    holdExpiresAt: reservation.holdExpiresAt?.toISOString() ?? null,
    holdMinutesLeft: hold ? Math.max(0, Math.floor((hold.getTime() - now.getTime()) / minuteMs)) : null,
    ageMinutes: Math.max(0, Math.floor((now.getTime() - reservation.createdAt.getTime()) / minuteMs)),
    waitingTooLong: waitingTooLong(reservation, now),
    cancellationReason: reservation.cancellationReason,
    earlyArrivalOn: reservation.earlyArrivalOn,
    earlyDepartureOn: reservation.earlyDepartureOn,
    customerId: reservation.customerId,
    createdAt: reservation.createdAt.toISOString(),
  };
}
