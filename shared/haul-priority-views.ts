import type { CustomerInvoice } from './customer-views.ts';
import type { PrioritySeason } from './haul-out-priority.ts';

/** Where a stay's haul-out priority stands: not bought, invoiced and awaiting payment, paid, or paid and refunded (no priority). */
export type HaulPriorityState = 'none' | 'unpaid' | 'paid' | 'refunded';

/** A stay of the customer's that keeps a vessel at the marina in the season, and its priority. */
export interface HaulPriorityStay {
  reservationId: string;
  reservationNumber: string;
  vesselName: string;
  berthName: string;
  arrivalDate: string;
  departureDate: string;
  state: HaulPriorityState;
  invoice: CustomerInvoice | null;
}

/** `GET /api/customer/haul-out-priority`: the fee (cents), the season it is for and the customer's stays in it. */
export interface HaulPriorityView {
  fee: number;
  season: PrioritySeason;
  stays: HaulPriorityStay[];
}
