import type { LeaseView } from '#shared/berth-views.ts';
import type { Database } from '../../db/client.ts';
import { toLeaseView } from '../reservations/reservation-view.ts';
import { findAccessibleLease } from './lease-access.ts';
import { renderLeasePdf } from './lease-pdf.ts';

export async function readLease(db: Database, leaseId: string, checkoutToken: string | undefined): Promise<LeaseView> {
  const { lease } = await findAccessibleLease(db, leaseId, checkoutToken);
  return toLeaseView(lease);
}

export interface LeasePdfFile {
  fileName: string;
  pdf: Uint8Array<ArrayBuffer>;
}

/** The lease as a PDF download, named after the vessel and arrival date so a fleet office can file it. */
export async function readLeasePdf(db: Database, leaseId: string, checkoutToken: string | undefined): Promise<LeasePdfFile> {
  const { lease, reservation } = await findAccessibleLease(db, leaseId, checkoutToken);
  const slug = fileSlug(`${reservation.vesselName} ${reservation.arrivalDate}`) || lease.id;
  return { fileName: `berth-lease-${slug}.pdf`, pdf: await renderLeasePdf(lease) };
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
