import { eq } from 'drizzle-orm';
import { accountPartUrl } from '#shared/account-parts.ts';
import type { Database } from '#api/db/client.ts';
import { berths, mailOutbox, type BerthReservation, type Lease } from '#api/db/schema/index.ts';
import { loadCompany } from '#api/content/company.ts';
import { officeOf } from '#api/mail/letter.ts';
import { leasePdfFileName } from './read-lease.ts';
import { signedCopyMail } from './signed-copy-letter.ts';

export interface SignedLeaseCopy {
  lease: Lease;
  reservation: BerthReservation;
  /** The stored signed PDF (leases.signed_pdf_file_id): the file the mail carries. */
  pdfFileId: string;
  /** The site's public address, for the link to the account; without it the link is a path. */
  siteUrl?: URL | undefined;
}

/**
 * Queues the signer's copy of a signed lease: a mail to the address they signed with, the stored
 * signed PDF (ending with its completion certificate) attached. The outbox enters "Signed copy
 * mailed" in the lease's event log once the mail server has taken it (signed-copy-sent.ts).
 */
export async function queueSignedLeaseCopy(tx: Database, { lease, reservation, pdfFileId, siteUrl }: SignedLeaseCopy): Promise<void> {
  const [berth] = await tx.select({ name: berths.name }).from(berths).where(eq(berths.id, reservation.berthId));
  if (!berth) throw new Error(`berth ${reservation.berthId} of reservation ${reservation.id} is missing`);
  const company = loadCompany();
  const fileName = leasePdfFileName(reservation.reservationNumber, reservation.vesselName);
  const reservationsUrl = reservation.customerId ? accountPartUrl('reservations', siteUrl) : undefined;
  await tx.insert(mailOutbox).values({
    to: lease.signerEmail ?? lease.lesseeEmail ?? reservation.contactEmail,
    kind: 'lease-signed-copy',
    attachmentFileId: pdfFileId,
    attachmentName: fileName,
    ...signedCopyMail(
      { lease, reservation, berthName: berth.name, fileName, reservationsUrl },
      { office: officeOf(company), email: company.emails.operations },
    ),
  });
}
