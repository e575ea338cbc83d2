import { eq } from 'drizzle-orm';
import { berthReservations, haulOuts } from '#api/db/schema/index.ts';
import { notFound } from '#api/lib/errors.ts';
import type { ServiceContext } from '#api/services/context.ts';
import type { OpenedFile } from '#api/storage/file-store.ts';
import { haulOutReceiptFileName, receiptNumberOf } from './receipt-number.ts';

/** The stored receipt of a vessel hauled out, for the office to download again. */
export async function openHaulOutReceipt(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  haulOutId: string,
): Promise<{ stored: OpenedFile; fileName: string }> {
  const [row] = await ctx.db
    .select({
      fileId: haulOuts.receiptFileId,
      hauledAt: haulOuts.hauledAt,
      reservationNumber: berthReservations.reservationNumber,
      vesselName: berthReservations.vesselName,
    })
    .from(haulOuts)
    .innerJoin(berthReservations, eq(berthReservations.id, haulOuts.reservationId))
    .where(eq(haulOuts.id, haulOutId));
  if (!row?.fileId || !row.hauledAt) throw notFound('This vessel has no haul-out receipt yet');
  const stored = await ctx.files.open(row.fileId);
  if (!stored) throw new Error(`haul-out receipt ${row.fileId} is missing from the file store`);
  return { stored, fileName: haulOutReceiptFileName(receiptNumberOf(row.reservationNumber, row.hauledAt), row.vesselName) };
}
