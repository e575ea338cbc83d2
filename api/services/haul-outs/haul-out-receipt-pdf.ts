import type { Company } from '#shared/content/schemas.ts';
import { facilityToday, formatFacilityDateTime, formatStayDate } from '#shared/stay-dates.ts';
import { marinaLetterPdf, pdfColors } from '#api/services/leases/pdf-look.ts';

/** What a haul-out receipt states, in the owner's and the insurer's words. */
export interface HaulOutReceipt {
  receiptNumber: string;
  reservationNumber: string;
  vesselName: string;
  vesselLength: number | null;
  berthName: string;
  ownerName: string;
  company: string;
  stormName: string | null;
  askedAt: Date;
  hauledAt: Date;
  hauledBy: string;
}

const { ink, muted } = pdfColors;

/**
 * The dated receipt an insurer asks for before repaying part of a storm haul-out: who hauled which
 * vessel out of the water, when, at whose request and ahead of which storm. One Letter page.
 */
export function renderHaulOutReceipt(receipt: HaulOutReceipt, company: Company): Promise<Uint8Array<ArrayBuffer>> {
  const { doc, finished } = marinaLetterPdf(company, {
    title: `Haul-out receipt ${receipt.receiptNumber}`,
    subject: 'Storm haul-out receipt',
  });
  doc.moveDown(1.5).fillColor(ink).font('Helvetica-Bold').fontSize(14).text('Haul-out receipt');
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Receipt ${receipt.receiptNumber}, issued ${formatStayDate(facilityToday(receipt.hauledAt))}`);
  doc.moveDown(1);
  const rows: [string, string][] = [
    ['Vessel', receipt.vesselLength ? `${receipt.vesselName} (${receipt.vesselLength} ft)` : receipt.vesselName],
    ['Owner', receipt.company ? `${receipt.ownerName}, ${receipt.company}` : receipt.ownerName],
    ['Berth', receipt.berthName],
    ['Reservation', receipt.reservationNumber],
    ['Storm', receipt.stormName ?? 'Named storm'],
    ['Haul-out requested', formatFacilityDateTime(receipt.askedAt, 'long')],
    ['Hauled out', formatFacilityDateTime(receipt.hauledAt, 'long')],
    ['Hauled by', receipt.hauledBy],
  ];
  for (const [label, value] of rows) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
    doc.moveDown(0.3);
  }
  doc
    .moveDown(1)
    .text(
      `${company.legalName} certifies that the vessel named above was hauled out of the water at its facility in ${company.address.city}, ` +
        `${company.address.region} on the date and at the time stated, at the owner's request ahead of the storm named above.`,
    );
  doc.moveDown(0.6).fillColor(muted).text('Times are Central time (Larose, Louisiana). Keep this receipt for your insurer.');
  doc.end();
  return finished;
}
