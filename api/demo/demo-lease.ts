import { eq } from 'drizzle-orm';
import { standardInsuranceAmount } from '#shared/lease-insurance.ts';
import { facilityToday } from '#shared/stay-dates.ts';
import { sha256Hex } from '#api/auth/tokens.ts';
import { loadElectronicConsent } from '#api/content/electronic-consent.ts';
import type { Database } from '#api/db/client.ts';
import { berths, leases, type BerthReservation } from '#api/db/schema/index.ts';
import type { Clock } from '#api/lib/clock.ts';
import { fileCustomerRecords } from '#api/services/customer-records/file-customer-records.ts';
import { recordLeaseEvent } from '#api/services/leases/evidence/record-lease-event.ts';
import { storeSignedLeasePdf } from '#api/services/leases/signed-lease-pdf.ts';
import { draftLeaseFields } from '#api/services/leases/write-draft-lease.ts';
import type { FileStore } from '#api/storage/file-store.ts';

const minuteMs = 60_000;

/** The demo customer's phone, as the signature record keeps it: an address from the range set aside for examples. */
const signerBrowser = {
  clientIp: '198.51.100.23',
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.6 Mobile/15E148 Safari/604.1',
};

/**
 * The demo stay's lease, signed in the checkout the way a customer signs one: prepared, viewed,
 * agreed to electronic records and signed from the customer's phone, signed in with a verified
 * address, minutes before paying. Its stored PDF carries the completion certificate and is filed
 * in the customer's documents, so the office's signature record and `npm run lease:verify` have a
 * lease to show on a fresh demo.
 */
export async function signDemoLease(db: Database, store: FileStore, clock: Clock, reservation: BerthReservation): Promise<void> {
  const paidAt = reservation.paidAt ?? clock.now();
  const before = (minutes: number) => new Date(paidAt.getTime() - minutes * minuteMs);
  const consent = loadElectronicConsent();

  const signed = await db.transaction(async (tx) => {
    const [berth] = await tx.select().from(berths).where(eq(berths.id, reservation.berthId));
    if (!berth) throw new Error(`berth ${reservation.berthId} of the demo stay is missing`);
    const fields = draftLeaseFields({
      reservation,
      berth,
      info: {
        lesseeAddress: '2150 Bayou Lafourche Rd',
        lesseeCity: 'Golden Meadow',
        lesseeState: 'LA',
        lesseeZip: '70357',
        specialTerms: '',
      },
      insuranceAmount: standardInsuranceAmount,
      today: facilityToday(before(20)),
    });
    const textSha256 = sha256Hex(fields.leaseDocument);
    const [lease] = await tx
      .insert(leases)
      .values({ reservationId: reservation.id, ...fields, createdAt: before(20), updatedAt: before(20) })
      .returning();
    if (!lease) throw new Error('the demo lease was not stored');
    const event = (kind: 'prepared' | 'viewed' | 'consented' | 'signed', minutes: number, details: Record<string, string>) =>
      recordLeaseEvent(tx, { leaseId: lease.id, kind, occurredAt: before(minutes), actor: 'Signer', ...signerBrowser, details });
    await event('prepared', 20, { leaseTextSha256: textSha256 });
    await event('viewed', 19, { leaseTextSha256: textSha256 });
    await event('consented', 12, { consentVersion: consent.version });
    const signer = { signerName: reservation.contactName, signerTitle: 'Operations Manager' };
    await event('signed', 11, { leaseTextSha256: textSha256, ...signer, consentVersion: consent.version });
    const [row] = await tx
      .update(leases)
      .set({
        status: 'signed',
        viewedAt: before(19),
        consentVersion: consent.version,
        consentSha256: consent.sha256,
        consentedAt: before(12),
        signedAt: before(11),
        ...signer,
        digitalSignature: reservation.contactName,
        signedDocumentSha256: textSha256,
        signerEmail: reservation.contactEmail,
        signerEmailVerifiedBy: 'account',
        signerIp: signerBrowser.clientIp,
        signerUserAgent: signerBrowser.userAgent,
        updatedAt: before(11),
      })
      .where(eq(leases.id, lease.id))
      .returning();
    if (!row) throw new Error('the demo lease was not signed');
    return row;
  });

  await storeSignedLeasePdf({ db, files: store }, signed, { customerId: reservation.customerId ?? undefined });
  if (reservation.customerId) await fileCustomerRecords({ db, clock }, reservation.customerId);
}
