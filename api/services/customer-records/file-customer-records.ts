import { and, eq, isNull } from 'drizzle-orm';
import { berthReservations, berths, documentCategories, documents, files, invoices, leases } from '../../db/schema/index.ts';
import type { ServiceContext } from '../context.ts';
import { leaseDocumentDescription, leaseDocumentTitle, leaseFileName, reservationInvoiceDescription, reservationInvoiceNumber } from './record-names.ts';

/** Filing needs only the database and the clock, so the demo seed files its records the same way. */
type FilingContext = Pick<ServiceContext, 'db' | 'clock'>;

/** Who issues the records filed here, as the documents list shows it. */
const filedBy = 'Marina office';

const stayColumns = {
  reservationNumber: berthReservations.reservationNumber,
  berthName: berths.name,
  vesselName: berthReservations.vesselName,
  arrivalDate: berthReservations.arrivalDate,
  departureDate: berthReservations.departureDate,
};

/**
 * Files what the customer's berth reservations produced into their account: an invoice for each
 * paid reservation and a library document (contracts, access customer) for each signed lease whose
 * PDF is stored. Idempotent: each reservation is invoiced and each lease filed at most once (unique
 * link columns, ON CONFLICT DO NOTHING), so callers may run it whenever something may have changed,
 * even concurrently.
 */
export async function fileCustomerRecords(ctx: FilingContext, customerId: string): Promise<void> {
  await fileReservationInvoices(ctx, customerId);
  await fileSignedLeases(ctx, customerId);
}

async function fileReservationInvoices({ db, clock }: FilingContext, customerId: string): Promise<void> {
  const paid = await db
    .select({ ...stayColumns, id: berthReservations.id, paidAmount: berthReservations.paidAmount, totalCost: berthReservations.totalCost, paidAt: berthReservations.paidAt })
    .from(berthReservations)
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .leftJoin(invoices, eq(invoices.reservationId, berthReservations.id))
    .where(and(eq(berthReservations.customerId, customerId), eq(berthReservations.paymentStatus, 'paid'), isNull(invoices.id)));
  if (paid.length === 0) return;
  await db
    .insert(invoices)
    .values(
      paid.map((reservation) => {
        const amount = reservation.paidAmount ?? reservation.totalCost;
        // Dated when the money arrived, so a reservation linked to the account later sits where it happened.
        const paidDate = reservation.paidAt ?? clock.now();
        return {
          customerId,
          reservationId: reservation.id,
          invoiceNumber: reservationInvoiceNumber(reservation.reservationNumber),
          description: reservationInvoiceDescription(reservation),
          subtotal: amount,
          totalAmount: amount,
          status: 'paid' as const,
          paidDate,
          createdAt: paidDate,
        };
      }),
    )
    .onConflictDoNothing();
}

async function fileSignedLeases({ db, clock }: FilingContext, customerId: string): Promise<void> {
  const signed = await db
    .select({ ...stayColumns, leaseId: leases.id, file: files, signedAt: leases.signedAt })
    .from(leases)
    .innerJoin(berthReservations, eq(berthReservations.id, leases.reservationId))
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .innerJoin(files, eq(files.id, leases.signedPdfFileId))
    .leftJoin(documents, eq(documents.leaseId, leases.id))
    .where(and(eq(berthReservations.customerId, customerId), eq(leases.status, 'signed'), isNull(documents.id)));
  if (signed.length === 0) return;
  const [contracts] = await db.select({ id: documentCategories.id }).from(documentCategories).where(eq(documentCategories.name, 'contracts'));
  await db
    .insert(documents)
    .values(
      signed.map((lease) => {
        const filedAt = lease.signedAt ?? clock.now();
        return {
          categoryId: contracts?.id ?? null,
          customerId,
          leaseId: lease.leaseId,
          title: leaseDocumentTitle(lease.reservationNumber),
          description: leaseDocumentDescription(lease),
          fileName: leaseFileName(lease.reservationNumber),
          fileSize: lease.file.size,
          mimeType: lease.file.mimeType,
          filePath: lease.file.id,
          checksum: lease.file.sha256,
          uploadedBy: filedBy,
          accessLevel: 'customer' as const,
          createdAt: filedAt,
          updatedAt: filedAt,
        };
      }),
    )
    .onConflictDoNothing();
}
