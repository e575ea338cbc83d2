import { formatCents } from '#shared/pricing.ts';
import { formatStayDate } from '#shared/stay-dates.ts';
import type { BerthReservation } from '#api/db/schema/index.ts';
import { letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { fieldTable, oneLine } from '#api/mail/plain-text.ts';
import { stayMailRows } from '#api/services/reservations/stay-mail-rows.ts';

export interface DecidedReservation {
  reservation: BerthReservation;
  berthName: string;
  /** The Berth reservations of the customer's account, when the reservation is an account's. */
  reservationsUrl?: string;
}

const inAccount = ({ reservationsUrl }: DecidedReservation) =>
  reservationsUrl ? [`You will find it among the berth reservations in your account:\n${reservationsUrl}`] : [];

const stayDates = (reservation: BerthReservation) =>
  `${formatStayDate(reservation.arrivalDate)} to ${formatStayDate(reservation.departureDate)}`;

const details = ({ reservation, berthName }: DecidedReservation) =>
  fieldTable([...stayMailRows(reservation, berthName), ['Total', formatCents(reservation.totalCost)]]);

/** For the customer: the harbor office approved the stay; an unpaid one is settled on arrival or by invoice. */
export function approvalMail(decided: DecidedReservation, office: MarinaOffice): MailContent {
  const { reservation, berthName } = decided;
  const payment =
    reservation.paymentStatus === 'paid'
      ? 'Your payment has been received, so there is nothing more to pay.'
      : 'Payment is settled with the marina office, on arrival or by invoice.';
  return {
    subject: oneLine(`Reservation approved: ${berthName} for ${reservation.vesselName}, ${stayDates(reservation)} — ${office.name}`),
    text: letter(
      `Hello ${reservation.contactName},`,
      [
        `Good news: the harbor office approved your berth reservation ${reservation.reservationNumber}. ${payment}`,
        details(decided),
        ...inAccount(decided),
        `Questions, or a change of plans? Call the marina office at ${office.phone}.`,
      ],
      office,
    ),
  };
}

/** For the customer: the reservation is cancelled by the office, with any payment refunded in full and the reason staff gave. */
export function declineMail(decided: DecidedReservation, office: MarinaOffice, reason?: string): MailContent {
  const { reservation, berthName } = decided;
  const refund =
    reservation.paymentStatus === 'refunded'
      ? `Your payment of ${formatCents(reservation.paidAmount ?? reservation.totalCost)} has been refunded in full to your card; ` +
        'banks usually show it within 5 to 10 business days.'
      : 'Nothing was charged for it.';
  return {
    subject: oneLine(`Reservation not approved: ${berthName} for ${reservation.vesselName}, ${stayDates(reservation)} — ${office.name}`),
    text: letter(
      `Hello ${reservation.contactName},`,
      [
        `We are sorry: the harbor office could not approve your berth reservation ${reservation.reservationNumber}, ` +
          `so it has been cancelled. ${refund}`,
        ...(reason ? [`The office gave this reason: ${reason}`] : []),
        details(decided),
        ...inAccount(decided),
        `Please call the marina office at ${office.phone} to find other dates or another berth.`,
      ],
      office,
    ),
  };
}
