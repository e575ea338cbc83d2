import type { BerthBlockView } from '#shared/admin-reservation-views.ts';
import type { ChartStay } from '#shared/berth-chart-views.ts';
import { addDays, formatFacilityDateTime, formatStayDate } from '#shared/stay-dates.ts';
import { statusLooks } from '#site/islands/admin/reservations/reservation-look.ts';

/** Nights as people say them: "Dec 12, 2026 – Dec 18, 2026" (the last night, not the departure). */
const nights = (startsOn: string, endsOn: string | null) =>
  endsOn === null
    ? `from ${formatStayDate(startsOn)} until further notice`
    : `${formatStayDate(startsOn)} – ${formatStayDate(addDays(endsOn, -1))}`;

/** A stay bar's name: "R-2026-000003, Sea Breeze, Dec 12, 2026 – Dec 18, 2026, Confirmed"; a hold says when it runs out. */
export function stayLabel(stay: ChartStay): string {
  const status = stay.holdExpiresAt ? `unpaid hold until ${formatFacilityDateTime(stay.holdExpiresAt)}` : statusLooks[stay.status].label;
  return `${stay.reservationNumber}, ${stay.vesselName}, ${nights(stay.arrivalDate, stay.departureDate)}, ${status}`;
}

/** A block bar's name: "Maintenance, Dec 12, 2026 – Dec 13, 2026, Fender repair". */
export function blockLabel(block: BerthBlockView): string {
  const what = block.kind === 'maintenance' ? 'Maintenance' : `Occupied${block.vesselName ? ` by ${block.vesselName}` : ''}`;
  return [what, nights(block.startsOn, block.endsOn), block.note].filter(Boolean).join(', ');
}
