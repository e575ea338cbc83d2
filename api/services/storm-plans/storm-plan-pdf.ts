import type { Company } from '#shared/content/schemas.ts';
import { formatFacilityDateTime } from '#shared/stay-dates.ts';
import { marinaLetterPdf, pdfColors } from '#api/services/leases/pdf-look.ts';

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
  const { doc, finished } = marinaLetterPdf(company, { title: 'Storm plan', subject: 'Signed storm plan' });
  doc.moveDown(1.5).fillColor(ink).font('Helvetica').fontSize(10).text(plan.planText);
  doc.moveDown(1.5).font('Helvetica-Bold').fontSize(12).text('Signature');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Signed electronically by ${plan.signerName} on ${formatFacilityDateTime(plan.signedAt, 'long')}.`);
  if (plan.signerIp) doc.text(`From the address ${plan.signerIp}.`);
  doc.moveDown(0.6).fillColor(muted).fontSize(8).text(`SHA-256 of the text signed: ${plan.planTextSha256}`);
  doc.end();
  return finished;
}
