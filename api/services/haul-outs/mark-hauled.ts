import { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import { loadCompany } from '#api/content/company.ts';
import { berthReservations, berths, haulOuts, mailOutbox } from '#api/db/schema/index.ts';
import { AppError, notFound } from '#api/lib/errors.ts';
import { officeOf } from '#api/mail/letter.ts';
import { recordAudit } from '#api/services/audit/record-audit.ts';
import { inTransaction, type ServiceContext } from '#api/services/context.ts';
import { haulOutReceiptMail } from './haul-out-receipt-mail.ts';
import { renderHaulOutReceipt, type HaulOutReceipt } from './haul-out-receipt-pdf.ts';
import { haulOutReceiptFileName, receiptNumberOf } from './receipt-number.ts';

const receiptMimeType = 'application/pdf';

/**
 * Staff mark a vessel on the list hauled out (`POST /api/admin/haul-outs/{id}/hauled`): it leaves
 * the queue, and its owner is mailed a dated receipt PDF for the insurer, kept for the office to
 * download again. Marking it twice, even at once, is refused.
 */
export async function markHauled(ctx: ServiceContext, haulOutId: string): Promise<{ hauledAt: string; receiptNumber: string }> {
  const staff = ctx.actor.staff;
  if (!staff) throw new Error('only the office marks a vessel hauled');
  const [entry] = await ctx.db
    .select({ haulOut: haulOuts, reservation: berthReservations, berthName: berths.name })
    .from(haulOuts)
    .innerJoin(berthReservations, eq(berthReservations.id, haulOuts.reservationId))
    .innerJoin(berths, eq(berths.id, berthReservations.berthId))
    .where(eq(haulOuts.id, haulOutId));
  if (!entry) throw notFound('This vessel is not on the haul-out list');
  const alreadyHauled = () => new AppError('conflict', `${entry.reservation.vesselName} was already marked hauled out.`);
  if (entry.haulOut.hauledAt) throw alreadyHauled();

  const hauledAt = ctx.clock.now();
  const { reservation } = entry;
  const receipt: HaulOutReceipt = {
    receiptNumber: receiptNumberOf(reservation.reservationNumber, hauledAt),
    reservationNumber: reservation.reservationNumber,
    vesselName: reservation.vesselName,
    vesselLength: reservation.vesselLength,
    berthName: entry.berthName,
    ownerName: reservation.contactName,
    company: reservation.company,
    stormName: entry.haulOut.stormName,
    askedAt: entry.haulOut.joinedAt,
    hauledAt,
    hauledBy: `Marina office (${staff.username})`,
  };
  const company = loadCompany();
  const pdf = await renderHaulOutReceipt(receipt, company);
  const file = await ctx.files.put(Readable.from([pdf]), {
    mimeType: receiptMimeType,
    owner: reservation.customerId ? { customerId: reservation.customerId } : {},
  });
  const fileName = haulOutReceiptFileName(receipt.receiptNumber, reservation.vesselName);
  const marked = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(haulOuts)
      .set({ hauledAt, hauledBy: staff.userId, receiptFileId: file.id })
      .where(and(eq(haulOuts.id, haulOutId), isNull(haulOuts.hauledAt)))
      .returning();
    if (!row) return false;
    await tx.insert(mailOutbox).values({
      to: reservation.contactEmail,
      kind: 'haul-out-receipt',
      attachmentFileId: file.id,
      attachmentName: fileName,
      ...haulOutReceiptMail(receipt, fileName, officeOf(company)),
    });
    await recordAudit(inTransaction(ctx, tx), {
      action: 'reservation.hauled-out',
      entityType: 'reservation',
      entityId: reservation.id,
      customerId: reservation.customerId,
      before: { hauledAt: null },
      after: { hauledAt: hauledAt.toISOString(), receipt: receipt.receiptNumber },
    });
    return true;
  });
  if (!marked) {
    await ctx.files.delete(file.id);
    throw alreadyHauled();
  }
  return { hauledAt: hauledAt.toISOString(), receiptNumber: receipt.receiptNumber };
}
