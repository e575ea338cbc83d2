import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import type { BerthReservation, Lease } from '#api/db/schema/index.ts';
import { letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { fieldTable, oneLine } from '#api/mail/plain-text.ts';
import { stayMailRows } from '#api/services/reservations/stay-mail-rows.ts';

export interface SignedCopy {
  lease: Pick<Lease, 'signerName' | 'signedAt'>;
  reservation: Pick<BerthReservation, 'reservationNumber' | 'vesselName' | 'arrivalDate' | 'departureDate' | 'contactName'>;
  berthName: string;
  /** The name the PDF is attached under. */
  fileName: string;
  /** The account's Berth reservations, when the reservation is someone's. */
  reservationsUrl?: string | undefined;
}

/** Where a person asks for the lease on paper. */
export interface PaperCopyDesk {
  office: MarinaOffice;
  email: string;
}

/** The signer's copy of the lease they just signed, the signed PDF attached to it. */
export function signedCopyMail(copy: SignedCopy, { office, email }: PaperCopyDesk): MailContent {
  const { lease, reservation, berthName, fileName, reservationsUrl } = copy;
  return {
    subject: oneLine(`Your signed berth lease: reservation ${reservation.reservationNumber}, ${berthName} — ${office.name}`),
    text: letter(
      `Hello ${lease.signerName ?? reservation.contactName},`,
      [
        `Thank you for signing the lease for your berth reservation. Your signed copy is attached to this mail as ${fileName}.`,
        fieldTable([
          ...stayMailRows(reservation, berthName),
          ['Signed', lease.signedAt ? formatFacilityDateTime(lease.signedAt) : null],
          ['Signed by', lease.signerName],
        ]),
        'The PDF is the lease exactly as you signed it. Its last page is the completion certificate: who signed and when, ' +
          'the consent to electronic records you gave, and each step of the signing, so the copy can be checked later.',
        reservationsUrl
          ? `The signed lease is also kept with the reservation in your account, under Berth reservations:\n${reservationsUrl}`
          : 'The harbor office keeps the signed lease with your reservation; please keep this mail and its PDF for your records.',
        `Would you like a copy on paper? Call the dock office at ${office.phone} or write to ${email}, and we will print one for you.`,
      ],
      office,
    ),
  };
}
