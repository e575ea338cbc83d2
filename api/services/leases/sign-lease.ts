import { and, eq } from 'drizzle-orm';
import type { LeaseView } from '#shared/berth-views.ts';
import type { LeaseSignatureBody } from '#shared/schemas/lease.ts';
import { sha256Hex } from '#api/auth/tokens.ts';
import { leases, type Lease } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { fileCustomerRecords, fileSignedLease } from '#api/services/customer-records/file-customer-records.ts';
import { toLeaseView } from '#api/services/reservations/reservation-view.ts';
import { recordLeaseEvent } from './evidence/record-lease-event.ts';
import { findAccessibleLease } from './lease-access.ts';
import { leaseAlreadySignedMessage, leaseChangedMessage, leaseSigningRefusal } from './lease-rules.ts';
import { queueSignedLeaseCopy } from './signed-copy-mail.ts';
import { storeSignedLeasePdf } from './signed-lease-pdf.ts';
import type { SignerBrowser } from './signer-browser.ts';
import { signerEmailVerification } from './signer-email-verification.ts';

export interface SignLeaseInput {
  leaseId: string;
  signature: LeaseSignatureBody;
  browser: SignerBrowser;
}

const consentRequiredMessage = 'Agree to do business electronically before you sign.';

/** A signature sent with a consent must come under the one recorded on the lease. */
function consentMatches(lease: Lease, consent: LeaseSignatureBody['consent']): boolean {
  return consent === undefined || (consent.consentVersion === lease.consentVersion && consent.consentSha256 === lease.consentSha256);
}

/**
 * Signs a draft lease with the typed signature and records the SHA-256 of the exact text signed.
 * With `leaseTextSha256` only the text the signer reviewed can be signed; without it, the current
 * text is. One conditional UPDATE does it, so of two signatures (or a signature and a
 * regeneration) racing, only one can take effect; the 'signed' event is logged in its transaction.
 * A signature sent without a consent (the API's plain call) clears the lease's consent, so its
 * record says none was captured. The signed copy is then rendered with its completion certificate,
 * stored once and mailed to the signer.
 */
export async function signLease(ctx: ServiceContext, input: SignLeaseInput): Promise<LeaseView> {
  const { lease, reservation } = await findAccessibleLease(ctx, input.leaseId, 'hold');
  const refusal = leaseSigningRefusal(reservation.status, lease.status);
  if (refusal) throw new AppError('conflict', refusal);
  const textSha256 = sha256Hex(lease.leaseDocument);
  const { signature, browser } = input;
  if (signature.leaseTextSha256 !== undefined && signature.leaseTextSha256 !== textSha256) {
    throw new AppError('lease_changed', leaseChangedMessage);
  }
  if (!consentMatches(lease, signature.consent)) throw new AppError('consent_required', consentRequiredMessage);
  const verifiedBy = await signerEmailVerification(ctx, lease);
  const now = ctx.clock.now();

  const signed = await ctx.db.transaction(async (tx) => {
    const consent = signature.consent ? {} : { consentVersion: null, consentSha256: null, consentedAt: null };
    const [row] = await tx
      .update(leases)
      .set({
        status: 'signed',
        signedAt: now,
        signerName: signature.signerName,
        signerTitle: signature.signerTitle,
        digitalSignature: signature.signature,
        signedDocumentSha256: textSha256,
        signerEmail: lease.lesseeEmail,
        signerEmailVerifiedBy: verifiedBy,
        signerIp: browser.clientIp,
        signerUserAgent: browser.userAgent,
        ...consent,
      })
      .where(
        and(
          eq(leases.id, lease.id),
          eq(leases.status, 'draft'),
          eq(leases.leaseDocument, lease.leaseDocument),
          ...(signature.consent ? [eq(leases.consentSha256, signature.consent.consentSha256)] : []),
        ),
      )
      .returning();
    if (!row) return null;
    await recordLeaseEvent(tx, {
      leaseId: lease.id,
      kind: 'signed',
      occurredAt: now,
      actor: 'Signer',
      clientIp: browser.clientIp,
      userAgent: browser.userAgent,
      details: {
        leaseTextSha256: textSha256,
        signerName: signature.signerName,
        signerTitle: signature.signerTitle,
        consentVersion: signature.consent?.consentVersion ?? 'not captured',
      },
    });
    return row;
  });
  if (!signed) {
    const [current] = await ctx.db.select({ status: leases.status }).from(leases).where(eq(leases.id, lease.id));
    if (current?.status === 'signed') throw new AppError('conflict', leaseAlreadySignedMessage);
    throw new AppError('lease_changed', leaseChangedMessage);
  }

  try {
    const pdfFileId = await storeSignedLeasePdf(ctx, signed, { customerId: reservation.customerId ?? undefined });
    // The stored copy is what the library files, for the reservation's customer or, a guest's, for
    // nobody until the reservation becomes someone's.
    await fileSignedLease(ctx, signed.id);
    if (reservation.customerId) await fileCustomerRecords(ctx, reservation.customerId);
    await queueSignedLeaseCopy(ctx.db, { lease: signed, reservation, pdfFileId, siteUrl: ctx.mail.siteUrl });
  } catch (error) {
    // The signature stands without its stored copy (the first download renders and stores it), its
    // filing (the customer's next filing, at the payment that follows, catches up) or its mailed copy.
    ctx.log.error('signed lease not stored or filed: the signature stands', { leaseId: signed.id, error });
  }
  return toLeaseView(signed);
}
