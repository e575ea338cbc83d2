import { eq, sql } from 'drizzle-orm';
import { insuranceShortfalls } from '#shared/insurance-minimums.ts';
import type { InsuranceCertificateView } from '#shared/insurance-views.ts';
import type { InsuranceCertificateFields } from '#shared/schemas/insurance-certificate.ts';
import { addDays, facilityToday, formatStayDate } from '#shared/stay-dates.ts';
import { customers, documentCategories, documents, vesselInsuranceCertificates } from '#api/db/schema/index.ts';
import { AppError } from '#api/lib/errors.ts';
import type { StoredFile } from '#api/storage/file-store.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { signedInCustomer } from '#api/services/customer-area/signed-in-customer.ts';
import { findVessel } from '#api/services/customer-vessels/vessel-records.ts';
import { toCertificateView } from './read-vessel-insurance.ts';

export interface ReceivedCertificate {
  file: StoredFile;
  /** The name as sent, already cleaned for display. */
  fileName: string;
  fields: InsuranceCertificateFields;
}

/**
 * The signed-in customer files a certificate of insurance for one of their vessels: kept against the
 * vessel for the office to verify, and filed in their document library (certificates) with its last
 * day of cover. One short of the marina's minimums is refused at each field that falls short, one
 * that has already run out at its date. The bytes were stored before this, so they are removed when the record
 * cannot be written.
 */
export async function uploadCertificate(
  ctx: ServiceContext,
  vesselId: string,
  { file, fileName, fields }: ReceivedCertificate,
): Promise<InsuranceCertificateView> {
  const customer = signedInCustomer(ctx);
  try {
    const now = ctx.clock.now();
    const shortfalls = insuranceShortfalls(fields);
    const [shortfall] = Object.values(shortfalls);
    if (shortfall) throw new AppError('validation_failed', shortfall, { errors: shortfalls });
    if (fields.expiresOn <= facilityToday(now)) {
      const message = `This certificate ran out on ${formatStayDate(fields.expiresOn)}: upload the one in force now.`;
      throw new AppError('validation_failed', message, { errors: { expiresOn: message } });
    }
    return await ctx.db.transaction(async (tx) => {
      const vessel = await findVessel(tx, customer.customerId, vesselId);
      const [owner] = await tx
        .select({ name: sql<string>`${customers.firstName} || ' ' || ${customers.lastName}` })
        .from(customers)
        .where(eq(customers.id, customer.customerId));
      const [category] = await tx
        .select({ id: documentCategories.id })
        .from(documentCategories)
        .where(eq(documentCategories.name, 'certificates'));
      const [document] = await tx
        .insert(documents)
        .values({
          categoryId: category?.id ?? null,
          customerId: customer.customerId,
          title: `Certificate of insurance — ${vessel.name}`,
          description: `${fields.carrier}, policy ${fields.policyNumber}`,
          fileName,
          fileSize: file.size,
          mimeType: file.mimeType,
          filePath: file.id,
          checksum: file.sha256,
          uploadedBy: owner?.name ?? customer.email,
          accessLevel: 'customer',
          tags: ['insurance'],
          // The library counts its date as the last day of cover; the policy's is the day cover ends.
          expiresAt: addDays(fields.expiresOn, -1),
          versionAddedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: documents.id });
      const [certificate] = await tx
        .insert(vesselInsuranceCertificates)
        .values({
          ...fields,
          vesselId: vessel.id,
          customerId: customer.customerId,
          fileId: file.id,
          documentId: document?.id ?? null,
          uploadedAt: now,
        })
        .returning();
      if (!certificate) throw new Error('certificate insert returned no row');
      return toCertificateView(certificate, null);
    });
  } catch (error) {
    await ctx.files.delete(file.id);
    throw error;
  }
}
