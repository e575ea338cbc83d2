import { eq } from 'drizzle-orm';
import { customerVessels, documents, vesselInsuranceCertificates } from '#api/db/schema/index.ts';
import { notFound } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import type { NamedFile } from '#api/services/customer-area/named-file.ts';

/** A certificate's file for the office to read before verifying it, under the name its owner sent it with. */
export async function openCertificate(ctx: ServiceContext, certificateId: string): Promise<NamedFile> {
  const [found] = await ctx.db
    .select({ fileId: vesselInsuranceCertificates.fileId, fileName: documents.fileName, vesselName: customerVessels.name })
    .from(vesselInsuranceCertificates)
    .innerJoin(customerVessels, eq(customerVessels.id, vesselInsuranceCertificates.vesselId))
    .leftJoin(documents, eq(documents.id, vesselInsuranceCertificates.documentId))
    .where(eq(vesselInsuranceCertificates.id, certificateId));
  const opened = found && (await ctx.files.open(found.fileId));
  if (!found || !opened) throw notFound('Certificate not found');
  return { opened, fileName: found.fileName ?? `Certificate of insurance ${found.vesselName}` };
}
