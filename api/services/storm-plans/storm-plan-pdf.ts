import PDFDocument from 'pdfkit';
import type { Company } from '#shared/content/schemas.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { pdfColors } from '#api/services/leases/pdf-look.ts';

/** A signed plan as its PDF states it. */
export interface SignedPlanForPdf {
  planText: string;
  planTextSha256: string;
  signerName: string;
  signedAt: Date;
  signerIp: string | null;
}

const { ink, muted } = pdfColors;

/** The signed storm plan on Letter pages: the marina's letterhead, the text signed, then the signature record. */
export function renderStormPlanPdf(plan: SignedPlanForPdf, company: Company): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    info: { Title: 'Storm plan', Author: company.legalName, Subject: 'Signed storm plan' },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const { street, city, region, postalCode } = company.address;
  doc.fillColor(ink).font('Helvetica-Bold').fontSize(16).text(company.legalName);
  doc.fillColor(muted).font('Helvetica').fontSize(10).text(`${street}, ${city}, ${region} ${postalCode} · ${company.phones.main.display}`);
  doc.moveDown(1.5).fillColor(ink).font('Helvetica').fontSize(10).text(plan.planText);
  doc.moveDown(1.5).font('Helvetica-Bold').fontSize(12).text('Signature');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Signed electronically by ${plan.signerName} on ${formatFacilityDateTime(plan.signedAt, 'long')}.`);
  if (plan.signerIp) doc.text(`From the address ${plan.signerIp}.`);
  doc.moveDown(0.6).fillColor(muted).fontSize(8).text(`SHA-256 of the text signed: ${plan.planTextSha256}`);
  doc.end();
  return finished;
}
