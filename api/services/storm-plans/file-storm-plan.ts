import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { facilityToday, formatStayDate } from '#shared/stay-dates.ts';
import { loadCompany } from '#api/content/company.ts';
import { customerVessels, documentCategories, documents, stormPlans, type StormPlan } from '#api/db/schema/index.ts';
import type { ServiceContext } from '#api/services/context.ts';
import { renderStormPlanPdf } from './storm-plan-pdf.ts';

const pdfMimeType = 'application/pdf';

/** `Storm-Plan-2026-Sea-Star.pdf`: the season and the vessel, in characters every file system keeps. */
const planFileName = (seasonYear: number, vesselName: string) =>
  `Storm-Plan-${seasonYear}-${vesselName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'Vessel'}.pdf`;

/**
 * Renders the signed plan to PDF, keeps it in the file store and files it in the customer's
 * documents (contracts, the customer's to read), linking both from the plan.
 */
export async function fileSignedStormPlan(ctx: Pick<ServiceContext, 'db' | 'files'>, plan: StormPlan): Promise<void> {
  const pdf = await renderStormPlanPdf(plan, loadCompany());
  const file = await ctx.files.put(Readable.from([pdf]), { mimeType: pdfMimeType, owner: { customerId: plan.customerId } });
  const [vessel] = await ctx.db.select({ name: customerVessels.name }).from(customerVessels).where(eq(customerVessels.id, plan.vesselId));
  const [contracts] = await ctx.db
    .select({ id: documentCategories.id })
    .from(documentCategories)
    .where(eq(documentCategories.name, 'contracts'));
  const vesselName = vessel?.name ?? 'Vessel';
  await ctx.db.transaction(async (tx) => {
    const [document] = await tx
      .insert(documents)
      .values({
        categoryId: contracts?.id ?? null,
        customerId: plan.customerId,
        title: `Storm plan ${plan.seasonYear}: ${vesselName}`,
        description: `Signed storm plan for ${vesselName}, ${plan.seasonYear} hurricane season, signed ${formatStayDate(facilityToday(plan.signedAt))}`,
        fileName: planFileName(plan.seasonYear, vesselName),
        fileSize: file.size,
        mimeType: file.mimeType,
        filePath: file.id,
        checksum: file.sha256,
        uploadedBy: 'Marina office',
        accessLevel: 'customer',
        versionAddedAt: plan.signedAt,
        createdAt: plan.signedAt,
        updatedAt: plan.signedAt,
      })
      .returning({ id: documents.id });
    await tx
      .update(stormPlans)
      .set({ pdfFileId: file.id, documentId: document?.id ?? null })
      .where(eq(stormPlans.id, plan.id));
  });
}
