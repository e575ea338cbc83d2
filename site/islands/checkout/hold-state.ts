import type { ReservationView } from '#shared/berth-views.ts';

const minuteMs = 60_000;

export type HoldState =
  /** Paid, approved, or otherwise past being a hold: nothing runs out. */
  | { kind: 'not-a-hold' }
  /** `minutesLeft` is null until the browser has read its clock (the server's render cannot know it). */
  | { kind: 'live'; expiresAt: string; minutesLeft: number | null }
  /** The berth is no longer held: `expiredAt` when the hold ran out, null when it was cancelled otherwise. */
  | { kind: 'ended'; expiredAt: string | null; reason: string | null };

type HoldFields = Pick<ReservationView, 'status' | 'paymentStatus' | 'holdExpiresAt' | 'cancellationReason'>;

/**
 * Where an unpaid reservation's hold stands at `now` (ms; null before the browser's clock is read).
 * A hold past its expiry counts as ended even before the server has cancelled it, so the checkout
 * never offers to pay for a released berth.
 */
export function holdState(reservation: HoldFields, now: number | null): HoldState {
  if (reservation.paymentStatus !== 'unpaid') return { kind: 'not-a-hold' };
  const { holdExpiresAt, cancellationReason } = reservation;
  const expired = holdExpiresAt !== null && now !== null && Date.parse(holdExpiresAt) <= now;
  if (reservation.status === 'cancelled' || (reservation.status === 'pending' && expired)) {
    return { kind: 'ended', expiredAt: expired ? holdExpiresAt : null, reason: cancellationReason };
  }
  if (reservation.status !== 'pending' || holdExpiresAt === null) return { kind: 'not-a-hold' };
  const minutesLeft = now === null ? null : Math.ceil((Date.parse(holdExpiresAt) - now) / minuteMs);
  return { kind: 'live', expiresAt: holdExpiresAt, minutesLeft };
}

/** Milliseconds from `now` until the whole minutes left on a hold expiring at `expiresAt` next change. */
export function untilNextMinute(expiresAt: string, now: number): number {
  const left = Date.parse(expiresAt) - now;
  return left <= 0 ? 0 : left % minuteMs || minuteMs;
}

const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/**
 * "1 minute", "42 minutes": minutes are counted up, so the last one reads "1 minute" to its end. A
 * hold the office gave for days (decision 108) reads in days and whole hours: "6 days 23 hours".
 */
export function minutesLabel(minutes: number): string {
  if (minutes <= 90) return counted(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days === 0) return counted(hours, 'hour');
  return hours % 24 === 0 ? counted(days, 'day') : `${counted(days, 'day')} ${counted(hours % 24, 'hour')}`;
}

/** The minutes left at which a screen reader is told, politely, how long the hold still runs. */
export const announcedMinutesLeft: readonly number[] = [10, 5, 1];
