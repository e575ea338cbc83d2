import { formatCents } from '#shared/pricing.ts';
import { leaseSigningLinkDays } from '#shared/lease-signing-link.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import type { BerthReservation } from '#api/db/schema/index.ts';
import { letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { fieldTable, oneLine } from '#api/mail/plain-text.ts';
import { stayMailRows } from '#api/services/reservations/stay-mail-rows.ts';

export interface SigningRequest {
  reservation: BerthReservation;
  berthName: string;
  /** The link that opens the lease for review and signature; null without the site's address. */
  signingUrl: string | null;
  expiresAt: Date;
}

/** The office's request, after a phone booking, that the caller read and sign the lease and pay in their own browser. */
export function signingRequestMail({ reservation, berthName, signingUrl, expiresAt }: SigningRequest, office: MarinaOffice): MailContent {
  const until = formatFacilityDateTime(expiresAt);
  return {
    subject: oneLine(`Please sign your berth lease: reservation ${reservation.reservationNumber}, ${berthName} — ${office.name}`),
    text: letter(
      `Hello ${reservation.contactName},`,
      [
        `As arranged on the phone, the harbor office of ${office.name} has drawn up the lease for your berth reservation. ` +
          'Please read it, sign it and pay by card in your browser.',
        fieldTable([...stayMailRows(reservation, berthName), ['Total', formatCents(reservation.totalCost)], ['Link works until', until]]),
        signingUrl
          ? `To review and sign the lease, open:\n${signingUrl}`
          : 'Call the dock office for the address of your lease and payment page.',
        `The link works for ${leaseSigningLinkDays} days, until ${until}; the berth is held for you until then. ` +
          'After that the berth is released and the reservation is cancelled.',
        `Questions, or a change to the lease? Call the dock office at ${office.phone}.`,
      ],
      office,
    ),
  };
}
