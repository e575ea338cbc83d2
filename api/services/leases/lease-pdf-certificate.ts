import type { SignerEmailVerification } from '#shared/lease-events.ts';
import { facilityTimeZone, formatFacilityDateTime } from '#shared/stay-dates.ts';
import type { CompletionCertificate } from './evidence/completion-certificate.ts';
import { pdfColors } from './pdf-look.ts';

const { ink, muted } = pdfColors;
const notRecorded = 'Not recorded';

// Events can follow each other within a minute: the log shows seconds, on the facility's clock.
const eventTime = new Intl.DateTimeFormat('en-US', {
  timeZone: facilityTimeZone,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
});

const verifiedBy: Record<SignerEmailVerification, string> = {
  account: 'verified: the signer was signed in to an account with this verified address',
  code: 'verified: a one-time code mailed to this address was entered before signing',
};

/** The sentence a reader needs to trust the hashes without knowing what a hash is. */
const whatTheHashesProve =
  'What the fingerprints prove: a SHA-256 fingerprint is computed from a text; change a single character and the fingerprint ' +
  'no longer matches. The fingerprint of the signed text above therefore shows that the lease in this file is word for word ' +
  'the one that was signed. Each event in the log carries the fingerprint of the event before it, so an event changed, removed ' +
  'or put out of order afterwards breaks the chain, and the last event’s fingerprint vouches for the whole log. The marina keeps ' +
  'the log and can check it against this page at any time.';

const eventColumns = [
  { title: '#', width: 18 },
  { title: 'When (Central Time)', width: 120 },
  { title: 'What', width: 124 },
  { title: 'Who', width: 112 },
  { title: 'From address', width: 110 },
] as const;

/**
 * The last page of a signed lease: which text was signed, by whom and from where, under which
 * consent, and the event log with its hashes, written for a person (an insurer, a court, the
 * signer) rather than a program.
 */
export function writeCompletionCertificate(doc: PDFKit.PDFDocument, certificate: CompletionCertificate): void {
  doc.addPage();
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.x = left;
  doc.fillColor(ink).font('Helvetica-Bold').fontSize(16).text('Completion certificate', { width });
  doc
    .moveDown(0.2)
    .font('Helvetica')
    .fontSize(9)
    .fillColor(muted)
    .text('The record of how this lease was signed electronically, from the marina’s evidence log.', { width });
  doc.fillColor(ink);

  const section = (title: string) => {
    doc.x = left;
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).fillColor(ink).text(title, { width });
    doc.moveDown(0.2);
  };
  const row = (label: string, value: string, font = 'Helvetica') => {
    doc.x = left;
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(`${label}: `, { width, continued: true, lineGap: 1.5 })
      .font(font)
      .text(value, { lineGap: 1.5 });
  };

  section('Document');
  row('Reservation', certificate.reservationNumber);
  row('Title', certificate.documentTitle);
  row('Template version', certificate.templateVersion ?? 'Not recorded (written before lease templates had versions)');
  row('SHA-256 of the signed text', certificate.leaseTextSha256, 'Courier');

  section('Signer');
  const { signer } = certificate;
  row('Name', signer.name);
  row('Title', signer.title);
  row(
    'Email',
    signer.email ? `${signer.email} (${signer.emailVerifiedBy ? verifiedBy[signer.emailVerifiedBy] : 'not verified'})` : notRecorded,
  );
  row('IP address', signer.clientIp ?? notRecorded);
  row('Browser', signer.userAgent ?? notRecorded);
  row('Signed at', formatFacilityDateTime(certificate.signedAt, 'long'));

  section('Consent to electronic records');
  const { consent } = certificate;
  if (consent) {
    row('Version', consent.version);
    row('SHA-256 of the consent text', consent.sha256, 'Courier');
    row('Agreed at', formatFacilityDateTime(consent.consentedAt, 'long'));
  } else {
    doc.x = left;
    doc.font('Helvetica').fontSize(9).text('Consent to electronic records was not captured for this signature.', { width });
  }

  section('Event log');
  writeEventTable(doc, certificate.events);
  doc.moveDown(0.4);
  row('Fingerprint of the last event', certificate.lastEventHash, 'Courier');

  doc.x = left;
  doc.moveDown(0.8).font('Helvetica').fontSize(8.5).fillColor(muted).text(whatTheHashesProve, { width, lineGap: 1.5 });
  doc.fillColor(ink);
}

function writeEventTable(doc: PDFKit.PDFDocument, events: CompletionCertificate['events']): void {
  const left = doc.page.margins.left;
  const drawRow = (cells: readonly string[], font: string) => {
    doc.font(font).fontSize(8);
    const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: (eventColumns[index]?.width ?? 0) - 6 }));
    const height = Math.max(...heights) + 6;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      if (font !== 'Helvetica-Bold')
        drawRow(
          eventColumns.map((column) => column.title),
          'Helvetica-Bold',
        );
      doc.font(font).fontSize(8);
    }
    const top = doc.y;
    let x = left;
    cells.forEach((cell, index) => {
      const columnWidth = eventColumns[index]?.width ?? 0;
      doc.text(cell, x, top + 3, { width: columnWidth - 6 });
      x += columnWidth;
    });
    doc
      .moveTo(left, top + height)
      .lineTo(x, top + height)
      .lineWidth(0.5)
      .strokeColor('#cbd5e0')
      .stroke();
    doc.x = left;
    doc.y = top + height;
  };
  drawRow(
    eventColumns.map((column) => column.title),
    'Helvetica-Bold',
  );
  for (const event of events) {
    drawRow(
      [String(event.sequence), eventTime.format(event.occurredAt).replace(/\u202f/g, ' '), event.label, event.actor, event.clientIp ?? '—'],
      'Helvetica',
    );
  }
  if (events.length === 0) drawRow(['', '', 'No events were recorded.', '', ''], 'Helvetica');
}
