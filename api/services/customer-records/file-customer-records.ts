import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { berthReservations, berths, documentCategories, documents, files, invoices, leases } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import {
  leaseDocumentDescription,
  leaseDocumentTitle,
  leaseFileName,
  reservationInvoiceDescription,
  reservationInvoiceNumber,
} from './record-names.ts';

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
 * PDF is stored (one filed while the reservation was a guest's becomes theirs). Idempotent: each
 * reservation is invoiced and each lease filed at most once (unique link columns, ON CONFLICT DO
 * NOTHING), so callers may run it whenever something may have changed, even concurrently.
 */
export async function fileCustomerRecords(ctx: FilingContext, customerId: string): Promise<void> {
  await fileReservationInvoices(ctx, customerId);
  await fileSignedLeases(ctx, customerId);
}

async function fileReservationInvoices({ db, clock }: FilingContext, customerId: string): Promise<void> {
  const paid = await db
    .select({
      ...stayColumns,
      id: berthReservations.id,
      paidAmount: berthReservations.paidAmount,
      totalCost: berthReservations.totalCost,
      paidAt: berthReservations.paidAt,
    })
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

/**
 * Files the customer's signed leases that are not in the library yet, and makes the ones filed
 * while their reservation was a guest's (linked to nobody) the customer's now that it is theirs.
 */
async function fileSignedLeases(ctx: FilingContext, customerId: string): Promise<void> {
  await fileLeaseDocuments(ctx, eq(berthReservations.customerId, customerId));
  const customersLeases = ctx.db
    .select({ id: leases.id })
    .from(leases)
    .innerJoin(berthReservations, eq(berthReservations.id, leases.reservationId))
    .where(eq(berthReservations.customerId, customerId));
  await ctx.db
    .update(documents)
    .set({ customerId })
    .where(and(inArray(documents.leaseId, customersLeases), isNull(documents.customerId)));
}

/**
 * Files one signed lease in the library once its PDF is stored, for whoever its reservation belongs
 * to: the customer, or nobody yet (a guest's), in which case filing the customer's records later
 * links it. Idempotent like the rest.
 */
export async function fileSignedLease(ctx: FilingContext, leaseId: string): Promise<void> {
  await fileLeaseDocuments(ctx, eq(leases.id, leaseId));
}

/** Files each signed lease matching `which` whose PDF is stored and that no document files yet. */
async function fileLeaseDocuments({ db, clock }: FilingContext, which: SQL): Promise<void> {
  const signed = await db
    .select({ ...stayColumns, leaseId: leases.id, customerId: berthReservations.customerId, file: files, signedAt: leases.signedAt })
    .from(leases)
    .innerJoin(berthReservations, eq(berthReservations.id, leases.reservationId))
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .innerJoin(files, eq(files.id, leases.signedPdfFileId))
    .leftJoin(documents, eq(documents.leaseId, leases.id))
    .where(and(which, eq(leases.status, 'signed'), isNull(documents.id)));
  if (signed.length === 0) return;
  const [contracts] = await db
    .select({ id: documentCategories.id })
    .from(documentCategories)
    .where(eq(documentCategories.name, 'contracts'));
  await db
    .insert(documents)
    .values(
      signed.map((lease) => {
        const filedAt = lease.signedAt ?? clock.now();
        return {
          categoryId: contracts?.id ?? null,
          customerId: lease.customerId,
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
          versionAddedAt: filedAt,
          createdAt: filedAt,
          updatedAt: filedAt,
        };
      }),
    )
    .onConflictDoNothing();
}
