import { berthPurposes, type BerthPurpose } from '#shared/berth-options.ts';
import type { BerthView, ReservationView } from '#shared/berth-views.ts';
import type { BerthReservationInput } from '#shared/schemas/berth-reservation.ts';
import { canReserve } from './berth-state.ts';
import type { StayFilters } from './stay-filters.ts';
import { formatStayRange, type Stay } from './stay-summary.ts';

/** The earlier request's vessel and contact, which the dialog starts from when reserving again. */
export type RebookDetails = Pick<
  BerthReservationInput,
  'vesselName' | 'vesselBeam' | 'contactName' | 'contactEmail' | 'contactPhone' | 'company' | 'purpose' | 'specialRequirements'
>;

/** The page's filters set to the earlier stay and vessel, so availability is asked for exactly that. */
export function rebookFilters(reservation: ReservationView): StayFilters {
  return {
    arrival: reservation.arrivalDate,
    departure: reservation.departureDate,
    length: reservation.vesselLength === null ? '' : String(reservation.vesselLength),
    draft: reservation.vesselDraft === null ? '' : String(reservation.vesselDraft),
  };
}

const isPurpose = (value: string | null): value is BerthPurpose => berthPurposes.some((purpose) => purpose === value);

export function rebookDetails(reservation: ReservationView): RebookDetails {
  return {
    vesselName: reservation.vesselName,
    vesselBeam: reservation.vesselBeam === null ? '' : String(reservation.vesselBeam),
    contactName: reservation.contactName,
    contactEmail: reservation.contactEmail,
    contactPhone: reservation.contactPhone ?? '',
    company: reservation.company,
    purpose: isPurpose(reservation.purpose) ? reservation.purpose : '',
    specialRequirements: reservation.specialRequirements ?? '',
  };
}

/** What to do with a reservation to make again: wait for the list, open the dialog on its berth, or let the visitor pick. */
export type RebookStep = { kind: 'wait' } | { kind: 'open'; berth: BerthView } | { kind: 'pick'; message: string };

const sameStay = (stay: Stay | null | undefined, reservation: ReservationView) =>
  stay?.arrival === reservation.arrivalDate && stay.departure === reservation.departureDate;

/**
 * Once the list answers for the earlier dates: the same berth when it is still free and fits,
 * otherwise a word on why, and the visitor picks another (the details stay for the dialog). Dates
 * already past are never asked for; the visitor chooses new ones.
 */
export function rebookStep(
  reservation: ReservationView,
  berths: readonly BerthView[] | null,
  shownStay: Stay | null | undefined,
  today: string | undefined,
): RebookStep {
  const stay = formatStayRange({ arrival: reservation.arrivalDate, departure: reservation.departureDate });
  if (today && reservation.arrivalDate < today) {
    return { kind: 'pick', message: `The stay of ${stay} has begun: choose new dates, and your vessel and contact details are kept.` };
  }
  if (!berths || !sameStay(shownStay, reservation)) return { kind: 'wait' };
  const berth = berths.find((candidate) => candidate.id === reservation.berthId);
  if (berth && canReserve(berth)) return { kind: 'open', berth };
  return {
    kind: 'pick',
    message:
      `${reservation.berth.name} is no longer free for ${stay}: ` +
      'choose another berth below, and your vessel and contact details are kept.',
  };
}
