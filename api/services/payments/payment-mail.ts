import { berthPurposeOptions } from '#shared/berth-options.ts';
import { optionLabel } from '#shared/code-words.ts';
import { formatCents } from '#shared/pricing.ts';
import { formatFacilityDateTime, formatStayDate } from '#shared/stay-dates.ts';
import type { BerthReservation } from '#api/db/schema/index.ts';
import { letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { fieldTable, notGiven, oneLine } from '#api/mail/plain-text.ts';

export interface PaidReservation {
  reservation: BerthReservation;
  berthName: string;
  /** The checkout page of the reservation, when the site's public address is known. */
  checkoutUrl: string | null;
  /** The Berth reservations of the customer's account, when the reservation is an account's. */
  reservationsUrl?: string;
}

/** For the customer: what was paid for, and that the harbor office still has to approve the stay. */
export function paymentConfirmation(
  { reservation, berthName, checkoutUrl, reservationsUrl }: PaidReservation,
  office: MarinaOffice,
): MailContent {
  const next =
    reservation.status === 'cancelled'
      ? 'This reservation had already been cancelled when your payment arrived, so the full amount has been refunded to your card. ' +
        'Please reserve again if you still need a berth.'
      : 'Your reservation is pending approval by the harbor office. ' +
        'We will let you know as soon as it is approved; if it cannot be approved, the full amount is refunded to your card.';
  return {
    subject: oneLine(`Payment received: ${berthName} for ${reservation.vesselName}, ${stay(reservation)} — ${office.name}`),
    text: letter(
      `Hello ${reservation.contactName},`,
      [
        `Thank you: we received your card payment of ${formatCents(paidAmount(reservation))} for your berth reservation.`,
        next,
        fieldTable([
          ['Reservation', reservation.reservationNumber],
          ['Berth', berthName],
          ['Vessel', reservation.vesselName],
          ['Arrival', formatStayDate(reservation.arrivalDate)],
          ['Departure', formatStayDate(reservation.departureDate)],
          ['Total paid', formatCents(paidAmount(reservation))],
        ]),
        ...(checkoutUrl ? [`Your reservation and signed lease (open the link in the browser you booked with):\n${checkoutUrl}`] : []),
        ...(reservationsUrl ? [`You will also find it among the berth reservations in your account:\n${reservationsUrl}`] : []),
        `Questions? Call the marina office at ${office.phone}.`,
      ],
      office,
    ),
  };
}

/** For staff: a paid reservation waiting for a decision, with everything needed to make it and where to make it (`adminUrl`). */
export function paymentNotification({ reservation, berthName }: PaidReservation, adminUrl: string): MailContent {
  const action =
    reservation.status === 'cancelled'
      ? `The reservation had been cancelled before the payment arrived (${reservation.cancellationReason ?? 'no reason recorded'}), ` +
        'so the payment was refunded in full through the payment provider. No action is needed unless the customer calls.'
      : `It is waiting for approval: approve or decline it in the admin dashboard (declining refunds the payment):\n${adminUrl}`;
  return {
    subject: oneLine(
      `${reservation.status === 'cancelled' ? 'Late payment refunded' : 'Berth reservation paid'}: ` +
        `${berthName}, ${reservation.vesselName}, ${stay(reservation)} — ${reservation.company}`,
    ),
    text: [
      `A berth reservation was paid online. ${action}`,
      fieldTable([
        ['Reservation', reservation.reservationNumber],
        ['Berth', berthName],
        ['Vessel', reservation.vesselName],
        ['Length / beam / draft', [reservation.vesselLength, reservation.vesselBeam, reservation.vesselDraft].map(feet).join(' / ')],
        ['Arrival', formatStayDate(reservation.arrivalDate)],
        ['Departure', formatStayDate(reservation.departureDate)],
        ['Purpose', reservation.purpose && optionLabel(berthPurposeOptions, reservation.purpose)],
        ['Contact', reservation.contactName],
        ['Company', reservation.company],
        ['Email', reservation.contactEmail],
        ['Phone', reservation.contactPhone],
        ['Total paid', formatCents(paidAmount(reservation))],
        ['Paid at', reservation.paidAt ? formatFacilityDateTime(reservation.paidAt) : null],
        ['Stripe payment', reservation.stripePaymentIntentId],
      ]),
      `Special requirements:\n${reservation.specialRequirements || notGiven}`,
    ].join('\n\n'),
  };
}

const paidAmount = (reservation: BerthReservation) => reservation.paidAmount ?? reservation.totalCost;

const stay = (reservation: BerthReservation) =>
  `${formatStayDate(reservation.arrivalDate)} to ${formatStayDate(reservation.departureDate)}`;

const feet = (value: number | null) => (value === null ? notGiven : `${value} ft`);
