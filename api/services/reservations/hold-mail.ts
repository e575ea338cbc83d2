import { formatCents } from '#shared/pricing.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import type { BerthReservation } from '#api/db/schema/index.ts';
import { letter, type MailContent, type MarinaOffice } from '#api/mail/letter.ts';
import { fieldTable, oneLine } from '#api/mail/plain-text.ts';
import { stayMailRows } from '#api/services/reservations/stay-mail-rows.ts';

export interface HeldReservation {
  reservation: BerthReservation;
  berthName: string;
  /** The link that opens this checkout in any browser while the hold lives; null without the site's address. */
  resumeUrl: string | null;
}

/** The emailed way back to an unpaid reservation: what is held, until when, and the link to finish. */
export function holdConfirmation({ reservation, berthName, resumeUrl }: HeldReservation, office: MarinaOffice): MailContent {
  const expires = reservation.holdExpiresAt ? formatFacilityDateTime(reservation.holdExpiresAt) : null;
  return {
    subject: oneLine(
      `Your berth is held until ${expires ?? 'you pay'}: ${berthName}, reservation ${reservation.reservationNumber} — ${office.name}`,
    ),
    text: letter(
      `Hello ${reservation.contactName},`,
      [
        `We are holding ${berthName} for ${reservation.vesselName} while you sign the lease and pay. ` +
          `The hold ends at ${expires ?? 'the time shown in the checkout'}; ` +
          'after that the berth is released and the reservation is cancelled.',
        fieldTable([...stayMailRows(reservation, berthName), ['Total', formatCents(reservation.totalCost)], ['Hold ends', expires]]),
        ...(resumeUrl ? [`To finish your reservation in any browser before the hold ends, open:\n${resumeUrl}`] : []),
        `Questions, or more time needed? Call the dock office at ${office.phone}.`,
      ],
      office,
    ),
  };
}

// Without the site's public address there is no link to send.
export function resumeUrl(siteUrl: URL | undefined, reservationId: string, token: string): string | null {
  return checkoutLinkOf(siteUrl, reservationId, 'resume', token);
}

/**
 * The checkout page of a reservation with a mailed token it redeems (berth-checkout.astro): `resume`
 * for a hold's own link, `sign` for a lease the office sent for signature.
 */
export function checkoutLinkOf(
  siteUrl: URL | undefined,
  reservationId: string,
  tokenName: 'resume' | 'sign',
  token: string,
): string | null {
  if (!siteUrl) return null;
  const url = new URL('/berth-checkout', siteUrl);
  url.searchParams.set('reservationId', reservationId);
  url.searchParams.set(tokenName, token);
  return url.href;
}
