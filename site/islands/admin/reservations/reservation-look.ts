import type { PaymentStatus, ReservationStatus } from '#shared/berth-options.ts';
import type { StatusLook } from '#site/islands/ui/Badge.tsx';

export const statusLooks: Record<ReservationStatus, StatusLook> = {
  pending: { label: 'Pending', tone: 'waiting' },
  confirmed: { label: 'Confirmed', tone: 'info' },
  active: { label: 'Active', tone: 'working' },
  completed: { label: 'Completed', tone: 'done' },
  cancelled: { label: 'Cancelled', tone: 'closed' },
};

export const paymentLabels: Record<PaymentStatus, string> = { unpaid: 'Unpaid', paid: 'Paid', refunded: 'Refunded' };

/** A span of minutes as people say it: "45 min", "3 h 5 min", "2 days 4 h". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'}${hours % 24 === 0 ? '' : ` ${hours % 24} h`}`;
}

/** What is left of a hold: its time, "Ran out" at zero, nothing without one. */
export function holdLeft(minutes: number | null): string | null {
  if (minutes === null) return null;
  return minutes === 0 ? 'Hold ran out' : `Hold: ${formatMinutes(minutes)} left`;
}
