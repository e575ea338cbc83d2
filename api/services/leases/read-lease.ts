import type { LeaseView } from '#shared/berth-views.ts';
import type { LeasePdfQuery } from '#shared/schemas/lease.ts';
import type { OpenedFile } from '#api/storage/file-store.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { toLeaseView } from '#api/services/reservations/reservation-view.ts';
import { findAccessibleLease } from './lease-access.ts';
import { renderLeasePdf } from './lease-pdf.ts';
import { storeSignedLeasePdf } from './signed-lease-pdf.ts';

export async function readLease(ctx: ServiceContext, leaseId: string): Promise<LeaseView> {
  const { lease } = await findAccessibleLease(ctx, leaseId, 'read');
  return toLeaseView(lease);
}

/** A signed lease streams from the file store; a draft, which changes until signed, is rendered for this request. */
export type LeasePdf = { fileName: string } & ({ stored: OpenedFile } | { draft: Uint8Array<ArrayBuffer> });

/**
 * The lease as a PDF download, named after the reservation number and the vessel so a fleet office
 * can file it. `copy: 'unsigned'` draws the stored text as it was reviewed, without the signature
 * or the certificate, so it can be read against the signed copy.
 */
export async function readLeasePdf(ctx: ServiceContext, leaseId: string, { copy }: LeasePdfQuery = {}): Promise<LeasePdf> {
  const { lease, reservation } = await findAccessibleLease(ctx, leaseId, 'read');
  const fileName = leasePdfFileName(reservation.reservationNumber, reservation.vesselName);
  if (copy === 'unsigned' && lease.status === 'signed') {
    return { fileName: fileName.replace(/\.pdf$/, '-unsigned.pdf'), draft: await renderLeasePdf({ ...lease, status: 'draft' }) };
  }
  if (lease.status !== 'signed') return { fileName, draft: await renderLeasePdf(lease) };

  const fileId = lease.signedPdfFileId ?? (await storeSignedLeasePdf(ctx, lease, { customerId: reservation.customerId ?? undefined }));
  const stored = await ctx.files.open(fileId);
  if (!stored) throw new Error(`stored PDF ${fileId} of lease ${lease.id} is missing`);
  return { fileName, stored };
}

/** "R-2026-000042", "M/V Bayou Runner" → "berth-lease-R-2026-000042-m-v-bayou-runner.pdf". */
export function leasePdfFileName(reservationNumber: string, vesselName: string): string {
  const vessel = fileSlug(vesselName);
  return `berth-lease-${reservationNumber}${vessel ? `-${vessel}` : ''}.pdf`;
}

/** "M/V Bayou Runner 2026-05-01" → "m-v-bayou-runner-2026-05-01": safe in a header and a file system. */
export function fileSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
