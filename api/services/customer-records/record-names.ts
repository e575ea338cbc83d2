import { formatStayDate } from '#shared/stay-dates.ts';

// How the records filed for a berth reservation are named: derived from the reservation number, so
// the customer can match an invoice or a lease to the reservation it belongs to.

export interface FiledStay {
  reservationNumber: string;
  berthName: string;
  vesselName: string;
  arrivalDate: string;
  departureDate: string;
}

/** `R-2026-000123` → `INV-R-2026-000123`. */
export function reservationInvoiceNumber(reservationNumber: string): string {
  return `INV-${reservationNumber}`;
}

/** `R-2026-000123` → `Berth-Lease-R-2026-000123.pdf`. */
export function leaseFileName(reservationNumber: string): string {
  return `Berth-Lease-${reservationNumber}.pdf`;
}

/** `R-2026-000123` → `Berth lease R-2026-000123`. */
export function leaseDocumentTitle(reservationNumber: string): string {
  return `Berth lease ${reservationNumber}`;
}

function stayLine({ berthName, vesselName, arrivalDate, departureDate }: FiledStay): string {
  return `${berthName} for ${vesselName}, ${formatStayDate(arrivalDate)} to ${formatStayDate(departureDate)}`;
}

export function reservationInvoiceDescription(stay: FiledStay): string {
  return `Berth reservation ${stay.reservationNumber}: ${stayLine(stay)}`;
}

export function leaseDocumentDescription(stay: FiledStay): string {
  return `Signed berth lease, reservation ${stay.reservationNumber}: ${stayLine(stay)}`;
}
