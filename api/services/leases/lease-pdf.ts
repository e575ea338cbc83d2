import PDFDocument from 'pdfkit';
import type { LeaseStatus } from '#shared/berth-options.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';

export interface LeaseForPdf {
  leaseDocument: string;
  status: LeaseStatus;
  signedAt: Date | null;
  signerName: string | null;
  signerTitle: string | null;
  digitalSignature: string | null;
  signedDocumentSha256: string | null;
}

const ink = '#0f1f33';
const muted = '#4a5568';
const warning = '#9a3412';
const sectionHeading = /^\d+\.\s+[A-Z][A-Z0-9 ()&,.'-]*$/;

/**
 * The lease as a Letter-size PDF: its text line for line (the first line as the title, numbered
 * section lines as headings) and, once signed, the signature record with the text's SHA-256.
 */
export function renderLeasePdf(lease: LeaseForPdf): Promise<Uint8Array<ArrayBuffer>> {
  const [title = 'Berth Lease', ...body] = lease.leaseDocument.split('\n');
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    bufferPages: true,
    info: {
      Title: title,
      Author: 'Bayou Lafourche Marine, Inc.',
      Subject: lease.status === 'signed' ? 'Signed berth lease' : 'Draft berth lease',
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  doc.fillColor(ink).font('Helvetica-Bold').fontSize(16).text(title, { align: 'center' });
  if (lease.status !== 'signed') {
    doc
      .moveDown(0.4)
      .fillColor(warning)
      .font('Helvetica-Bold')
      .fontSize(10)
      .text('DRAFT: not signed. This copy has no effect until the Lessee signs it.', { align: 'center' });
  }
  doc.fillColor(ink);
  for (const line of body) writeLine(doc, line);
  if (lease.status === 'signed') writeSignatureRecord(doc, lease);
  numberPages(doc);
  doc.end();
  return finished;
}

function writeLine(doc: PDFKit.PDFDocument, line: string): void {
  if (line.trim() === '') {
    doc.moveDown(0.6);
  } else if (sectionHeading.test(line)) {
    // A heading at the foot of a page, its section on the next, reads as a missing section.
    if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(11).text(line, { lineGap: 2 });
  } else {
    doc.font('Helvetica').fontSize(10).text(line, { lineGap: 2 });
  }
}

function writeSignatureRecord(doc: PDFKit.PDFDocument, lease: LeaseForPdf): void {
  doc.moveDown(1.5);
  // Keep the record on one page: start a new one when less than its height is left.
  if (doc.y > doc.page.height - doc.page.margins.bottom - 170) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(11).fillColor(ink).text('ELECTRONIC SIGNATURE RECORD');
  doc.moveDown(0.4);
  const row = (label: string, value: string) => {
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true }).font('Helvetica').text(value, { lineGap: 2 });
  };
  row('Signed by', lease.signerName ?? '');
  row('Title', lease.signerTitle ?? '');
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text('Signature: ', { continued: true })
    .font('Times-Italic')
    .fontSize(15)
    .text(lease.digitalSignature ?? '');
  if (lease.signedAt) row('Signed at', formatFacilityDateTime(lease.signedAt, 'long'));
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(10).text('SHA-256 of the signed text:');
  doc
    .font('Courier')
    .fontSize(9)
    .text(lease.signedDocumentSha256 ?? '');
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(8)
    .fillColor(muted)
    .text(
      'The fingerprint is computed over the lease text exactly as stored and shown to the signer (UTF-8). ' +
        'Any change to the text changes it.',
    );
  doc.fillColor(ink);
}

function numberPages(doc: PDFKit.PDFDocument): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const { bottom } = doc.page.margins;
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(muted)
      .text(`Page ${index - start + 1} of ${count}`, doc.page.margins.left, doc.page.height - 40, {
        width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
        align: 'center',
      });
    doc.page.margins.bottom = bottom;
  }
}
