import PDFDocument from 'pdfkit';
import type { Company } from '#shared/content/schemas.ts';

/** The marina's PDF inks: body text, notes and footers, the draft banner. */
export const pdfColors = { ink: '#0f1f33', muted: '#4a5568', warning: '#9a3412' } as const;

/**
 * A one-off letter from the marina (a receipt, a signed plan) on Letter pages, begun with its
 * letterhead: write the body on `doc`, then `doc.end()` and await `finished` for the bytes.
 */
export function marinaLetterPdf(
  company: Company,
  info: { title: string; subject: string },
): { doc: InstanceType<typeof PDFDocument>; finished: Promise<Uint8Array<ArrayBuffer>> } {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    info: { Title: info.title, Author: company.legalName, Subject: info.subject },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const { street, city, region, postalCode } = company.address;
  doc.fillColor(pdfColors.ink).font('Helvetica-Bold').fontSize(16).text(company.legalName);
  doc
    .fillColor(pdfColors.muted)
    .font('Helvetica')
    .fontSize(10)
    .text(`${street}, ${city}, ${region} ${postalCode} · ${company.phones.main.display}`);
  return { doc, finished };
}
