import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { PaymentStatus, ReservationStatus } from '#shared/berth-options.ts';
import { addDays } from '#shared/stay-dates.ts';
import type { Database } from '#api/db/client.ts';
import { berthBlocks, berthReservations, type BerthBlock } from '#api/db/schema/index.ts';
import { liveReservation } from '#api/services/reservations/hold-conditions.ts';

/**
 * Calendar days at the facility, half-open like stays: `from` is the first day, `to` the day after
 * the last, or null for a range with no end (a block until further notice).
 */
export interface DayRange {
  from: string;
  to: string | null;
}

/** The one day `date`, as a range. */
export const singleDay = (date: string): DayRange => ({ from: date, to: addDays(date, 1) });

/** A stay's days, the same range its exclusion constraint compares. */
export const stayRange = (stay: { arrivalDate: string; departureDate: string }): DayRange => ({
  from: stay.arrivalDate,
  to: stay.departureDate,
});

/** The blocks sharing a day with the range, of one berth or of all, earliest first; a block without an end runs on for ever. */
export function blocksOverlapping(db: Database, range: DayRange, berthId?: string): Promise<BerthBlock[]> {
  const overlapping = and(
    range.to === null ? undefined : lt(berthBlocks.startsOn, range.to),
    or(isNull(berthBlocks.endsOn), gt(berthBlocks.endsOn, range.from)),
    berthId === undefined ? undefined : eq(berthBlocks.berthId, berthId),
  );
  return db.select().from(berthBlocks).where(overlapping).orderBy(berthBlocks.startsOn);
}

/** A live stay: what a block's refusal, the berth list, the calendar and the chart read of it. */
export interface StayOnCalendar {
  id: string;
  berthId: string;
  reservationNumber: string;
  vesselName: string;
  arrivalDate: string;
  departureDate: string;
  status: ReservationStatus;
  paymentStatus: PaymentStatus;
  /** When an unpaid hold stops holding the berth; null for a stay that holds it for good. */
  holdExpiresAt: Date | null;
}

/**
 * The stays live at `now` (a hold past its expiry holds nothing, even before anything has marked it
 * cancelled) that share a day with the range, of one berth or of all, earliest first.
 */
export function liveStaysOverlapping(db: Database, range: DayRange, now: Date, berthId?: string): Promise<StayOnCalendar[]> {
  return db
    .select({
      id: berthReservations.id,
      berthId: berthReservations.berthId,
      reservationNumber: berthReservations.reservationNumber,
      vesselName: berthReservations.vesselName,
      arrivalDate: berthReservations.arrivalDate,
      departureDate: berthReservations.departureDate,
      status: berthReservations.status,
      paymentStatus: berthReservations.paymentStatus,
      holdExpiresAt: berthReservations.holdExpiresAt,
    })
    .from(berthReservations)
    .where(
      and(
        liveReservation(now),
        range.to === null ? undefined : lt(berthReservations.arrivalDate, range.to),
        gt(berthReservations.departureDate, range.from),
        berthId === undefined ? undefined : eq(berthReservations.berthId, berthId),
      ),
    )
    .orderBy(berthReservations.arrivalDate);
}
