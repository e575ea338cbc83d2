import PDFDocument from 'pdfkit';
import type { LeaseBlock } from '#shared/berth-views.ts';
import type { LeaseStatus } from '#shared/berth-options.ts';
import { leaseBlockText } from '#shared/lease-document.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import type { CompletionCertificate } from './evidence/completion-certificate.ts';
import { storedLeaseBlocks } from './lease-blocks.ts';
import { writeCompletionCertificate } from './lease-pdf-certificate.ts';
import { pdfColors } from './pdf-look.ts';

export interface LeaseForPdf {
  leaseDocument: string;
  templateVersion: string | null;
  templateValues: Record<string, string> | null;
  status: LeaseStatus;
  signedAt: Date | null;
  signerName: string | null;
  signerTitle: string | null;
  digitalSignature: string | null;
  signedDocumentSha256: string | null;
}

const { ink, muted, warning } = pdfColors;
const bodySize = 10;
const itemIndent = 18;

/**
 * The lease as a Letter-size PDF, drawn from the same blocks as the review page: the title, the
 * numbered clause headings, lettered items with a hanging indent, the filled-in values in bold;
 * a draft says so under its title. Once signed it gets the signature record with the text's
 * SHA-256, and, when given, a last page with the completion certificate.
 */
export function renderLeasePdf(lease: LeaseForPdf, certificate?: CompletionCertificate): Promise<Uint8Array<ArrayBuffer>> {
  const [first, ...body] = storedLeaseBlocks(lease);
  const title = first?.kind === 'title' ? leaseBlockText(first) : 'Berth Lease';
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
  for (const block of first?.kind === 'title' ? body : [first, ...body]) if (block) writeBlock(doc, block);
  if (lease.status === 'signed') writeSignatureRecord(doc, lease);
  if (certificate) writeCompletionCertificate(doc, certificate);
  numberPages(doc);
  doc.end();
  return finished;
}

/** A line's segments in one flow, the filled-in values in bold. */
function writeSegments(doc: PDFKit.PDFDocument, block: LeaseBlock, font: string, options: PDFKit.Mixins.TextOptions = {}): void {
  const segments = block.segments.length > 0 ? block.segments : [{ text: '' }];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    doc
      .font(segment.placeholder ? 'Helvetica-Bold' : font)
      .fontSize(bodySize)
      .text(segment.text, { lineGap: 2, ...options, continued: !last });
  });
}

function writeBlock(doc: PDFKit.PDFDocument, block: LeaseBlock): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  switch (block.kind) {
    case 'blank':
      doc.moveDown(0.6);
      return;
    case 'heading':
      // A heading at the foot of a page, its section on the next, reads as a missing section.
      if (doc.y > doc.page.height - doc.page.margins.bottom - 60) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(11).text(leaseBlockText(block), left, doc.y, { width, lineGap: 2 });
      return;
    case 'item': {
      const top = doc.y;
      doc.font('Helvetica-Bold').fontSize(bodySize).text(block.marker.trim(), left, top, { width: itemIndent, lineGap: 2 });
      doc.x = left + itemIndent;
      doc.y = top;
      writeSegments(doc, block, 'Helvetica', { width: width - itemIndent });
      doc.x = left;
      return;
    }
    case 'field':
      doc.font('Helvetica').fontSize(bodySize).text(block.marker, left, doc.y, { width, lineGap: 2, continued: true });
      writeSegments(doc, block, 'Helvetica');
      return;
    default:
      doc.x = left;
      writeSegments(doc, block, 'Helvetica', { width });
  }
}

function writeSignatureRecord(doc: PDFKit.PDFDocument, lease: LeaseForPdf): void {
  doc.x = doc.page.margins.left;
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
